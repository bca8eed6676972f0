import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { jobNames, jobQueues, type JobName, type JobPayloads } from './registry';

export interface JobContext {
  id: string;
  log: FastifyBaseLogger;
}

export type JobHandler<N extends JobName> = (
  payload: JobPayloads[N],
  ctx: JobContext,
) => Promise<void>;

export interface JobQueueOptions {
  /** false for ROLE=api: it sends jobs but never works them. */
  work: boolean;
  pollingIntervalSeconds?: number;
}

export class MissingJobHandlersError extends Error {
  constructor(readonly missing: string[]) {
    super(`No handler registered for job kind(s): ${missing.join(', ')}`);
    this.name = 'MissingJobHandlersError';
  }
}

/** Typed front of pg-boss: only kinds from the registry, only their payload types. */
export class JobQueue {
  readonly #boss: PgBoss;
  readonly #handlers = new Map<JobName, JobHandler<JobName>>();
  #started = false;

  constructor(
    database: Pick<Database, 'executeSql'>,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions,
  ) {
    // Through our own connection, so PGlite (one in-process connection) works the same as PostgreSQL.
    this.#boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema: 'pgboss',
    });
    this.#boss.on('error', (error) => this.log.error({ err: error }, 'pg-boss error'));
  }

  handle<N extends JobName>(name: N, handler: JobHandler<N>): void {
    if (this.#handlers.has(name)) throw new Error(`Job kind ${name} already has a handler`);
    this.#handlers.set(name, handler as JobHandler<JobName>);
  }

  /** Refuses to start with an unhandled kind, even where this process does not work jobs. */
  async start(): Promise<void> {
    const missing = jobNames.filter((name) => !this.#handlers.has(name));
    if (missing.length > 0) throw new MissingJobHandlersError(missing);
    await this.#boss.start();
    this.#started = true;
    for (const name of jobNames) await this.#boss.createQueue(name, { name, ...jobQueues[name] });
    if (!this.options.work) return;
    for (const name of jobNames) {
      const handler = this.#handlers.get(name)!;
      const workOptions = {
        batchSize: 1,
        pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
      };
      await this.#boss.work<JobPayloads[typeof name]>(name, workOptions, async ([job]) => {
        if (!job) return;
        const log = this.log.child({ job: name, jobId: job.id });
        log.debug('job started');
        // A throw fails the attempt; pg-boss retries per the queue's policy.
        await handler(job.data, { id: job.id, log });
        log.debug('job done');
      });
    }
  }

  async send<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options: PgBoss.SendOptions = {},
  ) {
    if (!this.#started) throw new Error('Job queue is not started');
    return this.#boss.send(name, payload, options);
  }

  /** For tests and admin views: the state of one job. */
  async getJob(name: JobName, id: string) {
    return this.#boss.getJobById(name, id);
  }

  /** Lets running handlers finish (up to the timeout) before the database closes under them. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    await this.#boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }
}
