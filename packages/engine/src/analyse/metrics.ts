import type { AttentionMap } from '../attention';
import { contrastRatio, relativeLuminance, rgbToLab } from '../colour';
import type { TextBox } from '../detect';
import type { RgbImage } from '../image';
import type { ColourResult } from './palette';
import { brandUnread as isBrandUnread, type Region } from './regions';
import { distinguishable } from '../viewers/calibration';

export type Goal = 'awareness' | 'consideration' | 'conversion';
export const GOALS: Goal[] = ['awareness', 'consideration', 'conversion'];

export interface MetricValue {
  value: number;
  explanation: string;
  /**
   * The score's 95 % range of points (only on `score`, only when its seen term has an interval):
   * see `scoreRange`.
   */
  range?: ScoreRange;
}

/** A score's 95 % range in points of 100, and its standard deviation in points. */
export interface ScoreRange {
  low: number;
  high: number;
  sd: number;
  /** The seen term is a named brand no region was read as (`UNREAD_BRAND`), not a calibrated share. */
  share_unknown?: boolean;
}

export interface CreativeMetrics {
  focus: MetricValue;
  clarity: MetricValue;
  cognitive_load: MetricValue;
  text_coverage: MetricValue;
  legibility: MetricValue;
  colourfulness: MetricValue;
  brightness: MetricValue;
  contrast: MetricValue;
  score: MetricValue;
}

export const METRIC_KEYS: (keyof CreativeMetrics)[] = [
  'focus',
  'clarity',
  'cognitive_load',
  'text_coverage',
  'legibility',
  'colourfulness',
  'brightness',
  'contrast',
  'score',
];

const clamp = (v: number, lo = 0, hi = 100) => Math.max(lo, Math.min(hi, v));
const r0 = (v: number) => Math.round(clamp(v));
/**
 * The three bands of the metrics' explanations: low below 35, high from 70. The findings use the
 * same ends (findings.ts), so a finding never says what the explanation beside it denies.
 */
export const EXPLANATION_BANDS = { low: 35, high: 70 } as const;

const band = (v: number, low: string, mid: string, high: string) =>
  v < EXPLANATION_BANDS.low ? low : v < EXPLANATION_BANDS.high ? mid : high;

/** Hasler & Süsstrunk (2003) colourfulness M of an sRGB image (0 ≈ grey, > 109 extremely colourful). */
export function hasler(img: RgbImage): number {
  const n = img.width * img.height;
  const step = Math.max(1, Math.floor(n / 40000));
  let srg = 0;
  let syb = 0;
  let qrg = 0;
  let qyb = 0;
  let k = 0;
  for (let i = 0; i < n; i += step) {
    const r = img.data[3 * i]!;
    const g = img.data[3 * i + 1]!;
    const b = img.data[3 * i + 2]!;
    const rg = r - g;
    const yb = 0.5 * (r + g) - b;
    srg += rg;
    syb += yb;
    qrg += rg * rg;
    qyb += yb * yb;
    k++;
  }
  const mrg = srg / k;
  const myb = syb / k;
  const vrg = Math.max(0, qrg / k - mrg * mrg);
  const vyb = Math.max(0, qyb / k - myb * myb);
  return Math.sqrt(vrg + vyb) + 0.3 * Math.sqrt(mrg * mrg + myb * myb);
}

/**
 * A line's capital height as a share of its OCR box, whose height spans its ascenders and
 * descenders and a pixel or two around them: on 117 lines set at known sizes in nine formats
 * (scripts/text-size.ts) 0.7 of the box read 0.85 of the capital height at the median (0.73 for
 * capitals alone, 0.90 for «Купить»), so the box times 0.82 is the capital height that ISO
 * 9241-3's letter sizes (`LETTER_PX`) are given in.
 */
export const LETTER_OF_BOX = 0.82;

