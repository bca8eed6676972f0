import type * as Engine from '@kreolab/engine';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { analyses, analysisItems, type Analysis } from '../db/schema';
import {
  engine,
  engineSegment,
  loadViewable,
  type ColourResult,
  type Region,
  type StoredViewable,
} from './engine';
import { comparisonContext, contextResult, type StoredContextFrame } from './context';
import type { AnalysisJobDeps, StoredFrame } from './jobs';
import { RUNNING, scoredFor, type ResearchSettings, type SegmentJson } from './model';
import { setStage, STAGES } from './progress';
import {
  researchResultOf,
  type StoredComparisonJson,
  type StoredFrameJson,
  type StoredResearchJson,
} from './stored';
import { versionDiffOf } from './versions';

/**
 * Viewers per segment of a written panel (feedback). Neither the noticed shares nor the mean
 * viewing time come from so few: twenty simulated viewers are not a sample of people, so the
 * shares and their intervals come from `noticedShares` and the viewing time from
 * `meanViewingTime` (the same thousand viewers, calibrated against eye-tracking data).
 */
export const RESULT_VIEWERS = 20;

/**
 * The page's severity of an engine finding: a strength is information; a problem, and a finding
 * the calibration cannot decide (`uncertain`: the element may go unseen), are warnings.
 */
export function findingSeverity(
  kind: Engine.Finding['kind'],
): StoredResearchJson['findings'][number]['severity'] {
  return kind === 'strength' ? 'info' : 'warn';
}
/**
 * Adds a frame's finding to the research's list: each text once, with every frame it holds for
 * in `frame_indexes` (the first in `frame_index`), or frame null and no list for a research of
 * one frame (`many` false). A video's shots and a PDF's pages repeat the same finding, and the
 * result page's «Главное» of each frame reads these: listed with its first frame alone, the
 * finding left the other frames of a video with «Замечаний нет.» beside the same problems.
 */
export function addFinding(
  into: StoredResearchJson['findings'],
  finding: Pick<Engine.Finding, 'kind' | 'text' | 'recommendation'>,
  index: number,
  many: boolean,
): void {
  const known = into.find((f) => f.text === finding.text);
  if (known) {
    if (many && !known.frame_indexes?.includes(index))
      known.frame_indexes = [...(known.frame_indexes ?? []), index];
    return;
  }
  into.push({
    severity: findingSeverity(finding.kind),
    frame_index: many ? index : null,
    ...(many ? { frame_indexes: [index] } : {}),
    text: finding.text,
    recommendation: finding.recommendation,
  });
}

/**
 * A seen share as the engine's findings word it (engine src/analyse/findings.ts `seenShare`), or
 * a run of them merged here: «77 % зрителей (от 38 до 100 %)», «75–77 % зрителей (от 34 до 100 %)».
 */
const SEEN_SHARE = /(\d+)(?:–(\d+))? % зрителей \(от (\d+) до (\d+) %\)/;

/**
 * Frames of one video (or pages of one PDF) repeat a finding with its seen share a point or two
 * apart: a 4-second clip listed «Призыв «Купить» замечают 77 % зрителей», «… 76 % …» and «… 75 %
 * …» as three findings, and a 30-second one could list one a frame. Findings of one creative
 * (`creativeOf`, one key per frame) that say the same but the share, with the same severity and
 * recommendation, become one: the shares' range over its frames, the envelope of their ranges
 * for people, and every frame it holds for. Different creatives (two banners, two versions)
 * keep their own figures.
 */
