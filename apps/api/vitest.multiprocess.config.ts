import { defineConfig } from 'vitest/config';

// Real ROLE=api and ROLE=worker processes on PostgreSQL and S3 (test/multiprocess); run inside
// .ci/with-postgres.sh, which sets TEST_DATABASE_URL.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/multiprocess/**/*.spec.ts'],
    testTimeout: 420_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