/**
 * Capital height (`LETTER_OF_BOX` of the box, as a fraction of the frame's height) and WCAG
 * contrast of a text box against its background. The box's luminances split in two
 * (two-means); the background is the cluster that holds most of the box's border, at its
 * median; the ink is the other cluster's fully inked cores, the 75th percentile of its distance
 * from the background. The clusters' means read antialiased and JPEG-blurred stroke edges as
 * ink and put set colours at 0.72 of their contrast (0.57 for 12 px text), so white on orange
 * set at 2.8:1 read 2.2:1 and text set above 3:1 or 4.5:1 was called below it for 28 % of
 * lines; the cores read 0.92 of it and never over 1.1× (scripts/text-contrast.ts, README "Text
 * contrast").
 */
export function textLegibility(img: RgbImage, t: TextBox): { glyphFrac: number; contrast: number } {
  const x0 = Math.max(0, Math.floor(t.x));
  const y0 = Math.max(0, Math.floor(t.y));
  const x1 = Math.min(img.width, Math.ceil(t.x + t.w));
  const y1 = Math.min(img.height, Math.ceil(t.y + t.h));
  const lum: number[] = [];
  const border: boolean[] = [];
  const step = Math.max(1, Math.floor(Math.sqrt(((x1 - x0) * (y1 - y0)) / 3000)));
  for (let y = y0; y < y1; y += step) {
    for (let x = x0; x < x1; x += step) {
      const i = 3 * (y * img.width + x);
      lum.push(relativeLuminance(img.data[i]!, img.data[i + 1]!, img.data[i + 2]!));
      border.push(x < x0 + step || y < y0 + step || x >= x1 - step || y >= y1 - step);
    }
  }
  const glyphFrac = (LETTER_OF_BOX * t.h) / img.height;
  if (lum.length < 2) return { glyphFrac, contrast: 1 };
  // two-means on luminance: ink and background
  let a = Math.min(...lum);
  let b = Math.max(...lum);
  for (let it = 0; it < 8; it++) {
    let sa = 0;
    let na = 0;
    let sb = 0;
    let nb = 0;
    for (const l of lum) {
      if (Math.abs(l - a) <= Math.abs(l - b)) {
        sa += l;
        na++;
      } else {
        sb += l;
        nb++;
      }
    }
    if (na) a = sa / na;
    if (nb) b = sb / nb;
  }
  const inA = lum.map((l) => Math.abs(l - a) <= Math.abs(l - b));
  let borderA = 0;
  let borderB = 0;
  for (let i = 0; i < lum.length; i++) {
    if (!border[i]) continue;
    if (inA[i]) borderA++;
    else borderB++;
  }
  const groundIsA = borderA >= borderB;
  const ground: number[] = [];
  const ink: number[] = [];
  for (let i = 0; i < lum.length; i++) (inA[i] === groundIsA ? ground : ink).push(lum[i]!);
  if (ink.length === 0 || ground.length === 0) return { glyphFrac, contrast: 1 };
  ground.sort((p, q) => p - q);
  const level = ground[Math.floor(ground.length / 2)]!;
  const away = ink.map((l) => Math.abs(l - level)).sort((p, q) => p - q);
  const d = away[Math.min(away.length - 1, Math.floor(0.75 * away.length))]!;
  const lighter = ink.reduce((s, l) => s + l, 0) / ink.length > level;
  return {
    glyphFrac,
    contrast: contrastRatio(level, Math.min(1, Math.max(0, lighter ? level + d : level - d))),
  };
}

/** Local maxima of a density above 0.3 of its peak, within a window of 1/16 of its longer side. */
function peaks(g: { w: number; h: number; d: ArrayLike<number> }): number {
  let mx = 0;
  for (let i = 0; i < g.d.length; i++) if (g.d[i]! > mx) mx = g.d[i]!;
  let count = 0;
  const r = Math.max(2, Math.round(Math.max(g.w, g.h) / 16));
  for (let y = 0; y < g.h; y++) {
    for (let x = 0; x < g.w; x++) {
      const v = g.d[y * g.w + x]!;
      if (v < 0.3 * mx) continue;
      let isMax = true;
      for (let dy = -r; dy <= r && isMax; dy++) {
        for (let dx = -r; dx <= r; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if ((dx || dy) && xx >= 0 && yy >= 0 && xx < g.w && yy < g.h && g.d[yy * g.w + xx]! > v) {
            isMax = false;
            break;
          }
        }
      }
      if (isMax) count++;
    }
  }
  return Math.max(1, count);
}

