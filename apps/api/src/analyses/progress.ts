import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { refundAnalysis } from '../billing';
import { analyses, analysisItems } from '../db/schema';
import { RUNNING } from './model';

/** Stage names the progress page shows as they are (Russian). */
export const STAGES = {
  prepare: 'Подготовка',
  attention: 'Карта внимания',
  regions: 'Регионы и метрики',
  viewers: 'Симуляция зрителей',
  assemble: 'Сборка результата',
  done: 'Готово',
  failed: 'Ошибка',
} as const;

/** Percent reached when every item is analysed; the assembling step takes the rest. */
const ITEMS_SHARE = 85;
const START_AT = 5;

/** The percentage of a run with `done` of its `total` items analysed (before assembling). */
export const itemsPercent = (done: number, total: number) =>
  START_AT + Math.floor((ITEMS_SHARE - START_AT) * (done / Math.max(1, total)));

const current = (id: number, run: number) =>
  and(eq(analyses.id, id), eq(analyses.run, run), inArray(analyses.status, [...RUNNING]));

/** Moves a running analysis on (never back: concurrent item jobs may report out of order). */
export async function setStage(db: Db, id: number, run: number, stage: string, progress?: number) {
  await db
    .update(analyses)
    .set({
      stage,
      status: 'processing',
      ...(progress !== undefined
        ? { progress: sql`greatest(${analyses.progress}, ${progress})` }
        : {}),
      updatedAt: new Date(),
    })
    .where(current(id, run));
}

/** Counts done items into the percentage; true when all are done (time to assemble). */
export async function itemsProgress(db: Db, id: number, run: number): Promise<boolean> {
  const [row] = await db
    .select({
      done: sql<number>`count(*) filter (where ${analysisItems.status} = 'done')`.mapWith(Number),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(analysisItems)
    .where(eq(analysisItems.analysisId, id));
  const done = row?.done ?? 0;
  const total = Math.max(1, row?.total ?? 1);
  const all = done >= total;
  await setStage(db, id, run, all ? STAGES.viewers : STAGES.attention, itemsPercent(done, total));
  return all;
}

/**
 * Ends a run as failed with a catalogue code (shown on the progress page). A failure is never the
 * user's choice (a cancel is not a failure), so a charged research gets its analysis back, in
 * the same transaction as the move to failed: once per failed run, however often this is called.
 */
export async function failAnalysis(
  db: Db,
  id: number,
  run: number,
  error: { code: string; detail: string },
) {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(analyses)
      .set({
        status: 'failed',
        stage: STAGES.failed,
        error,
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(current(id, run))
      .returning({ ownerId: analyses.ownerId, chargedAt: analyses.chargedAt });
    if (failed?.chargedAt) await refundAnalysis(tx, failed.ownerId, id);
  });
}
