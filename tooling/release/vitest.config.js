import { defineConfig } from 'vitest/config';

// Each case builds a small git repository with several commits; on a busy two-core machine
// that takes longer than the default 5 s.
export default defineConfig({ test: { include: ['test/**/*.test.js'], testTimeout: 60_000 } });