export function mergeSeenShares(
  findings: StoredResearchJson['findings'],
  creativeOf: readonly string[],
): void {
  const kept: StoredResearchJson['findings'] = [];
  // a finding that can take others, by what must be equal: a merged finding keeps its key (its
  // frames stay of one creative, its share stays where the key has «#»)
  const open = new Map<string, StoredResearchJson['findings'][number]>();
  for (const f of findings) {
    const m = SEEN_SHARE.exec(f.text);
    const of = new Set((f.frame_indexes ?? []).map((i) => creativeOf[i]));
    if (!m || of.size !== 1) {
      kept.push(f);
      continue;
    }
    const key = [f.severity, f.recommendation, [...of][0], f.text.replace(SEEN_SHARE, '#')].join(
      '\n',
    );
    const into = open.get(key);
    if (!into) {
      kept.push(f);
      open.set(key, f);
      continue;
    }
    const a = SEEN_SHARE.exec(into.text)!;
    const lo = Math.min(Number(a[1]), Number(m[1]));
    const hi = Math.max(Number(a[2] ?? a[1]), Number(m[2] ?? m[1]));
    const low = Math.min(Number(a[3]), Number(m[3]));
    const high = Math.max(Number(a[4]), Number(m[4]));
    into.text = into.text.replace(
      SEEN_SHARE,
      `${lo === hi ? lo : `${lo}–${hi}`} % зрителей (от ${low} до ${high} %)`,
    );
    into.frame_indexes = [...new Set([...into.frame_indexes!, ...f.frame_indexes!])].sort(
      (x, y) => x - y,
    );
    into.frame_index = into.frame_indexes[0]!;
  }
  findings.splice(0, findings.length, ...kept);
}

type ElsewhereFrame = Pick<StoredFrameJson, 'page' | 'time' | 'regions'> & { creative: string };

/**
 * A creative of several frames (a video's frames, a PDF's pages) with its call to action in some
 * frames only: the others' «Призыв к действию не найден.» (`noCta`, the engine's
 * `NO_CTA_FINDING`) with «Добавьте … призыв» told the user to add what the creative has (a
 * video's end card with «Заказать» under six frames of «не найден»). Those frames get a finding
 * that the call is in the creative's other frames and that not everyone gets there; frames of a
 * creative without a call anywhere keep the problem. `creative` tells the frames' creatives apart
 * (`creativeOfFrames`).
 */
export function callElsewhere(
  findings: StoredResearchJson['findings'],
  frames: readonly ElsewhereFrame[],
  noCta: string,
): void {
  elsewhere(findings, frames, noCta, 'cta', (named, pages) =>
    pages
      ? {
          kind: 'problem',
          text: `На этих страницах нет призыва к действию: ${named} — на других страницах.`,
          recommendation: 'Документ дочитывают не все: повторите призыв на ключевых страницах.',
        }
      : {
          kind: 'problem',
          text: `В этих кадрах нет призыва к действию: ${named} — в других кадрах ролика.`,
          recommendation:
            'Ролик досматривают не все: покажите призыв раньше или держите его на экране до конца.',
        },
  );
}

/**
 * The same for the brand the research names (`unread`, the engine's `unreadBrandFinding` text):
 * a video's frames before its end card with the logo read said «Бренд … на макете не распознан»
 * as if the creative had none. They get a finding that it was read in other frames; whether
 * these frames show it as a picture the prediction cannot tell, so the finding stays uncertain.
 */
export function brandElsewhere(
  findings: StoredResearchJson['findings'],
  frames: readonly ElsewhereFrame[],
  unread: string,
): void {
  elsewhere(findings, frames, unread, 'brand', (named, pages) =>
    pages
      ? {
          kind: 'uncertain',
          text: `На этих страницах бренд не распознан: ${named} — на других страницах.`,
          recommendation:
            'Документ дочитывают не все: если бренда на этих страницах нет, повторите его на ключевых.',
        }
      : {
          kind: 'uncertain',
          text: `В этих кадрах бренд не распознан: ${named} — в других кадрах ролика.`,
          recommendation:
            'Ролик досматривают не все: если бренда в этих кадрах нет, покажите его в первые секунды и держите на экране дольше.',
        },
  );
}

/**
 * Moves the frames of `missing` (a finding that a frame lacks the element of `role`) whose
 * creative has that element in another frame to the finding `say` makes, naming the element as
 * read there; `pages` when the frame is a PDF's page.
 */
