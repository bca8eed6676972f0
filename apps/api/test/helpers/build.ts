import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type BuildOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { freshPgDatabase } from './pg';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<BuildOptions, 'config'>> {
  env?: Record<string, string>;
  /** false leaves the database unmigrated, as in the first moments after a start. */
  start?: boolean;
}

/**
 * One app on a fresh database per test file: an in-memory PGlite, or, when TEST_DATABASE_URL
 * is set (vitest.pg.config.ts), a new PostgreSQL database created here and dropped on close.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kreolab-api-test-'));
  const base = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret!',
      WEB_DIST: path.join(dataDir, 'no-web-dist'),
      ...options.env,
    },
    dataDir,
  );
  const pgDatabase = await createPgDatabase();
  const config: Config = Object.freeze({
    ...base,
    db: Object.freeze({ url: pgDatabase?.url ?? null, pgliteDir: 'memory://' }),
  });
  const app = await build({
    logger: false,
    jobPollingIntervalSeconds: 0.5,
    ...options,
    config,
  });
  if (options.start !== false) await app.lifecycle.start();
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      await pgDatabase?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? freshPgDatabase(adminUrl) : null;
}
