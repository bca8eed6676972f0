import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { testResolution } from './conditions.js';

/** Tests that run in Node: the server, the engine, pure libraries. */
export default defineConfig({
  ...testResolution,
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One file per core left two cores a third idle (a file waits on timers, user events and
    // workers); a third worker took packages/analysis from 58 to 43 s there.
    maxWorkers: Math.max(3, availableParallelism()),
  },
});
