import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Config } from '../config';
import type { Db } from '../db';
import { analyses, analysisItems, type Analysis, type AnalysisItem } from '../db/schema';
import { AppError } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { readObject, type Storage } from '../storage';
import { assemble } from './assemble';
import { analyseInContext, type StoredContextFrame } from './context';
import { engine, isIncorrectImage, storeViewable, type FrameResult } from './engine';
import { itemKey } from './files';
import { isRunning, sweepUntouchedDrafts, type ResearchSettings } from './model';
import { failAnalysis, itemsProgress, setStage, STAGES } from './progress';
import { recoverStuckAnalyses } from './recover';

export interface AnalysisJobDeps {
  db: Db;
  storage: Storage;
  jobs: JobQueue;
}

/** Attempts of one item before the analysis fails (pg-boss retries in between). */
export const ITEM_ATTEMPTS = 3;

/**
 * Test seams: called after an item's files are stored and before its row is marked done,
 * where a killed worker would leave the most behind.
 */
export const analysisTestHooks: {
  beforeItemSaved?: (item: AnalysisItem) => Promise<void>;
  /** Before an item reads its source: where a restore or a purge may happen meanwhile. */
  beforeItemRead?: (item: AnalysisItem) => Promise<void>;
} = {};

/** A frame as stored in the item's result: the engine's frame plus the keys of its images. */
export interface StoredFrame {
  item: number;
  creative_id: number | null;
  page: number | null;
  time: number | null;
  image_key: string;
  heatmap_key: string | null;
  fog_key: string | null;
  frame: FrameResult;
  /** The creative placed in the research's context (issue 17), on its first frame only. */
  context?: StoredContextFrame | null;
}

