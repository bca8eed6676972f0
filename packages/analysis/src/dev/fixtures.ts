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
import type { MetricKey } from '../texts';
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
  const timeline = {} as Record<MetricKey, number[]>;
  for (const k of Object.keys(frames[0]!.metrics) as MetricKey[]) {
    timeline[k] = frames.map((f) => f.metrics[k].value);
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
      // as the server sends a creative without text: 0 for each element and a null range
      noticed_brand: 0,
      noticed_message: 0,
      noticed_cta: 0,
      intervals: { noticed_brand: null, noticed_message: null, noticed_cta: null },
    })),
  };
}

// ─── Comparison fixtures in the contract's newer shape (issue 14) ────────────────────────────
// The recorded comparison above predates the calibrated ranges; these add them as the server
// now sends them (ComparisonSegment.values[].intervals and .distinguishable, score_band).
const scoreBand = (score: number) => ({
  band: bandOf(score),
  thresholds: { ...DEFAULT_THRESHOLDS },
});
const range = (low: number, high: number) => ({ low, high });
/** The server's verdicts on a segment's element (apps/api segment-verdicts.ts), written out. */
const leads = (research_id: number, runner_up_id: number | null = null) => ({
  kind: 'leads',
  research_id,
  runner_up_id,
});
const SAME = { kind: 'indistinguishable', research_id: null, runner_up_id: null };
const NONE = { kind: 'none', research_id: null, runner_up_id: null };

/** The two banners compared, with ranges, «не различимы» for the students' brand, bands. */
/** The scores' 95 % ranges as the server gives them (sd 2 points: 59 and 53 are apart). */
const SCORE_RANGES: Record<number, { low: number; high: number; sd: number }> = {
  101: { low: 55.1, high: 62.9, sd: 2 },
  102: { low: 49.1, high: 56.9, sd: 2 },
};

export const COMPARISON_RESULT_RANGES = {
  ...COMPARISON_RESULT,
  ranking: COMPARISON_RESULT.ranking.map((e) => ({
    ...e,
    score_band: scoreBand(e.score),
    score_range: SCORE_RANGES[e.research_id],
  })),
  score_distinguishable: true,
  segments: [
    {
      segment_id: 1,
      name: 'Мамы',
      values: [
        {
          research_id: 101,
          noticed_brand: 0.9167,
          noticed_message: 0.25,
          noticed_cta: 0,
          uncertainty: 0.2217,
          intervals: {
            noticed_brand: range(0.74, 0.98),
            noticed_message: range(0.1, 0.47),
            noticed_cta: null,
          },
        },
        {
          research_id: 102,
          noticed_brand: 0.5833,
          noticed_message: 0,
          noticed_cta: 0,
          uncertainty: 0.2436,
          intervals: { noticed_brand: range(0.36, 0.78), noticed_message: null, noticed_cta: null },
        },
      ],
      distinguishable: { noticed_brand: true, noticed_message: true, noticed_cta: false },
      // Б has no headline: А alone is noticed for it
      verdicts: { noticed_brand: leads(101, 102), noticed_message: leads(101), noticed_cta: NONE },
    },
    {
      segment_id: 2,
      name: 'Студенты',
      values: [
        {
          research_id: 101,
          noticed_brand: 0.6667,
          noticed_message: 0.5,
          noticed_cta: 0,
          uncertainty: 0.2462,
          intervals: {
            noticed_brand: range(0.45, 0.83),
            noticed_message: range(0.3, 0.7),
            noticed_cta: null,
          },
        },
        {
          research_id: 102,
          noticed_brand: 0.5833,
          noticed_message: 0,
          noticed_cta: 0,
          uncertainty: 0.2436,
          intervals: { noticed_brand: range(0.37, 0.77), noticed_message: null, noticed_cta: null },
        },
      ],
      distinguishable: { noticed_brand: false, noticed_message: true, noticed_cta: false },
      verdicts: { noticed_brand: SAME, noticed_message: leads(101), noticed_cta: NONE },
    },
  ],
  method: {
    ...COMPARISON_RESULT.method,
    note:
      'Креативы ранжированы по каждой метрике (средней по кадрам) и по общей оценке для цели; ' +
      'доли заметивших даны с диапазоном из сверки модели с записями движения глаз.',
  },
} as unknown as ComparisonResult;

