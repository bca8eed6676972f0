import type { components } from '@kreolab/api-spec';
import type { FastifyInstance } from 'fastify';
import type { Analysis } from '../db/schema';
import { notFound, tooEarly } from '../errors';
import { fileUrl } from './files';
import { isRunning } from './model';
import { comparisonResultOf, researchResultOf, type StoredResearchJson } from './stored';

export type AnalysisResultJson = components['schemas']['AnalysisResult'];
type ResearchResultJson = components['schemas']['ResearchResult'];

/** 425 while it runs; 404 when there is no result (a draft, a failed or canceled run). */
export function assertResult(a: Analysis): asserts a is Analysis & { result: object } {
  if (isRunning(a.status)) throw tooEarly('ANALYSIS_IN_PROGRESS', 'The analysis is still running');
  if (a.status !== 'done' || !a.result) throw notFound('The analysis has no result');
}

async function researchJson(
  app: FastifyInstance,
  stored: StoredResearchJson,
): Promise<ResearchResultJson> {
  const frames = await Promise.all(
    stored.frames.map(async ({ image_key, attention, ...rest }) => {
      return {
        ...rest,
        image_url: (await fileUrl(app, image_key)) ?? '',
        attention: {
          heatmap_url: (await fileUrl(app, attention.heatmap_key)) ?? '',
          fog_url: (await fileUrl(app, attention.fog_key)) ?? '',
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
  };
}

/** The stored result with signed URLs in place of storage keys, and nothing internal. */
export async function publicResult(app: FastifyInstance, a: Analysis): Promise<AnalysisResultJson> {
  assertResult(a);
  if (a.type === 'research') return researchJson(app, researchResultOf(a));
  const stored = comparisonResultOf(a);
  return {
    type: 'comparison',
    analysis_id: stored.analysis_id,
    ranking: await Promise.all(
      stored.ranking.map(async ({ preview_key, ...r }) => ({
        ...r,
        preview: await fileUrl(app, preview_key),
      })),
    ),
    metrics: stored.metrics,
    segments: stored.segments,
    method: stored.method,
  };
}
