import { letterPx, type RoleSeen } from '../analyse/metrics';
import type { Region } from '../analyse/regions';
import { regionVisits } from '../analyse/regions';
import type { FMap } from '../maps';
import { hashSeed, mulberry32, VIEWERS_SEED } from '../random';
import {
  calibrate,
  geometryOf,
  type CalibrationKind,
  type ShareInterval,
  shareInterval,
  usesUnfitted,
} from './calibration';
import { atLeast, inside, liftContained } from './containment';
import { viewerModel } from './model';
import { calibratedOrder, type OrderInput } from './order';
import {
  DEFAULT_SEGMENT,
  displayScale,
  makeViewer,
  type Placement,
  PLACEMENT_MODELS,
  type Segment,
  type Viewer,
} from './population';
import { type Fixation, sampleScanpath, UNFITTED_PARAMS } from './scanpath';

/**
 * Simulated viewers behind `seen_probability`, `order` and the segments' noticed shares: enough
 * that the simulation's own noise (at most 0.016 for 1000) is small beside how far people are
 * from the calibrated prediction (0.07–0.29, model/viewers.json).
 */
export const REGION_STATS_VIEWERS = 1000;

/** What the simulation needs from one analysed frame. */
export interface ViewableFrame {
  width: number;
  height: number;
  /** Attention density on a coarse grid (sums to 1). */
  map: FMap;
  regions: Region[];
  /** Text regions' glyph heights and WCAG contrast, by region id. */
  textInfo?: Record<string, { glyphFrac: number; contrast: number }>;
  /** All recognised text, for matching the segment's interests. */
  allText?: string;
  /**
   * Set by `scoreRegions`: the seen share of the brand and of the call to action where either has
   * several regions (a logo marked over the line that reads the brand, the name on two lines, two
   * buttons): the union of them, as the audience's noticed shares count it, never below one of
   * them. The score's seen term and the brand's finding read it.
   */
  roleSeen?: RoleSeen;
}

/** The roles whose seen share is that of all their regions together (`roleSeen`). */
const UNION_ROLES: readonly (keyof RoleSeen)[] = ['brand', 'cta'];

export interface FeedbackItem {
  viewer: {
    name: string;
    gender: 'f' | 'm';
    age: number;
    context: string;
    viewing_time_s: number;
    index: number;
  };
  noticed: string[];
  missed: string[];
  read: string[];
  noticed_roles: { brand: boolean | null; message: boolean | null; cta: boolean | null };
  text: string;
  scanpath: { x: number; y: number; t: number; dur: number }[];
}

function describe(r: Region): string {
  const short = r.text.length > 24 ? `${r.text.slice(0, 22)}…` : r.text;
  if (r.kind === 'face') return 'лицо';
  if (r.role === 'cta') return `кнопку «${short}»`;
  if (r.role === 'brand') return short ? `бренд «${short}»` : 'бренд';
  if (r.role === 'message') return 'заголовок';
  if (r.kind === 'text') return `текст «${short}»`;
  if (r.kind === 'custom') return r.label ? `«${r.label}»` : 'выделенную область';
  return 'яркий объект';
}

/**
 * The regions as a viewer tells them, each thing once: every region of the brand is the brand
 * (a logo marked over the line that reads it, or the name read on two lines: «заметил бренд
 * «Креолаб» и бренд «Креолаб»», or the brand both noticed and missed), others once per wording.
 * With `told`, what was already said of the viewer is not said again (the missed after the
 * noticed).
 */
function said(regions: readonly Region[], told: readonly Region[] = []): Region[] {
  const key = (r: Region) => (r.role === 'brand' ? 'brand' : describe(r));
  const keys = new Set(told.map(key));
  return regions.filter((r) => {
    const k = key(r);
    if (keys.has(k)) return false;
    keys.add(k);
    return true;
  });
}

const fmtS = (ms: number) => (ms / 1000).toFixed(1).replace('.', ',');

