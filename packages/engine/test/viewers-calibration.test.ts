import { describe, expect, it } from 'vitest';
import { compare } from '../src/analyse/compare';
import type { Region } from '../src/analyse/regions';
import type { AnalysisResult } from '../src/analyse';
import { METRIC_KEYS } from '../src/analyse/metrics';
import {
  eceFloor,
  fitCalibration,
  meanRanks,
  pooledKinds,
  pairedMargin,
  type Row,
  shippedScanpath,
  simulatePaths,
} from '../src/eval/calibration-fit';
import { scanpathStats } from '../src/eval/scanpath-stats';
import {
  calibrate,
  type Calibration,
  calibrationScores,
  distinguishable,
  fitLogistic,
  modelSpread,
  shareInterval,
  spreadAt,
  spearman,
} from '../src/viewers/calibration';
import { type ScanpathParams, UNFITTED_PARAMS } from '../src/viewers/scanpath';
import { mulberry32, normal } from '../src/random';
import { svgPng } from './svg-image';

const uniform = { w: 40, h: 30, d: new Float32Array(1200).fill(1 / 1200) };
const base: ScanpathParams = {
  ...UNFITTED_PARAMS,
  iorStrength: 0,
  saccadeScale: 0.1,
  firstScale: 0.1,
  durMedianMs: 200,
  durSigma: 0.5,
  gapMs: 100,
};

describe('scanpath statistics', () => {
  it('are computed as defined on a hand-made path', () => {
    // 800×600: saccades of 100, 20 and 300 px; the third fixation is 20 px from the second
    const p = [
      { x: 400, y: 300, dur: 100 },
      { x: 500, y: 300, dur: 200 },
      { x: 520, y: 300, dur: 300 },
      { x: 520, y: 0, dur: 400 },
    ];
    const s = scanpathStats([p, []], 800, 600);
    expect(s.saccadeMedianPx).toBe(100);
    expect(s.refixShare).toBeCloseTo(1 / 3, 6);
    expect(s.gridCells).toBe(2); // cells (2,1) and (2,0); the empty viewer does not count
    expect(s.firstCentrePx).toBe(0);
    // the later fixations lie 100, 120 and √(120² + 300²) ≈ 323 px from the centre
    expect(s.laterCentrePx).toBe(120);
    expect(s.durMedianMs).toBe(250);
    expect(s.fixations).toBe(4);
  });
});

