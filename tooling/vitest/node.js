import { defineConfig } from 'vitest/config';
import { testResolution } from './conditions.js';
import { TEST_WORKERS } from './workers.js';

/** Tests that run in Node: the server, the engine, pure libraries. */
export default defineConfig({
  ...testResolution,
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: TEST_WORKERS,
  },
});
