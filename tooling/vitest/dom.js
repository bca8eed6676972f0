import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testResolution } from './conditions.js';
import { TEST_WORKERS } from './workers.js';

/** Tests of React code: jsdom plus the shared setup (jest-dom matchers, matchMedia stub). */
export default defineConfig({
  ...testResolution,
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./dom-setup.js', import.meta.url))],
    css: false,
    testTimeout: 60_000,
    maxWorkers: TEST_WORKERS,
  },
});
