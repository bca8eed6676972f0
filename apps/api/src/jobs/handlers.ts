import { registerAnalysisJobs } from '../analyses/jobs';
import { sourcesInUse } from '../analyses/versions';
import { registerCloudJobs } from '../cloud/jobs';
import type { Config } from '../config';
import type { Db } from '../db';
import { registerMailJobs, type Mailer } from '../mail';
import type { Storage } from '../storage';
import { registerStorageJobs } from '../storage/jobs';
import type { JobQueue } from './queue';

export interface JobDeps {
  storage: Storage;
  mailer: Mailer;
  db: Db;
  config: Config;
}

/** Each feature registers the handlers of the kinds it owns; one line per feature. */
export function registerJobHandlers(jobs: JobQueue, deps: JobDeps): void {
  registerStorageJobs(jobs, deps.storage, (keys) => sourcesInUse(deps.db, keys));
  registerMailJobs(jobs, deps.mailer, deps.storage);
  registerCloudJobs(jobs, deps);
  registerAnalysisJobs(jobs, deps);
}