function elsewhere(
  findings: StoredResearchJson['findings'],
  frames: readonly ElsewhereFrame[],
  missingText: string,
  role: 'cta' | 'brand',
  say: (named: string, pages: boolean) => Pick<Engine.Finding, 'kind' | 'text' | 'recommendation'>,
): void {
  const at = findings.findIndex((f) => f.text === missingText);
  const missing = findings[at];
  if (!missing?.frame_indexes) return;
  const foundOf = new Map<string, string | null>();
  for (const f of frames) {
    const found = f.regions.find((r) => r.role === role);
    if (found && !foundOf.has(f.creative)) foundOf.set(f.creative, found.text ?? null);
  }
  const moved = missing.frame_indexes.filter((i) => foundOf.has(frames[i]!.creative));
  if (moved.length === 0) return;
  const added: StoredResearchJson['findings'] = [];
  for (const i of moved) {
    const frame = frames[i]!;
    const text = foundOf.get(frame.creative);
    addFinding(
      added,
      say(text ? `«${text}»` : 'он', frame.page !== null && frame.page !== undefined),
      i,
      true,
    );
  }
  const rest = missing.frame_indexes.filter((i) => !moved.includes(i));
  if (rest.length) {
    missing.frame_indexes = rest;
    missing.frame_index = rest[0]!;
    findings.splice(at + 1, 0, ...added);
  } else findings.splice(at, 1, ...added);
}

/**
 * Which creative of the research each frame is of, as a key: a PDF's pages are its item's; a
 * video's frames are items of their own (each its frame file's id), consecutive and timed from
 * 0, so a frame whose time does not follow the last frame's starts the next video.
 */
export function creativeOfFrames(
  items: readonly { position: number; kind: string; frameTime: number | null; frames: number }[],
): string[] {
  const keys: string[] = [];
  let video: string | null = null;
  let last = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    if (item.kind !== 'frame' || item.frameTime === null || item.frameTime <= last) video = null;
    if (item.kind === 'frame') {
      video ??= `video:${item.position}`;
      last = item.frameTime ?? Number.POSITIVE_INFINITY;
      for (let k = 0; k < item.frames; k++) keys.push(video);
    } else {
      last = Number.NEGATIVE_INFINITY;
      for (let k = 0; k < item.frames; k++) keys.push(`item:${item.position}`);
    }
  }
  return keys;
}

/** A claim older than this belongs to a worker that died while assembling. */
const CLAIM_STALE_MS = 2 * 60_000;

/**
 * A noticed share as the engine gives it: with `sd` from the calibration (results before the
 * calibrated shares hold a Wilson interval over 20 viewers and no `sd`).
 */
export type StoredShare = { share: number; low: number; high: number; n: number; sd?: number };
export interface EngineSegmentStats {
  segment_id: string;
  name: string;
  noticed: { brand: StoredShare | null; message: StoredShare | null; cta: StoredShare | null };
}

type IntervalJson = { low: number; high: number };
const interval = (s: StoredShare | null): IntervalJson | null =>
  s ? { low: s.low, high: s.high } : null;

/** The text taken for the brand: the largest brand-role text region of the key frame. */
function brandTextOf(regions: Region[]): string | null {
  const brand = regions
    .filter((r) => r.role === 'brand' && r.kind === 'text' && r.text)
    .sort((a, b) => b.bbox.width * b.bbox.height - a.bbox.width * a.bbox.height)[0];
  return brand?.text ?? null;
}

/** Where feedback batches are simulated: the frame with the best score. */
export interface KeyFrame {
  index: number;
  item: number;
  frame: number;
}

/** The engine's colour result in the contract's words. */
function apiColours(c: ColourResult) {
  return {
    palette: c.palette.map(({ hex, name, share }) => ({ hex, name, share })),
    ...(c.warm_cool ? { warm_share: c.warm_cool.warm, cool_share: c.warm_cool.cool } : {}),
    contrast_pairs: (c.contrast_pairs ?? []).map((p) => ({
      foreground: p.a,
      background: p.b,
      ratio: p.ratio,
    })),
  };
}

/** Regions with their viewing order as ranks 1..n (never seen last), as the contract has it. */
function apiRegions(regions: Region[]) {
  const ranked = [...regions].sort(
    (a, b) =>
      (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY) ||
      b.attention_share - a.attention_share,
  );
  const rank = new Map(ranked.map((r, i) => [r.id, i + 1]));
  return regions.map((r) => ({
    ...r,
    text: r.kind === 'text' || r.text ? r.text : null,
    order: rank.get(r.id)!,
  }));
}

