/**
 * Real processes for the scale-out test: `tsx src/main.ts` with ROLE=api or ROLE=worker, on one
 * PostgreSQL database (a fresh one per run, under TEST_DATABASE_URL) and one S3 store (s3rver on
 * loopback). Spawn, wait until ready, kill — nothing else.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { freshPgDatabase } from '../helpers/pg';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const JWT_SECRET = 'multiprocess-secret-multiprocess-secret!';

export interface Cluster {
  env: Record<string, string>;
  databaseUrl: string;
  bucketDir: string;
  dataDir: string;
  processes: Role[];
  spawn(role: 'api' | 'worker', name: string): Promise<Role>;
  sql<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface Role {
  name: string;
  child: ChildProcess;
  url: string | null;
  log: string[];
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startCluster(extraEnv: Record<string, string> = {}): Promise<Cluster> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required (run inside .ci/with-postgres.sh)');
  const database = await freshPgDatabase(adminUrl, 'mp');
  const databaseUrl = database.url;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });

  const bucketDir = mkdtempSync(path.join(tmpdir(), 'kreolab-mp-s3-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kreolab-mp-data-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: 'kreolab-mp', configs: [] }],
  });
  const { port: s3Port } = await s3.run();

  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET,
    WEB_DIST: path.join(dataDir, 'no-web'),
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'kreolab-mp',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    PAYMENT_PROVIDER: 'test',
    ...extraEnv,
  };
  const processes: Role[] = [];

  async function spawnRole(role: 'api' | 'worker', name: string): Promise<Role> {
    const port = role === 'api' ? await freePort() : 0;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        ...env,
        ROLE: role,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port || 8080}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log: string[] = [];
    let ready: () => void;
    const readyPromise = new Promise<void>((r) => (ready = r));
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        log.push(line);
        if (/"msg":"(worker ready|ready on )/.test(line)) ready();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    const self: Role = {
      name,
      child,
      url: role === 'api' ? `http://127.0.0.1:${port}` : null,
      log,
      exited,
      async kill(signal) {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        await exited;
      },
    };
    processes.push(self);
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`${name} not ready in 90 s:\n${log.slice(-20).join('\n')}`)),
        90_000,
      ),
    );
    const died = exited.then((code) => {
      throw new Error(
        `${name} exited (${code}) before it was ready:\n${log.slice(-20).join('\n')}`,
      );
    });
    await Promise.race([readyPromise, timeout, died]);
    return self;
  }

  return {
    env,
    databaseUrl,
    bucketDir,
    dataDir,
    processes,
    spawn: spawnRole,
    async sql<T>(text: string, values: unknown[] = []) {
      return (await pool.query(text, values)).rows as T[];
    },
    async close() {
      for (const p of processes) await p.kill('SIGTERM').catch(() => {});
      await pool.end();
      await s3.close();
      await database.drop();
      rmSync(bucketDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
