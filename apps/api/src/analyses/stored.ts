import type { components } from '@kreolab/api-spec';
import type { Analysis } from '../db/schema';
import type { EngineSegmentStats, KeyFrame } from './assemble';

type Schemas = components['schemas'];
type FrameJson = Schemas['Frame'];
type EntryJson = Schemas['ComparisonEntry'];

/** A result frame as stored: the contract's frame with storage keys where it has URLs. */
export type StoredFrameJson = Omit<FrameJson, 'image_url' | 'attention'> & {
  image_key: string;
  attention: Omit<FrameJson['attention'], 'heatmap_url' | 'fog_url'> & {
    heatmap_key: string | null;
    fog_key: string | null;
  };
};

/** The stored research: the contract's result with stored frames, and what feedback reuses. */
export type StoredResearchJson = Omit<Schemas['ResearchResult'], 'frames' | 'findings'> & {
  frames: StoredFrameJson[];
  findings: Schemas['Finding'][];
  timeline?: Record<string, number[]>;
  key_frame: KeyFrame;
  engine_segments: EngineSegmentStats[];
};

/** The stored comparison: the contract's result; previews are storage keys until served. */
export type StoredComparisonJson = Omit<Schemas['ComparisonResult'], 'ranking'> & {
  ranking: (Omit<EntryJson, 'preview'> & { preview_key: string | null })[];
};

export type StoredResult = StoredResearchJson | StoredComparisonJson;

/**
 * The one place `analyses.result` is read as a result of one type: only `assemble` writes the
 * column, and a row is never read here before it is done, so a mismatch is a bug, not bad input.
 */
export function researchResultOf(a: Analysis): StoredResearchJson {
  if (a.type !== 'research' || !a.result)
    throw new Error(`analysis ${a.id} has no research result`);
  return a.result as StoredResearchJson;
}

export function comparisonResultOf(a: Analysis): StoredComparisonJson {
  if (a.result?.type !== 'comparison') throw new Error(`analysis ${a.id} has no comparison result`);
  return a.result;
}
