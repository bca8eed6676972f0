import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { WorkerLeases } from './leases';
import { jobNames, jobQueues, sealedJobs, type JobName, type JobPayloads } from './registry';
import { isSealed, PayloadSeal } from './seal';

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
  /** Heartbeat lease of a working process (src/jobs/leases.ts); 30 s unless configured. */
  leaseSeconds?: number;
  /** The deployment's shared secret: seals the payloads of `sealedJobs` (src/jobs/seal.ts). */
  secret: string;
}

export class MissingJobHandlersError extends Error {
  constructor(readonly missing: string[]) {
    super(`No handler registered for job kind(s): ${missing.join(', ')}`);
    this.name = 'MissingJobHandlersError';
  }
}

/** pg-boss's complete/fail/cancel/… commands end by counting the jobs they changed. */
const SETTLING_COUNT = /select count\(\*\) from results\s*$/i;

/** Typed front of pg-boss: only kinds from the registry, only their payload types. */
export class JobQueue {
  readonly #boss: PgBoss;
  readonly #handlers = new Map<JobName, JobHandler<JobName>>();
  readonly #leases: WorkerLeases;
  readonly #seal: PayloadSeal;
  #started = false;
  /** Set once stop has waited for the handlers: the database may close from here on. */
  #closed = false;
  /** Handlers running in this process, so a stop can outwait them before the database closes. */
  readonly #running = new Set<Promise<unknown>>();
  /** pg-boss's worker of each kind in this process, woken when there is work for it. */
  readonly #workers = new Map<JobName, string>();

  constructor(
    database: Pick<Database, 'executeSql'>,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions,
  ) {
    // Through our own connection, so PGlite (one in-process connection) works the same as PostgreSQL.
    this.#boss = new PgBoss({
      // After stop, a job that settles late (pg-boss completes or fails it without awaiting the
      // query) must not reach a closed database: its query is dropped, the job stays active,
      // and its claim is swept by another worker as this one is gone, so it is retried.
      // The dropped query answers as if nothing matched; pg-boss reads a settling command's
      // answer as one count row, so those get a zero count (an empty answer threw in its
      // `mapCommandResponse` and surfaced as an unhandled rejection).
      db: {
        executeSql: (text, values) =>
          this.#closed
            ? Promise.resolve({ rows: SETTLING_COUNT.test(text) ? [{ count: '0' }] : [] })
            : database.executeSql(text, values),
      },
      schema: 'pgboss',
    });
    this.#boss.on('error', (error) => this.log.error({ err: error }, 'pg-boss error'));
    this.#seal = new PayloadSeal(options.secret);
    this.#leases = new WorkerLeases(
      database,
      {
        fail: async (queue, jobId, reason) => {
          await this.#boss.fail(queue, jobId, { message: reason });
        },
      },
      log,
      { leaseSeconds: options.leaseSeconds ?? 30 },
    );
  }

  /** This process's identity among the workers (its claims and heartbeat carry it). */
  get workerId(): string {
    return this.#leases.id;
  }

  /**
   * Periodic upkeep a feature needs where jobs are worked (e.g. recovering stuck analyses);
   * it runs with every lease sweep, in every working process, so it must be idempotent.
   */
  sweepTask(name: string, run: (log: FastifyBaseLogger) => Promise<unknown>): void {
    this.#leases.addSweepTask(name, run);
  }

  /** One lease sweep now (tests; the timer runs it every third of the lease). */
  sweep(): Promise<unknown> {
    return this.#leases.sweep();
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
    await this.#leases.start();
    for (const name of jobNames) {
      const handler = this.#handlers.get(name)!;
      const workOptions = {
        batchSize: 1,
        pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
      };
      const worker = await this.#boss.work<JobPayloads[typeof name]>(name, workOptions, ([job]) => {
        if (!job) return Promise.resolve();
        const run = this.#run(name, handler, job);
        this.#running.add(run);
        return run.finally(() => {
          this.#running.delete(run);
          // pg-boss waits out the rest of its polling interval after a job shorter than it
          // (2 s by default): a research of 30 one-second frames spent half its time waiting.
          // Woken, the worker asks for the next job at once, and waits only when none is left.
          this.#wake(name);
        });
      });
      this.#workers.set(name, worker);
    }
  }

  /** One job through its handler, with this worker's claim on it for as long as it runs. */
  async #run<N extends JobName>(
    name: N,
    handler: JobHandler<JobName>,
    job: PgBoss.Job<JobPayloads[N]>,
  ): Promise<void> {
    const log = this.log.child({ job: name, jobId: job.id });
    log.debug('job started');
    await this.#leases.claim(name, job.id);
    try {
      // A throw fails the attempt; pg-boss retries per the queue's policy.
      // A job queued before its kind was sealed still runs: nothing to hide in it now.
      const payload =
        sealedJobs.has(name) && isSealed(job.data) ? this.#seal.open(job.data) : job.data;
      await handler(payload as JobPayloads[JobName], { id: job.id, log });
    } finally {
      await this.#leases.release(job.id).catch((error: unknown) => {
        // A claim left behind is swept as soon as this worker stops beating: harmless.
        log.warn({ err: error }, 'job claim not released');
      });
    }
    log.debug('job done');
  }

  async send<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options: PgBoss.SendOptions = {},
  ) {
    if (!this.#started) throw new Error('Job queue is not started');
    const data = sealedJobs.has(name) ? this.#seal.seal(payload) : payload;
    const id = await this.#boss.send(name, data as object, options);
    // A job for now starts here without waiting for the next poll (other processes still poll).
    if (!options.startAfter) this.#wake(name);
    return id;
  }

  #wake(name: JobName) {
    const worker = this.#workers.get(name);
    if (worker && this.#started) this.#boss.notifyWorker(worker);
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
    // pg-boss settles a job (complete/fail) after its handler returns, without awaiting it; a
    // handler still running past pg-boss's wait would settle on a closed database and crash the
    // process with an unhandled rejection. Outwait our own handlers once more, then let the
    // settling queries start before the pool may close (an issued query still finishes).
    if (this.#running.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...this.#running]),
        new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(timer);
      if (this.#running.size > 0)
        this.log.warn({ running: this.#running.size }, 'jobs still running at stop');
    }
    await new Promise((resolve) => setImmediate(resolve));
    this.#closed = true;
    if (this.options.work) await this.#leases.stop();
  }
}
