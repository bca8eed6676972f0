import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db';

export interface LeaseOptions {
  /** A heartbeat older than this means the worker is gone. */
  leaseSeconds: number;
}

/** What the lease needs of pg-boss: handing a job back as failed, which schedules its retry. */
export interface JobFailer {
  fail(queue: string, jobId: string, reason: string): Promise<void>;
}

/**
 * Crash safety for jobs. pg-boss only learns that a worker died when the job's expiry passes
 * (minutes for an analysis item, up to 45 for a video split). So each working process keeps a
 * row in `job_workers` with a heartbeat, and a row in `job_claims` for every job it is running.
 * Every working process sweeps now and then: the claims of a worker whose heartbeat is older
 * than the lease are failed through pg-boss (which retries them after the queue's delay) and
 * the dead worker's row goes. Handlers are idempotent, so even a worker that was only slow (a
 * blocked event loop for longer than the lease) costs duplicated work, never a wrong result.
 *
 * The heartbeat runs on the main thread; the engine blocks it for well under a second at a time
 * (measured: 440 ms on a 2-core machine), far below the 30 s default lease. A worker that hangs
 * while its heartbeat still beats is caught later by the job's own expiry.
 */
export class WorkerLeases {
  readonly id = randomUUID();
  #heartbeat: NodeJS.Timeout | null = null;
  #sweeper: NodeJS.Timeout | null = null;
  #sweeping: Promise<unknown> | null = null;
  #tasks: { name: string; run: (log: FastifyBaseLogger) => Promise<unknown> }[] = [];

  constructor(
    private readonly database: Pick<Database, 'executeSql'>,
    private readonly failer: JobFailer,
    private readonly log: FastifyBaseLogger,
    private readonly options: LeaseOptions,
  ) {}

  get heartbeatMs() {
    return Math.max(500, (this.options.leaseSeconds * 1000) / 6);
  }

  get sweepMs() {
    return Math.max(1000, (this.options.leaseSeconds * 1000) / 3);
  }

  /** Periodic work that rides on the sweep (e.g. recovering stuck analyses); errors are logged. */
  addSweepTask(name: string, run: (log: FastifyBaseLogger) => Promise<unknown>) {
    this.#tasks.push({ name, run });
  }

  async start(): Promise<void> {
    await this.database.executeSql(`INSERT INTO job_workers (id, host, pid) VALUES ($1, $2, $3)`, [
      this.id,
      hostname(),
      process.pid,
    ]);
    this.#heartbeat = setInterval(() => void this.beat(), this.heartbeatMs);
    this.#heartbeat.unref();
    this.#sweeper = setInterval(() => void this.sweep(), this.sweepMs);
    this.#sweeper.unref();
    // A restarted single process finds its previous life's jobs at once, not a sweep later.
    await this.sweep();
  }

  async beat(): Promise<void> {
    try {
      const { rows } = await this.database.executeSql(
        `UPDATE job_workers SET heartbeat_at = now() WHERE id = $1 RETURNING id`,
        [this.id],
      );
      // Swept as dead (a long pause): come back, so this process's own claims count again.
      if (rows.length === 0)
        await this.database.executeSql(
          `INSERT INTO job_workers (id, host, pid) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
          [this.id, hostname(), process.pid],
        );
    } catch (error) {
      this.log.warn({ err: error }, 'worker heartbeat failed');
    }
  }

  async claim(queue: string, jobId: string): Promise<void> {
    await this.database.executeSql(
      `INSERT INTO job_claims (job_id, queue, worker_id) VALUES ($1, $2, $3)
       ON CONFLICT (job_id) DO UPDATE SET worker_id = EXCLUDED.worker_id, claimed_at = now()`,
      [jobId, queue, this.id],
    );
  }

  async release(jobId: string): Promise<void> {
    await this.database.executeSql(`DELETE FROM job_claims WHERE job_id = $1 AND worker_id = $2`, [
      jobId,
      this.id,
    ]);
  }

  /** One pass: hand back dead workers' jobs, forget the workers, then the riders. */
  sweep(): Promise<unknown> {
    this.#sweeping ??= this.#sweepOnce().finally(() => (this.#sweeping = null));
    return this.#sweeping;
  }

  async #sweepOnce(): Promise<void> {
    try {
      // Deleting the claim is the lock: of two sweepers, only one gets each row back.
      const { rows } = await this.database.executeSql(
        `DELETE FROM job_claims c
          WHERE c.worker_id <> $1
            AND NOT EXISTS (
              SELECT 1 FROM job_workers w
               WHERE w.id = c.worker_id
                 AND w.heartbeat_at > now() - make_interval(secs => $2))
          RETURNING c.job_id, c.queue, c.worker_id`,
        [this.id, this.options.leaseSeconds],
      );
      for (const row of rows) {
        const jobId = String(row.job_id);
        const queue = String(row.queue);
        this.log.warn({ jobId, queue, worker: row.worker_id }, 'worker lost: retrying its job');
        await this.failer.fail(queue, jobId, 'worker lost');
      }
      await this.database.executeSql(
        `DELETE FROM job_workers
          WHERE id <> $1 AND heartbeat_at < now() - make_interval(secs => $2)`,
        [this.id, this.options.leaseSeconds],
      );
    } catch (error) {
      this.log.warn({ err: error }, 'job lease sweep failed');
    }
    for (const task of this.#tasks) {
      try {
        await task.run(this.log.child({ task: task.name }));
      } catch (error) {
        this.log.warn({ err: error, task: task.name }, 'sweep task failed');
      }
    }
  }

  /** A clean stop: no claims are left (handlers finished), and the worker row goes. */
  async stop(): Promise<void> {
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    if (this.#sweeper) clearInterval(this.#sweeper);
    this.#heartbeat = this.#sweeper = null;
    await this.#sweeping?.catch(() => {});
    await this.database
      .executeSql(`DELETE FROM job_workers WHERE id = $1`, [this.id])
      .catch((error: unknown) => this.log.warn({ err: error }, 'worker row not removed'));
  }
}