/** Key regions the feedback talks about: faces, text, custom, and the two most attended objects. */
function keyRegions(regions: Region[]): Region[] {
  const objects = regions
    .filter((r) => r.kind === 'object')
    .sort((a, b) => b.attention_share - a.attention_share)
    .slice(0, 1);
  const texts = regions
    .filter((r) => r.kind === 'text')
    .sort((a, b) => (a.role === 'other' ? 1 : 0) - (b.role === 'other' ? 1 : 0))
    .slice(0, 4);
  // one face (the most attended) is enough for the wording; more would read «лицо и лицо»
  const face = regions
    .filter((r) => r.kind === 'face')
    .sort((a, b) => b.attention_share - a.attention_share)
    .slice(0, 1);
  return [...face, ...texts, ...regions.filter((r) => r.kind === 'custom'), ...objects];
}

/**
 * A viewer's scanpath over the frame (the same one `simulateOne` describes); with `unfitted`, the
 * path of the same viewer moving as the unfitted sampler does, from its own random stream (see
 * `unfittedShares`), so that drawing it changes no fitted path.
 */
export function viewerPath(
  frame: ViewableFrame,
  v: Viewer,
  seed: number,
  unfitted = false,
): Fixation[] {
  viewerModel();
  const stream = unfitted ? 'unfitted' : 'path';
  return sampleScanpath(frame.map, mulberry32(hashSeed(seed, stream, v.index, v.name)), {
    durationMs: v.viewingMs,
    params: unfitted ? UNFITTED_PARAMS : undefined,
  });
}

export function simulateOne(
  frame: ViewableFrame,
  v: Viewer,
  seed: number,
): { path: Fixation[]; item: FeedbackItem } {
  const path = viewerPath(frame, v, seed);
  const visits = regionVisits(frame.regions, path, frame.width, frame.height);
  const keys = keyRegions(frame.regions);
  const noticed: Region[] = [];
  const missed: Region[] = [];
  const read: string[] = [];
  for (const r of keys) {
    const vis = visits.get(r.id);
    if (!vis) {
      missed.push(r);
      continue;
    }
    noticed.push(r);
    if (r.kind === 'text') {
      const info = frame.textInfo?.[r.id];
      const glyphPx = letterPx(
        info?.glyphFrac ?? 0.03,
        frame.height,
        displayScale(v.placement, frame.width, frame.height, v.displayWidthPx),
      );
      const canRead =
        glyphPx >= 7 &&
        (info?.contrast ?? 4.5) >= 2.5 &&
        r.text.length <= vis.dwellMs * (v.readingCps / 1000) + 6;
      if (canRead) read.push(r.text);
    }
  }
  noticed.sort((a, b) => visits.get(a.id)!.rank - visits.get(b.id)!.rank);
  const seen = said(noticed);
  const unseen = said(missed, seen);
  const f = v.gender === 'f';
  const parts: string[] = [];
  if (noticed.length) parts.push(`${f ? 'заметила' : 'заметил'} ${joinRu(seen.map(describe))}`);
  else
    parts.push(
      `${f ? 'скользнула' : 'скользнул'} взглядом, ничего не ${f ? 'выделила' : 'выделил'}`,
    );
  const missedImportant = unseen.filter((r) => r.role !== 'other' || r.kind === 'face').slice(0, 2);
  if (missedImportant.length)
    parts.push(`не ${f ? 'увидела' : 'увидел'} ${joinRu(missedImportant.map(describe))}`);
  if (read.length) parts.push(`${f ? 'прочитала' : 'прочитал'} «${read[0]!.slice(0, 40)}»`);
  const role = (name: 'brand' | 'message' | 'cta') => {
    const rs = frame.regions.filter((r) => r.role === name);
    return rs.length ? rs.some((r) => visits.has(r.id)) : null;
  };
  const text = `${v.name}, ${v.age}, ${v.context}, ${fmtS(v.viewingMs)} с: ${parts.join(', ')}`;
  return {
    path,
    item: {
      viewer: {
        name: v.name,
        gender: v.gender,
        age: v.age,
        context: v.context,
        viewing_time_s: +(v.viewingMs / 1000).toFixed(2),
        index: v.index,
      },
      noticed: seen.map(describe),
      missed: unseen.map(describe),
      read,
      noticed_roles: { brand: role('brand'), message: role('message'), cta: role('cta') },
      text,
      scanpath: path.map((p) => ({
        x: +p.x.toFixed(4),
        y: +p.y.toFixed(4),
        t: Math.round(p.t),
        dur: Math.round(p.dur),
      })),
    },
  };
}

