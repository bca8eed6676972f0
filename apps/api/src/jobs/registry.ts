import type PgBoss from 'pg-boss';
import type { MailMessage } from '../mail/mailer';

/**
 * Every job kind of the system, name → payload type. A kind listed here with no handler
 * registered stops the start (JobQueue.start), so a job can never be sent into a void.
 * Add a kind: one line here, one handler in the feature that owns it (see ./handlers.ts).
 */
export interface JobPayloads {
  /** Deletes storage objects after their database rows are gone (e.g. a deleted folder). */
  'storage.cleanup': { keys?: string[]; prefixes?: string[] };
  /** One rendered mail (verification, reset, notices); retried while SMTP fails. */
  'mail.send': MailMessage;
  /** Extracts a cloud video's frames into a folder beside it (src/cloud/split.ts). */
  'video.split': { videoId: number; ownerId: number; frequency: number };
  /** Deletes for good what has been in the cloud's trash for 30 days (src/cloud/trash.ts). */
  'cloud.trash-purge': Record<string, never>;
  /**
   * One image or PDF of a research, or a run of a video's frames, through the engine (`itemChunks`
   * in src/analyses/jobs.ts; `itemId` is the run's first item left to analyse).
   */
  'analysis.item': { analysisId: number; itemId: number; run: number };
  /** Builds a research's or comparison's result once its items are done (src/analyses/assemble.ts). */
  'analysis.assemble': { analysisId: number; run: number };
}

export type JobName = keyof JobPayloads;

type QueueOptions = Omit<PgBoss.Queue, 'name'>;

/** Per-kind queue policy; the object doubles as the run-time list of names. */
export const jobQueues: { readonly [N in JobName]: QueueOptions } = {
  'storage.cleanup': {
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  },
  'mail.send': {
    retryLimit: 8,
    retryDelay: 15,
    retryBackoff: true,
    expireInSeconds: 2 * 60,
  },
  // Failures are handled inside (the video goes back to NONE with a reason); a retry only
  // follows a crashed worker, and the job cleans up that attempt's frames first.
  'video.split': {
    retryLimit: 2,
    retryDelay: 10,
    expireInSeconds: 45 * 60,
  },
  // Idempotent: a retry deletes what is still due.
  'cloud.trash-purge': {
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 30 * 60,
  },
  // An item that throws is retried; a worker killed mid-item leaves the job active until it
  // expires, then it is retried too. Items are idempotent, so a retry never duplicates work.
  'analysis.item': {
    retryLimit: 2,
    retryDelay: 1,
    expireInSeconds: 10 * 60,
  },
  'analysis.assemble': {
    retryLimit: 3,
    retryDelay: 1,
    expireInSeconds: 5 * 60,
  },
};

export const jobNames = Object.keys(jobQueues) as JobName[];

/** Kinds whose payload is encrypted in the queue's table (src/jobs/seal.ts): they carry secrets. */
export const sealedJobs: ReadonlySet<JobName> = new Set<JobName>(['mail.send']);
