import { describe, expect, it } from 'vitest';
import { deriveFindings } from '../src/analyse/findings';
import { EXPLANATION_BANDS, METRIC_KEYS, type CreativeMetrics } from '../src/analyse/metrics';

/** Metrics at 50 (no finding of their own) but for `over`. */
const metrics = (over: Partial<Record<keyof CreativeMetrics, number>>) =>
  Object.fromEntries(
    METRIC_KEYS.map((k) => [k, { value: over[k] ?? 50, explanation: '' }]),
  ) as unknown as CreativeMetrics;
const texts = (over: Partial<Record<keyof CreativeMetrics, number>>) =>
  deriveFindings(metrics(over), []).map((f) => f.text);

describe('findings start where the explanations’ bands do', () => {
  const { low, high } = EXPLANATION_BANDS;
  it('focus: no clear accent below the low band, «находит главное» only in the high band', () => {
    for (let v = 0; v <= 100; v++) {
      const t = texts({ focus: v });
      expect(t.includes('У макета нет ясного акцента.'), `focus ${v}`).toBe(v < low);
      expect(t.includes('Взгляд сразу находит главное.'), `focus ${v}`).toBe(v >= high);
    }
    // the case seen on the page: 69 read «акцент выражен умеренно» beside «находит главное»
    expect(texts({ focus: 69 })).not.toContain('Взгляд сразу находит главное.');
  });

  it('legibility: «трудно прочитать» only in the low band, and never without text', () => {
    for (let v = 0; v <= 100; v++) {
      const hard = texts({ legibility: v }).some((x) => x.startsWith('Текст трудно прочитать'));
      expect(hard, `legibility ${v}`).toBe(v > 0 && v < low);
    }
  });

  it('cognitive load: «перегружен» from the high band on', () => {
    for (let v = 0; v <= 100; v++)
      expect(texts({ cognitive_load: v }).includes('Макет перегружен деталями.'), `load ${v}`).toBe(
        v >= high,
      );
  });
});
