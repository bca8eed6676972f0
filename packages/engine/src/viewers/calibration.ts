/**
 * Calibration of simulated shares against people: a logistic map from the share of simulated
 * viewers who fixated a region (and the region's size) to the share of real viewers who did, one
 * per region kind, plus how far people were from the calibrated prediction in each tenth of its
 * range. Fitted by `pnpm engine calibrate` (src/eval/calibration-fit.ts) and stored in
 * model/viewers.json.
 */

export type CalibrationKind = 'text' | 'face' | 'object' | 'custom';
export const CALIBRATION_KINDS: CalibrationKind[] = ['text', 'face', 'object', 'custom'];

/** Logistic coefficients on `features` (see there). */
export type Coefs = number[];

export interface Calibration {
  coefs: Record<CalibrationKind, Coefs>;
  /**
   * Kinds calibrated from the unfitted sampler's share instead (`UNFITTED_KINDS`): coefficients
   * on `unfittedFeatures`. Used where the caller has that share; `coefs` otherwise.
   */
  unfitted?: Partial<Record<CalibrationKind, Coefs>>;
  /**
   * Per tenth of the calibrated prediction (0–0.1, …, 0.9–1): the standard deviation of the true
   * share of people around the prediction, with the sampling noise of the finite number of
   * people removed. Per kind where the kind had enough regions in the bin, else of all kinds.
   */
  spread: Record<CalibrationKind, number[]>;
}

/** Simulated shares are clipped away from 0 and 1 before the logit (1000 viewers → 0.0005). */
const EPS = 0.0005;
/** The logit of a share, clipped to [EPS, 1 − EPS]. */
export const logit = (p: number) =>
  Math.log(Math.max(EPS, Math.min(1 - EPS, p)) / (1 - Math.max(EPS, Math.min(1 - EPS, p))));
export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Where a region is, how big and how much attention it holds: area share of the frame, centre distance (0 centre – 1 corner), map mass. */
export interface RegionGeometry {
  area: number;
  centre: number;
  /** The attention map's mass inside (the region's `attention_share`). */
  mass: number;
}

/**
 * The calibration's inputs: 1, the simulated share's logit and its square (the map from
 * simulated to real viewers need not be a straight line in logits), the log of the region's
 * area share, its distance from the centre (people favour the centre more than the sampler) and
 * the log of the attention map's mass inside it, and the log of the viewing time (the map's mass
 * says nothing about how long people look).
 */
export function features(
  simShare: number,
  g: RegionGeometry,
  seconds = CALIBRATION_SECONDS,
): number[] {
  const l = logit(simShare);
  return [
    1,
    l,
    (l * l) / 10,
    Math.log(Math.max(1e-4, Math.min(1, g.area))),
    g.centre,
    Math.log(Math.max(1e-5, g.mass)),
    Math.log(Math.max(0.1, seconds) / CALIBRATION_SECONDS),
  ];
}

/**
 * The kinds whose people's shares follow the unfitted sampler (`UNFITTED_PARAMS` in
 * scanpath.ts: wider saccades, stronger inhibition of return) better than the fitted one. Text
 * lines and faces are small and often away from the map's peaks; the fitted sampler, which stays
 * local like people do, reaches them less often than people, who go to text and faces on purpose,
 * and a wider-roaming sampler's share ranks them closer to people. Chosen from the five-fold
 * comparison in scripts/calibration-inputs.ts on osie-dev (text r 0.43 → 0.50 with bias 0.002,
 * faces 0.21 → 0.34; objects within 0.01, grid and random rectangles nothing), so the
 * cross-validated figures of these two kinds carry that one choice of form (the README says so).
 */
export const UNFITTED_KINDS: CalibrationKind[] = ['text', 'face'];

/**
 * The inputs of the unfitted-share calibration: 1, the unfitted sampler's share's logit and the
 * log of the viewing time. Three numbers, so a kind with a few dozen regions can have its own.
 */
export function unfittedFeatures(share: number, seconds = CALIBRATION_SECONDS): number[] {
  return [1, logit(share), Math.log(Math.max(0.1, seconds) / CALIBRATION_SECONDS)];
}

/** The free-viewing time of the eye-tracking data the calibration is fitted on, s (also fitted at half of it). */
export const CALIBRATION_SECONDS = 3;

/** The geometry of a box in a frame of `w`×`h`. */
export function geometryOf(
  b: { x: number; y: number; width: number; height: number },
  w: number,
  h: number,
  mass: number,
): RegionGeometry {
  const dx = (b.x + b.width / 2 - w / 2) / (w / 2);
  const dy = (b.y + b.height / 2 - h / 2) / (h / 2);
  return {
    area: (b.width * b.height) / Math.max(1, w * h),
    centre: Math.min(1, Math.hypot(dx, dy) / Math.SQRT2),
    mass,
  };
}

const dot = (b: number[], x: number[]) => b.reduce((s, v, i) => s + v * x[i]!, 0);

