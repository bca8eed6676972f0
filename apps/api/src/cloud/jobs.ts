import type { JobDeps } from '../jobs/handlers';
import type { JobQueue } from '../jobs/queue';
import { uploadSweepTask } from './resumable';
import { runSplit } from './split';
import { purgeTrash } from './trash';

/** How often the trash purge runs at most; a sweep in any working process queues it. */
const PURGE_EVERY_SECONDS = 60 * 60;

export function registerCloudJobs(jobs: JobQueue, deps: JobDeps): void {
  jobs.handle('video.split', (payload, job) => runSplit(deps, payload, job));
  jobs.handle('cloud.trash-purge', async (_payload, { log }) => {
    const deleted = await purgeTrash(deps.db, jobs);
    if (deleted > 0) log.info({ deleted }, 'expired trash deleted');
  });
  // One job per hour across all processes: pg-boss drops a send within the same slot.
  jobs.sweepTask('cloud.trash-purge', () =>
    jobs.send(
      'cloud.trash-purge',
      {},
      { singletonKey: 'cloud.trash-purge', singletonSeconds: PURGE_EVERY_SECONDS },
    ),
  );
  jobs.sweepTask('uploads.expire', uploadSweepTask(deps));
}
