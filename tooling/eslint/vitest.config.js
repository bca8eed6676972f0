import { defineConfig } from 'vitest/config';

// Each case builds a whole ESLint instance with typescript-eslint, which takes seconds on a
// busy machine; the default 5 s would make these tests fail for load, not for a broken rule.
export default defineConfig({ test: { include: ['test/**/*.test.js'], testTimeout: 60_000 } });