describe('the sampler reproduces the statistics it is given', () => {
  const stats = (p: ScanpathParams) =>
    scanpathStats(simulatePaths(uniform, 800, 600, p, 300, 'test'), 800, 600);
  it('shorter saccade scale → shorter saccades and fewer grid cells', () => {
    const near = stats({ ...base, saccadeScale: 0.05 });
    const far = stats({ ...base, saccadeScale: 0.4 });
    expect(near.saccadeMedianPx).toBeLessThan(0.6 * far.saccadeMedianPx);
    expect(near.gridCells).toBeLessThan(far.gridCells);
  });
  it('inhibition of return lowers refixations', () => {
    expect(stats({ ...base, iorStrength: 0.95, iorRadius: 0.08 }).refixShare).toBeLessThan(
      0.5 * stats(base).refixShare,
    );
  });
  it('a smaller first-fixation scale starts viewers nearer the centre', () => {
    expect(stats({ ...base, firstScale: 0.05 }).firstCentrePx).toBeLessThan(
      0.7 * stats({ ...base, firstScale: 0.5 }).firstCentrePx,
    );
  });
  it('a sharper map keeps later fixations nearer its central peak', () => {
    // a map whose mass falls off from the centre; γ > 1 sharpens it, γ < 1 flattens it
    const d = new Float32Array(1200);
    for (let y = 0; y < 30; y++)
      for (let x = 0; x < 40; x++) d[y * 40 + x] = Math.exp(-((x - 20) ** 2 + (y - 15) ** 2) / 200);
    const peaked = { w: 40, h: 30, d };
    const later = (mapGamma: number) =>
      scanpathStats(simulatePaths(peaked, 800, 600, { ...base, mapGamma }, 300, 'test'), 800, 600)
        .laterCentrePx;
    expect(later(2)).toBeLessThan(0.8 * later(0.5));
  });
  it('inhibition of the starting point sends later fixations away from where viewers arrived', () => {
    // viewers arrive at the centre (a tight first-fixation scale); a strong, wide suppression
    // around that first fixation keeps the later ones further out than without it
    const start = { ...base, firstScale: 0.02 };
    const later = (startIorStrength: number) =>
      stats({ ...start, startIorStrength, startIorRadius: 0.15 }).laterCentrePx;
    expect(later(0.95)).toBeGreaterThan(1.15 * later(0));
    // and it leaves the sampler as it was when off
    expect(stats({ ...start, startIorStrength: 0 })).toEqual(stats(start));
  });
  it('durations are log-normal at the given median, and their number fills the viewing time', () => {
    const s = stats(base);
    expect(s.durMedianMs).toBeGreaterThan(185);
    expect(s.durMedianMs).toBeLessThan(215);
    // each fixation takes its mean duration, 200·e^(0.5²/2) = 227 ms, plus the 100 ms gap
    expect(s.fixations).toBeGreaterThan(3000 / 327);
    expect(s.fixations).toBeLessThan(3000 / 327 + 1.2);
  });
  it('ships the shape most folds chose (ties to the earlier fold) with the pacing of all people', () => {
    const a = { ...base, saccadeScale: 0.27, iorStrength: 0.4, mapGamma: 1.5 };
    const b = { ...base, saccadeScale: 0.18, iorStrength: 0, mapGamma: 1 };
    const timing = { durMedianMs: 185, durSigma: 0.56, gapMs: 124, startMs: 0 };
    // pacing differs per fold; only the shape decides
    const folds = [b, { ...a, gapMs: 130 }, a, { ...a, durMedianMs: 190 }, b];
    expect(shippedScanpath(folds, timing)).toEqual({ ...a, ...timing });
    expect(shippedScanpath([b, a], timing)).toEqual({ ...b, ...timing });
  });
  it('mean ranks follow viewing order', () => {
    const regions = [0, 1, 2].map((i) => ({
      id: `r${i}`,
      kind: 'custom' as const,
      bbox: { x: i * 300, y: 0, width: 100, height: 100 },
      text: '',
      attention_share: 0,
      seen_probability: 0,
      order: null,
      role: 'other' as const,
    }));
    const path = [
      { x: 650, y: 50, dur: 100 },
      { x: 50, y: 50, dur: 100 },
    ];
    expect(meanRanks(regions, [path], 800, 600).map((v) => (Number.isNaN(v) ? null : v))).toEqual([
      2,
      null,
      1,
    ]);
  });
});

