import type { components } from '@kreolab/api-spec';
import type { FastifyInstance } from 'fastify';
import type { Analysis } from '../db/schema';
import { notFound, tooEarly } from '../errors';
import type { StoredResearchResult } from './assemble';
import { fileUrl } from './files';
import { isRunning } from './model';

export type AnalysisResultJson = components['schemas']['AnalysisResult'];
type ResearchResultJson = components['schemas']['ResearchResult'];
type ComparisonResultJson = components['schemas']['ComparisonResult'];

/** 425 while it runs; 404 when there is no result (a draft, a failed or canceled run). */
export function assertResult(a: Analysis): asserts a is Analysis & { result: object } {
  if (isRunning(a.status)) throw tooEarly('ANALYSIS_IN_PROGRESS', 'The analysis is still running');
  if (a.status !== 'done' || !a.result) throw notFound('The analysis has no result');
}

async function researchJson(
  app: FastifyInstance,
  stored: StoredResearchResult,
): Promise<ResearchResultJson> {
  const frames = await Promise.all(
    stored.frames.map(async (f) => {
      const { image_key, attention, ...rest } = f as Record<string, unknown> & {
        image_key: string;
        attention: { heatmap_key: string | null; fog_key: string | null; grid: unknown };
      };
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
    frames: frames as unknown as ResearchResultJson['frames'],
    segments: stored.segments as unknown as ResearchResultJson['segments'],
    findings: stored.findings as unknown as ResearchResultJson['findings'],
    method: stored.method,
  };
}

/** The stored result with signed URLs in place of storage keys, and nothing internal. */
export async function publicResult(app: FastifyInstance, a: Analysis): Promise<AnalysisResultJson> {
  assertResult(a);
  if (a.type === 'research') return researchJson(app, a.result as unknown as StoredResearchResult);
  type Entry = ComparisonResultJson['ranking'][number] & { preview_key?: string | null };
  const stored = a.result as unknown as Omit<ComparisonResultJson, 'ranking'> & {
    ranking: Entry[];
  };
  return {
    type: 'comparison',
    analysis_id: stored.analysis_id,
    ranking: await Promise.all(
      stored.ranking.map(async ({ preview_key, ...r }) => ({
        ...r,
        preview: await fileUrl(app, preview_key ?? null),
      })),
    ),
    metrics: stored.metrics,
    segments: stored.segments,
    method: stored.method,
  };
}
