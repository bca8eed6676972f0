import { describe, expect, it } from 'vitest';
import { metricBest, metricChange } from '../src/analyses/metric-best';

// The best variant on a comparison's metric, decided once for the page and the PDF report
// (`ComparisonMetric.best`).
describe('metricBest', () => {
  const of = (metric: string, a: number, b: number, better?: 'higher' | 'lower' | 'none') => {
    const lower = (better ?? (metric === 'cognitive_load' ? 'lower' : 'higher')) === 'lower';
    const values = [
      { research_id: 1, value: a },
      { research_id: 2, value: b },
    ].sort((x, y) => (lower ? x.value - y.value : y.value - x.value));
    return {
      metric: metric as never,
      ...(better ? { better } : {}),
      values: values.map((v, i) => ({ ...v, rank: i + 1 })),
    };
  };

  it('names the sole first place only when it leads by 10 points or more, in shown points', () => {
    expect(metricBest(of('legibility', 95, 72))).toBe(1);
    expect(metricBest(of('contrast', 44, 42))).toBeNull();
    expect(metricBest(of('contrast', 52, 42))).toBe(1);
    // 51.6 against 42.4 is shown as 52 against 42: ten points apart
    expect(metricBest(of('contrast', 51.6, 42.4))).toBe(1);
    expect(metricBest(of('contrast', 51.4, 42.4))).toBeNull();
    // lower is better: the lower load leads
    expect(metricBest(of('cognitive_load', 28, 15))).toBe(2);
  });

  it('names none on a metric without a direction, unless the result gives it one', () => {
    expect(metricBest(of('brightness', 85, 21))).toBeNull();
    expect(metricBest(of('text_coverage', 30, 2))).toBeNull();
    expect(metricBest(of('brightness', 85, 21, 'higher'))).toBe(1);
  });

  it('names none on the properties of the predicted map', () => {
    expect(metricBest(of('focus', 92, 40))).toBeNull();
    expect(metricBest(of('clarity', 54, 37))).toBeNull();
  });

  it('names none on a shared first place or with one variant', () => {
    const tie = of('legibility', 90, 70);
    expect(metricBest({ ...tie, values: tie.values.map((v) => ({ ...v, rank: 1 })) })).toBeNull();
    expect(metricBest({ ...tie, values: tie.values.slice(0, 1) })).toBeNull();
  });

  it('names the best overall score only beyond the uncertainty, at any lead', () => {
    expect(metricBest(of('score', 59, 57), true)).toBe(1);
    expect(metricBest(of('score', 74, 61), false)).toBeNull();
    // results stored before the scores had ranges: the first place, as the page named it then
    expect(metricBest(of('score', 59, 57))).toBe(1);
  });
});

// How a change between two versions reads (`VersionDiff.metrics[].change`), decided once for
// the «Версии» tab and the report.
describe('metricChange', () => {
  it('reads the change as shown, whole, by the metric direction', () => {
    expect(metricChange('legibility', 72, 95)).toBe('better');
    expect(metricChange('score', 59, 53)).toBe('worse');
    // less cognitive load is better
    expect(metricChange('cognitive_load', 28, 15)).toBe('better');
    expect(metricChange('cognitive_load', 15, 28)).toBe('worse');
    // 35.6 → 36.4 is shown 36 → 36: no change; 10.4 → 10.6 is shown 10 → 11: one point up
    expect(metricChange('contrast', 35.6, 36.4)).toBe('neutral');
    expect(metricChange('contrast', 10.4, 10.6)).toBe('better');
  });

  it('calls neither way a metric without a direction or a property of the map', () => {
    for (const metric of ['brightness', 'text_coverage', 'focus', 'clarity'])
      for (const [from, to] of [
        [20, 80],
        [80, 20],
      ])
        expect(metricChange(metric, from!, to!), `${metric} ${from} → ${to}`).toBe('neutral');
  });
});
