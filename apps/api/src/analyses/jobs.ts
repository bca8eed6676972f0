import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type * as Engine from '@kreolab/engine';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Config } from '../config';
import type { Db } from '../db';
import { analyses, analysisItems, creatives, type Analysis, type AnalysisItem } from '../db/schema';
import { AppError, notFound } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { readObject, type Storage } from '../storage';
import { assemble, creativeOfFrames } from './assemble';
import { analyseInContext, type StoredContextFrame } from './context';
import { engine, isIncorrectImage, storeViewable, type FrameResult } from './engine';
import { itemKey } from './files';
import { isRunning, searchableBrand, sweepUntouchedDrafts, type ResearchSettings } from './model';
import { failAnalysis, itemsPercent, itemsProgress, setStage, STAGES } from './progress';
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

/**
 * The most frames of one video a job analyses together: enough for the engine to share a
 * shot's detections and attention between its frames (packages/engine/README.md, "Video
 * shots"), few enough that their pixels stay a few hundred megabytes.
 */
export const FRAMES_PER_JOB = 30;

type Plannable = Pick<AnalysisItem, 'id' | 'position' | 'kind' | 'frameTime' | 'status'>;

/**
 * The items one job analyses, in position order: an image or a PDF alone; the frames of one
 * video (see creativeOfFrames) in runs of FRAMES_PER_JOB from its first frame. A chunk depends
 * only on the plan, never on which items are done, so every job of a run agrees on it.
 */
export function itemChunks<T extends Plannable>(items: readonly T[]): T[][] {
  const sorted = [...items].sort((x, y) => x.position - y.position);
  const keys = creativeOfFrames(sorted.map((i) => ({ ...i, frames: 1 })));
  const chunks: T[][] = [];
  let key: string | null = null;
  for (const [k, item] of sorted.entries()) {
    const last = chunks.at(-1);
    if (item.kind === 'frame' && keys[k] === key && last && last.length < FRAMES_PER_JOB)
      last.push(item);
    else chunks.push([item]);
    key = keys[k]!;
  }
  return chunks;
}

/** One `analysis.item` job for each chunk with an item left to analyse (its first such item). */
export async function sendItemJobs(
  deps: Pick<AnalysisJobDeps, 'db' | 'jobs'>,
  a: Pick<Analysis, 'id' | 'run'>,
) {
  const items = await deps.db
    .select()
    .from(analysisItems)
    .where(eq(analysisItems.analysisId, a.id));
  let sent = 0;
  for (const chunk of itemChunks(items)) {
    const first = chunk.find((i) => i.status === 'pending');
    if (!first) continue;
    await deps.jobs.send('analysis.item', { analysisId: a.id, itemId: first.id, run: a.run });
    sent++;
  }
  return sent;
}

/**
 * The brand areas the user marked (`settings.brand_areas`) on `creativeId`, the chunk's creative
 * (`markedCreativeOf`), as the engine's brand regions of its `frames` frames: an area of one
 * PDF page on that page, one without a page on every other. Only with a brand named (the start
 * wrote the research's or the brief's into the settings): the audience's noticed brand and the
 * comparison read only a named brand, so an area without one would move the score alone.
 */
export function brandRegions(
  settings: Pick<ResearchSettings, 'brand' | 'brand_areas'>,
  creativeId: number | null,
  frames: number,
): Engine.CustomRegion[] {
  const brand = searchableBrand(settings.brand);
  const areas = settings.brand_areas?.filter((b) => b.creative_id === creativeId) ?? [];
  if (!brand) return [];
  const own = new Set(areas.flatMap((b) => (b.page ? [b.page - 1] : [])));
  const rest = Array.from({ length: frames }, (_, i) => i).filter((i) => !own.has(i));
  return areas.map((b) => ({
    // apart from the ids of the areas drawn on the result page (custom-N); one a frame
    id: 'brand-logo',
    role: 'brand',
    label: brand,
    relative: { x: b.x, y: b.y, width: b.width, height: b.height },
    ...(b.page ? { frames: [b.page - 1] } : own.size ? { frames: rest } : {}),
  }));
}

/**
 * The creative of the research a chunk stands for, as `brand_areas` names it: an image's or a
 * PDF's own id (a chunk of one item); for a video's frames, which are items of their own files,
 * the user's video whose frames folder holds the first one (null once it is gone).
 */
export async function markedCreativeOf(
  db: Db,
  ownerId: number,
  items: Pick<AnalysisItem, 'kind' | 'creativeId'>[],
): Promise<number | null> {
  const [item] = items;
  if (!item?.creativeId) return null;
  if (item.kind !== 'frame') return items.length === 1 ? item.creativeId : null;
  const [video] = await db
    .select({ id: creatives.id })
    .from(creatives)
    .where(
      and(
        eq(creatives.ownerId, ownerId),
        inArray(
          creatives.framesFolderId,
          db
            .select({ parentId: creatives.parentId })
            .from(creatives)
            .where(and(eq(creatives.id, item.creativeId), eq(creatives.ownerId, ownerId))),
        ),
      ),
    );
  return video?.id ?? null;
}

/**
 * Analyses the items of one chunk through the engine in one call (a video's frames share its
 * shots' work; an image or a PDF is a chunk of one), stores each frame's files and writes each
 * item's row. `onFrame` hears of every frame analysed, for the progress.
 */
