import type { components } from '@kreolab/api-spec';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { consumeGeneration, currentTariff } from '../billing';
import { analysisItems, feedbackBatches, feedbackItems, type Analysis } from '../db/schema';
import { invalid, notAcceptable, paymentRequired } from '../errors';
import { engine, engineSegment, loadViewable, type StoredViewable } from './engine';
import { type ResearchSettings, type SegmentJson } from './model';
import { assertResult } from './result';
import { researchResultOf } from './stored';

/** Viewers per batch, and batches per segment of one research (DESIGN §5). */
export const BATCH_SIZE = 5;
export const BATCHES_PER_SEGMENT = 5;

type FeedbackItemJson = components['schemas']['FeedbackItem'];

function assertFinishedResearch(a: Analysis) {
  if (a.type !== 'research')
    throw notAcceptable('WRONG_ANALYSIS_TYPE', 'Feedback is for researches, not comparisons');
  assertResult(a);
}

async function batchCounts(app: FastifyInstance, analysisId: number) {
  const rows = await app.db
    .select({ segment: feedbackBatches.segmentId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(feedbackBatches)
    .where(eq(feedbackBatches.analysisId, analysisId))
    .groupBy(feedbackBatches.segmentId);
  return new Map(rows.map((r) => [Number(r.segment), r.n]));
}

function segmentBatches(a: Analysis, counts: Map<number, number>) {
  return ((a.segments as SegmentJson[] | null) ?? []).map((s) => {
    const used = counts.get(s.id) ?? 0;
    return {
      segment_id: s.id,
      batches_used: used,
      batches_left: Math.max(0, BATCHES_PER_SEGMENT - used),
    };
  });
}

async function itemsOf(app: FastifyInstance, batchIds: number[]) {
  if (batchIds.length === 0) return [];
  return app.db
    .select({
      id: feedbackItems.id,
      data: feedbackItems.data,
      segmentId: feedbackBatches.segmentId,
      batch: feedbackBatches.batch,
    })
    .from(feedbackItems)
    .innerJoin(feedbackBatches, eq(feedbackItems.batchId, feedbackBatches.id))
    .where(inArray(feedbackItems.batchId, batchIds))
    .orderBy(asc(feedbackBatches.createdAt), asc(feedbackBatches.id), asc(feedbackItems.position));
}

const toItem = (row: {
  id: number;
  data: Record<string, unknown>;
  segmentId: number;
  batch: number;
}): FeedbackItemJson => ({
  ...(row.data as Omit<FeedbackItemJson, 'id' | 'segment_id' | 'batch'>),
  id: row.id,
  segment_id: Number(row.segmentId),
  batch: row.batch,
});

export async function listFeedback(app: FastifyInstance, userId: number, a: Analysis) {
  assertFinishedResearch(a);
  const batches = await app.db
    .select({ id: feedbackBatches.id })
    .from(feedbackBatches)
    .where(eq(feedbackBatches.analysisId, a.id));
  const items = await itemsOf(
    app,
    batches.map((b) => b.id),
  );
  const tariff = await currentTariff(app.db, userId);
  return {
    items: items.map(toItem),
    segments: segmentBatches(a, await batchCounts(app, a.id)),
    generations_left: tariff.expired ? 0 : Math.max(0, tariff.generationsLeft),
    batch_size: BATCH_SIZE,
    batches_per_segment: BATCHES_PER_SEGMENT,
  };
}

/**
 * The next batch of simulated viewers for a segment: the same viewers the result's statistics
 * came from, continued (the engine's `VIEWERS_SEED` and the segment, offset = batches so far ×
 * size), on the frame with the best score. One generation per batch, charged once per batch
 * number.
 */
export async function generateFeedback(
  app: FastifyInstance,
  userId: number,
  a: Analysis,
  segmentId: number,
) {
  assertFinishedResearch(a);
  const segment = ((a.segments as SegmentJson[] | null) ?? []).find((s) => s.id === segmentId);
  if (!segment) throw invalid({ segment_id: ['Сегмент не найден в этом исследовании'] });
  const used = (await batchCounts(app, a.id)).get(segmentId) ?? 0;
  if (used >= BATCHES_PER_SEGMENT)
    throw paymentRequired(
      'GENERATION_LIMIT_REACHED',
      `Segment ${segmentId} has had all ${BATCHES_PER_SEGMENT} batches of this research`,
    );
  const batch = used + 1;
  const { generationsLeft } = await consumeGeneration(
    app.db,
    userId,
    `feedback:${a.id}:${segmentId}:${batch}`,
  );
  const result = researchResultOf(a);
  const key = result.key_frame;
  const [item] = await app.db
    .select({ viewable: analysisItems.viewable })
    .from(analysisItems)
    .where(and(eq(analysisItems.analysisId, a.id), eq(analysisItems.position, key.item)));
  const viewable = loadViewable((item!.viewable as StoredViewable[])[key.frame]!);
  const e = await engine();
  const placement = (a.settings as ResearchSettings).placement;
  const simulated = e.simulateViewers(viewable, engineSegment(segment), placement, {
    seed: e.VIEWERS_SEED,
    offset: (batch - 1) * BATCH_SIZE,
    count: BATCH_SIZE,
  });
  const rows = await app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(feedbackBatches)
      .values({ analysisId: a.id, segmentId, batch })
      .onConflictDoNothing()
      .returning();
    // A concurrent request made this batch number: it was charged once (same key); show it.
    const batchRow =
      created ??
      (
        await tx
          .select()
          .from(feedbackBatches)
          .where(
            and(
              eq(feedbackBatches.analysisId, a.id),
              eq(feedbackBatches.segmentId, segmentId),
              eq(feedbackBatches.batch, batch),
            ),
          )
      )[0]!;
    if (created) {
      await tx.insert(feedbackItems).values(
        simulated.map((f, position) => ({
          batchId: created.id,
          position,
          data: {
            frame_index: key.index,
            viewer: {
              name: f.viewer.name,
              age: f.viewer.age,
              gender: f.viewer.gender === 'f' ? 'female' : 'male',
              device: f.viewer.context,
              viewing_time: f.viewer.viewing_time_s,
            },
            noticed: f.noticed,
            missed: f.missed,
            read: f.read,
            text: f.text,
          },
        })),
      );
    }
    return batchRow;
  });
  const items = await itemsOf(app, [rows.id]);
  return {
    items: items.map(toItem),
    segment_id: segmentId,
    batch,
    batches_left: BATCHES_PER_SEGMENT - batch,
    generations_left: Math.max(0, generationsLeft),
  };
}
