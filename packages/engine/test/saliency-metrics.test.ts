import { describe, expect, it } from 'vitest';
import type { FMap } from '../src/maps';
import { fixationDensity } from '../src/eval/crossval';
import { aucJudd, cc, kld, nss, rocAuc, sAuc, sim } from '../src/metrics/saliency';

const map = (w: number, h: number, d: number[]): FMap => ({ w, h, d: Float32Array.from(d) });

describe('NSS', () => {
  // mean 1, sample std 2 → z at the peak is (4 − 1) / 2
  const m = map(2, 2, [0, 0, 0, 4]);
  it('is the z-score at the fixation', () => {
    expect(nss(m, [{ x: 1, y: 1 }])).toBeCloseTo(1.5, 6);
    expect(nss(m, [{ x: 0, y: 0 }])).toBeCloseTo(-0.5, 6);
    expect(
      nss(m, [
        { x: 1, y: 1 },
        { x: 0, y: 0 },
      ]),
    ).toBeCloseTo(0.5, 6);
  });
  it('is 0 for a flat map', () => expect(nss(map(2, 1, [3, 3]), [{ x: 0, y: 0 }])).toBe(0));
});

describe('AUC-Judd', () => {
  const m = map(4, 1, [0.1, 0.2, 0.3, 0.4]);
  it('is 1 when the fixation is on the maximum', () =>
    expect(aucJudd(m, [{ x: 3, y: 0 }])).toBeCloseTo(1, 6));
  it('is 0.5 when the fixation is on the minimum', () =>
    expect(aucJudd(m, [{ x: 0, y: 0 }])).toBeCloseTo(0.5, 6));
  it('matches the hand-computed curve for two fixations', () => {
    // thresholds 0.4, 0.2 → (fp, tp) = (0, 0.5), (0.5, 1) → area 0.375 + 0.5
    expect(
      aucJudd(m, [
        { x: 3, y: 0 },
        { x: 1, y: 0 },
      ]),
    ).toBeCloseTo(0.875, 6);
  });
});

describe('ROC AUC and shuffled AUC', () => {
  it('counts pairs, ties as half', () => {
    expect(rocAuc([3], [1, 2])).toBe(1);
    expect(rocAuc([1], [1])).toBe(0.5);
    expect(rocAuc([1, 3], [2])).toBe(0.5);
    expect(rocAuc([0], [1, 2])).toBe(0);
  });
  it('uses other images’ fixations as negatives', () => {
    const m = map(3, 1, [0, 1, 2]);
    expect(
      sAuc(
        m,
        [{ x: 2, y: 0 }],
        [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
        ],
      ),
    ).toBe(1);
    // a pure centre map scores 0.5 when the negatives are at the same place
    expect(sAuc(m, [{ x: 1, y: 0 }], [{ x: 1, y: 0 }])).toBe(0.5);
  });
});

describe('CC, KLD, SIM', () => {
  const a = map(2, 1, [1, 3]);
  it('CC is ±1 for (anti-)proportional maps', () => {
    expect(cc(a, map(2, 1, [2, 6]))).toBeCloseTo(1, 6);
    expect(cc(a, map(2, 1, [3, 1]))).toBeCloseTo(-1, 6);
  });
  it('KLD is 0 for equal distributions and ln 2 for a half-spread prediction', () => {
    expect(kld(a, map(2, 1, [2, 6]))).toBeCloseTo(0, 6);
    expect(kld(map(2, 1, [0.5, 0.5]), map(2, 1, [1, 0]))).toBeCloseTo(Math.LN2, 6);
  });
  it('SIM is the histogram intersection', () => {
    expect(sim(a, a)).toBeCloseTo(1, 6);
    expect(sim(map(2, 1, [1, 0]), map(2, 1, [0, 1]))).toBeCloseTo(0, 6);
    expect(sim(map(2, 1, [1, 1]), map(2, 1, [1, 0]))).toBeCloseTo(0.5, 6);
  });
});

describe("people's fixation density (the ground truth of CC, KLD, SIM and the people reference)", () => {
  it('counts fixations on 4-px cells, blurred by 1° (24 px at 800 px wide), outliers at the border', () => {
    const d = fixationDensity(
      [
        { x: 402, y: 301 },
        { x: 402, y: 301 },
        { x: -30, y: 650 },
      ],
      800,
      600,
    );
    expect([d.w, d.h]).toEqual([200, 150]);
    const at = (x: number, y: number) => d.d[y * d.w + x]!;
    // σ = 6 cells: the peak sits on the fixations' cell, and one σ away it is e^(−½) of the peak
    expect(at(100, 75)).toBeGreaterThan(at(99, 75));
    expect(at(106, 75) / at(100, 75)).toBeCloseTo(Math.exp(-0.5), 2);
    // the fixation off the frame counts in the bottom-left cell (one against the peak's two; the
    // clamped edges keep more of its blur there)
    expect(at(0, 149)).toBeGreaterThan(0);
    expect(at(0, 149) / at(100, 75)).toBeGreaterThan(0.5);
  });
});