describe('calibration and intervals', () => {
  it('the logistic fit recovers known coefficients', () => {
    const rnd = mulberry32(3);
    const rows = [];
    for (let i = 0; i < 4000; i++) {
      const sim = 0.02 + 0.96 * rnd();
      const area = 0.01 + 0.3 * rnd();
      const centre = rnd();
      const mass = 0.001 + 0.5 * rnd();
      const z = -0.5 + 0.8 * Math.log(sim / (1 - sim)) + 0.2 * Math.log(area) - 1 * centre;
      const p = 1 / (1 + Math.exp(-z));
      let k = 0;
      for (let j = 0; j < 15; j++) if (rnd() < p) k++;
      rows.push({ sim, area, centre, mass, people: k / 15, n: 15 });
    }
    const b = fitLogistic(rows, 1e-3);
    expect(b[0]).toBeCloseTo(-0.5, 0);
    expect(b[1]).toBeCloseTo(0.8, 1);
    expect(b[2]).toBeCloseTo(0, 1);
    expect(b[3]).toBeCloseTo(0.2, 1);
    expect(b[4]).toBeCloseTo(-1, 0);
    expect(b[5]).toBeCloseTo(0, 1);
  });
  it('the spread removes the sampling noise of the finite number of people', () => {
    // true shares 0.5 ± 0.1 (normal), observed through 15 people each
    const rnd = mulberry32(5);
    const rows = [];
    for (let i = 0; i < 20000; i++) {
      const q = Math.min(1, Math.max(0, 0.5 + 0.1 * normal(rnd)));
      let k = 0;
      for (let j = 0; j < 15; j++) if (rnd() < q) k++;
      rows.push({ pred: 0.5, people: k / 15, n: 15 });
    }
    expect(modelSpread(rows)).toBeGreaterThan(0.09);
    expect(modelSpread(rows)).toBeLessThan(0.11);
    // people exactly at the prediction: the spread falls to its floor
    expect(modelSpread(rows.map(() => ({ pred: 0.5, people: 0.5, n: 15 })))).toBe(0.02);
  });
  const cal: Calibration = {
    coefs: {
      text: [0, 1, 0, 0, 0, 0],
      face: [1, 1, 0, 0, 0, 0],
      object: [0, 1, 0, 0, 0, 0],
      custom: [0, 1, 0, 0, 0, 0],
    },
    spread: {
      text: new Array(10).fill(0.1),
      face: new Array(10).fill(0.05),
      object: new Array(10).fill(0.1),
      custom: new Array(10).fill(0.1),
    },
  };
  it('identity coefficients leave a share unchanged; the interval is ±1.96 spread, widened for a panel', () => {
    expect(calibrate(cal, 'text', 0.3, { area: 0.1, centre: 0.5, mass: 0.1 })).toBeCloseTo(0.3, 6);
    expect(calibrate(cal, 'face', 0.3, { area: 0.1, centre: 0.5, mass: 0.1 })).toBeGreaterThan(0.5);
    const i = shareInterval(cal, 'text', 0.5, 1000);
    expect(i.low).toBeCloseTo(0.5 - 0.196, 4);
    expect(i.high).toBeCloseTo(0.5 + 0.196, 4);
    const panel = shareInterval(cal, 'text', 0.5, 1000, 15);
    expect(panel.sd).toBeCloseTo(Math.sqrt(0.01 + 0.25 / 15), 4);
    expect(shareInterval(cal, 'text', 0.95, 1000).high).toBe(1);
  });
  it('the spread runs straight between the tenths’ centres, so an interval has no step at a tenth’s edge', () => {
    const spread = [0.08, 0.16, 0.2, 0.22, 0.25, 0.25, 0.23, 0.2, 0.14, 0.08];
    expect(spreadAt(spread, 0.55)).toBeCloseTo(0.25, 9); // a centre: the tenth's own spread
    expect(spreadAt(spread, 0.65)).toBeCloseTo(0.23, 9);
    expect(spreadAt(spread, 0.6)).toBeCloseTo(0.24, 9); // the edge: halfway
    expect(spreadAt(spread, 0.5999) - spreadAt(spread, 0.6)).toBeLessThan(1e-4);
    expect(spreadAt(spread, 0.01)).toBe(0.08); // flat beyond the outer centres
    expect(spreadAt(spread, 1)).toBe(0.08);
    const steps = Array.from({ length: 1001 }, (_, i) => spreadAt(spread, i / 1000));
    const jumps = steps.slice(1).map((v, i) => Math.abs(v - steps[i]!));
    expect(Math.max(...jumps)).toBeLessThan(0.001);
  });
  it('two shares are distinguishable only beyond 1.96 sd of their difference', () => {
    const a = { share: 0.6, low: 0, high: 0, sd: 0.1 };
    expect(distinguishable(a, { share: 0.35, low: 0, high: 0, sd: 0.1 })).toBe(false); // 0.25 < 0.277
    expect(distinguishable(a, { share: 0.3, low: 0, high: 0, sd: 0.1 })).toBe(true); // 0.30 > 0.277
  });
  it('bias, ECE and r on a hand-made set', () => {
    const s = calibrationScores([
      { pred: 0.15, people: 0.05 },
      { pred: 0.15, people: 0.15 },
      { pred: 0.85, people: 0.95 },
    ]);
    expect(s.bias).toBeCloseTo(0, 6);
    // bins 0.1–0.2 (|0.15 − 0.10| × 2/3) and 0.8–0.9 (|0.85 − 0.95| × 1/3)
    expect(s.ece).toBeCloseTo(0.05 * (2 / 3) + 0.1 / 3, 6);
    expect(spearman([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 6);
  });
  it('compare says two variants are not distinguishable when their shares are within the uncertainty', () => {
    const seg = (share: number, sd: number) => ({
      segment_id: 's',
      name: 'Все',
      noticed: {
        brand: { share, low: share - 1.96 * sd, high: share + 1.96 * sd, n: 1000, sd },
        message: null,
        cta: null,
      },
    });
    const frame = { metrics: Object.fromEntries(METRIC_KEYS.map((k) => [k, { value: 50 }])) };
    const res = (share: number, sd: number) =>
      ({ frames: [frame], segments: [seg(share, sd)] }) as unknown as AnalysisResult;
    const close = compare([res(0.62, 0.08), res(0.5, 0.08)]).segments[0]!;
    expect(close.distinguishable.brand).toBe(false);
    expect(close.clear_winner.brand).toBe(false);
    expect(close.verdict.brand).toMatch(/^Варианты неразличимы/);
    expect(close.distinguishable.message).toBeNull();
    expect(compare([res(0.85, 0.05), res(0.5, 0.05)]).segments[0]!.distinguishable.brand).toBe(
      true,
    );
  });

  it('compare judges a creative without a button as noticed for it by nobody, as the product does', () => {
    const frame = { metrics: Object.fromEntries(METRIC_KEYS.map((k) => [k, { value: 50 }])) };
    const share = (p: number, sd: number) => ({
      share: p,
      low: p - 1.96 * sd,
      high: p + 1.96 * sd,
      n: 1000,
      sd,
    });
    const res = (cta: number | null, brand: number | null) =>
      ({
        frames: [frame],
        segments: [
          {
            segment_id: 's',
            name: 'Все',
            noticed: {
              brand: brand === null ? null : share(brand, 0.05),
              message: null,
              cta: cta === null ? null : share(cta, 0.1),
            },
          },
        ],
      }) as unknown as AnalysisResult;
    // the only one with a button: 0.6 against nobody, beyond 1.96 × 0.1
    const only = compare([res(0.6, 0.5), res(null, null)]).segments[0]!;
    expect(only.distinguishable.cta).toBe(true);
    expect(only.verdict.cta).toMatch(/^Разница заметна/);
    // 0.15 against nobody is within it
    expect(compare([res(0.15, 0.5), res(null, null)]).segments[0]!.distinguishable.cta).toBe(false);
    // no creative has a message: no verdict; a creative without a brand region is left out of it
    expect(only.distinguishable.message).toBeNull();
    expect(only.distinguishable.brand).toBeNull();
  });

  it('compare judges a segment only among the creatives whose viewers of it were simulated', () => {
    const frame = { metrics: Object.fromEntries(METRIC_KEYS.map((k) => [k, { value: 50 }])) };
    const share = (p: number) => ({ share: p, low: p - 0.1, high: p + 0.1, n: 1000, sd: 0.05 });
    const segment = (segment_id: string, cta: number) => ({
      segment_id,
      name: segment_id,
      noticed: { brand: null, message: share(0.5), cta: share(cta) },
    });
    const res = (...segments: ReturnType<typeof segment>[]) =>
      ({ frames: [frame], segments }) as unknown as AnalysisResult;
    // «b» was added to the brief after the first creative's research ran
    const c = compare([res(segment('a', 0.6)), res(segment('a', 0.62), segment('b', 0.6))]);
    const b = c.segments.find((s) => s.segment_id === 'b')!;
    expect(b.creatives.map((x) => x.index)).toEqual([1]);
    // one creative judged: no verdict, where the first counted as nobody made the second lead
    expect(b.distinguishable).toEqual({ brand: null, message: null, cta: null });
    expect(c.segments.find((s) => s.segment_id === 'a')!.creatives).toHaveLength(2);
  });

  it('names no best score within the scores’ combined uncertainty, and says so without ranges', () => {
    const scored = (value: number, sd?: number) =>
      ({
        frames: [0, 1].map(() => ({
          metrics: {
            ...Object.fromEntries(METRIC_KEYS.map((k) => [k, { value: 50 }])),
            score: {
              value,
              ...(sd === undefined
                ? {}
                : { range: { low: value - 1.96 * sd, high: value + 1.96 * sd, sd } }),
            },
          },
        })),
        segments: [],
      }) as unknown as AnalysisResult;
    // 62 against 55 with sd 3 each: 1.96 × √18 ≈ 8.3 > 7
    const close = compare([scored(55, 3), scored(62, 3)]);
    expect(close.overall.map((o) => o.index)).toEqual([1, 0]);
    expect(close.overall[0]!.range).toEqual({ low: 56.1, high: 67.9, sd: 3 });
    expect(close.overall_distinguishable).toBe(false);
    expect(compare([scored(55, 2), scored(62, 2)]).overall_distinguishable).toBe(true);
    // a creative without a range (stored before them): no verdict, and no range made up
    const old = compare([scored(55), scored(62, 2)]);
    expect(old.overall_distinguishable).toBeNull();
    expect(old.overall.find((o) => o.index === 0)!.range).toBeUndefined();
  });
});

describe('calibration of a kind with few regions, ECE floor and order margin', () => {
  /** Regions whose people's share follows sigmoid(shift + 0.8·logit(sim) − centre), seen by 15 people. */
  const rowsOf = (
    set: Row['set'],
    count: number,
    shift: number,
    seed: number,
    centreSlope = -1,
  ): Row[] => {
    const rnd = mulberry32(seed);
    return Array.from({ length: count }, () => {
      const sim = 0.02 + 0.96 * rnd();
      const centre = rnd();
      const p =
        1 / (1 + Math.exp(-(shift + 0.8 * Math.log(sim / (1 - sim)) + centreSlope * centre)));
      let k = 0;
      for (let j = 0; j < 15; j++) if (rnd() < p) k++;
      return {
        set,
        fold: 0,
        sim,
        area: 0.05,
        centre,
        mass: 0.05,
        seconds: 3,
        people: k / 15,
        n: 15,
        pred: 0,
      };
    });
  };
  it('text lines (few) are calibrated through the pooled fit: its logit, shifted and scaled', () => {
    const rows = [...rowsOf('grid', 3000, 0, 1), ...rowsOf('text', 120, 0.7, 2)];
    const cal = fitCalibration(rows, pooledKinds({ custom: 3000, text: 120 }));
    const pooled = fitLogistic(rows);
    const text = cal.coefs.text;
    // same direction as the pooled fit in every input but the intercept
    const scale = text[1]! / pooled[1]!;
    for (const i of [2, 3, 4, 5, 6]) expect(text[i]!).toBeCloseTo(scale * pooled[i]!, 6);
    // and the shift is learned: a text line is predicted above a grid cell of the same inputs
    const g = { area: 0.05, centre: 0.5, mass: 0.05 };
    const gain = calibrate(cal, 'text', 0.5, g) - calibrate(cal, 'custom', 0.5, g);
    expect(gain).toBeGreaterThan(0.08);
    expect(gain).toBeLessThan(0.25);
  });
  it('a kind with enough regions keeps its own seven coefficients', () => {
    // objects depend on the centre twice as strongly as grid cells: only their own fit sees it
    const cal = fitCalibration([...rowsOf('grid', 3000, 0, 1), ...rowsOf('object', 800, 0, 3, -2)]);
    const o = cal.coefs.object;
    expect(o[4]! / o[1]!).toBeLessThan(-1.9 / 0.8);
    expect(o[4]! / o[1]!).toBeGreaterThan(-3.2 / 0.8);
  });
  it('text lines and faces are calibrated from the unfitted share and the viewing time when rows carry it', () => {
    // people follow sigmoid(−0.4 + 0.7·logit(unfitted) + 0.5·log(seconds / 3)), whatever the fitted share
    const rnd = mulberry32(21);
    const textRows: Row[] = Array.from({ length: 400 }, (_, i) => {
      const unfitted = 0.03 + 0.94 * rnd();
      const seconds = i % 2 ? 3 : 1.5;
      const z = -0.4 + 0.7 * Math.log(unfitted / (1 - unfitted)) + 0.5 * Math.log(seconds / 3);
      const p = 1 / (1 + Math.exp(-z));
      let k = 0;
      for (let j = 0; j < 15; j++) if (rnd() < p) k++;
      return {
        set: 'text',
        fold: 0,
        sim: rnd(),
        unfitted,
        area: 0.02,
        centre: rnd(),
        mass: 0.02,
        seconds,
        people: k / 15,
        n: 15,
        pred: 0,
      };
    });
    const cal = fitCalibration(
      [...rowsOf('grid', 2000, 0, 1), ...textRows],
      pooledKinds({ custom: 2000, text: 400 }),
    );
    const [a, b, c] = cal.unfitted!.text!;
    expect(a!).toBeCloseTo(-0.4, 0);
    expect(b!).toBeGreaterThan(0.6);
    expect(b!).toBeLessThan(0.8);
    expect(c!).toBeGreaterThan(0.2);
    expect(c!).toBeLessThan(0.8);
    // no face rows → no face form; grid cells never get one
    expect(cal.unfitted!.face).toBeUndefined();
    expect(cal.unfitted!.custom).toBeUndefined();
    const g = { area: 0.02, centre: 0.5, mass: 0.02 };
    // with the unfitted share the fitted share does not matter; without it the seven-input form is used
    expect(calibrate(cal, 'text', 0.1, g, 3, 0.5)).toBeCloseTo(
      calibrate(cal, 'text', 0.9, g, 3, 0.5),
      12,
    );
    expect(calibrate(cal, 'text', 0.1, g, 3)).not.toBeCloseTo(calibrate(cal, 'text', 0.9, g, 3), 2);
    expect(calibrate(cal, 'text', 0.5, g, 3, 0.5)).toBeCloseTo(1 / (1 + Math.exp(-a!)), 12);
    // less time to look → fewer people
    expect(calibrate(cal, 'text', 0.5, g, 1, 0.5)).toBeLessThan(
      calibrate(cal, 'text', 0.5, g, 3, 0.5),
    );
  });
  it('the ECE floor is what a calibrated prediction shows, and falls with more regions', () => {
    const rnd = mulberry32(9);
    const make = (n: number) =>
      Array.from({ length: n }, () => ({ pred: 0.05 + 0.9 * rnd(), n: 15, sd: 0.1 }));
    const few = eceFloor(make(80));
    const many = eceFloor(make(4000));
    expect(few).toBeGreaterThan(0.02);
    expect(many).toBeLessThan(few / 3);
    // a prediction off by 0.1 everywhere stands far above its floor
    const off = make(4000).map((r) => ({ pred: r.pred, people: Math.max(0, r.pred - 0.1) }));
    expect(calibrationScores(off).ece).toBeGreaterThan(many + 0.05);
  });
  it('the paired margin is the mean difference with a bootstrap interval around it', () => {
    const a = [0.6, 0.5, 0.7, 0.4, 0.65, 0.55];
    const b = [0.5, 0.45, 0.5, 0.45, 0.5, 0.5];
    const d = pairedMargin(a, b);
    expect(d.mean).toBeCloseTo(0.5 / 6, 6);
    expect(d.low).toBeLessThan(d.mean);
    expect(d.high).toBeGreaterThan(d.mean);
    expect(d.low).toBeGreaterThan(-0.05);
    expect(d.wins).toBeCloseTo(5 / 6, 6);
    expect(d.losses).toBeCloseTo(1 / 6, 6);
  });
});

describe('analyseImage options of the simulated viewers', () => {
  it('viewing time and the number of region-statistics viewers reach the result; every share has an interval', async () => {
    const { analyseImage } = await import('../src');
    const img = await svgPng(
      400,
      300,
      '#dde4ea',
      '<rect x="250" y="220" width="120" height="50" fill="#d42020"/>',
    );
    const detections = {
      faces: [],
      texts: [{ x: 255, y: 225, w: 110, h: 40, text: 'Купить', confidence: 95 }],
    };
    const run = (o: { viewingTimeS?: number; regionViewers?: number }) =>
      analyseImage(img, { detections, images: false, viewers: 4, seed: 2, ...o });
    const short = (await run({ viewingTimeS: 0.5, regionViewers: 300 })).result;
    const long = (await run({ viewingTimeS: 4, regionViewers: 300 })).result;
    expect(short.segments[0]!.feedback.every((f) => f.viewer.viewing_time_s === 0.5)).toBe(true);
    const cta = (r: typeof short) => r.frames[0]!.regions.find((x) => x.role === 'cta')!;
    // more time to look → more viewers reach the button
    expect(cta(long).seen_probability).toBeGreaterThan(cta(short).seen_probability);
    for (const r of [cta(short), cta(long)]) {
      expect(r.seen_interval!.low).toBeLessThanOrEqual(r.seen_probability);
      expect(r.seen_interval!.high).toBeGreaterThanOrEqual(r.seen_probability);
    }
    expect(long.segments[0]!.noticed.cta).toMatchObject({ n: 300, method: 'calibrated' });
    expect(long.segments[0]!.noticed.brand).toBeNull();
  });
});

describe('the unfitted share behind text lines and faces', () => {
  it('is sampled only for the groups the shipped calibration reads it for, and roams further than the fitted sampler', async () => {
    const { unfittedShares, segmentViewer, walkViewers } = await import('../src/viewers/simulate');
    const { DEFAULT_SEGMENT } = await import('../src/viewers/population');
    const { viewerModel } = await import('../src/viewers/model');
    expect(viewerModel()!.calibration.unfitted!.text).toHaveLength(3);
    // one attention peak in the middle over a faint floor; the regions sit in a corner, far from it
    const w = 40;
    const h = 30;
    const d = new Float32Array(w * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        d[y * w + x] = 0.03 + Math.exp(-((x - 20) ** 2 + (y - 15) ** 2) / 18);
    const sum = d.reduce((s, v) => s + v, 0);
    for (let i = 0; i < d.length; i++) d[i]! /= sum;
    const at = (id: string, kind: Region['kind']): Region => ({
      id,
      kind,
      bbox: { x: 20, y: 20, width: 80, height: 40 },
      text: '',
      attention_share: 0.001,
      seen_probability: 0,
      order: null,
      role: 'other',
    });
    const text = at('t', 'text');
    const object = at('o', 'object');
    const frame = { width: 400, height: 300, map: { w, h, d }, regions: [text, object] };
    const opts = { viewers: 600, seed: 5 };
    const viewerAt = segmentViewer(frame, DEFAULT_SEGMENT, 'social_feed', opts);
    const [u, none, empty] = unfittedShares(frame, [[text], [object], []], viewerAt, 600, 5);
    expect(none).toBeUndefined();
    expect(empty).toBeUndefined();
    let fitted = 0;
    walkViewers(frame, [text], DEFAULT_SEGMENT, 'social_feed', opts, (v) => {
      if (v.has('t')) fitted++;
    });
    // the fitted sampler stays near the peak like people do; the unfitted one reaches the corner
    expect(u!).toBeGreaterThan(fitted / 600 + 0.05);
    // the same viewers give the same share
    expect(unfittedShares(frame, [[text]], viewerAt, 600, 5)[0]).toBe(u);
  });
});

describe('the mean viewing time beside the viewers count', () => {
  it('is the mean of the viewers behind the noticed shares, for the broad audience and a segment', async () => {
    const { meanViewingTime, walkViewers } = await import('../src/viewers/simulate');
    const { DEFAULT_SEGMENT } = await import('../src/viewers/population');
    const map = { w: 4, h: 3, d: new Float32Array(12).fill(1 / 12) };
    const frame = { width: 400, height: 300, map, regions: [] };
    const students = { name: 'Студенты', age_min: 18, age_max: 24, interests: ['спорт'] };
    for (const segment of [DEFAULT_SEGMENT, students]) {
      const opts = { viewers: 400, seed: 9 };
      const walked = walkViewers(frame, [], segment, 'social_feed', opts, () => {});
      const mean = meanViewingTime(frame, segment, 'social_feed', opts);
      expect(mean).toBeCloseTo(walked.meanViewingMs / 1000, 9);
      expect(mean).toBeGreaterThan(0.3);
    }
    // a fixed viewing time is every viewer's
    expect(meanViewingTime(frame, DEFAULT_SEGMENT, 'social_feed', { viewingMs: 1500 })).toBeCloseTo(
      1.5,
      9,
    );
  });
});

describe('the calibrated order', () => {
  it('recovers known weights within images, whatever each image adds to every rank', async () => {
    const { fitOrder, orderFeatures, ORDER_INPUTS } = await import('../src/viewers/order');
    const truth = [0.6, -0.8, -0.3, -0.1, 1.2, -0.05];
    expect(truth).toHaveLength(ORDER_INPUTS.length);
    const rnd = mulberry32(3);
    const kinds = ['face', 'text', 'object'] as const;
    const images = Array.from({ length: 200 }, () => {
      const offset = 10 * rnd(); // people's ranks of one image may all sit higher: only the order counts
      const inputs = Array.from({ length: 4 }, () => ({
        rank: 1 + 3 * rnd(),
        kind: kinds[Math.floor(rnd() * 3)]!,
        share: 0.05 + 0.9 * rnd(),
        geometry: { area: 0.001 + 0.2 * rnd(), centre: rnd() },
      }));
      const people = inputs.map(
        (x) => offset + orderFeatures(x).reduce((s, v, j) => s + v * truth[j]!, 0),
      );
      // a region nobody fixated carries no rank and must be left out, not read as NaN
      people.push(NaN);
      inputs.push({ rank: 2, kind: 'object', share: 0.5, geometry: { area: 0.1, centre: 0.5 } });
      return { inputs, people };
    });
    const w = fitOrder(images);
    w.forEach((v, j) => expect(v).toBeCloseTo(truth[j]!, 4));
  });

  it('keeps the frame’s mean rank, orders by the weights, never goes below 1, and leaves unseen regions null', async () => {
    const { calibratedOrder } = await import('../src/viewers/order');
    const at = (rank: number, kind: 'face' | 'object', centre: number) => ({
      rank,
      kind,
      share: 0.5,
      geometry: { area: 0.05, centre },
    });
    // a face is looked at earlier than an object of the same simulated rank, and a region near
    // the centre earlier than one at the edge: the signs the shipped fit has (README)
    const w = [1, -1.5, 0, 0, 1, 0];
    const out = calibratedOrder(w, [
      at(2, 'object', 0.2),
      at(2, 'face', 0.2),
      null,
      at(2, 'object', 0.9),
    ]);
    expect(out[2]).toBeNull();
    const [obj, face, , edge] = out as number[];
    expect(face).toBeLessThan(obj!);
    expect(obj).toBeLessThan(edge!);
    expect(Math.min(obj!, face!, edge!)).toBeGreaterThanOrEqual(1);
    // without any clamp the mean stays the simulated mean
    const free = calibratedOrder([1, 0, 0, 0, 1, 0], [at(2, 'object', 0.2), at(3, 'object', 0.4)]);
    expect((free[0]! + free[1]!) / 2).toBeCloseTo(2.5, 10);
    expect(calibratedOrder(w, [null, null])).toEqual([null, null]);
  });

  it('the shipped model puts faces and text before objects and what lies near the centre first', async () => {
    const { viewerModel } = await import('../src/viewers/model');
    const { ORDER_INPUTS } = await import('../src/viewers/order');
    const order = viewerModel()!.order!;
    expect(order.inputs).toEqual(ORDER_INPUTS);
    const w = Object.fromEntries(order.inputs.map((k, i) => [k, order.weights[i]!]));
    expect(w.rank).toBeGreaterThan(0);
    expect(w.face).toBeLessThan(0);
    expect(w.text).toBeLessThan(0);
    expect(w.centre).toBeGreaterThan(0);
  });
});
