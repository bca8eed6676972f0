import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { testResolution } from './conditions.js';

/** Tests of React code: jsdom plus the shared setup (jest-dom matchers, matchMedia stub). */
export default defineConfig({
  ...testResolution,
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./dom-setup.js', import.meta.url))],
    css: false,
    testTimeout: 60_000,
    // One file per core left two cores a third idle (a file waits on timers, user events and
    // workers); a third worker took packages/analysis from 58 to 43 s there.
    maxWorkers: Math.max(3, availableParallelism()),
  },
});
