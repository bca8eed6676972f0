import base from '@kreolab/vitest-config/node';
import { defineConfig, mergeConfig } from 'vitest/config';

// Analyses run the real engine (faces, OCR) inside the test; on a two-core CI machine the
// first run loads its models, so a case may take minutes. test/helpers/analyses.ts waits up to
// 90 s for a result; the case limit must be above that, or it fails before the helper does.
export const apiTestConfig = mergeConfig(base, defineConfig({ test: { testTimeout: 180_000 } }));

export default apiTestConfig;
