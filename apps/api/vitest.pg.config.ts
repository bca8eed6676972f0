import { defineConfig, mergeConfig } from 'vitest/config';
import { apiTestConfig } from './vitest.config';

// The same suite against PostgreSQL: test/helpers/build.ts makes one database per test file.
if (!process.env.TEST_DATABASE_URL) {
  throw new Error(
    'Set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:54329/postgres) to run test:pg',
  );
}

export default mergeConfig(apiTestConfig, defineConfig({ test: { fileParallelism: true } }));