async function analyseItem(deps: AnalysisJobDeps, a: Analysis, item: AnalysisItem, run: number) {
  const e = await engine();
  await analysisTestHooks.beforeItemRead?.(item);
  const source = await readObject(deps.storage, item.sourceKey);
  const pages = item.kind === 'pdf' ? await e.renderPdfPages(source) : [source];
  const images = [];
  for (const page of pages) images.push(await e.decodeImage(page));
  const settings = a.settings as ResearchSettings;
  const out = await e.analyseFrames(images, {
    goal: settings.goal,
    placement: settings.placement,
    brand: settings.brand,
    seed: a.id,
    viewers: 1,
  });
  await setStage(deps.db, a.id, run, STAGES.regions);
  const frames: StoredFrame[] = [];
  for (const [k, frame] of out.result.frames.entries()) {
    const img = images[k]!;
    const imageKey = itemKey(a.id, item.position, k, 'image.jpg');
    const jpeg = await sharp(Buffer.from(img.data), {
      raw: { width: img.width, height: img.height, channels: 3 },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    // Fixed keys: a retried job overwrites its own files instead of adding more.
    await deps.storage.put(imageKey, jpeg, { contentType: 'image/jpeg' });
    const asset = out.assets[k]!;
    const heatmapKey = asset.heatmap ? itemKey(a.id, item.position, k, 'heatmap.png') : null;
    const fogKey = asset.fog ? itemKey(a.id, item.position, k, 'fog.png') : null;
    if (heatmapKey)
      await deps.storage.put(heatmapKey, asset.heatmap!, { contentType: 'image/png' });
    if (fogKey) await deps.storage.put(fogKey, asset.fog!, { contentType: 'image/png' });
    frames.push({
      item: item.position,
      creative_id: item.creativeId,
      page: item.kind === 'pdf' ? k + 1 : null,
      time: item.frameTime,
      image_key: imageKey,
      heatmap_key: heatmapKey,
      fog_key: fogKey,
      frame,
      context: await analyseInContext(deps, a, item, k, img, out.viewable[k]!),
    });
  }
  await analysisTestHooks.beforeItemSaved?.(item);
  // Upsert semantics: the row exists from the start; only the first completion writes it.
  await deps.db
    .update(analysisItems)
    .set({
      status: 'done',
      result: frames,
      viewable: out.viewable.map(storeViewable),
      error: null,
      updatedAt: new Date(),
    })
    .where(and(eq(analysisItems.id, item.id), ne(analysisItems.status, 'done')));
}

/** `analysis.item`: one image, PDF or frame through the engine; idempotent and resumable. */
export async function runItem(
  deps: AnalysisJobDeps,
  { analysisId, itemId, run }: { analysisId: number; itemId: number; run: number },
  log: FastifyBaseLogger,
) {
  const [a] = await deps.db.select().from(analyses).where(eq(analyses.id, analysisId));
  // Deleted, canceled or restarted since this job was sent: nothing to do.
  if (!a || a.run !== run || !isRunning(a.status)) return;
  const [item] = await deps.db
    .select()
    .from(analysisItems)
    .where(and(eq(analysisItems.id, itemId), eq(analysisItems.analysisId, analysisId)));
  if (!item || item.status === 'failed') return;
  if (item.status !== 'done') {
    await setStage(deps.db, a.id, run, STAGES.attention, 5);
    const [{ attempts } = { attempts: ITEM_ATTEMPTS }] = await deps.db
      .update(analysisItems)
      .set({ attempts: sql`${analysisItems.attempts} + 1`, updatedAt: new Date() })
      .where(eq(analysisItems.id, item.id))
      .returning({ attempts: analysisItems.attempts });
    try {
      await analyseItem(deps, a, item, run);
    } catch (error) {
      const missing = error instanceof AppError && error.statusCode === 404;
      const permanent = isIncorrectImage(error) || missing;
      if (!permanent && attempts < ITEM_ATTEMPTS) throw error; // pg-boss retries the job
      const code = permanent ? 'INCORRECT_IMAGE' : 'ANALYSIS_FAILED';
      const detail = missing
        ? `The file of item ${item.position + 1} is gone`
        : (error as Error).message || code;
      log.warn({ err: error, analysisId, itemId }, 'analysis item failed');
      await deps.db
        .update(analysisItems)
        .set({ status: 'failed', error: { code, detail }, updatedAt: new Date() })
        .where(eq(analysisItems.id, item.id));
      await failAnalysis(deps.db, a.id, run, { code, detail });
      return;
    }
  }
  if (await itemsProgress(deps.db, a.id, run)) await sendAssemble(deps.jobs, a.id, run);
}

/** One assembling job per run however many item jobs see the last item done. */
export async function sendAssemble(jobs: JobQueue, analysisId: number, run: number) {
  await jobs.send(
    'analysis.assemble',
    { analysisId, run },
    { singletonKey: `assemble:${analysisId}:${run}` },
  );
}

export function registerAnalysisJobs(
  jobs: JobQueue,
  deps: Omit<AnalysisJobDeps, 'jobs'> & { config: Pick<Config, 'jobs'> },
) {
  const all = { db: deps.db, storage: deps.storage, jobs };
  jobs.sweepTask('analyses.recover', (log) =>
    recoverStuckAnalyses(all, deps.config.jobs.analysisTimeoutSeconds, log),
  );
  // Untouched drafts have no files and no jobs: deleting the rows is all there is to it.
  jobs.sweepTask('analyses.drafts', () => sweepUntouchedDrafts(deps.db));
  jobs.handle('analysis.item', (payload, ctx) => runItem(all, payload, ctx.log));
  jobs.handle('analysis.assemble', async (payload, ctx) => {
    try {
      await assemble(all, payload);
    } catch (error) {
      // Assembling is deterministic: a retry would fail the same way. The run fails, and a
      // restart reuses every analysed item.
      ctx.log.error({ err: error, ...payload }, 'assembling the result failed');
      await failAnalysis(deps.db, payload.analysisId, payload.run, {
        code: 'ANALYSIS_FAILED',
        detail: (error as Error).message || 'assembling failed',
      });
    }
  });
}
