import type { components } from '@kreolab/api-spec';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { analyses, creatives, type Analysis } from '../db/schema';
import { notFound, tooEarly } from '../errors';
import { contextJson, contextRanking } from './context';
import { metricBest } from './metric-best';
import { segmentVerdicts } from './segment-verdicts';
import { MAP_PROPERTIES } from './report-words';
import { ownerFileUrls, type FileUrls } from './files';
import { isRunning } from './model';
import {
  comparisonResultOf,
  researchResultOf,
  type StoredComparisonJson,
  type StoredResearchJson,
} from './stored';

export type AnalysisResultJson = components['schemas']['AnalysisResult'];
type ResearchResultJson = components['schemas']['ResearchResult'];
type ScoreBandJson = components['schemas']['ScoreBand'];

/** The published thresholds of the score (0..100): below 40 low, 40–69 average, 70 and up good. */
export const SCORE_THRESHOLDS = { average: 40, good: 70 } as const;

/** The band of a score as it is shown: the page and the report round it to a whole number. */
export function scoreBand(score: number): ScoreBandJson {
  const shown = Math.round(score);
  return {
    band:
      shown >= SCORE_THRESHOLDS.good
        ? 'good'
        : shown >= SCORE_THRESHOLDS.average
          ? 'average'
          : 'low',
    thresholds: { ...SCORE_THRESHOLDS },
  };
}

/** The score of a research: its key frame's (the frame with the best score). */
export function researchScore(stored: StoredResearchJson): number {
  const frame = stored.frames[stored.key_frame?.index ?? 0] ?? stored.frames[0];
  return frame?.metrics.score.value ?? 0;
}

/** 425 while it runs; 404 when there is no result (a draft, a failed or canceled run). */
export function assertResult(a: Analysis): asserts a is Analysis & { result: object } {
  if (isRunning(a.status)) throw tooEarly('ANALYSIS_IN_PROGRESS', 'The analysis is still running');
  if (a.status !== 'done' || !a.result) throw notFound('The analysis has no result');
}

/**
 * The name each frame's creative has in the owner's cloud now (a file in the trash keeps its
 * name; one deleted for good has none): the page and the report tell the frames of several
 * creatives apart by them. A frame of a split video is a file of the video's frames folder
 * («frame-0001.jpg»); it is named by the research's video instead («ролик.mp4»).
 */
export async function creativeNames(
  app: FastifyInstance,
  a: Pick<Analysis, 'ownerId' | 'creativeIds'>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set([...ids, ...a.creativeIds])];
  if (unique.length === 0) return new Map();
  const rows = await app.db
    .select({
      id: creatives.id,
      name: creatives.name,
      parentId: creatives.parentId,
      framesFolderId: creatives.framesFolderId,
    })
    .from(creatives)
    .where(and(eq(creatives.ownerId, a.ownerId), inArray(creatives.id, unique)));
  const research = new Set(a.creativeIds);
  const videoOfFolder = new Map(
    rows
      .filter((r) => research.has(r.id) && r.framesFolderId !== null)
      .map((r) => [r.framesFolderId!, r.name]),
  );
  return new Map(
    rows.map((r) => [r.id, (r.parentId !== null && videoOfFolder.get(r.parentId)) || r.name]),
  );
}

async function researchJson(
  app: FastifyInstance,
  a: Analysis,
  stored: StoredResearchJson,
  urls: FileUrls,
): Promise<ResearchResultJson> {
  const names = await creativeNames(
    app,
    a,
    stored.frames.map((f) => f.creative_id),
  );
  const frames = await Promise.all(
    stored.frames.map(async ({ image_key, attention, ...rest }) => {
      return {
        ...rest,
        creative_name: names.get(rest.creative_id) ?? null,
        image_url: (await urls(image_key)) ?? '',
        attention: {
          heatmap_url: (await urls(attention.heatmap_key)) ?? '',
          fog_url: (await urls(attention.fog_key)) ?? '',
          grid: attention.grid,
        },
      };
    }),
  );
  return {
    type: 'research',
    analysis_id: stored.analysis_id,
    frames,
    segments: stored.segments,
    findings: stored.findings,
    method: stored.method,
    ...(stored.timeline ? { timeline: stored.timeline } : {}),
    ...(stored.version_diff ? { version_diff: stored.version_diff } : {}),
    score_band: scoreBand(researchScore(stored)),
    // the frame the segments' shares and the feedback are of, which the page names
    ...(frames.length > 1 && stored.key_frame ? { key_frame_index: stored.key_frame.index } : {}),
    ...(stored.context ? { context: await contextJson(app, stored.context, urls) } : {}),
  };
}

