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
    // A worker's files share modules, so the engine's models and the server's code load once
    // per worker (the engine's tests 30 → 22 s on two cores). A module replaced with vi.mock
    // stays replaced for the worker's later files: replace one only with vi.doMock, and undo it
    // after the file (apps/api/test/auth-hashing.test.ts).
    isolate: false,
  },
});
