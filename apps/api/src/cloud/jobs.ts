import type { JobDeps } from '../jobs/handlers';
import type { JobQueue } from '../jobs/queue';
import { uploadSweepTask } from './resumable';
import { runSplit } from './split';

export function registerCloudJobs(jobs: JobQueue, deps: JobDeps): void {
  jobs.handle('video.split', (payload, job) => runSplit(deps, payload, job));
  jobs.sweepTask('uploads.expire', uploadSweepTask(deps));
}