export interface MetricInputs {
  img: RgbImage;
  attention: AttentionMap;
  regions: Region[];
  texts: TextBox[];
  textInfo: { glyphFrac: number; contrast: number }[];
  colours: ColourResult;
  /** Mean edge strength of the image (0–1 scale), for clutter. */
  edgeDensity: number;
  goal: Goal;
  /** CSS px on the viewer's screen per pixel of `img` (`displayScale` of the placement). */
  displayScale: number;
  /** The brand the research names, if any (`analyseImage`'s `brand`). */
  brand?: string;
  /** The union's seen share of a role with several regions (`ViewableFrame.roleSeen`). */
  roleSeen?: RoleSeen;
}

/**
 * The seen share of the brand or the call to action where either has several regions: the share
 * of viewers who fixate any of them (set by `scoreRegions`), with its 95 % range and spread.
 */
export type RoleSeen = Partial<
  Record<'brand' | 'cta', { share: number; low: number; high: number; sd: number }>
>;

/** A role's union share in a region's terms, for the readers of a region's seen share. */
export function unionSeen(
  u: NonNullable<RoleSeen['brand']>,
): Pick<Region, 'seen_probability' | 'seen_interval'> {
  return { seen_probability: u.share, seen_interval: { low: u.low, high: u.high, sd: u.sd } };
}

/** The attention mass (0–1) on the most-attended 10 % of a density's cells. */
export function topTenthMass(d: ArrayLike<number>): number {
  const sorted = Float32Array.from(d).sort().reverse();
  let top = 0;
  const k10 = Math.max(1, Math.round(sorted.length * 0.1));
  for (let i = 0; i < k10; i++) top += sorted[i]!;
  return top;
}

/**
 * Where focus reads 0 and 100: the 5th and 95th percentiles of `topTenthMass` over the held-out
 * maps of osie-dev's 400 photos (five-fold cross-validation, model `kreolab-attention-6`:
 * 0.441 and 0.850; median 0.656; with `kreolab-attention-5` it was 0.49…0.86). The earlier
 * scale, (s − 0.1)/0.5, was set for smoother maps: on these it read 100 for 294 of the 400
 * photos and for 4 of the 5 test banners, so every creative "had a clear accent" and
 * comparisons tied at 100. test/metrics-scale.test.ts fails when a new
 * model's maps crowd either end of this scale again.
 */
export const FOCUS_SCALE = { zero: 0.44, full: 0.85 } as const;

/** Focus, 0–100 before rounding and clamping: `topTenthMass` on `FOCUS_SCALE`. */
export function focusOf(d: ArrayLike<number>): number {
  return ((topTenthMass(d) - FOCUS_SCALE.zero) / (FOCUS_SCALE.full - FOCUS_SCALE.zero)) * 100;
}

/**
 * Clarity, 0–100 before rounding: 60 points for a single centre of attraction (fewer the more
 * local maxima the density has) and 40 for the share of attention on the key elements (text,
 * faces and custom regions; half of it counts as given when a creative has no region at all).
 * One formula for the product and for scripts/map-metrics-people.ts, which applies it to
 * people's fixation density to measure how well the predicted clarity follows theirs.
 */
export function clarityOf(
  grid: { w: number; h: number; d: ArrayLike<number> },
  keyShare: number,
  regionCount: number,
): { clarity: number; peaks: number } {
  const n = peaks(grid);
  return {
    clarity:
      60 * Math.exp(-(n - 1) / 2.5) +
      40 * Math.min(1, keyShare / 0.5 + (regionCount === 0 ? 0.5 : 0)),
    peaks: n,
  };
}

/**
 * Which way a metric is better, as the goals' scores use it: every term of a score is added
 * except cognitive load (100 − load); brightness and text coverage are in no score, so neither
 * end of them is better (a dark or a light creative, more or less text, each suits some
 * purposes: the explanations say what the value means). A comparison names a best variant only
 * on a metric with a direction.
 */
