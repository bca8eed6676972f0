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
import type { AnalysisJobDeps, StoredFrame } from './jobs';
import { RUNNING, type ResearchSettings, type SegmentJson } from './model';
import { setStage, STAGES } from './progress';
import {
  researchResultOf,
  type StoredComparisonJson,
  type StoredFrameJson,
  type StoredResearchJson,
} from './stored';

/** Viewers per segment behind the result's statistics (feedback batches reuse the same ones). */
export const RESULT_VIEWERS = 20;
/** A claim older than this belongs to a worker that died while assembling. */
const CLAIM_STALE_MS = 2 * 60_000;

type Wilson = { share: number; low: number; high: number; n: number };
export interface EngineSegmentStats {
  segment_id: string;
  name: string;
  noticed: { brand: Wilson | null; message: Wilson | null; cta: Wilson | null };
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
  const seenFindings = new Set<string>();
  let key: KeyFrame = { index: 0, item: items[0]!.position, frame: 0 };
  let best = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    for (const [k, stored] of (item.result as StoredFrame[]).entries()) {
      const index = frames.length;
      const f = stored.frame;
      if (f.metrics.score.value > best) {
        best = f.metrics.score.value;
        key = { index, item: item.position, frame: k };
      }
      for (const finding of f.findings ?? []) {
        if (seenFindings.has(finding.text)) continue;
        seenFindings.add(finding.text);
        findings.push({
          severity: finding.kind === 'problem' ? 'warn' : 'info',
          frame_index: items.length > 1 || (item.result as unknown[]).length > 1 ? index : null,
          text: finding.text,
          recommendation: finding.recommendation,
        });
      }
      frames.push({
        index,
        // Every item is created with its creative's id (src/analyses/creatives.ts); the column is
        // nullable in the schema only.
        creative_id: stored.creative_id!,
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
  await setStage(deps.db, a.id, a.run, STAGES.viewers, 90);
  const keyItem = items.find((i) => i.position === key.item)!;
  const viewable = loadViewable((keyItem.viewable as StoredViewable[])[key.frame]!);
  const segments: StoredResearchJson['segments'] = [];
  const engineSegments: EngineSegmentStats[] = [];
  for (const seg of (a.segments as SegmentJson[] | null) ?? []) {
    const feedback = e.simulateViewers(viewable, engineSegment(seg), settings.placement, {
      seed: a.id,
      offset: 0,
      count: RESULT_VIEWERS,
    });
    const share = (k: 'brand' | 'message' | 'cta') => {
      const vals = feedback.map((f) => f.noticed_roles[k]).filter((v): v is boolean => v !== null);
      return vals.length ? e.wilson(vals.filter(Boolean).length, vals.length) : null;
    };
    const noticed = { brand: share('brand'), message: share('message'), cta: share('cta') };
    engineSegments.push({ segment_id: String(seg.id), name: seg.name, noticed });
    segments.push({
      segment_id: seg.id,
      name: seg.name,
      viewers: feedback.length,
      mean_viewing_time: +(
        feedback.reduce((s, f) => s + f.viewer.viewing_time_s, 0) / Math.max(1, feedback.length)
      ).toFixed(2),
      noticed_brand: noticed.brand?.share ?? 0,
      noticed_message: noticed.message?.share ?? 0,
      noticed_cta: noticed.cta?.share ?? 0,
    });
  }
  await setStage(deps.db, a.id, a.run, STAGES.assemble, 95);
  const result: StoredResearchJson = {
    type: 'research',
    analysis_id: a.id,
    frames,
    segments,
    findings,
    method: { model_version: e.MODEL_VERSION, note: e.METHOD_NOTE },
    key_frame: key,
    engine_segments: engineSegments,
  };
  if (frames.length > 1) {
    result.timeline = {};
    for (const k of e.METRIC_KEYS) result.timeline[k] = frames.map((f) => f.metrics[k].value);
  }
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
  const half = (w: Wilson | null) => (w ? (w.high - w.low) / 2 : 0);
  const overallRanks = sharedRanks(cmp.overall.map((o) => o.score));
  return {
    type: 'comparison' as const,
    analysis_id: a.id,
    ranking: cmp.overall.map((o, pos) => ({
      research_id: idOf(o.index),
      name: inputs[o.index]!.name,
      preview_key: inputs[o.index]!.previewKey,
      rank: overallRanks[pos]!,
      score: o.score,
    })),
    metrics: e.METRIC_KEYS.map((metric) => {
      const ranks = sharedRanks(cmp.ranking[metric].map((v) => v.value));
      return {
        metric,
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
        noticed_brand: c.brand?.share ?? 0,
        noticed_message: c.message?.share ?? 0,
        noticed_cta: c.cta?.share ?? 0,
        uncertainty: +Math.max(half(c.brand), half(c.message), half(c.cta)).toFixed(4),
      })),
    })),
    method: {
      model_version: e.MODEL_VERSION,
      note:
        'Креативы ранжированы по каждой метрике (средней по кадрам) и по итоговой оценке для цели; ' +
        'доли зрителей, заметивших бренд, сообщение и призыв, даны с 95-процентными интервалами Уилсона.',
    },
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
