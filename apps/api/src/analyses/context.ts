import type { components } from '@kreolab/api-spec';
import { RESULT_SHARED_TEXTS } from '@kreolab/i18n-ru';
import type * as Engine from '@kreolab/engine';
import { distinguishable } from '@kreolab/engine';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { creatives, type Analysis, type AnalysisItem } from '../db/schema';
import { invalid, notFound } from '../errors';
import { engine, engineSegment, type ViewableFrame } from './engine';
import { IMAGE_TYPE } from './creatives';
import { itemKey, ownerFileUrls, type FileUrls } from './files';
import type { DbOrTx, ResearchSettings, SegmentJson } from './model';
import { readObject, type Storage } from '../storage';

/**
 * Issue 17: a research may place its creatives into a context (a feed post, a banner slot on a
 * page, a billboard…). The item job composes the creative into the context frame, analyses the
 * whole frame with the placement's viewing model and keeps the creative's share of it; the
 * result and the comparison show those numbers beside the creative's own.
 */

type Schemas = components['schemas'];
export type ResearchContext = Schemas['ResearchContext'];
type ContextResultJson = Schemas['ContextResult'];
type ContextSegmentJson = Schemas['ContextSegment'];
type ContextEntryStatsJson = Schemas['ContextEntryStats'];
type ContextRefJson = Schemas['ContextRef'];

/** The title of a user's own context (a template has its own). */
export const CUSTOM_CONTEXT_TITLE = 'Свой контекст';
/** A custom context's typical viewing time: a landing page or a site screen, as a banner slot. */
const CUSTOM_VIEWING_TIME_S = 4;

/** The user's own image a custom context is made of: 404 for anything else, as with creatives. */
async function ownImage(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(creatives)
    .where(and(eq(creatives.id, id), eq(creatives.ownerId, userId), isNull(creatives.trashedAt)));
  if (!row?.storageKey || !IMAGE_TYPE.test(row.type)) throw notFound(`Image ${id} not found`);
  return row;
}

/**
 * A research's context as the form sends it: a template is checked by the contract (an unknown
 * one is 422); a custom one must be the user's image (else 404) and its slot must lie inside it
 * (else 422 with the field).
 */
export async function checkContext(
  db: DbOrTx,
  userId: number,
  context: ResearchContext | null | undefined,
): Promise<void> {
  if (!context || 'template' in context) return;
  const image = await ownImage(db, userId, context.item_id);
  const { x, y, width, height } = context.slot;
  if (!image.width || !image.height)
    throw invalid({ 'settings.context.item_id': ['Не удалось прочитать размер изображения'] });
  if (x + width > image.width || y + height > image.height)
    throw invalid({
      'settings.context.slot': [
        `Место креатива выходит за изображение ${image.width}×${image.height}`,
      ],
    });
}

/** What an item keeps of its creative in the context (on its first frame), keys until served. */
export interface StoredContextFrame {
  context_id: Engine.ContextId | 'custom';
  title: string;
  width: number;
  height: number;
  image_key: string;
  heatmap_key: string | null;
  fog_key: string | null;
  grid: Schemas['AttentionGrid'];
  stats: Engine.ContextStats;
}

/**
 * Only the first frame of a creative is placed: a context shows one picture, so page 1 of a
 * PDF and the first frame of a video stand for it (a frame item without a time is a video
 * whose frequency is unknown; each such frame is placed).
 */
export const placesInContext = (item: AnalysisItem, frame: number) =>
  frame === 0 && (item.kind !== 'frame' || !item.frameTime);

/**
 * The item job's extra step: the creative placed into the research's context, the whole frame
 * analysed with the placement's viewing model, and the creative's share of it. `own` is the
 * creative's own analysis at full size: inside its rect the frame's map is laid out as its map,
 * and its brand and call to action are the ones counted (packages/engine/README.md, "The
 * creative in its context").
 */