export const METRIC_BETTER: Record<keyof CreativeMetrics, 'higher' | 'lower' | 'none'> = {
  focus: 'higher',
  clarity: 'higher',
  cognitive_load: 'lower',
  text_coverage: 'none',
  legibility: 'higher',
  colourfulness: 'higher',
  brightness: 'none',
  contrast: 'higher',
  score: 'higher',
};

/**
 * The definition of the metrics a result was computed with, kept with every result so that a
 * comparison can tell results of other definitions apart (their numbers do not compare):
 * results without it predate it (focus was (s − 0.1)/0.5, read 100 for most photos, and the
 * score had no range); 'kreolab-metrics-2' is `FOCUS_SCALE` at 0.49…0.86, the score's `range`
 * and `METRIC_BETTER`; 'kreolab-metrics-3' the same with `FOCUS_SCALE` at 0.44…0.85 (the maps of
 * `kreolab-attention-6`); 'kreolab-metrics-4' the same on more text: a creative on a plain
 * ground is read a second time with a local threshold (`recogniseAdaptive`), so its legibility
 * and text share count faint lines the first reading missed; 'kreolab-metrics-5' the same with a
 * unit sign after a number kept in its line (`keptWords`: «Скидка 30 %»), so such a line's box,
 * text share and attention share include the sign; 'kreolab-metrics-6' the same with a text
 * line's contrast read from its strokes' cores (`textLegibility`), so legibility, the score and
 * the low-contrast findings follow the colours the text was set in; 'kreolab-metrics-7' the same
 * with a line's letters measured on the viewer's screen at the placement (`displayScale`,
 * `LETTER_PX`) instead of as a share of the image's height, so legibility and the score change
 * with the format and the placement; 'kreolab-metrics-8' the same with calls to action known by
 * whole words of a longer list (`isCallToAction`: «Забронировать», «Оставить заявку») and a
 * designed creative's buttons read whole (`PANEL_SCALE`, `PANEL_FILL`), so a conversion score
 * reads such a button's seen share where it had none; 'kreolab-metrics-9' the same with a call
 * to action on a button given the button's box (`buttonOf`), so its seen share and the score
 * count fixations on the button, and with a lone digit, «₽» read as «Р» and Latin look-alikes
 * kept in their lines (`keptWords`, `lineText`), so a line that ends in «₽» has a longer box;
 * 'kreolab-metrics-10' the same with rounded panels read without their corners (text version
 * `corners1`) and no salient object centred within the fixation margin of a line or a face
 * (`salientObjects`), so cognitive load counts one region fewer where an object repeated a line;
 * 'kreolab-metrics-11' the same with lines over a photograph found by the text detector and read
 * on their own (text version `scene1`), so a headline set over a photograph counts in the
 * legibility, the text share, the message's seen share and the score; 'kreolab-metrics-12' the
 * same with the seen shares calibrated on those detections (`kreolab-viewers-4`), so the score's
 * seen term and range move by a point or so, and with a detector line that a reading stops short
 * of read again (text version `ends1`), so such a line's text, box and seen share are the whole
 * line's; 'kreolab-metrics-13' the same with a named brand that no line is read as counted
 * unknown in the awareness score (`UNREAD_BRAND`: 50 %, range over 0–100 %) instead of as the
 * most-seen other element; 'kreolab-metrics-14' the same with clarity and cognitive load read
 * from the creative's own regions only, not a caller's areas (a marked logo raised the load), and
 * a region's seen share at least that of a region inside it (`liftContained`), so a marked
 * logo's share and the awareness score it enters rise where a read line lies inside it;
 * 'kreolab-metrics-15' the same with the seen term of a brand or a call to action on several
 * regions read as the share of viewers who see any of them (`RoleSeen`), as the audience's noticed
 * shares are, not as its most-seen region's.
 * Change it whenever a metric's value for the same image changes.
 */
export const METRICS_VERSION = 'kreolab-metrics-15';

/** The weight of the seen term (a share of people, 0–100) in each goal's score. */
export const SEEN_WEIGHT: Record<Goal, number> = {
  awareness: 0.2,
  consideration: 0.25,
  conversion: 0.35,
};

