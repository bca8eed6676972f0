import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertCanStartAnalysis, consumeAnalysis } from '../billing';
import { analyses, analysisItems, type Analysis } from '../db/schema';
import { AppError, conflict } from '../errors';
import { comparisonInputs } from './comparison';
import { assertStartable, planItems, resolveCreatives } from './creatives';
import { sendAssemble, sendItemJobs } from './jobs';
import { audienceOf, effectiveSettings } from './model';
import { STAGES } from './progress';
import { planPinned } from './versions';

/** A run that has not moved for this long lost its worker for good; it may be started again. */
export const STALE_RUN_MS = 30 * 60_000;

const startable = (a: Analysis, now = Date.now()) =>
  a.status === 'draft' ||
  a.status === 'failed' ||
  ((a.status === 'queued' || a.status === 'processing') &&
    a.updatedAt.getTime() < now - STALE_RUN_MS);

/**
 * Billing (issue 7): a research costs one analysis of the tariff, charged once per analysis
 * (a restart after a failure is free). A comparison computes nothing new and is not charged,
 * but an expired tariff blocks it too.
 */
async function charge(app: FastifyInstance, a: Analysis, userId: number) {
  if (a.chargedAt) return;
  try {
    await assertCanStartAnalysis(app.db, userId);
  } catch (error) {
    const free = a.type === 'comparison';
    if (!(free && error instanceof AppError && error.code === 'ANALYSIS_LIMIT_REACHED'))
      throw error;
  }
}

/** POST /analyses/{id}/start: plans the items, charges once, queues the jobs. */
export async function startAnalysis(app: FastifyInstance, userId: number, a: Analysis) {
  if (!startable(a)) throw conflict('RESTART_FORBIDDEN', `The analysis is ${a.status}`);
  await charge(app, a, userId);
  const db = app.db;
  let settings = null;
  let segments = null;
  if (a.type === 'research') {
    assertStartable(a.creativeIds);
    settings = await effectiveSettings(db, a);
    segments = await audienceOf(db, a, settings);
    const existing = await db
      .select({ id: analysisItems.id })
      .from(analysisItems)
      .where(eq(analysisItems.analysisId, a.id))
      .limit(1);
    if (existing.length === 0) {
      const planned = a.creativeVersions?.length
        ? await planPinned(db, userId, a.creativeVersions)
        : await planItems(db, await resolveCreatives(db, userId, a.creativeIds));
      await db
        .insert(analysisItems)
        .values(planned.map((p, position) => ({ analysisId: a.id, position, ...p })))
        .onConflictDoNothing();
    } else {
      // A restart: analysed items are kept, failed ones get a fresh set of attempts.
      await db
        .update(analysisItems)
        .set({ status: 'pending', attempts: 0, error: null })
        .where(and(eq(analysisItems.analysisId, a.id), inArray(analysisItems.status, ['failed'])));
    }
  } else {
    const container =
      a.labId !== null ? { labId: a.labId, briefId: null } : { labId: null, briefId: a.briefId! };
    await comparisonInputs(db, userId, container, a.researchIds);
  }
  const total = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(analysisItems)
    .where(eq(analysisItems.analysisId, a.id));
  // The claim: of two concurrent starts, one moves the row and the other gets 409.
  const [claimed] = await db
    .update(analyses)
    .set({
      status: 'queued',
      run: sql`${analyses.run} + 1`,
      progress: 0,
      stage: STAGES.prepare,
      error: null,
      result: null,
      assemblingAt: null,
      recoveries: 0,
      startedAt: new Date(),
      finishedAt: null,
      updatedAt: new Date(),
      itemsTotal: total[0]?.n ?? 0,
      ...(settings ? { settings } : {}),
      ...(segments ? { segments } : {}),
    })
    .where(
      and(
        eq(analyses.id, a.id),
        eq(analyses.run, a.run),
        or(
          inArray(analyses.status, ['draft', 'failed']),
          and(
            inArray(analyses.status, ['queued', 'processing']),
            lt(analyses.updatedAt, new Date(Date.now() - STALE_RUN_MS)),
          ),
        ),
      ),
    )
    .returning();
  if (!claimed) throw conflict('RESTART_FORBIDDEN', 'The analysis was started already');
  if (a.type === 'research' && !a.chargedAt) {
    try {
      await consumeAnalysis(db, userId, a.id);
    } catch (error) {
      await db
        .update(analyses)
        .set({ status: a.status, stage: null, updatedAt: new Date() })
        .where(eq(analyses.id, a.id));
      throw error;
    }
    await db.update(analyses).set({ chargedAt: new Date() }).where(eq(analyses.id, a.id));
  }
  await queueRun(app, claimed);
  return claimed;
}

async function queueRun(app: FastifyInstance, a: Analysis) {
  if (a.type === 'comparison') {
    await sendAssemble(app.jobs, a.id, a.run);
    return;
  }
  if ((await sendItemJobs(app, a)) === 0) await sendAssemble(app.jobs, a.id, a.run);
}