/** A two-page PDF booklet (the second banner, then the first) as one research's result. */
export function bookletResult(analysisId = 102): ResearchResult {
  const frames = [RESEARCH_RESULT_B.frames[0]!, RESEARCH_RESULT.frames[0]!].map((f, i) => ({
    ...f,
    index: i,
    page: i + 1,
    time: null,
  }));
  // its best-scored page, as the server names it: the first banner's 59 against the second's 53
  return { ...RESEARCH_RESULT_B, analysis_id: analysisId, frames, key_frame_index: 1 };
}

const FIVE = [
  { id: 301, name: 'Баннер «Скидка 30 %»', score: 74 },
  { id: 302, name: 'Баннер «Новая коллекция»', score: 61 },
  { id: 303, name: 'Буклет «Осень»', score: 58 },
  { id: 304, name: 'Пост «Распродажа»', score: 42 },
  { id: 305, name: 'Сторис «Только сегодня»', score: 31 },
] as const;
const METRIC_ORDER = [
  'focus',
  'clarity',
  'cognitive_load',
  'text_coverage',
  'legibility',
  'colourfulness',
  'brightness',
  'contrast',
  'score',
] as const;

/**
 * The best on each metric as the server names it for these values (apps/api metric-best.ts): a
 * lead of 10 points or more on a metric with a direction, none on focus, clarity, brightness and
 * the share of text.
 */
const FIVE_BEST: Record<(typeof METRIC_ORDER)[number], number | null> = {
  focus: null,
  clarity: null,
  cognitive_load: 304,
  text_coverage: null,
  legibility: 305,
  colourfulness: 304,
  brightness: null,
  contrast: 303,
  score: 301,
};

/** Five variants (letters in the picked order 301…305), one segment with ranges. */
export function fiveVariantComparison(): ComparisonResult {
  const valueOf = (metric: string, i: number, score: number) =>
    metric === 'score' ? score : Math.round((37 * (i + 1) + metric.length * 11) % 100);
  const metrics = METRIC_ORDER.map((metric) => {
    const values = FIVE.map((v, i) => ({ research_id: v.id, value: valueOf(metric, i, v.score) }));
    const lowerBetter = metric === 'cognitive_load';
    values.sort((a, b) => (lowerBetter ? a.value - b.value : b.value - a.value));
    return {
      metric,
      best: FIVE_BEST[metric],
      // as the server sends it (apps/api MAP_PROPERTIES)
      map_property: metric === 'focus' || metric === 'clarity',
      values: values.map((v, i) => ({ ...v, rank: i + 1 })),
    };
  });
  const shares = [
    [0.62, 0.55, 0.8],
    [0.41, 0.5, 0.35],
    [0.3, 0.48, null],
    [0.22, 0.2, 0.3],
    [0.1, 0.15, 0.12],
  ] as const;
  return {
    type: 'comparison',
    analysis_id: 310,
    ranking: FIVE.map((v, i) => ({
      research_id: v.id,
      name: v.name,
      preview: null,
      rank: i + 1,
      score: v.score,
      score_band: scoreBand(v.score),
    })),
    metrics,
    segments: [
      {
        segment_id: 0,
        name: 'Широкая аудитория',
        values: FIVE.map((v, i) => {
          const [brand, message, cta] = shares[i]!;
          const around = (s: number | null) =>
            s === null ? null : range(Math.max(0, s - 0.12), Math.min(1, s + 0.12));
          return {
            research_id: v.id,
            noticed_brand: brand,
            noticed_message: message,
            noticed_cta: cta ?? 0,
            uncertainty: 0.2,
            intervals: {
              noticed_brand: around(brand),
              noticed_message: around(message),
              noticed_cta: around(cta),
            },
          };
        }),
        distinguishable: { noticed_brand: true, noticed_message: false, noticed_cta: true },
        verdicts: {
          noticed_brand: leads(301, 302),
          noticed_message: SAME,
          noticed_cta: leads(301, 302),
        },
      },
    ],
    method: COMPARISON_RESULT_RANGES.method,
  } as unknown as ComparisonResult;
}