/**
 * The 95 % range of a score. Of its terms only the seen share is a prediction of what people
 * do that the calibration measured against eye-tracking data (`seen_interval`: how far people's
 * shares were from the prediction); the others measure the image and the predicted map (focus,
 * clarity: measures of the map, which follow people's only loosely, scripts/map-metrics-people.ts)
 * and their error is left out. So the range is
 * the score with the seen term moved to either end of its region's interval, and its sd the
 * term's weight times the region's sd. Without a region the term is a constant (0, or 30 for a
 * conversion creative without a call to action) and the range has no width; null only for a
 * region scored before intervals existed.
 */
export function scoreRange(
  score: number,
  weight: number,
  region: Pick<Region, 'seen_probability' | 'seen_interval'> | null,
): ScoreRange | null {
  if (!region) return { low: score, high: score, sd: 0 };
  const i = region.seen_interval;
  if (!i) return null;
  const p = region.seen_probability;
  const r1 = (x: number) => Math.round(x * 10) / 10;
  return {
    low: r1(Math.max(0, score - weight * 100 * (p - i.low))),
    high: r1(Math.min(100, score + weight * 100 * (i.high - p))),
    sd: r1(weight * 100 * i.sd),
  };
}

/**
 * Whether two scores differ beyond their combined uncertainty, by the noticed shares' rule
 * (`distinguishable` on the scores' ranges); null when either has no range (older results).
 */
export function scoresApart(
  a: { value: number; range?: ScoreRange },
  b: { value: number; range?: ScoreRange },
): boolean | null {
  if (!a.range || !b.range) return null;
  return distinguishable({ share: a.value, ...a.range }, { share: b.value, ...b.range });
}

/**
 * The contrast under which a text line is named: WCAG AA's minimum for large text (3:1; 4.5:1
 * for body text). Headlines of advertising are large, so a line under it is hard to read at any
 * size; lines between 3 and 4.5 count in the legibility metric without being named.
 */
export const LOW_TEXT_CONTRAST = 3;

/**
 * Letter heights on the viewer's screen, CSS px, by ISO 9241-3: characters of at least 16
 * minutes of arc, 20–22 preferred, at the CSS reference pixel (1/96 in seen from 28 in: 1.279
 * minutes of arc). Legibility gives a line full marks for size from `preferred`; the findings
 * name lines under `minimum`.
 */
export const LETTER_PX = { minimum: 12.5, preferred: 15.6 } as const;

/** A text line's letter height on the viewer's screen, CSS px (`glyphFrac` of `textLegibility`). */
export const letterPx = (glyphFrac: number, imageHeight: number, displayScale: number) =>
  glyphFrac * imageHeight * displayScale;

/**
 * The awareness score's seen term for a brand the research names but no region holds (OCR read
 * no line as it: a logo drawn as a picture, or no brand at all). People's share is then unknown,
 * so the term counts the middle, 50 %, and the range spans every share, 0–100 % (the sd of a
 * share spread evenly, 1/√12). It used to read the most-seen element that is not an object, so
 * the bench's banner over 1002 scored 57 with its brand unread and 51 once it was read at 50 %.
 */
export const UNREAD_BRAND: Pick<Region, 'seen_probability' | 'seen_interval'> = {
  seen_probability: 0.5,
  seen_interval: { low: 0, high: 1, sd: 0.289 },
};

