// Recorded engine results (src/fixtures, see scripts/record-fixtures.mjs) typed as the
// contract's shapes, plus builders for the other objects pages read.
import type {
  Analysis,
  ComparisonResult,
  FeedbackItem,
  Lab,
  Profile,
  ResearchResult,
} from '@kreolab/api-client';
import comparisonJson from '../fixtures/comparison-result.json';
import feedbackJson from '../fixtures/feedback.json';
import researchBJson from '../fixtures/research-result-b.json';
import researchJson from '../fixtures/research-result.json';
import { bandOf, DEFAULT_THRESHOLDS } from '../result/contract';
import type { ResearchResultData } from '../result/ResearchResultView';

export const RESEARCH_RESULT = researchJson as unknown as ResearchResult;
export const RESEARCH_RESULT_B = researchBJson as unknown as ResearchResult;
export const COMPARISON_RESULT = comparisonJson as unknown as ComparisonResult;
export const FEEDBACK_ITEMS = feedbackJson as unknown as FeedbackItem[];

/** Both banners as two frames of one creative (like a split video), with the timeline. */
export function videoResult(): ResearchResultData {
  const frames = [RESEARCH_RESULT.frames[0]!, RESEARCH_RESULT_B.frames[0]!].map((f, i) => ({
    ...f,
    index: i,
    time: i * 1.5,
    regions: f.regions.map((r) => ({ ...r, id: `${r.id}-${i}` })),
  }));
  const timeline: Record<string, number[]> = {};
  for (const k of Object.keys(frames[0]!.metrics)) {
    timeline[k] = frames.map((f) => f.metrics[k as keyof typeof f.metrics].value);
  }
  return { ...RESEARCH_RESULT, frames, timeline };
}

export function analysisOf(partial: Partial<Analysis> & { id: number }): Analysis {
  return {
    type: 'research',
    name: `Исследование ${partial.id}`,
    status: 'draft',
    saved: false,
    lab_id: 3,
    brief_id: null,
    creative_ids: [],
    research_ids: [],
    settings: null,
    created_at: '2025-03-02T10:00:00Z',
    updated_at: '2025-03-02T10:00:00Z',
    preview: null,
    ...partial,
  };
}

export function profileOf(partial: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    first_name: 'Анна',
    last_name: 'Иванова',
    middle_name: '',
    email: 'anna@example.ru',
    phone: '',
    is_main_email: true,
    work_place: '',
    position: '',
    skills: [],
    researches: 0,
    comparisons: 0,
    disk_used: 0,
    hint_comparison_create: false,
    hint_research_create: false,
    hint_research_before_save: false,
    hint_research_after_save: false,
    tariff: null,
    ...partial,
  };
}

export function labOf(partial: Partial<Lab> & { id: number }): Lab {
  return {
    name: `Лаборатория ${partial.id}`,
    created_at: '2025-03-01T10:00:00Z',
    analyzes: [],
    ...partial,
  };
}

/**
 * A recorded result with the fields agreed in /work/coord/CONTRACT.md that the recordings
 * predate: each region's range of people who will see it, each segment's ranges and brand
 * text, and the score's band. The ranges here are plausible numbers for the page, not the
 * engine's calibration.
 */
export function withContractFields(result: ResearchResult = RESEARCH_RESULT): ResearchResultData {
  const around = (p: number | null, half: number) =>
    p === null ? null : { low: Math.max(0, p - half), high: Math.min(1, p + half) };
  return {
    ...result,
    frames: result.frames.map((f) => ({
      ...f,
      regions: f.regions.map((r) => ({ ...r, seen_interval: around(r.seen_probability, 0.11)! })),
    })),
    segments: result.segments.map((s) => ({
      ...s,
      brand_text: 'Креолаб',
      intervals: {
        noticed_brand: around(s.noticed_brand, 0.12),
        noticed_message: around(s.noticed_message, 0.14),
        noticed_cta: around(s.noticed_cta, 0.1),
      },
    })),
    score_band: {
      band: bandOf(result.frames[0]!.metrics.score.value),
      thresholds: { ...DEFAULT_THRESHOLDS },
    },
  };
}

/** A three-page PDF: the two banners and the first again, with the timeline. */
export function pdfResult(): ResearchResultData {
  const sources = [
    RESEARCH_RESULT.frames[0]!,
    RESEARCH_RESULT_B.frames[0]!,
    RESEARCH_RESULT.frames[0]!,
  ];
  const frames = sources.map((f, i) => ({
    ...f,
    index: i,
    page: i + 1,
    time: null,
    regions: f.regions.map((r) => ({ ...r, id: `${r.id}-p${i}` })),
  }));
  const base = withContractFields(RESEARCH_RESULT);
  const timeline: Record<string, number[]> = {};
  for (const k of Object.keys(frames[0]!.metrics)) {
    timeline[k] = frames.map((f) => f.metrics[k as keyof typeof f.metrics].value);
  }
  return { ...base, frames, timeline };
}

/** A creative on which the engine found no text: no text regions, no brand to match. */
export function noTextResult(): ResearchResultData {
  const base = withContractFields(RESEARCH_RESULT);
  return {
    ...base,
    frames: base.frames.map((f) => ({ ...f, regions: f.regions.filter((r) => r.kind !== 'text') })),
    segments: base.segments.map((s) => ({
      ...s,
      brand_text: null,
      noticed_brand: null as unknown as number,
      noticed_message: null as unknown as number,
      intervals: { noticed_brand: null, noticed_message: null, noticed_cta: null },
    })),
  };
}