async function researchResult(
  deps: AnalysisJobDeps,
  a: Analysis,
): Promise<StoredResearchJson | null> {
  const items = await deps.db
    .select()
    .from(analysisItems)
    .where(eq(analysisItems.analysisId, a.id))
    .orderBy(asc(analysisItems.position));
  if (items.length === 0 || items.some((i) => i.status !== 'done')) return null;
  const e = await engine();
  const settings = a.settings as ResearchSettings;
  const frames: StoredFrameJson[] = [];
  const findings: StoredResearchJson['findings'] = [];
  let key: KeyFrame = { index: 0, item: items[0]!.position, frame: 0 };
  let best = Number.NEGATIVE_INFINITY;
  const placed: { frame_index: number; creative_id: number; context: StoredContextFrame }[] = [];
  const pinned = a.creativeVersions?.length ? a.creativeVersions : null;
  for (const item of items) {
    for (const [k, stored] of (item.result as StoredFrame[]).entries()) {
      const index = frames.length;
      const f = stored.frame;
      if (stored.context)
        placed.push({
          frame_index: index,
          creative_id: stored.creative_id!,
          context: stored.context,
        });
      if (f.metrics.score.value > best) {
        best = f.metrics.score.value;
        key = { index, item: item.position, frame: k };
      }
      const many = items.length > 1 || (item.result as unknown[]).length > 1;
      for (const finding of f.findings ?? []) addFinding(findings, finding, index, many);
      frames.push({
        index,
        // Every item is created with its creative's id (src/analyses/creatives.ts); the column is
        // nullable in the schema only.
        creative_id: stored.creative_id!,
        // items are planned in the order of the pinned versions (src/analyses/start.ts)
        ...(pinned ? { creative_version: pinned[item.position]?.version ?? null } : {}),
        page: stored.page,
        time: stored.time,
        image_key: stored.image_key,
        width: f.width,
        height: f.height,
        attention: {
          heatmap_key: stored.heatmap_key,
          fog_key: stored.fog_key,
          grid: f.attention.grid,
        },
        regions: apiRegions(f.regions),
        metrics: f.metrics,
        colours: apiColours(f.colours),
      });
    }
  }
  const creativeOf = creativeOfFrames(
    items.map((i) => ({ ...i, frames: (i.result as unknown[]).length })),
  );
  const framesOfCreatives = frames.map((f, i) => ({ ...f, creative: creativeOf[i]! }));
  callElsewhere(findings, framesOfCreatives, e.NO_CTA_FINDING);
  if (settings.brand)
    brandElsewhere(findings, framesOfCreatives, e.unreadBrandFinding(settings.brand).text);
  mergeSeenShares(findings, creativeOf);
  await setStage(deps.db, a.id, a.run, STAGES.viewers, 90);
  const keyItem = items.find((i) => i.position === key.item)!;
  const viewable = loadViewable((keyItem.viewable as StoredViewable[])[key.frame]!);
  const segments: StoredResearchJson['segments'] = [];
  const engineSegments: EngineSegmentStats[] = [];
  const brandText = brandTextOf(viewable.regions);
  for (const seg of (a.segments as SegmentJson[] | null) ?? []) {
    const audience = engineSegment(seg);
    const noticed = e.noticedShares(viewable, audience, settings.placement, {
      seed: e.VIEWERS_SEED,
    });
    engineSegments.push({ segment_id: String(seg.id), name: seg.name, noticed });
    segments.push({
      segment_id: seg.id,
      name: seg.name,
      viewers: e.REGION_STATS_VIEWERS,
      // of those viewers, not of the feedback's twenty: their mean moved by a quarter of a
      // second between two analyses of one banner, beside a count of a thousand
      mean_viewing_time: +e
        .meanViewingTime(viewable, audience, settings.placement, { seed: e.VIEWERS_SEED })
        .toFixed(2),
      noticed_brand: noticed.brand?.share ?? 0,
      noticed_message: noticed.message?.share ?? 0,
      noticed_cta: noticed.cta?.share ?? 0,
      intervals: {
        noticed_brand: interval(noticed.brand),
        noticed_message: interval(noticed.message),
        noticed_cta: interval(noticed.cta),
      },
      brand_text: brandText,
      brand: settings.brand ?? null,
    });
  }
  await setStage(deps.db, a.id, a.run, STAGES.assemble, 95);
  const result: StoredResearchJson = {
    type: 'research',
    analysis_id: a.id,
    frames,
    segments,
    findings,
    method: {
      model_version: e.MODEL_VERSION,
      metrics_version: e.METRICS_VERSION,
      note: e.METHOD_NOTE,
    },
    key_frame: key,
    engine_segments: engineSegments,
    context: contextResult(a, placed),
  };
  const versionDiff = await versionDiffOf(a, items, frames);
  if (versionDiff) result.version_diff = versionDiff;
  if (frames.length > 1)
    result.timeline = Object.fromEntries(
      e.METRIC_KEYS.map((k) => [k, frames.map((f) => f.metrics[k].value)]),
    ) as StoredResearchJson['timeline'];
  return result;
}