/** The stored result with signed URLs in place of storage keys, and nothing internal. */
export async function publicResult(
  app: FastifyInstance,
  a: Analysis,
  urls: FileUrls = ownerFileUrls(app),
): Promise<AnalysisResultJson> {
  assertResult(a);
  if (a.type === 'research') return researchJson(app, a, researchResultOf(a), urls);
  const stored = await comparisonNamedNow(app, a);
  const comparable = scoresCompare(stored.ranking);
  const apart = overallApart(stored);
  return {
    type: 'comparison',
    analysis_id: stored.analysis_id,
    ranking: await Promise.all(
      stored.ranking.map(async ({ preview_key, frames, ...r }) => ({
        ...r,
        preview: await urls(preview_key),
        score_band: scoreBand(r.score),
        ...(frames
          ? {
              frames: await Promise.all(
                frames.map(async ({ image_key, heatmap_key, ...f }) => ({
                  ...f,
                  image_url: (await urls(image_key)) ?? '',
                  heatmap_url: await urls(heatmap_key),
                })),
              ),
            }
          : {}),
      })),
    ),
    // who is best on each metric, decided at every read, so results stored before `best` have it
    metrics: stored.metrics.map((m) => ({
      ...m,
      best: metricBest(m, apart),
      map_property: MAP_PROPERTIES.includes(m.metric),
    })),
    // who is noticed most, decided at every read like `best`
    segments: stored.segments.map((s) => ({ ...s, verdicts: segmentVerdicts(s) })),
    ...(stored.score_distinguishable !== undefined
      ? { score_distinguishable: stored.score_distinguishable }
      : {}),
    ...(comparable !== null ? { score_comparable: comparable } : {}),
    method: stored.method,
    ...(stored.context !== undefined ? { context: stored.context } : {}),
    ...withContextRanking(stored),
  };
}

/**
 * The stored comparison with each variant named as its research is now (a research renamed after
 * the comparison was made kept its old name there, while its lab listed the new one); a research
 * deleted since keeps the stored name. The page, the shared page and the report all read this.
 */
export async function comparisonNamedNow(
  app: FastifyInstance,
  a: Analysis,
): Promise<StoredComparisonJson> {
  const stored = comparisonResultOf(a);
  const ids = stored.ranking.map((e) => e.research_id);
  if (ids.length === 0) return stored;
  const rows = await app.db
    .select({ id: analyses.id, name: analyses.name })
    .from(analyses)
    .where(and(eq(analyses.ownerId, a.ownerId), inArray(analyses.id, ids)));
  const now = new Map(rows.map((r) => [r.id, r.name]));
  return {
    ...stored,
    ranking: stored.ranking.map((e) => ({ ...e, name: now.get(e.research_id) ?? e.name })),
  };
}

/**
 * Whether the variants were run with different goals or placements. Null when a variant's is not
 * known (comparisons stored before the entries carried them).
 */
export function settingDiffers(
  ranking: readonly { goal?: string; placement?: string }[],
  key: 'goal' | 'placement',
): boolean | null {
  if (ranking.some((e) => e[key] === undefined)) return null;
  return new Set(ranking.map((e) => e[key])).size > 1;
}

/** Whether the variants' overall scores compare: all scored for one goal (null: not known). */
export function scoresCompare(ranking: readonly { goal?: string }[]): boolean | null {
  const differs = settingDiffers(ranking, 'goal');
  return differs === null ? null : !differs;
}

/**
 * Whether the best overall score is named, for `metricBest` here and in the report: only among
 * scores of one goal (`score_comparable`), then beyond their uncertainty.
 */
export function overallApart(stored: StoredComparisonJson): boolean | undefined {
  return scoresCompare(stored.ranking) === false ? false : stored.score_distinguishable;
}

/** The verdicts of variants placed in one context, decided at every read (`contextRanking`). */
function withContextRanking(stored: StoredComparisonJson) {
  const ranked = stored.context ? contextRanking(stored.ranking) : null;
  return ranked ? { context_ranking: ranked } : {};
}