export function computeMetrics(m: MetricInputs): CreativeMetrics {
  const { img, attention } = m;
  const focus = r0(focusOf(attention.grid.d));
  // the creative's own regions: a caller's area (a marked logo, an area of interest) is a mark on
  // it, not a detail or an element of it, so one creative marked twice has one clarity and load
  // (a comparison of a creative with and without its logo marked ranked it worse by load)
  const own = m.regions.filter((r) => r.kind !== 'custom');
  const keyShare = own
    .filter((r) => r.kind !== 'object')
    .reduce((s, r) => s + r.attention_share, 0);
  const { clarity: clarityRaw, peaks: nPeaks } = clarityOf(attention.grid, keyShare, own.length);
  const clarity = r0(clarityRaw);
  const words = m.texts.reduce((s, t) => s + t.text.split(/\s+/).length, 0);
  const pal = m.colours.palette;
  const ent =
    -pal.reduce((s, p) => s + (p.share > 0 ? p.share * Math.log(p.share) : 0), 0) / Math.log(8);
  const load = r0(
    100 *
      (0.45 * Math.min(1, m.edgeDensity / 0.25) +
        0.25 * Math.min(1, words / 40) +
        0.15 * Math.min(1, own.length / 12) +
        0.15 * ent),
  );
  const area = m.texts.reduce((s, t) => s + t.w * t.h, 0) / (img.width * img.height);
  const coverage = r0(100 * Math.min(1, area));
  let legibility = 0;
  if (m.textInfo.length) {
    const weights = m.texts.map((t) => Math.max(1, t.text.length));
    const wsum = weights.reduce((s, w) => s + w, 0);
    legibility = r0(
      m.textInfo.reduce((s, ti, i) => {
        const size = Math.min(
          1,
          letterPx(ti.glyphFrac, img.height, m.displayScale) / LETTER_PX.preferred,
        );
        const con = Math.min(1, Math.max(0, (ti.contrast - 1) / 3.5)); // 4.5:1 (WCAG AA) → full marks
        return s + (weights[i]! / wsum) * 100 * (0.5 * size + 0.5 * con);
      }, 0),
    );
  }
  // the lines the findings name (faint or small): an average in the high band said «читается
  // легко» beside «Мелкий текст: …» and «Текст почти сливается с фоном: …»
  const named = m.textInfo.filter(
    (ti) =>
      ti.contrast < LOW_TEXT_CONTRAST ||
      letterPx(ti.glyphFrac, img.height, m.displayScale) < LETTER_PX.minimum,
  ).length;
  const M = hasler(img);
  const colourfulness = r0(M / 1.09);
  let sumL = 0;
  let sqL = 0;
  let n = 0;
  const step = Math.max(1, Math.floor((img.width * img.height) / 40000));
  for (let i = 0; i < img.width * img.height; i += step) {
    const L = rgbToLab(img.data[3 * i]!, img.data[3 * i + 1]!, img.data[3 * i + 2]!)[0];
    sumL += L;
    sqL += L * L;
    n++;
  }
  const meanL = sumL / n;
  const stdL = Math.sqrt(Math.max(0, sqL / n - meanL * meanL));
  const brightness = r0(meanL);
  const contrast = r0(2 * stdL);
  // The seen term of each goal: its role's share, that of all the role's regions together where
  // it has several (`roleSeen`: a logo marked over the line that reads the brand, two buttons; as
  // the audience's noticed shares count them), else the most-seen region that is not an object
  // (awareness without a named brand, consideration), else nothing (conversion counts 30); a named
  // brand no region holds is unknown (UNREAD_BRAND).
  const mostSeen = (rs: Region[]) =>
    rs.reduce<Region | null>(
      (b, r) => (!b || r.seen_probability > b.seen_probability ? r : b),
      null,
    );
  const nonObject = mostSeen(m.regions.filter((r) => r.kind !== 'object'));
  const roleOf = (role: 'brand' | 'cta') => {
    const union = m.roleSeen?.[role];
    return union ? unionSeen(union) : mostSeen(m.regions.filter((r) => r.role === role));
  };
  const brandRegion = roleOf('brand');
  const brandUnread = isBrandUnread(m.regions, m.brand);
  const seenRegion: Record<Goal, Pick<Region, 'seen_probability' | 'seen_interval'> | null> = {
    awareness: brandRegion ?? (brandUnread ? UNREAD_BRAND : nonObject),
    consideration: mostSeen(m.regions.filter((r) => r.role === 'message')) ?? nonObject,
    conversion: roleOf('cta'),
  };
  const seen = (goal: Goal, missing: number) => {
    const r = seenRegion[goal];
    return r ? 100 * r.seen_probability : missing;
  };
  const leg = m.textInfo.length ? legibility : 60;
  const parts: Record<Goal, [number, number][]> = {
    awareness: [
      [focus, 0.2],
      [clarity, 0.15],
      [100 - load, 0.15],
      [seen('awareness', 0), SEEN_WEIGHT.awareness],
      [colourfulness, 0.1],
      [leg, 0.1],
      [contrast, 0.1],
    ],
    consideration: [
      [seen('consideration', 0), SEEN_WEIGHT.consideration],
      [leg, 0.25],
      [clarity, 0.15],
      [100 - load, 0.15],
      [focus, 0.1],
      [contrast, 0.1],
    ],
    conversion: [
      [seen('conversion', 30), SEEN_WEIGHT.conversion],
      [leg, 0.2],
      [clarity, 0.15],
      [100 - load, 0.1],
      [focus, 0.1],
      [contrast, 0.1],
    ],
  };
  const score = r0(parts[m.goal].reduce((s, [v, w]) => s + v * w, 0));
  const range = scoreRange(score, SEEN_WEIGHT[m.goal], seenRegion[m.goal]);
  if (range && seenRegion[m.goal] === UNREAD_BRAND) range.share_unknown = true;
  // The goal as the research settings name it (packages/analysis GOAL_LABELS), so the explanation and the form agree.
  const goalRu: Record<Goal, string> = {
    awareness: 'Узнаваемость',
    consideration: 'Рассмотрение',
    conversion: 'Конверсия',
  };
  return {
    focus: {
      value: focus,
      explanation: band(
        focus,
        'Внимание рассеяно по всему макету, главного акцента нет.',
        'Внимание собирается в нескольких местах, акцент выражен умеренно.',
        'Внимание сосредоточено на немногих местах — у макета есть ясный акцент.',
      ),
    },
    clarity: {
      value: clarity,
      explanation: `${nPeaks === 1 ? 'Один центр притяжения взгляда' : `Центров притяжения взгляда: ${nPeaks}`}; ${band(clarity, 'взгляду трудно понять, что главное.', 'главное читается, но конкурирует с другим.', 'понятно, куда смотреть.')}`,
    },
    cognitive_load: {
      value: load,
      explanation: band(
        load,
        'Макет простой: мало деталей, текста и цветов.',
        'Средняя насыщенность деталями — воспринимается без усилий.',
        'Много деталей, текста и цветов: за секунду-две всё не охватить.',
      ),
    },
    text_coverage: {
      value: coverage,
      explanation: m.texts.length
        ? `Текст занимает около ${coverage} % площади${coverage > 30 ? ' — это много для рекламы.' : '.'}`
        : 'Текст на макете не найден.',
    },
    legibility: {
      value: legibility,
      explanation: m.textInfo.length
        ? `Высота букв на экране и контраст текста с фоном (WCAG): ${band(legibility, 'текст трудно прочитать.', 'текст читается, но не везде уверенно.', named === 0 ? 'текст читается легко.' : named === 1 ? 'текст читается легко, кроме строки, названной в выводах.' : 'текст читается легко, кроме строк, названных в выводах.')}`
        : 'Текст не найден — читаемость не оценивается.',
    },
    colourfulness: {
      value: colourfulness,
      explanation: `Красочность по Хаслеру–Зюсструнку (M = ${M.toFixed(0)}): ${band(colourfulness, 'спокойная, приглушённая гамма.', 'умеренно яркая гамма.', 'очень яркая, насыщенная гамма.')}`,
    },
    brightness: {
      value: brightness,
      explanation: band(brightness, 'Тёмный макет.', 'Средняя яркость.', 'Светлый макет.'),
    },
    contrast: {
      value: contrast,
      explanation: band(
        contrast,
        'Низкий контраст: элементы сливаются.',
        'Умеренный контраст.',
        'Высокий контраст светлого и тёмного.',
      ),
    },
    score: {
      value: score,
      explanation: `Общая оценка для цели «${goalRu[m.goal]}»: ${band(score, 'макет вряд ли справится с задачей.', 'макет справляется частично.', 'макет хорошо подходит для задачи.')}${m.goal === 'awareness' && brandUnread ? ` Бренд «${m.brand!.trim()}» на макете не распознан — если это логотип-картинка, прогноз его не прочитал, и долю заметивших бренд оценка берёт за 50 %.` : ''}`,
      ...(range ? { range } : {}),
    },
  };
}
