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
  type MetricKey = keyof (typeof frames)[number]['metrics'];
  const timeline = {} as Record<MetricKey, number[]>;
  for (const k of Object.keys(frames[0]!.metrics) as MetricKey[]) {
    timeline[k] = frames.map((f) => f.metrics[k].value);
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