async function analyseItems(
  deps: AnalysisJobDeps,
  a: Analysis,
  items: AnalysisItem[],
  run: number,
  onFrame: (done: number) => void,
) {
  const e = await engine();
  const images = [];
  const firstFrame: number[] = [];
  for (const item of items) {
    await analysisTestHooks.beforeItemRead?.(item);
    const source = await readObject(deps.storage, item.sourceKey).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404)
        throw notFound(`The file of item ${item.position + 1} is gone`);
      throw error;
    });
    const pages = item.kind === 'pdf' ? await e.renderPdfPages(source) : [source];
    firstFrame.push(images.length);
    for (const page of pages) images.push(await e.decodeImage(page));
  }
  const settings = a.settings as ResearchSettings;
  const marked = settings.brand_areas?.length
    ? await markedCreativeOf(deps.db, a.ownerId, items)
    : null;
  const out = await e.analyseFrames(images, {
    goal: settings.goal,
    placement: settings.placement,
    brand: settings.brand,
    regions: brandRegions(settings, marked, images.length),
    // one population for every research (not one per analysis): a creative gets the same figures
    // in each research of it, and a comparison's variants were seen by the same viewers
    // (packages/engine `VIEWERS_SEED`, the command line's default too)
    seed: e.VIEWERS_SEED,
    viewers: 1,
    onFrame: (i) => onFrame(i + 1),
  });
  await setStage(deps.db, a.id, run, STAGES.regions);
  for (const [n, item] of items.entries()) {
    const from = firstFrame[n]!;
    const to = firstFrame[n + 1] ?? images.length;
    const frames: StoredFrame[] = [];
    for (let k = 0; k < to - from; k++) {
      const img = images[from + k]!;
      const imageKey = itemKey(a.id, item.position, k, 'image.jpg');
      const jpeg = await sharp(Buffer.from(img.data), {
        raw: { width: img.width, height: img.height, channels: 3 },
      })
        .jpeg({ quality: 85 })
        .toBuffer();
      // Fixed keys: a retried job overwrites its own files instead of adding more.
      await deps.storage.put(imageKey, jpeg, { contentType: 'image/jpeg' });
      const asset = out.assets[from + k]!;
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
        frame: out.result.frames[from + k]!,
        context: await analyseInContext(deps, a, item, k, img, out.viewable[from + k]!),
      });
    }
    await analysisTestHooks.beforeItemSaved?.(item);
    // Upsert semantics: the row exists from the start; only the first completion writes it.
    await deps.db
      .update(analysisItems)
      .set({
        status: 'done',
        result: frames,
        viewable: out.viewable.slice(from, to).map(storeViewable),
        error: null,
        updatedAt: new Date(),
      })
      .where(and(eq(analysisItems.id, item.id), ne(analysisItems.status, 'done')));
  }
}

/**
 * `analysis.item`: the chunk of the given item (itemChunks) through the engine; idempotent and
 * resumable. Jobs of the same chunk (sent before chunks, or by a recovery) find its items done.
 */
export async function runItem(
  deps: AnalysisJobDeps,
  { analysisId, itemId, run }: { analysisId: number; itemId: number; run: number },
  log: FastifyBaseLogger,
) {
  const [a] = await deps.db.select().from(analyses).where(eq(analyses.id, analysisId));
  // Deleted, canceled or restarted since this job was sent: nothing to do.
  if (!a || a.run !== run || !isRunning(a.status)) return;
  const all = await deps.db
    .select()
    .from(analysisItems)
    .where(eq(analysisItems.analysisId, analysisId));
  const chunk = itemChunks(all).find((c) => c.some((i) => i.id === itemId));
  const item = chunk?.find((i) => i.id === itemId);
  if (!chunk || !item || item.status === 'failed') return;
  const todo = chunk.filter((i) => i.status === 'pending');
  const ids = todo.map((i) => i.id);
  if (todo.length > 0) {
    await setStage(deps.db, a.id, run, STAGES.attention, 5);
    const counted = await deps.db
      .update(analysisItems)
      .set({ attempts: sql`${analysisItems.attempts} + 1`, updatedAt: new Date() })
      .where(inArray(analysisItems.id, ids))
      .returning({ attempts: analysisItems.attempts });
    const attempts = Math.max(...counted.map((c) => c.attempts), 0) || ITEM_ATTEMPTS;
    // Progress frame by frame, one update at a time: a chunk of a video is many seconds of work.
    const doneBefore = all.filter((i) => i.status === 'done').length;
    let reported = itemsPercent(doneBefore, all.length);
    let reporting = Promise.resolve();
    const onFrame = (done: number) => {
      const percent = itemsPercent(doneBefore + Math.min(done, todo.length), all.length);
      if (todo.length === 1 || percent <= reported) return;
      reported = percent;
      reporting = reporting.then(() => setStage(deps.db, a.id, run, STAGES.attention, percent));
    };
    try {
      await analyseItems(deps, a, todo, run, onFrame);
    } catch (error) {
      const missing = error instanceof AppError && error.statusCode === 404;
      const permanent = isIncorrectImage(error) || missing;
      await reporting.catch(() => {});
      if (!permanent && attempts < ITEM_ATTEMPTS) throw error; // pg-boss retries the job
      const code = permanent ? 'INCORRECT_IMAGE' : 'ANALYSIS_FAILED';
      const detail = (error as Error).message || code;
      log.warn({ err: error, analysisId, itemId }, 'analysis item failed');
      await deps.db
        .update(analysisItems)
        .set({ status: 'failed', error: { code, detail }, updatedAt: new Date() })
        .where(and(inArray(analysisItems.id, ids), ne(analysisItems.status, 'done')));
      await failAnalysis(deps.db, a.id, run, { code, detail });
      return;
    }
    await reporting;
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
