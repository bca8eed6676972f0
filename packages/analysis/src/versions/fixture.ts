// A version difference for stories and tests, made from the two recorded engine results
// (src/fixtures: banner B as version 1, banner A as version 2), as the API computes it:
// each attention grid as shares of 1, newer minus older.
import type { ResearchResult, VersionDiff } from '@kreolab/api-client';
import { RESEARCH_RESULT, RESEARCH_RESULT_B } from '../dev/fixtures';
import { METRIC_KEYS, type MetricKey } from '../texts';

const shares = (values: number[]) => {
  const sum = values.reduce((s, v) => s + Math.max(0, v), 0) || 1;
  return values.map((v) => Math.max(0, v) / sum);
};

/**
 * What the server's rule (apps/api `metricChange`) says of these two results' metrics: score
 * 53 → 59 and legibility 72 → 95 better; cognitive load 15 → 28, colourfulness 80 → 64 and
 * contrast 44 → 42 worse; focus (no change), clarity (a property of the map), text coverage and
 * brightness (no direction) neutral.
 */
const CHANGES: Record<MetricKey, VersionDiff['metrics'][number]['change']> = {
  score: 'better',
  focus: 'neutral',
  clarity: 'neutral',
  cognitive_load: 'worse',
  text_coverage: 'neutral',
  legibility: 'better',
  colourfulness: 'worse',
  brightness: 'neutral',
  contrast: 'worse',
};

export function versionDiffFixture(verdict?: string): VersionDiff {
  const older = RESEARCH_RESULT_B.frames[0]!;
  const newer = RESEARCH_RESULT.frames[0]!;
  const a = shares(older.attention.grid.values);
  const b = shares(newer.attention.grid.values);
  return {
    creative_id: 11,
    from_version: 1,
    to_version: 2,
    to_frame_index: 1,
    grid: { ...newer.attention.grid, values: b.map((v, i) => +(v - a[i]!).toFixed(6)) },
    metrics: METRIC_KEYS.map((key) => {
      const from = +older.metrics[key].value.toFixed(1);
      const to = +newer.metrics[key].value.toFixed(1);
      return { key, from, to, delta: +(to - from).toFixed(1), change: CHANGES[key] };
    }),
    regions: [
      {
        kind: 'text',
        role: 'cta',
        label: 'Призыв: «Купить»',
        status: 'matched',
        from_share: 0.126,
        to_share: 0.2162,
        delta: 0.0902,
      },
      {
        kind: 'object',
        role: 'other',
        label: 'Объект',
        status: 'matched',
        from_share: 0.219,
        to_share: 0.0342,
        delta: -0.1848,
      },
      {
        kind: 'text',
        role: 'other',
        label: 'Текст: «Скидка 30 %»',
        status: 'appeared',
        from_share: null,
        to_share: 0.1891,
        delta: 0.1891,
      },
    ],
    better_version: 2,
    verdict:
      verdict ??
      'Версия 2 сильнее: внимание к призыву выросло с 12,6 до 21,6 %, к бренду почти не изменилось.',
  };
}

/** The two versions as one research result with its version difference. */
export function versionsResult(): ResearchResult {
  return {
    ...RESEARCH_RESULT,
    // one file at two versions, as the API gives them
    frames: [
      { ...RESEARCH_RESULT_B.frames[0]!, index: 0, creative_id: 11, creative_version: 1 },
      { ...RESEARCH_RESULT.frames[0]!, index: 1, creative_id: 11, creative_version: 2 },
    ],
    version_diff: versionDiffFixture(),
  };
}