/** The calibration's logit for a region: its coefficients on `features`. */
export function calibrationLogit(
  coefs: Coefs,
  simShare: number,
  g: RegionGeometry,
  seconds = CALIBRATION_SECONDS,
): number {
  return dot(coefs, features(simShare, g, seconds));
}

/**
 * The calibrated probability that a person fixates the region: from the unfitted sampler's
 * share where the calibration has that form for the kind and the caller passes the share, else
 * from the fitted sampler's share and the region's geometry.
 */
export function calibrate(
  c: Calibration,
  kind: CalibrationKind,
  simShare: number,
  g: RegionGeometry,
  seconds = CALIBRATION_SECONDS,
  unfittedShare?: number,
): number {
  const u = c.unfitted?.[kind];
  if (u && unfittedShare !== undefined)
    return sigmoid(dot(u, unfittedFeatures(unfittedShare, seconds)));
  return sigmoid(calibrationLogit(c.coefs[kind], simShare, g, seconds));
}

/** Whether `calibrate` wants the unfitted sampler's share for a kind. */
export const usesUnfitted = (c: Calibration, kind: CalibrationKind): boolean =>
  Boolean(c.unfitted?.[kind]);

/**
 * Fits the logistic map from the calibration's inputs (`features`) to people's shares; see
 * `fitBinomialLogistic`.
 */
export function fitLogistic(
  rows: ({ sim: number; people: number; n: number; seconds?: number } & RegionGeometry)[],
  ridge = 0.1,
): Coefs {
  const xs = rows.map((r) => features(r.sim, r, r.seconds));
  const k = xs[0]?.length ?? 7;
  // start from the identity map on the simulated share's logit
  const start = Array.from({ length: k }, (_, i) => (i === 1 ? 1 : 0));
  return fitBinomialLogistic(xs, rows, { ridge, start });
}

/**
 * Logistic regression of people's shares on the inputs `xs` (one row each) by Newton's method on
 * the binomial likelihood (each row weighs by its number of viewers), with a ridge that pulls the
 * coefficients towards `prior` (default 0) and keeps the fit finite where the inputs barely vary.
 */
export function fitBinomialLogistic(
  xs: number[][],
  rows: { people: number; n: number }[],
  opts: { ridge?: number; start?: number[]; prior?: number[] } = {},
): Coefs {
  const k = xs[0]?.length ?? opts.start?.length ?? 0;
  const ridge = opts.ridge ?? 0.1;
  const prior = opts.prior ?? new Array<number>(k).fill(0);
  let b = opts.start ? [...opts.start] : new Array<number>(k).fill(0);
  for (let it = 0; it < 60; it++) {
    const g = b.map((v, i) => -ridge * (v - prior[i]!));
    const H = Array.from({ length: k }, (_, i) =>
      Array.from({ length: k }, (_, j) => (i === j ? ridge : 0)),
    );
    rows.forEach((r, n) => {
      const x = xs[n]!;
      const p = sigmoid(dot(b, x));
      const w = r.n * p * (1 - p);
      for (let i = 0; i < k; i++) {
        g[i]! += r.n * (r.people - p) * x[i]!;
        for (let j = 0; j < k; j++) H[i]![j]! += w * x[i]! * x[j]!;
      }
    });
    const step = solve(H, g);
    // a damped step keeps Newton stable where the likelihood is flat
    const norm = Math.hypot(...step);
    const scale = norm > 2 ? 2 / norm : 1;
    b = b.map((v, i) => v + scale * step[i]!);
    if (norm < 1e-8) break;
  }
  return b;
}

/** Solves A·x = y by Gaussian elimination with partial pivoting. */
export function solve(A: number[][], y: number[]): number[] {
  const k = y.length;
  const m = A.map((row, i) => [...row, y[i]!]);
  for (let c = 0; c < k; c++) {
    let p = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    const d = m[c]![c]! || 1e-12;
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / d;
      for (let q = c; q <= k; q++) m[r]![q]! -= f * m[c]![q]!;
    }
  }
  return m.map((row, i) => row[k]! / (row[i]! || 1e-12));
}

export const BINS = 10;
export const binOf = (p: number) => Math.min(BINS - 1, Math.max(0, Math.floor(p * BINS)));

/**
 * The spread of the true share around a prediction from residuals of people's shares: the
 * residuals' variance minus the binomial variance of `n` people, never below 0.02².
 */
export function modelSpread(residuals: { pred: number; people: number; n: number }[]): number {
  if (!residuals.length) return 0.1;
  let v = 0;
  let binom = 0;
  for (const r of residuals) {
    v += (r.people - r.pred) ** 2;
    binom += (r.pred * (1 - r.pred)) / r.n;
  }
  return Math.sqrt(Math.max(0.02 ** 2, (v - binom) / residuals.length));
}

export const Z95 = 1.96;

