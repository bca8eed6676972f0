import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SpoolOptions {
  /** A spool file untouched for this long belongs to no live upload and is removed. */
  leaseMs: number;
  /** How often a live upload's files are touched; well inside the lease. */
  heartbeatMs: number;
  /** How often the folder is swept (and once at start). */
  sweepEveryMs: number;
}

export const DEFAULT_SPOOL: SpoolOptions = Object.freeze({
  leaseMs: 15 * 60_000,
  heartbeatMs: 60_000,
  sweepEveryMs: 5 * 60_000,
});

export interface Spool {
  /** The folder of upload spool files (DATA_DIR/tmp). */
  readonly dir: string;
  /** A fresh spool path, kept alive until `release`. */
  claim(): string;
  /** Removes the file (if any) and forgets it. */
  release(file: string): Promise<void>;
  /** Removes the spool files whose lease ran out; answers how many. */
  sweep(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    spool: Spool;
  }
}

// `spool-<uuid>`; a bare uuid is what the folder held before spool files had a prefix.
const SPOOL_NAME = /^(spool-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Upload spool files with a lease, so that files left by a process that died mid-upload are
 * removed without ever touching a live upload, even when several API processes share
 * DATA_DIR: a live upload's files are touched every heartbeat (the write stream alone stops
 * touching them while a finished file is probed or stored), and a sweep — at start and
 * periodically, in every process — removes spool files older than the lease.
 */
export default fp(
  async function spool(app: FastifyInstance, opts: { dataDir: string } & Partial<SpoolOptions>) {
    const { leaseMs, heartbeatMs, sweepEveryMs } = { ...DEFAULT_SPOOL, ...opts };
    const dir = path.join(opts.dataDir, 'tmp');
    const live = new Set<string>();

    const sweep = async () => {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const deadline = Date.now() - leaseMs;
      let removed = 0;
      for (const name of names) {
        const file = path.join(dir, name);
        if (!SPOOL_NAME.test(name) || live.has(file)) continue;
        const stat = await fs.stat(file).catch(() => null);
        if (!stat?.isFile() || stat.mtimeMs > deadline) continue;
        await fs.rm(file, { force: true });
        removed += 1;
      }
      if (removed > 0) app.log.info({ removed }, 'abandoned upload spool files removed');
      return removed;
    };

    const touch = () => {
      const now = new Date();
      for (const file of live) void fs.utimes(file, now, now).catch(() => {});
    };

    const spoolApi: Spool = {
      dir,
      claim() {
        const file = path.join(dir, `spool-${randomUUID()}`);
        live.add(file);
        return file;
      },
      async release(file) {
        live.delete(file);
        await fs.rm(file, { force: true });
      },
      sweep,
    };
    app.decorate('spool', spoolApi);

    let heartbeat: NodeJS.Timeout | null = null;
    let sweeper: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      await fs.mkdir(dir, { recursive: true });
      await sweep().catch((error: unknown) => app.log.warn({ err: error }, 'spool sweep failed'));
      heartbeat = setInterval(touch, heartbeatMs).unref();
      sweeper = setInterval(() => {
        sweep().catch((error: unknown) => app.log.warn({ err: error }, 'spool sweep failed'));
      }, sweepEveryMs).unref();
    });
    app.addHook('onClose', async () => {
      if (heartbeat) clearInterval(heartbeat);
      if (sweeper) clearInterval(sweeper);
    });
  },
  { name: 'kreolab-spool' },
);