/** The stored comparison: the contract's keys; previews are storage keys until served. */
/**
 * Places of a best-first list: equal values share the better place (1, 1, 3), so a tie is not
 * shown as a winner and a runner-up.
 */
export function sharedRanks(values: readonly number[]): number[] {
  const ranks: number[] = [];
  values.forEach((v, pos) =>
    ranks.push(pos > 0 && v === values[pos - 1] ? ranks[pos - 1]! : pos + 1),
  );
  return ranks;
}

/** How a comparison's numbers are obtained, in plain Russian (shown with the result and in the PDF). */
export const COMPARISON_NOTE =
  'Креативы ранжированы по каждой метрике (средней по кадрам) и по общей оценке для цели. ' +
  'Доля людей, которые заметят бренд, сообщение и призыв, — доля смоделированных зрителей (их тысяча), ' +
  'пересчитанная по сверке модели с записями движения глаз реальных людей. Диапазон «от … до …» показывает, ' +
  'где с вероятностью 95\u00a0% окажется доля реальных людей: его ширина взята из того, насколько доли людей ' +
  'в этих записях расходились с прогнозом модели. Если разница между лучшим и следующим вариантом меньше ' +
  'их общей погрешности, варианты названы неразличимыми. У общей оценки тот же диапазон: в неё входит ' +
  'доля заметивших главный для цели элемент, и оценка показана «от … до …» с этой долей на краях её диапазона; ' +
  'лучшим вариант назван, только если его оценка выше следующей сверх их общей погрешности ' +
  'и все варианты оценены для одной цели: оценки разных целей складываются из разного.';