export async function analyseInContext(
  deps: { db: DbOrTx; storage: Storage },
  a: Analysis,
  item: AnalysisItem,
  frame: number,
  creative: Engine.RgbImage,
  own: ViewableFrame,
): Promise<StoredContextFrame | null> {
  const settings = a.settings as ResearchSettings;
  const context = settings.context;
  if (!context || !placesInContext(item, frame)) return null;
  const e = await engine();
  let placed;
  let contextId: Engine.ContextId | 'custom';
  let title: string;
  let placement: Engine.Placement;
  let viewingTimeS: number;
  // a template's screen scale is known; a user's screenshot's only when the user gives it (no
  // letter sizes then rather than a guess)
  let cssPerPx: number | undefined;
  if ('template' in context) {
    const t = e.contextTemplate(context.template);
    placed = await e.placeInContext(creative, t.id);
    contextId = t.id;
    title = t.title;
    placement = t.placement;
    viewingTimeS = t.viewingTimeS;
    cssPerPx = e.CSS_PX_PER_FRAME_PX[t.device];
  } else {
    const image = await ownImage(deps.db, a.ownerId, context.item_id);
    placed = await e.placeInContext(creative, {
      image: await readObject(deps.storage, image.storageKey!),
      slot: context.slot,
    });
    contextId = 'custom';
    title = CUSTOM_CONTEXT_TITLE;
    placement = settings.placement;
    viewingTimeS = CUSTOM_VIEWING_TIME_S;
    // the frame may be the screenshot reduced to the working size (imageScale below 1)
    if (context.screen_scale) cssPerPx = 1 / (context.screen_scale * placed.imageScale);
  }
  const segments = ((a.segments as SegmentJson[] | null) ?? []).map(engineSegment);
  const out = await e.analyseImage(placed.image, {
    goal: settings.goal,
    placement,
    brand: settings.brand,
    segments,
    viewingTimeS,
    seed: e.VIEWERS_SEED,
    viewers: 1,
    inset: { rect: placed.slot, map: own.map },
  } as Parameters<typeof e.analyseImage>[1]);
  const viewable: ViewableFrame = out.viewable[0]!;
  const stats = e.contextStats(viewable, placed.slot, {
    segments,
    placement,
    viewingTimeS,
    seed: e.VIEWERS_SEED,
    creative: own,
    cssPerPx,
  });
  const img = placed.image;
  const jpeg = await sharp(Buffer.from(img.data), {
    raw: { width: img.width, height: img.height, channels: 3 },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  // Fixed keys beside the item's own images: a retried job overwrites them.
  const imageKey = itemKey(a.id, item.position, frame, 'context.jpg');
  await deps.storage.put(imageKey, jpeg, { contentType: 'image/jpeg' });
  const asset = out.assets[0]!;
  const heatmapKey = asset.heatmap
    ? itemKey(a.id, item.position, frame, 'context-heatmap.png')
    : null;
  const fogKey = asset.fog ? itemKey(a.id, item.position, frame, 'context-fog.png') : null;
  if (heatmapKey) await deps.storage.put(heatmapKey, asset.heatmap!, { contentType: 'image/png' });
  if (fogKey) await deps.storage.put(fogKey, asset.fog!, { contentType: 'image/png' });
  return {
    context_id: contextId,
    title,
    width: placed.width,
    height: placed.height,
    image_key: imageKey,
    heatmap_key: heatmapKey,
    fog_key: fogKey,
    grid: out.result.frames[0]!.attention.grid,
    stats,
  };
}

/** A context frame as stored in the research result: the contract's, with keys for URLs. */
export interface StoredContextResult {
  context_id: ContextResultJson['context_id'];
  title: string;
  width: number;
  height: number;
  frames: (Omit<ContextResultJson['frames'][number], 'image_url' | 'attention'> & {
    image_key: string;
    heatmap_key: string | null;
    fog_key: string | null;
    grid: Schemas['AttentionGrid'];
  })[];
}

const r4 = (x: number) => +x.toFixed(4);
const range = (s: Engine.ShareInterval) => ({
  share: r4(s.share),
  low: r4(s.low),
  high: r4(s.high),
});

function segmentsJson(
  stats: Engine.ContextStats,
  names: Map<string, SegmentJson>,
): ContextSegmentJson[] {
  return stats.segments.map((s) => ({
    segment_id: Number(s.segment_id) || 0,
    name: names.get(s.segment_id)?.name ?? s.segment_id,
    noticed: range(s.noticed),
    ttff_ms: s.ttff_ms === null ? null : Math.round(s.ttff_ms),
    brand_noticed: s.brand_noticed ? range(s.brand_noticed) : null,
    cta_noticed: s.cta_noticed ? range(s.cta_noticed) : null,
  }));
}

/** The research's context block from its items' stored context frames, in frame order. */
export function contextResult(
  a: Analysis,
  placed: { frame_index: number; creative_id: number; context: StoredContextFrame }[],
): StoredContextResult | null {
  const first = placed[0]?.context;
  if (!first) return null;
  const names = new Map(((a.segments as SegmentJson[] | null) ?? []).map((s) => [String(s.id), s]));
  return {
    context_id: first.context_id,
    title: first.title,
    width: first.width,
    height: first.height,
    frames: placed.map(({ frame_index, creative_id, context: c }) => ({
      frame_index,
      creative_id,
      image_key: c.image_key,
      heatmap_key: c.heatmap_key,
      fog_key: c.fog_key,
      grid: c.grid,
      slot: c.stats.slot,
      attention_share: r4(c.stats.attention_share),
      area_share: r4(c.stats.area_share),
      viewing_time_s: c.stats.viewing_time_s,
      segments: segmentsJson(c.stats, names),
      ...(c.stats.text_size ? { text_size: c.stats.text_size } : {}),
    })),
  };
}

/** The served block: signed URLs in place of the keys. */
export async function contextJson(
  app: FastifyInstance,
  stored: StoredContextResult,
  urls: FileUrls = ownerFileUrls(app),
): Promise<ContextResultJson> {
  return {
    context_id: stored.context_id,
    title: stored.title,
    width: stored.width,
    height: stored.height,
    frames: await Promise.all(
      stored.frames.map(async ({ image_key, heatmap_key, fog_key, grid, ...rest }) => ({
        ...rest,
        image_url: (await urls(image_key)) ?? '',
        attention: {
          heatmap_url: (await urls(heatmap_key)) ?? '',
          fog_url: (await urls(fog_key)) ?? '',
          grid,
        },
      })),
    ),
  };
}

/** Two researches share a context when it is the same template, or the same image and slot. */
function contextKey(settings: ResearchSettings | null): string | null {
  const c = settings?.context;
  if (!c) return null;
  return 'template' in c
    ? `t:${c.template}`
    : `c:${c.item_id}:${c.slot.x},${c.slot.y},${c.slot.width},${c.slot.height}`;
}

/**
 * A comparison's context: when every variant was placed in one context, its title and each
 * variant's numbers in it (the context frame of its key frame, else its first); else null.
 */
export function comparisonContext(
  inputs: Analysis[],
  results: { context?: StoredContextResult | null; key_frame?: { index: number } }[],
): { ref: ContextRefJson; entries: ContextEntryStatsJson[] } | null {
  const keys = inputs.map((a) => contextKey(a.settings as ResearchSettings | null));
  if (keys[0] === null || keys.some((k) => k !== keys[0])) return null;
  if (results.some((r) => !r.context?.frames.length)) return null;
  const first = results[0]!.context!;
  return {
    ref: { context_id: first.context_id, title: first.title },
    entries: results.map((r) => {
      const frames = r.context!.frames;
      const f = frames.find((x) => x.frame_index === r.key_frame?.index) ?? frames[0]!;
      return {
        attention_share: f.attention_share,
        area_share: f.area_share,
        segments: f.segments,
      };
    }),
  };
}

/** `GET /contexts`: the templates with their preview URLs. */
export async function contextTemplates(): Promise<Schemas['ContextList']> {
  const e = await engine();
  return {
    items: e.CONTEXT_TEMPLATES.map((t) => ({
      id: t.id,
      title: t.title,
      device: t.device,
      width: t.width,
      height: t.height,
      slot: t.slot,
      viewing_time_s: t.viewingTimeS,
      preview_url: `/api/v1/contexts/${t.id}/preview`,
    })),
  };
}

const previews = new Map<string, Promise<Uint8Array>>();
/** A template's preview PNG, drawn once per process (the templates change only with a release). */
export function contextPreview(id: Engine.ContextId): Promise<Uint8Array> {
  let p = previews.get(id);
  if (!p) {
    p = engine().then((e) => e.contextPreviewPng(id, 480));
    p.catch(() => previews.delete(id));
    previews.set(id, p);
  }
  return p;
}

/** What the PDF report needs of its writer (src/pdf/writer.ts). */
interface ReportWriter {
  heading(text: string, size?: number): void;
  text(text: string, style?: { bold?: boolean; gap?: number; size?: number }): void;
}

const whole = (x: number) => `${Math.round(x * 100)}\u00a0%`;
/** A number with at most one decimal, Russian comma: seconds, letter heights. */
const oneDecimal = (x: number) =>
  x.toLocaleString('ru-RU', { minimumFractionDigits: 0, maximumFractionDigits: 1 });
const seconds = oneDecimal;
/** A share with its range; without one, `missing` (a named brand read on no line: «не распознан»). */
const withRange = (
  s: { share: number; low: number; high: number } | null,
  missing = 'не найден',
) => (s ? `${whole(s.share)} (от ${Math.round(s.low * 100)} до ${whole(s.high)})` : missing);

/**
 * The report's «В контексте» section, in the result page's words (packages/analysis context).
 * `brandNamed` false: the research named no brand, so its share is «не указан»; named and read on
 * no line, «не распознан» (unknown), not «не найден».
 */
export function writeContextReport(w: ReportWriter, c: StoredContextResult, brandNamed = true) {
  w.heading(`В контексте: ${c.title}`);
  for (const f of c.frames) {
    if (c.frames.length > 1) w.text(`Кадр ${f.frame_index + 1}`, { bold: true, gap: 0 });
    w.text(
      `Доля внимания: ${whole(f.attention_share)} при ${whole(f.area_share)} площади. ` +
        `Время просмотра: ${seconds(f.viewing_time_s)} с.`,
      { gap: 2 },
    );
    for (const s of f.segments)
      w.text(
        `${s.name}: заметят за ${seconds(f.viewing_time_s)} с — ${withRange(s.noticed)}; ` +
          `первый взгляд — ${s.ttff_ms === null ? 'не заметят' : s.ttff_ms < 50 ? 'сразу' : `через ${seconds(s.ttff_ms / 1000)} с`}; ` +
          `бренд — ${brandNamed ? withRange(s.brand_noticed, RESULT_SHARED_TEXTS.brandUnread) : 'не указан'}; призыв — ${withRange(s.cta_noticed)}.`,
        { gap: 3 },
      );
    const t = f.text_size;
    if (t)
      w.text(
        `Текст в этом месте: самые мелкие буквы — ${oneDecimal(t.min_px)} px, ` +
          `мельче ${oneDecimal(t.minimum_px)} px — ${t.small} из ${t.lines}.`,
        { gap: 3 },
      );
  }
}

/**
 * A lead in the share of attention under this is no win: that share has no calibrated range
 * (5 points; the comparison names no metric difference under 10).
 */
const ATTENTION_MARGIN = 0.05;

interface Placed {
  /** The variant's research id. */
  id: number;
  share: number;
  range?: { share: number; low: number; high: number };
}

/**
 * Best first, and the best's id when it leads the runner-up beyond the uncertainty: with
 * ranges by the engine's `distinguishable` (more than their combined half-widths), without by
 * ATTENTION_MARGIN; null for a tie.
 */
export function rankPlaced(items: readonly Placed[]): { order: Placed[]; winner: number | null } {
  const order = [...items].sort((a, b) => b.share - a.share);
  const [best, next] = order;
  if (!best) return { order, winner: null };
  if (!next) return { order, winner: best.id };
  if (best.share === next.share) return { order, winner: null };
  if (best.range && next.range)
    return { order, winner: distinguishable(best.range, next.range) ? best.id : null };
  // a best with a range against a runner-up without one (a segment the other lacks) wins
  if (!best.range && best.share - next.share < ATTENTION_MARGIN) return { order, winner: null };
  return { order, winner: best.id };
}

type ContextRankingJson = Schemas['ContextRanking'];
type PlacedEntry = { research_id: number; context?: ContextEntryStatsJson | null };

/**
 * A comparison's `context_ranking`: the variants placed in the shared context ranked by the
 * share of attention they take from it and, per segment of the first, by the share who notice
 * them, each with its winner. Null with fewer than two placed. Decided here once, for the page
 * and the PDF report alike, and at every read, so results stored before it have it too.
 */
export function contextRanking(ranking: readonly PlacedEntry[]): ContextRankingJson | null {
  const placed = ranking.filter(
    (e): e is PlacedEntry & { context: ContextEntryStatsJson } => !!e.context,
  );
  if (placed.length < 2) return null;
  const places = (items: Placed[]) => {
    const { order, winner } = rankPlaced(items);
    return { order: order.map((p) => p.id), winner };
  };
  return {
    attention: places(placed.map((e) => ({ id: e.research_id, share: e.context.attention_share }))),
    segments: placed[0]!.context.segments.map((s) => ({
      segment_id: s.segment_id,
      name: s.name,
      ...places(
        placed.map((e) => {
          const mine = e.context.segments.find((x) => x.segment_id === s.segment_id);
          return {
            id: e.research_id,
            share: mine?.noticed.share ?? 0,
            ...(mine ? { range: mine.noticed } : {}),
          };
        }),
      ),
    })),
  };
}

/**
 * The comparison report's «В контексте» section, as the comparison page has it: the variants
 * ranked by the share of attention they take from the shared context and, per segment, by the
 * share who notice them, each with its verdict (`contextRanking`).
 */
export function writeContextRanking(
  w: ReportWriter,
  title: string,
  entries: readonly { research_id: number; name: string; context?: ContextEntryStatsJson | null }[],
) {
  const ranked = contextRanking(entries);
  if (!ranked) return;
  const byId = new Map(entries.map((e) => [e.research_id, e]));
  const entry = (id: number) => byId.get(id)!;
  w.heading(`В контексте: ${title}`);
  w.text('Варианты в одном и том же месте размещения: кто заберёт больше внимания у окружения.', {
    gap: 3,
  });
  const verdict = (winner: number | null) =>
    winner === null ? 'не различимы' : `лучший — ${entry(winner).name}`;
  w.text(`По доле внимания: ${verdict(ranked.attention.winner)}.`, { bold: true, gap: 2 });
  ranked.attention.order.forEach((id, i) => {
    const c = entry(id).context!;
    w.text(
      `${i + 1}. ${entry(id).name} — ${whole(c.attention_share)} при ${whole(c.area_share)} площади`,
      {
        gap: 2,
      },
    );
  });
  for (const s of ranked.segments) {
    w.text(`Заметят: ${s.name} — ${verdict(s.winner)}.`, { bold: true, gap: 2 });
    s.order.forEach((id, i) => {
      const mine = entry(id).context!.segments.find((x) => x.segment_id === s.segment_id);
      w.text(`${i + 1}. ${entry(id).name} — ${mine ? withRange(mine.noticed) : whole(0)}`, {
        gap: 2,
      });
    });
  }
}