function joinRu(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} и ${items[items.length - 1]}`;
}

export interface BatchOptions {
  seed?: number;
  /** Index of the first viewer: a batch is the next `count` viewers after `offset`. */
  offset?: number;
  count?: number;
  /** Every viewer's viewing time, ms (default: drawn from the placement's model). */
  viewingMs?: number;
}

/** Interests that appear in the creative's text lengthen viewing by a quarter. */
function interestBoost(frame: ViewableFrame, segment: Segment): number {
  const text = (frame.allText ?? '').toLowerCase();
  return (segment.interests ?? []).some(
    (i) => i.length > 2 && text.includes(i.toLowerCase().slice(0, Math.max(3, i.length - 2))),
  )
    ? 1.25
    : 1;
}

/** The next `count` simulated viewers of a segment; deterministic for (seed, segment, placement, offset). */
export function simulateViewers(
  frame: ViewableFrame,
  segment: Segment,
  placement: Placement,
  opts: BatchOptions = {},
): FeedbackItem[] {
  const seed = opts.seed ?? VIEWERS_SEED;
  const offset = opts.offset ?? 0;
  const count = opts.count ?? 10;
  const boost = interestBoost(frame, segment);
  if (!PLACEMENT_MODELS[placement]) throw new Error(`unknown placement ${placement}`);
  const out: FeedbackItem[] = [];
  for (let i = offset; i < offset + count; i++)
    out.push(
      simulateOne(
        frame,
        withViewing(makeViewer(seed, segment, placement, i, boost), opts.viewingMs),
        seed,
      ).item,
    );
  return out;
}

const withViewing = (v: Viewer, ms?: number): Viewer => (ms ? { ...v, viewingMs: ms } : v);

const calKind = (r: Region): CalibrationKind => (r.kind === 'custom' ? 'custom' : r.kind);
const areaShare = (r: Region, frame: ViewableFrame) =>
  (r.bbox.width * r.bbox.height) / Math.max(1, frame.width * frame.height);
/** A group of regions (all brand lines) is calibrated as its largest member. */
const largest = (frame: ViewableFrame, rs: Region[]) =>
  rs.reduce((a, b) => (areaShare(b, frame) > areaShare(a, frame) ? b : a));

/**
 * Per group of regions: the share of the same viewers (same viewing times, their own random
 * stream) who fixate any of the group's regions when they move as the unfitted sampler does, for
 * the groups whose kind the shipped calibration reads from that share (`UNFITTED_KINDS` in
 * calibration.ts); undefined for the others. Samples nothing when no group needs it.
 */
export function unfittedShares(
  frame: ViewableFrame,
  groups: Region[][],
  viewerAt: (i: number) => Viewer,
  count: number,
  seed: number,
): (number | undefined)[] {
  const model = viewerModel();
  const wanted = groups.map(
    (rs) =>
      rs.length > 0 && !!model && usesUnfitted(model.calibration, calKind(largest(frame, rs))),
  );
  if (!wanted.some(Boolean)) return groups.map(() => undefined);
  const regions = groups.filter((_, k) => wanted[k]).flat();
  const hitsOf = groups.map(() => 0);
  for (let i = 0; i < count; i++) {
    const path = viewerPath(frame, viewerAt(i), seed, true);
    const visits = regionVisits(regions, path, frame.width, frame.height);
    groups.forEach((rs, k) => {
      if (wanted[k] && rs.some((r) => visits.has(r.id))) hitsOf[k]!++;
    });
  }
  return hitsOf.map((h, k) => (wanted[k] ? h / count : undefined));
}

/**
 * A region's (or a group's) simulated share turned into the probability that a person fixates it,
 * with its interval; the raw share when no fitted model is shipped. `unfitted`: the group's
 * share from `unfittedShares`, for the kinds calibrated from it.
 */
export function calibratedShare(
  frame: ViewableFrame,
  rs: Region[],
  raw: number,
  n: number,
  seconds: number,
  unfitted?: number,
): ShareInterval {
  const model = viewerModel();
  const r = largest(frame, rs);
  if (!model)
    return {
      share: +raw.toFixed(4),
      low: +raw.toFixed(4),
      high: +raw.toFixed(4),
      n,
      sd: 0,
      method: 'raw',
    };
  const kind = calKind(r);
  const g = geometryOf(
    r.bbox,
    frame.width,
    frame.height,
    rs.reduce((m, x) => m + x.attention_share, 0),
  );
  return shareInterval(
    model.calibration,
    kind,
    calibrate(model.calibration, kind, raw, g, seconds, unfitted),
    n,
  );
}

export interface RegionStatsOptions {
  seed?: number;
  /** Simulated viewers (default REGION_STATS_VIEWERS). */
  viewers?: number;
  viewingMs?: number;
}

/**
 * Fills the regions' `seen_probability` (calibrated against people), `seen_interval` and `order`
 * (mean rank among the regions a simulated viewer fixated) from generic viewers of the placement.
 */
export function scoreRegions(
  frame: ViewableFrame,
  placement: Placement,
  opts: RegionStatsOptions = {},
): void {
  const count = Math.max(1, Math.round(opts.viewers ?? REGION_STATS_VIEWERS));
  const seed = opts.seed ?? VIEWERS_SEED;
  const seen = new Map<string, { n: number; rankSum: number }>();
  const viewerAt = regionStatsViewer(placement, seed, opts.viewingMs);
  const unions = UNION_ROLES.map((k) => {
    const rs = frame.regions.filter((r) => r.role === k);
    return rs.length > 1 ? rs : [];
  });
  const unionHits = unions.map(() => 0);
  let viewingMs = 0;
  for (let i = 0; i < count; i++) {
    const v = viewerAt(i);
    viewingMs += v.viewingMs;
    const visits = regionVisits(
      frame.regions,
      viewerPath(frame, v, seed),
      frame.width,
      frame.height,
    );
    for (const [id, vis] of visits) {
      const s = seen.get(id) ?? { n: 0, rankSum: 0 };
      s.n++;
      s.rankSum += vis.rank;
      seen.set(id, s);
    }
    unions.forEach((rs, j) => {
      if (rs.some((r) => visits.has(r.id))) unionHits[j]!++;
    });
  }
  const unfitted = unfittedShares(
    frame,
    [...frame.regions.map((r) => [r]), ...unions],
    viewerAt,
    count,
    seed,
  );
  const order = regionOrder(frame, seen, count);
  frame.regions.forEach((r, k) => {
    const s = seen.get(r.id);
    const c = calibratedShare(
      frame,
      [r],
      (s?.n ?? 0) / count,
      count,
      viewingMs / count / 1000,
      unfitted[k],
    );
    const t = toThousandths(c);
    r.seen_probability = t.share;
    r.seen_interval = { low: t.low, high: t.high, sd: c.sd };
    r.order = order[k] == null ? null : +order[k]!.toFixed(2);
  });
  liftContained(frame.regions);
  delete frame.roleSeen;
  unions.forEach((rs, j) => {
    if (!rs.length) return;
    const c = calibratedShare(
      frame,
      rs,
      unionHits[j]! / count,
      count,
      viewingMs / count / 1000,
      unfitted[frame.regions.length + j],
    );
    const t = rs.reduce(
      (u, r) =>
        atLeast(u, {
          share: r.seen_probability,
          low: r.seen_interval?.low ?? r.seen_probability,
          high: r.seen_interval?.high ?? r.seen_probability,
        }),
      toThousandths(c),
    );
    frame.roleSeen = {
      ...frame.roleSeen,
      [UNION_ROLES[j]!]: { share: t.share, low: t.low, high: t.high, sd: c.sd },
    };
  });
}

/**
 * A share to three decimals, its interval rounded outwards so that it still holds the rounded
 * share: the regions' seen shares and the segments' noticed shares alike, so that one figure
 * reads the same in the regions list and the audience table (a logo at 0.5349 read «53 %» in the
 * table and, rounded first to 0.535, «54 %» in the list).
 */
function toThousandths<T extends Pick<ShareInterval, 'share' | 'low' | 'high'>>(c: T): T {
  return {
    ...c,
    share: +c.share.toFixed(3),
    low: Math.floor(c.low * 1000) / 1000,
    high: Math.ceil(c.high * 1000) / 1000,
  };
}

/**
 * The regions' `order`: the calibrated order of the shipped model (src/viewers/order.ts) where
 * there is one, else the simulated viewers' mean rank; null for a region no viewer fixated.
 */
function regionOrder(
  frame: ViewableFrame,
  seen: Map<string, { n: number; rankSum: number }>,
  count: number,
): (number | null)[] {
  const model = viewerModel();
  const inputs = frame.regions.map((r): OrderInput | null => {
    const s = seen.get(r.id);
    if (!s) return null;
    return {
      rank: s.rankSum / s.n,
      kind: calKind(r),
      share: s.n / count,
      geometry: geometryOf(r.bbox, frame.width, frame.height, r.attention_share),
    };
  });
  return model?.order
    ? calibratedOrder(model.order.weights, inputs)
    : inputs.map((x) => x && x.rank);
}

/**
 * Per role (brand, message, call to action): the probability that a viewer of the segment
 * fixates any of its regions, from `viewers` simulated viewers and calibrated, with the interval
 * of the calibration; null when the creative has no region of that role.
 */
export function noticedShares(
  frame: ViewableFrame,
  segment: Segment,
  placement: Placement,
  opts: RegionStatsOptions = {},
): Record<'brand' | 'message' | 'cta', ShareInterval | null> {
  const count = Math.max(1, Math.round(opts.viewers ?? REGION_STATS_VIEWERS));
  const roles = ['brand', 'message', 'cta'] as const;
  const hitsOf = { brand: 0, message: 0, cta: 0 };
  let viewingMs = 0;
  const groups = Object.fromEntries(
    roles.map((k) => [k, frame.regions.filter((r) => r.role === k)]),
  ) as Record<(typeof roles)[number], Region[]>;
  // a role's share is that of the union of its regions, so it is at least the share of each of
  // them and of every region inside one (`liftContained`); a single region is its own union
  const inner = Object.fromEntries(
    roles.map((k) => {
      const within = frame.regions.filter((r) =>
        groups[k].some((m) => r === m || (!m.polygon && inside(r.bbox, m.bbox))),
      );
      return [k, within.length > 1 ? within : []];
    }),
  ) as Record<(typeof roles)[number], Region[]>;
  const alone = [...new Set(roles.flatMap((k) => inner[k]))];
  const aloneHits = alone.map(() => 0);
  if (roles.some((k) => groups[k].length)) {
    viewingMs = walkViewers(frame, frame.regions, segment, placement, opts, (visits) => {
      for (const k of roles) if (groups[k].some((r) => visits.has(r.id))) hitsOf[k]++;
      alone.forEach((r, j) => {
        if (visits.has(r.id)) aloneHits[j]!++;
      });
    }).meanViewingMs;
  }
  const out = { brand: null, message: null, cta: null } as Record<
    (typeof roles)[number],
    ShareInterval | null
  >;
  const unfitted = unfittedShares(
    frame,
    [...roles.map((k) => groups[k]), ...alone.map((r) => [r])],
    segmentViewer(frame, segment, placement, opts),
    count,
    opts.seed ?? VIEWERS_SEED,
  );
  const seconds = viewingMs / 1000;
  roles.forEach((k, i) => {
    if (!groups[k].length) return;
    out[k] = toThousandths(
      inner[k].reduce(
        (c, r) => {
          const j = alone.indexOf(r);
          return atLeast(
            c,
            calibratedShare(
              frame,
              [r],
              aloneHits[j]! / count,
              count,
              seconds,
              unfitted[roles.length + j],
            ),
          );
        },
        calibratedShare(frame, groups[k], hitsOf[k] / count, count, seconds, unfitted[i]),
      ),
    );
  });
  return out;
}

/**
 * The simulated viewers of a segment behind `noticedShares` (and the context statistics): each
 * viewer's scanpath over the frame, reduced to its visits of `regions`, handed to `visit`.
 * Returns the number of viewers and their mean viewing time, ms.
 */
export function walkViewers(
  frame: ViewableFrame,
  regions: Region[],
  segment: Segment,
  placement: Placement,
  opts: RegionStatsOptions,
  visit: (visits: Map<string, { rank: number; firstMs: number; dwellMs: number }>) => void,
): { count: number; meanViewingMs: number } {
  const count = Math.max(1, Math.round(opts.viewers ?? REGION_STATS_VIEWERS));
  const seed = opts.seed ?? VIEWERS_SEED;
  const viewerAt = segmentViewer(frame, segment, placement, opts);
  let viewingMs = 0;
  for (let i = 0; i < count; i++) {
    const v = viewerAt(i);
    viewingMs += v.viewingMs;
    visit(regionVisits(regions, viewerPath(frame, v, seed), frame.width, frame.height));
  }
  return { count, meanViewingMs: viewingMs / count };
}

/**
 * The mean viewing time, in seconds, of the segment's viewers behind `noticedShares` (the same
 * viewers, their scanpaths not walked): the figure that belongs beside their count. The feedback
 * batch's twenty talking viewers are too few for it (two analyses of one banner said 1,79 and
 * 2,04 s).
 */
export function meanViewingTime(
  frame: ViewableFrame,
  segment: Segment,
  placement: Placement,
  opts: RegionStatsOptions = {},
): number {
  const count = Math.max(1, Math.round(opts.viewers ?? REGION_STATS_VIEWERS));
  const viewerAt = segmentViewer(frame, segment, placement, opts);
  let ms = 0;
  for (let i = 0; i < count; i++) ms += viewerAt(i).viewingMs;
  return ms / count / 1000;
}

/** The i-th generic viewer of the placement: the population behind the regions' seen shares. */
function regionStatsViewer(
  placement: Placement,
  seed: number,
  viewingMs: number | undefined,
): (i: number) => Viewer {
  return (i) =>
    withViewing(
      makeViewer(hashSeed('region-stats', seed), DEFAULT_SEGMENT, placement, i),
      viewingMs,
    );
}

/**
 * Whether a segment is the broad audience: the ages, the even split of women and men and the
 * absence of interests of `DEFAULT_SEGMENT`, whatever its name or id.
 */
export function isBroadAudience(segment: Segment): boolean {
  return (
    (segment.interests ?? []).length === 0 &&
    (segment.female_share ?? 0.5) === (DEFAULT_SEGMENT.female_share ?? 0.5) &&
    segment.age_min === DEFAULT_SEGMENT.age_min &&
    segment.age_max === DEFAULT_SEGMENT.age_max
  );
}

/**
 * The i-th simulated viewer of a segment, as `walkViewers` draws them. The broad audience is the
 * population of the regions' seen shares (`scoreRegions`), viewer for viewer, so that its
 * noticed share of a call to action is the call-to-action region's seen share: drawn apart, the
 * page said «замечают 79 %» above a table of the broad audience with 78 % for the same button.
 */
export function segmentViewer(
  frame: ViewableFrame,
  segment: Segment,
  placement: Placement,
  opts: RegionStatsOptions,
): (i: number) => Viewer {
  const seed = opts.seed ?? VIEWERS_SEED;
  if (isBroadAudience(segment)) return regionStatsViewer(placement, seed, opts.viewingMs);
  const boost = interestBoost(frame, segment);
  return (i) => withViewing(makeViewer(seed, segment, placement, i, boost), opts.viewingMs);
}

/** Wilson score interval for a proportion (95 % by default). */
export function wilson(
  successes: number,
  n: number,
  z = 1.96,
): { share: number; low: number; high: number; n: number } {
  if (n === 0) return { share: 0, low: 0, high: 0, n };
  const p = successes / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return {
    share: +p.toFixed(4),
    low: +Math.max(0, c - h).toFixed(4),
    high: +Math.min(1, c + h).toFixed(4),
    n,
  };
}
