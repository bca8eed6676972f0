import type { JobQueue } from '../jobs/queue';
import type { Storage } from './types';

/** Storage objects are deleted after their rows, in the background, so a slow disk or S3 never holds a request. */
export function registerStorageJobs(jobs: JobQueue, storage: Storage): void {
  jobs.handle('storage.cleanup', async ({ keys = [], prefixes = [] }, { log }) => {
    for (const key of keys) await storage.delete(key);
    let fromPrefixes = 0;
    for (const prefix of prefixes) fromPrefixes += await storage.deletePrefix(prefix);
    log.info({ keys: keys.length, fromPrefixes }, 'storage objects deleted');
  });
}
