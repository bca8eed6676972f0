import type { components } from '@kreolab/api-spec';
import type { Analysis } from '../db/schema';
import type { EngineSegmentStats, KeyFrame } from './assemble';
import type { StoredContextResult } from './context';

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

/**
 * The stored research: the contract's result with stored frames, and what feedback reuses.
 * `score_band` is not stored: it follows from the key frame's score when served.
 */
export type StoredResearchJson = Omit<
  Schemas['ResearchResult'],
  'frames' | 'findings' | 'score_band' | 'context'
> & {
  context?: StoredContextResult | null;
  frames: StoredFrameJson[];
  findings: Schemas['Finding'][];
  key_frame: KeyFrame;
  engine_segments: EngineSegmentStats[];
};

/** A variant's frame in a stored comparison: storage keys until served. */
export interface StoredComparisonFrame {
  index: number;
  image_key: string;
  heatmap_key: string | null;
  page: number | null;
  time: number | null;
}

/**
 * The stored comparison: the contract's result; previews and frames are storage keys until
 * served, `score_band` follows from the score and the segments' `verdicts` from their shares.
 * Comparisons made before frames were kept have none.
 */
export type StoredComparisonJson = Omit<Schemas['ComparisonResult'], 'ranking' | 'segments'> & {
  ranking: (Omit<EntryJson, 'preview' | 'frames' | 'score_band'> & {
    preview_key: string | null;
    frames?: StoredComparisonFrame[];
  })[];
  /** The segments without `verdicts`, which follow from them at every read. */
  segments: Omit<Schemas['ComparisonSegment'], 'verdicts'>[];
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
