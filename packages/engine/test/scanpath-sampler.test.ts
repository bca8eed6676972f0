import { describe, expect, it } from 'vitest';
import { hashSeed, mulberry32 } from '../src/random';
import { sampleScanpath, type ScanpathParams, UNFITTED_PARAMS } from '../src/viewers/scanpath';

/**
 * The sampler draws a next fixation by rejection from the map (src/viewers/scanpath.ts); these
 * tests hold it to the exact distribution of the model — the first fixations' cells computed by
 * summing over every cell — within the sampling noise of many paths.
 */
function exactModel(d: Float32Array, w: number, h: number, p: ScanpathParams) {
  const side = Math.max(w, h);
  const pow = Array.from(d, (v) => v ** p.mapGamma);
  const xy = (i: number) => [i % w, Math.floor(i / w)] as const;
  const dist = (a: number, b: number) => {
    const [x0, y0] = xy(a);
    const [x1, y1] = xy(b);
    return Math.hypot(x1 - x0, y1 - y0) / side;
  };
  const r2 = (p.iorRadius * side) ** 2;
  const reach = Math.ceil(Math.sqrt(2 * r2 * Math.log(1e4)));
  const s2 = ((p.startIorRadius ?? 0.15) * side) ** 2;
  const ior = (f: number, i: number) => {
    const [fx, fy] = xy(f);
    const [x, y] = xy(i);
    const near = Math.abs(x - fx) <= reach && Math.abs(y - fy) <= reach;
    return near ? 1 - p.iorStrength * Math.exp(-((x - fx) ** 2 + (y - fy) ** 2) / (2 * r2)) : 1;
  };
  const startIor = (f: number, i: number) => {
    const [fx, fy] = xy(f);
    const [x, y] = xy(i);
    return 1 - (p.startIorStrength ?? 0) * Math.exp(-((x - fx) ** 2 + (y - fy) ** 2) / (2 * s2));
  };
  const norm = (a: number[]) => {
    const z = a.reduce((s, v) => s + v, 0);
    return a.map((v) => v / z);
  };
  const centre = Math.floor(h / 2) * w + Math.floor(w / 2);
  return {
    first: norm(pow.map((v, i) => v * Math.exp(-dist(centre, i) / p.firstScale))),
    /** The next fixation's cells after the cells `path` (in viewing order). */
    next: (path: number[]) =>
      norm(
        pow.map(
          (v, i) =>
            v *
            Math.exp(-dist(path[path.length - 1]!, i) / p.saccadeScale) *
            startIor(path[0]!, i) *
            path.reduce((a, f) => a * ior(f, i), 1),
        ),
      ),
  };
}

/** The second fixation's cells, summing over every first. */
function exactSecond(d: Float32Array, w: number, h: number, p: ScanpathParams): Float64Array {
  const { first, next } = exactModel(d, w, h, p);
  const out = new Float64Array(w * h);
  first.forEach((p1, f1) => next([f1]).forEach((p2, i) => (out[i]! += p1 * p2)));
  return out;
}

/**
 * The third fixation's cells, summing over every first and second: inhibition of return around
 * both and the starting point's own inhibition around the first, as the sampler defines them.
 */
function exactThird(d: Float32Array, w: number, h: number, p: ScanpathParams): Float64Array {
  const { first, next } = exactModel(d, w, h, p);
  const out = new Float64Array(w * h);
  first.forEach((p1, f1) =>
    next([f1]).forEach((p2, f2) => next([f1, f2]).forEach((p3, i) => (out[i]! += p1 * p2 * p3))),
  );
  return out;
}

function empiricalSecond(
  d: Float32Array,
  w: number,
  h: number,
  p: ScanpathParams,
  n: number,
  which = 1,
  durationMs = 1600,
) {
  const map = { w, h, d };
  const out = new Float64Array(w * h);
  for (let k = 0; k < n; k++) {
    const path = sampleScanpath(map, mulberry32(hashSeed('sampler-test', k)), {
      // long enough for two fixations (a fixation lasts at most 1.5 s), short enough to stay quick
      durationMs,
      params: p,
    });
    const f = path[which]!;
    out[Math.floor(f.y * h) * w + Math.floor(f.x * w)]! += 1 / n;
  }
  return out;
}

const totalVariation = (a: Float64Array, b: Float64Array) =>
  a.reduce((s, v, i) => s + Math.abs(v - b[i]!), 0) / 2;

describe('scanpath sampler', () => {
  const w = 8;
  const h = 6;
  const d = new Float32Array(w * h);
  for (let i = 0; i < d.length; i++) d[i] = 0.2 + ((i * 7919) % 13) / 13;
  d[1 * w + 1] = 6;
  d[4 * w + 6] = 4;

  it('draws the second fixation from the exact distribution (inhibition of return on)', () => {
    const p = { ...UNFITTED_PARAMS, iorRadius: 0.12, iorStrength: 0.9, mapGamma: 1.5 };
    const tv = totalVariation(exactSecond(d, w, h, p), empiricalSecond(d, w, h, p, 20000));
    // 48 cells and 20 000 paths: sampling noise alone gives a distance of about 0.02
    expect(tv).toBeLessThan(0.035);
  });

  it('stays exact when saccades are so short that most proposals are refused (the exact scan takes over)', () => {
    const p = { ...UNFITTED_PARAMS, saccadeScale: 0.03, iorStrength: 0.5, iorRadius: 0.2 };
    const tv = totalVariation(exactSecond(d, w, h, p), empiricalSecond(d, w, h, p, 20000));
    expect(tv).toBeLessThan(0.035);
  });

  it('draws the third fixation exactly too, with the starting point inhibited and the exact scan taking over', () => {
    // the exact scan keeps the inhibition of every cell from the first scan of a path on; the
    // third fixation is the first that needs it brought up to date
    const p = {
      ...UNFITTED_PARAMS,
      saccadeScale: 0.03,
      iorStrength: 0.99,
      iorRadius: 0.1,
      startIorStrength: 0.99,
      startIorRadius: 0.15,
      durMedianMs: 100,
      durSigma: 0.01,
      gapMs: 0,
    };
    const tv = totalVariation(exactThird(d, w, h, p), empiricalSecond(d, w, h, p, 20000, 2, 350));
    expect(tv).toBeLessThan(0.035);
  });

  it('detects a wrong distribution (the check can fail)', () => {
    const p = { ...UNFITTED_PARAMS, iorRadius: 0.12, iorStrength: 0.9 };
    const other = { ...p, saccadeScale: 0.1 };
    const tv = totalVariation(exactSecond(d, w, h, other), empiricalSecond(d, w, h, p, 20000));
    expect(tv).toBeGreaterThan(0.05);
  });
});