/**
 * The spread of people's share around a prediction: the per-tenth spreads of the calibration
 * (`spread[kind]`, each measured on the predictions of its tenth) read as values at the tenths'
 * centres and joined by straight lines, flat beyond the outer centres. Read per tenth, a share of
 * 0.59 and one of 0.60 got intervals 4 points apart at the tenth's edge (the journeys' banners
 * showed 57 % «от 8 до 100» beside 60 % «от 15 до 100»); the spread changes smoothly with the
 * prediction, so the interval does too.
 */
export function spreadAt(spread: readonly number[], share: number): number {
  const x = Math.min(BINS - 0.5, Math.max(0.5, share * BINS)) - 0.5;
  const b = Math.min(BINS - 2, Math.floor(x));
  const t = x - b;
  return spread[b]! * (1 - t) + spread[b + 1]! * t;
}

/**
 * The standard deviation of a panel's share around a prediction: the calibration's spread of
 * people around it (`spread`), widened by the panel's own sampling noise when it has `people`
 * viewers (none: the whole population).
 */
export function panelSd(spread: number, share: number, people?: number): number {
  return Math.sqrt(spread * spread + (people ? (share * (1 - share)) / people : 0));
}

/** The engine's share with a 95 % interval for the share of people. */
export interface ShareInterval {
  share: number;
  low: number;
  high: number;
  /** Simulated viewers behind the share (their number is no measure of certainty; `sd` is). */
  n: number;
  /** Standard deviation of people's share around `share`, from the calibration. */
  sd: number;
  /** 'raw' only when no fitted viewer model is shipped (then the interval is empty). */
  method: 'calibrated' | 'raw';
}

/**
 * An interval for the share of people (of the whole population when `people` is omitted, of a
 * panel of `people` viewers otherwise: their own sampling noise widens it).
 */
export function shareInterval(
  c: Calibration,
  kind: CalibrationKind,
  share: number,
  n: number,
  people?: number,
): ShareInterval {
  const sd = panelSd(spreadAt(c.spread[kind], share), share, people);
  const r4 = (x: number) => +x.toFixed(4);
  return {
    share: r4(share),
    low: r4(Math.max(0, share - Z95 * sd)),
    high: r4(Math.min(1, share + Z95 * sd)),
    n,
    sd: r4(sd),
    method: 'calibrated',
  };
}

/**
 * Whether two shares differ beyond their uncertainty: the difference against 1.96 standard
 * deviations of a difference of two independent errors.
 */
export function distinguishable(
  a: { share: number; sd?: number; low: number; high: number },
  b: { share: number; sd?: number; low: number; high: number },
): boolean {
  const sdOf = (x: typeof a) => x.sd ?? (x.high - x.low) / (2 * Z95);
  return Math.abs(a.share - b.share) > Z95 * Math.hypot(sdOf(a), sdOf(b));
}

/** Calibration quality over regions: mean bias, expected calibration error over 10 bins, Pearson r. */
export function calibrationScores(rows: { pred: number; people: number }[]): {
  n: number;
  bias: number;
  ece: number;
  r: number;
  bins: { lo: number; n: number; pred: number; people: number }[];
} {
  const n = rows.length;
  const bins = Array.from({ length: BINS }, (_, i) => ({ lo: i / BINS, n: 0, pred: 0, people: 0 }));
  let sp = 0;
  let sy = 0;
  for (const r of rows) {
    const b = bins[binOf(r.pred)]!;
    b.n++;
    b.pred += r.pred;
    b.people += r.people;
    sp += r.pred;
    sy += r.people;
  }
  let ece = 0;
  for (const b of bins) {
    if (!b.n) continue;
    ece += ((b.n / n) * Math.abs(b.pred - b.people)) / b.n;
    b.pred /= b.n;
    b.people /= b.n;
  }
  return {
    n,
    bias: n ? (sp - sy) / n : 0,
    ece,
    r: pearson(
      rows.map((r) => r.pred),
      rows.map((r) => r.people),
    ),
    bins,
  };
}

export function pearson(a: number[], b: number[]): number {
  const n = a.length;
  if (n < 2) return 0;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += (a[i]! - ma) * (b[i]! - mb);
    saa += (a[i]! - ma) ** 2;
    sbb += (b[i]! - mb) ** 2;
  }
  return saa && sbb ? sab / Math.sqrt(saa * sbb) : 0;
}

/** Spearman's rank correlation (ties share their mean rank). */
export function spearman(a: number[], b: number[]): number {
  const rank = (xs: number[]) => {
    const idx = xs.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]);
    const r = new Array<number>(xs.length);
    for (let i = 0; i < idx.length;) {
      let j = i;
      while (j + 1 < idx.length && idx[j + 1]![0] === idx[i]![0]) j++;
      for (let k = i; k <= j; k++) r[idx[k]![1]] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return r;
  };
  return pearson(rank(a), rank(b));
}
