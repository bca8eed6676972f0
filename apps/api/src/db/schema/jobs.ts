import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Processes that work jobs, each with a heartbeat. A worker whose heartbeat is older than the
 * lease (src/jobs/leases.ts) is dead: its claims are handed back to pg-boss as failures, which
 * retries them at once instead of waiting for the queue's expiry (minutes to an hour).
 */
export const jobWorkers = pgTable('job_workers', {
  id: uuid('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: at('started_at').notNull().defaultNow(),
  heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
});

/** Which worker runs which pg-boss job right now; a row lives exactly as long as the attempt. */
export const jobClaims = pgTable(
  'job_claims',
  {
    jobId: uuid('job_id').primaryKey(),
    queue: text('queue').notNull(),
    workerId: uuid('worker_id').notNull(),
    claimedAt: at('claimed_at').notNull().defaultNow(),
  },
  (t) => [index('job_claims_worker_idx').on(t.workerId)],
);
