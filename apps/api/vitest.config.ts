import base from '@kreolab/vitest-config/node';
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';

// Analyses run the real engine (faces, OCR) inside the test; on a two-core CI machine the
// first run loads its models, so a case may take minutes. test/helpers/analyses.ts waits up to
// 90 s for a result; the case limit must be above that, or it fails before the helper does.
//
// At least four files at once: a file spends much of its time waiting (job polling, deadlines,
// the engine's workers), so one worker per core left a third of two cores idle. On two cores
// four workers took the suite from 410 to 297 s, every case passing, the slowest at 16 s.
//
// Files share a worker's modules (the Node preset's `isolate: false`): each file still builds
// its own app on its own fresh database (test/helpers/build.ts), but the server's code, the
// engine's models and its OCR workers load once per worker instead of once per file, 297 →
// 178 s on two cores. A file that needs a module replaced imports the server again after
// vi.resetModules (auth-hashing.test.ts).
export const apiTestConfig = mergeConfig(
  base,
  defineConfig({
    test: {
      testTimeout: 180_000,
      maxWorkers: Math.max(4, availableParallelism()),
    },
  }),
);

export default apiTestConfig;
