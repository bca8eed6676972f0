import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf } from '../cloud/sql';
import { analyses } from '../db/schema';
import type { AnalysisJobDeps } from './jobs';
import { sendAssemble, sendItemJobs } from './jobs';
import { RUNNING } from './model';
import { failAnalysis } from './progress';

/** Times a stuck run is put back on the queue before it is failed (a restart is then free). */
export const MAX_RECOVERIES = 2;

interface StuckRun {
  id: number;
  run: number;
  type: 'research' | 'comparison';
  recoveries: number;
  updated_at: string;
}

/**
 * An analysis is stuck when it is `queued`/`processing`, has not moved for the timeout, and
 * no job of its run is waiting, retrying or running: the process that was to send its jobs
 * died between the claim and the send, a job ran out of retries by expiry without reaching
 * its own failure path, or a job row was lost. A run that only waits in a long queue has jobs
 * and is left alone. Each stuck run is claimed by one conditional UPDATE (so several workers
 * sweeping at once recover it once), then its unfinished items are queued again, or its
 * assembly; after MAX_RECOVERIES it fails with ANALYSIS_FAILED, and the user may restart it
 * without a second charge.
 */
export async function recoverStuckAnalyses(
  deps: AnalysisJobDeps,
  timeoutSeconds: number,
  log: FastifyBaseLogger,
): Promise<{ requeued: number[]; failed: number[] }> {
  const stuck = await rowsOf<StuckRun>(
    deps.db,
    sql`
    SELECT a.id, a.run, a.type, a.recoveries, a.updated_at::text AS updated_at
      FROM analyses a
     WHERE a.status IN ('queued', 'processing')
       AND a.updated_at < now() - make_interval(secs => ${timeoutSeconds})
       AND NOT EXISTS (
         SELECT 1 FROM pgboss.job j
          WHERE j.name IN ('analysis.item', 'analysis.assemble')
            AND j.state IN ('created', 'retry', 'active')
            AND (j.data->>'analysisId')::bigint = a.id
            AND (j.data->>'run')::int = a.run)
     ORDER BY a.updated_at
     LIMIT 50`,
  );
  const requeued: number[] = [];
  const failed: number[] = [];
  for (const s of stuck) {
    const id = Number(s.id);
    const run = Number(s.run);
    const mine = and(
      eq(analyses.id, id),
      eq(analyses.run, run),
      inArray(analyses.status, [...RUNNING]),
      sql`${analyses.updatedAt} = ${s.updated_at}::timestamptz`,
    );
    if (Number(s.recoveries) >= MAX_RECOVERIES) {
      const [claimed] = await deps.db
        .update(analyses)
        .set({ updatedAt: new Date() })
        .where(mine)
        .returning({ id: analyses.id });
      if (!claimed) continue;
      await failAnalysis(deps.db, id, run, {
        code: 'ANALYSIS_FAILED',
        detail: `The analysis did not finish in time (${MAX_RECOVERIES} recoveries)`,
      });
      log.warn({ analysisId: id, run }, 'stuck analysis failed after its recoveries');
      failed.push(id);
      continue;
    }
    const [claimed] = await deps.db
      .update(analyses)
      .set({
        recoveries: sql`${analyses.recoveries} + 1`,
        assemblingAt: null,
        updatedAt: new Date(),
      })
      .where(mine)
      .returning({ id: analyses.id });
    if (!claimed) continue;
    const jobs = s.type === 'research' ? await sendItemJobs(deps, { id, run }) : 0;
    if (jobs === 0) await sendAssemble(deps.jobs, id, run);
    log.warn({ analysisId: id, run, jobs }, 'stuck analysis put back on the queue');
    requeued.push(id);
  }
  return { requeued, failed };
}