/** Research results for the five variants (the two banners in turn; the third a booklet). */
export function fiveVariantResults(): Record<number, ResearchResult> {
  return Object.fromEntries(
    FIVE.map((v, i) => [
      v.id,
      i === 2
        ? bookletResult(v.id)
        : { ...(i % 2 ? RESEARCH_RESULT_B : RESEARCH_RESULT), analysis_id: v.id },
    ]),
  );
}

/**
 * The noticed shares of a lab comparison as the server sent them before the ranges (recorded by
 * apps/web/e2e/comparison.spec.ts: a banner against a two-page booklet, the general audience):
 * no brand in a lab, so every brand share is 0; the chart drew no bar for them.
 */
export const LAB_COMPARISON_RECORDED = {
  ...COMPARISON_RESULT,
  segments: [
    {
      segment_id: 0,
      name: 'Широкая аудитория',
      values: [
        {
          research_id: 101,
          noticed_brand: 0,
          noticed_message: 0.1,
          noticed_cta: 0.85,
          uncertainty: 0.154,
        },
        {
          research_id: 102,
          noticed_brand: 0,
          noticed_message: 0.25,
          noticed_cta: 0.85,
          uncertainty: 0.1784,
        },
      ],
      // judged on their `uncertainty` (no ranges then): no share leads beyond it
      verdicts: { noticed_brand: SAME, noticed_message: SAME, noticed_cta: SAME },
    },
    {
      // photos without text: nothing to notice but a 0 for every measure
      segment_id: 1,
      name: 'Фото без текста',
      values: [101, 102].map((research_id) => ({
        research_id,
        noticed_brand: 0,
        noticed_message: 0,
        noticed_cta: 0,
        uncertainty: 0.08,
      })),
      verdicts: { noticed_brand: SAME, noticed_message: SAME, noticed_cta: SAME },
    },
  ],
} as unknown as ComparisonResult;

/**
 * The same comparison where the scores are 59 and 57 with wider ranges: first place is within
 * the uncertainty of the second (the server's `score_distinguishable: false`), so nobody wins.
 */
export const COMPARISON_RESULT_WITHIN_ERROR = {
  ...COMPARISON_RESULT_RANGES,
  ranking: COMPARISON_RESULT_RANGES.ranking.map((e, i) => ({
    ...e,
    score: i === 0 ? 59 : 57,
    score_band: scoreBand(i === 0 ? 59 : 57),
    score_range: i === 0 ? { low: 52.1, high: 66.2, sd: 3.6 } : { low: 50.3, high: 63.7, sd: 3.4 },
  })),
  score_distinguishable: false,
  // within the uncertainty, the server names no best score (apps/api metric-best.ts)
  metrics: COMPARISON_RESULT_RANGES.metrics.map((m) =>
    m.metric === 'score' ? { ...m, best: null } : m,
  ),
} as unknown as ComparisonResult;

/**
 * The comparison with ranges where А (101) was scored for awareness in a social feed and Б (102)
 * for conversion on a banner: the server says the scores do not compare (`score_comparable`)
 * and names no best score, though the scores are apart beyond their uncertainty.
 */
export const COMPARISON_RESULT_OTHER_GOALS = {
  ...COMPARISON_RESULT_RANGES,
  ranking: COMPARISON_RESULT_RANGES.ranking.map((e) => ({
    ...e,
    ...(e.research_id === 101
      ? { goal: 'awareness', placement: 'social_feed' }
      : { goal: 'conversion', placement: 'banner' }),
  })),
  score_comparable: false,
  metrics: COMPARISON_RESULT_RANGES.metrics.map((m) =>
    m.metric === 'score' ? { ...m, best: null } : m,
  ),
} as unknown as ComparisonResult;

/**
 * The comparison with ranges where variant Б's research predates the metrics' version (its
 * `metrics_version` null): the page warns that its numbers may not compare.
 */
export function comparisonOfOtherVersions(): ComparisonResult {
  const r = COMPARISON_RESULT_RANGES as ComparisonResult;
  const model = r.method.model_version;
  return {
    ...r,
    method: { ...r.method, metrics_version: 'kreolab-metrics-2' },
    ranking: r.ranking.map((e) => ({
      ...e,
      model_version: model,
      metrics_version: e.research_id === 102 ? null : 'kreolab-metrics-2',
    })),
  };
}
