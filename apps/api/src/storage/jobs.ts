import type { JobQueue } from '../jobs/queue';
import type { Storage } from './types';

/** How long an object a running research still reads waits before its deletion is tried again. */
export const IN_USE_RETRY_SECONDS = 60;

/**
 * Storage objects are deleted after their rows, in the background, so a slow disk or S3 never holds a request.
 * `inUse` names the keys something still reads (a running research's files, src/analyses/versions.ts):
 * those are deleted by a later job instead, once nothing reads them.
 */
export function registerStorageJobs(
  jobs: JobQueue,
  storage: Storage,
  inUse: (keys: string[]) => Promise<Set<string>> = () => Promise.resolve(new Set()),
): void {
  jobs.handle('storage.cleanup', async ({ keys: all = [], prefixes = [] }, { log }) => {
    const busy = all.length ? await inUse(all) : new Set<string>();
    const keys = all.filter((k) => !busy.has(k));
    if (busy.size)
      await jobs.send('storage.cleanup', { keys: [...busy] }, { startAfter: IN_USE_RETRY_SECONDS });
    for (const key of keys) await storage.delete(key);
    let fromPrefixes = 0;
    for (const prefix of prefixes) fromPrefixes += await storage.deletePrefix(prefix);
    log.info({ keys: keys.length, fromPrefixes }, 'storage objects deleted');
  });
}
