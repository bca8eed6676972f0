import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type BuildOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { loadContract, operationIdOf, type OpenApiDocument } from '../../src/spec';
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
  const undeclared = recordUndeclaredStatuses(
    app,
    options.specification ?? loadContract(),
    // A handler a test puts in place answers what the test wants, not what the server does.
    new Set(Object.keys(options.handlers ?? {})),
  );
  if (options.start !== false) await app.lifecycle.start();
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      if (undeclared.size > 0) {
        await pgDatabase?.drop();
        rmSync(dataDir, { recursive: true, force: true });
        throw new Error(
          `Answered with a status the contract does not declare for the operation: ${[...undeclared].join(', ')}`,
        );
      }
      await pgDatabase?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? freshPgDatabase(adminUrl) : null;
}

// 500 is a bug that tests provoke on purpose (and assert on their own); 503 is any
// operation's answer while the server starts.
const ANY_OPERATION = new Set([500, 503]);
// With a personal access token, the contract's info says any operation may also answer 403
// (outside the token's scope) and 429 (the token's rate).
const ANY_WITH_API_TOKEN = new Set([403, 429]);
const API_TOKEN_BEARER = /^Bearer\s+kl_/i;

/**
 * Every status the server answers in a test must be declared in the contract for that
 * operation: the check runs on every app the suites build, so a new answer without its
 * declaration fails the test file that produced it (at close).
 */
function recordUndeclaredStatuses(
  app: FastifyInstance,
  spec: OpenApiDocument,
  replaced: Set<string>,
): Set<string> {
  const declared = new Map<string, Set<string>>();
  for (const item of Object.values(spec.paths ?? {})) {
    for (const op of Object.values(item)) {
      const { operationId, responses } = (op ?? {}) as {
        operationId?: string;
        responses?: object;
      };
      if (operationId) declared.set(operationId, new Set(Object.keys(responses ?? {})));
    }
  }
  const undeclared = new Set<string>();
  app.addHook('onResponse', async (request, reply) => {
    const operationId = operationIdOf(request);
    const status = reply.statusCode;
    if (!operationId || replaced.has(operationId) || ANY_OPERATION.has(status)) return;
    const auth = request.headers.authorization;
    if (ANY_WITH_API_TOKEN.has(status) && auth && API_TOKEN_BEARER.test(auth)) return;
    const statuses = declared.get(operationId);
    if (!statuses || statuses.has(String(status)) || statuses.has(`${String(status)[0]}XX`)) return;
    undeclared.add(`${operationId} ${status} (${request.method} ${request.url.slice(0, 80)})`);
  });
  return undeclared;
}
