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
    // A worker's files share modules: React, Mantine and the packages load once per worker,
    // not once per file (the jsdom packages' tests 191 → 160 s on two cores). Each test still
    // renders into a cleaned document with a store of its own. A module replaced with vi.mock
    // stays replaced for the worker's later files, so a package whose tests replace modules
    // keeps them isolated (packages/cloud/vitest.config.ts).
    isolate: false,
  },
});
