import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, Db } from '../db';
import { registerJobHandlers } from '../jobs/handlers';
import { JobQueue } from '../jobs/queue';
import { createMailer } from '../mail';
import type { Storage } from '../storage';

export interface Lifecycle {
  /** True once migrations are applied and the job queue runs; /health answers 200 only then. */
  readonly ready: boolean;
  /** Migrates and starts the job queue; safe to call more than once. */
  start(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    storage: Storage;
    jobs: JobQueue;
    lifecycle: Lifecycle;
  }
}

export interface ServicesOptions {
  config: Config;
  database: Database;
  storage: Storage;
  jobPollingIntervalSeconds?: number;
}

/**
 * The infrastructure every feature uses, as decorators. Nothing touches the database until
 * `lifecycle.start()`, so the HTTP port can open (and report 503) while migrations run.
 */
export default fp(
  async function services(app: FastifyInstance, opts: ServicesOptions) {
    const { config, database, storage } = opts;
    const jobs = new JobQueue(database, app.log.child({ component: 'jobs' }), {
      work: config.role !== 'api',
      pollingIntervalSeconds: opts.jobPollingIntervalSeconds,
      leaseSeconds: config.jobs.leaseSeconds,
      secret: config.jwtSecret,
    });
    const mailer = createMailer(config.mail, app.log.child({ component: 'mail' }));
    registerJobHandlers(jobs, { storage, mailer, db: database.db, config });

    let ready = false;
    let starting: Promise<void> | null = null;
    const lifecycle: Lifecycle = {
      get ready() {
        return ready;
      },
      start() {
        starting ??= (async () => {
          await database.migrate();
          await jobs.start();
          ready = true;
        })();
        return starting;
      },
    };

    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('storage', storage);
    app.decorate('jobs', jobs);
    app.decorate('lifecycle', lifecycle);

    // Runs after the server stopped taking requests and in-flight ones finished.
    app.addHook('onClose', async () => {
      ready = false;
      await starting?.catch(() => {});
      await jobs.stop();
      mailer.close();
      await database.close();
    });
  },
  { name: 'kreolab-services' },
);