async function comparisonResult(deps: AnalysisJobDeps, a: Analysis): Promise<StoredComparisonJson> {
  const e = await engine();
  const rows = await deps.db.select().from(analyses).where(inArray(analyses.id, a.researchIds));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const inputs = a.researchIds.map((id) => byId.get(id)).filter((r) => r?.result);
  if (inputs.length < 2) throw new Error('fewer than two researches with results are left');
  const results = inputs.map((r) => researchResultOf(r!));
  await setStage(deps.db, a.id, a.run, STAGES.assemble, 50);
  const cmp = e.compare(
    results.map((r) => ({ frames: r.frames, segments: r.engine_segments })) as never,
  );
  const idOf = (index: number) => inputs[index]!.id;
  const half = (w: StoredShare | null) => (w ? (w.high - w.low) / 2 : 0);
  const none = { share: 0, low: 0, high: 0, n: 0, sd: 0 };
  /**
   * The best and the runner-up differ beyond their combined uncertainty. A variant without the
   * element counts as nobody noticing it (0, no uncertainty); no variant with it, or fewer than
   * two variants judged: false.
   */
  const distinct = (xs: (StoredShare | null)[]) => {
    if (xs.length < 2 || xs.every((x) => x === null)) return false;
    const [best, next] = xs.map((x) => x ?? none).sort((p, q) => q.share - p.share);
    return e.distinguishable(best!, next!);
  };
  // the brand each research looked for (the start wrote it into its settings); null: none named
  const brandOf = (index: number) =>
    (inputs[index]!.settings as ResearchSettings | null)?.brand ?? null;
  const overallRanks = sharedRanks(cmp.overall.map((o) => o.score));
  const context = comparisonContext(inputs as Analysis[], results);
  return {
    type: 'comparison' as const,
    analysis_id: a.id,
    ranking: cmp.overall.map((o, pos) => ({
      research_id: idOf(o.index),
      name: inputs[o.index]!.name,
      preview_key: inputs[o.index]!.previewKey,
      rank: overallRanks[pos]!,
      score: o.score,
      ...(o.range ? { score_range: o.range } : {}),
      model_version: results[o.index]!.method.model_version,
      metrics_version: results[o.index]!.method.metrics_version ?? null,
      // what the score was computed for: scores of different goals do not compare (result.ts)
      ...scoredFor(inputs[o.index]!.settings as ResearchSettings | null),
      frames: results[o.index]!.frames.map((f) => ({
        index: f.index,
        image_key: f.image_key,
        heatmap_key: f.attention.heatmap_key,
        page: f.page ?? null,
        time: f.time ?? null,
      })),
      ...(context ? { context: context.entries[o.index]! } : {}),
    })),
    metrics: e.METRIC_KEYS.map((metric) => {
      const ranks = sharedRanks(cmp.ranking[metric].map((v) => v.value));
      return {
        metric,
        better: e.METRIC_BETTER[metric],
        values: cmp.ranking[metric].map((v, pos) => ({
          research_id: idOf(v.index),
          value: v.value,
          rank: ranks[pos]!,
        })),
      };
    }),
    segments: cmp.segments.map((s) => ({
      segment_id: Number(s.segment_id) || 0,
      name: s.name,
      values: s.creatives.map((c) => ({
        research_id: idOf(c.index),
        brand: brandOf(c.index),
        noticed_brand: c.brand?.share ?? 0,
        noticed_message: c.message?.share ?? 0,
        noticed_cta: c.cta?.share ?? 0,
        uncertainty: +Math.max(half(c.brand), half(c.message), half(c.cta)).toFixed(4),
        intervals: {
          noticed_brand: interval(c.brand),
          noticed_message: interval(c.message),
          noticed_cta: interval(c.cta),
        },
      })),
      distinguishable: {
        // a variant that named no brand was not looked at for one, and one whose named brand
        // was read on no line (a logo, maybe) has an unknown share, as its score counts it
        // (the engine's UNREAD_BRAND): neither is in the brand's verdict (counted as noticed by
        // nobody, it would make the other the winner)
        noticed_brand: distinct(
          s.creatives
            .filter((c) => brandOf(c.index) !== null && c.brand !== null)
            .map((c) => c.brand),
        ),
        noticed_message: distinct(s.creatives.map((c) => c.message)),
        noticed_cta: distinct(s.creatives.map((c) => c.cta)),
      },
    })),
    ...(cmp.overall_distinguishable === null
      ? {}
      : { score_distinguishable: cmp.overall_distinguishable }),
    method: {
      model_version: e.MODEL_VERSION,
      metrics_version: e.METRICS_VERSION,
      note: COMPARISON_NOTE,
    },
    context: context?.ref ?? null,
  };
}

/**
 * `analysis.assemble`: the result of DESIGN §6 once every item is done. One conditional UPDATE
 * claims the run, so concurrent or repeated jobs assemble it once; a claim left by a worker that
 * died is taken over after a while. The final UPDATE only lands on the same running run.
 */
export async function assemble(
  deps: AnalysisJobDeps,
  { analysisId, run }: { analysisId: number; run: number },
) {
  const running = and(
    eq(analyses.id, analysisId),
    eq(analyses.run, run),
    inArray(analyses.status, [...RUNNING]),
  );
  const [a] = await deps.db
    .update(analyses)
    .set({ assemblingAt: new Date(), status: 'processing', updatedAt: new Date() })
    .where(
      and(
        running,
        or(
          isNull(analyses.assemblingAt),
          lt(analyses.assemblingAt, new Date(Date.now() - CLAIM_STALE_MS)),
        ),
      ),
    )
    .returning();
  if (!a) return;
  const result =
    a.type === 'research' ? await researchResult(deps, a) : await comparisonResult(deps, a);
  if (!result) {
    await deps.db.update(analyses).set({ assemblingAt: null }).where(running);
    return;
  }
  const previewKey =
    result.type === 'research'
      ? (result.frames[0]?.attention.heatmap_key ?? null)
      : (result.ranking[0]?.preview_key ?? null);
  await deps.db
    .update(analyses)
    .set({
      status: 'done',
      progress: 100,
      stage: STAGES.done,
      result,
      previewKey,
      error: null,
      finishedAt: new Date(),
      updatedAt: sql`now()`,
    })
    .where(running);
}
