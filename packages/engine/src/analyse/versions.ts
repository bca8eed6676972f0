import { distinguishable } from '../viewers/calibration';
import { METRIC_KEYS, scoresApart, type CreativeMetrics, type ScoreRange } from './metrics';
import type { BBox, RegionKind, RegionRole } from './regions';

/**
 * Two versions of one creative compared (issue 17): where attention was gained and lost, how
 * every metric and region share moved, and one Russian sentence that says which version is
 * stronger, or that the difference is within the prediction's uncertainty. Pure: it takes what
 * the engine already produced for each version and computes nothing from pixels.
 */

type Share = { share: number; low: number; high: number; sd?: number };
type Roles<T> = { brand: T; message: T; cta: T };

/** What one analysed version brings: its key frame and, when known, the noticed shares. */
export interface VersionInput {
  version: number;
  width: number;
  height: number;
  grid: { width: number; height: number; values: number[] };
  /** The score's `range`, where the version's analysis gave one (`scoreRange`). */
  metrics: Record<keyof CreativeMetrics, { value: number; range?: ScoreRange }>;
  regions: {
    kind: RegionKind;
    role?: RegionRole | null;
    bbox: BBox;
    text?: string | null;
    label?: string | null;
    attention_share: number;
  }[];
  /** Noticed shares of the first audience segment with their 95 % intervals (null: no element). */
  noticed?: Roles<Share | null> | null;
}

export type RegionChangeStatus = 'matched' | 'appeared' | 'disappeared';

export interface VersionDiff {
  from_version: number;
  to_version: number;
  /** to − from attention, each map normalised to a sum of 1 on the same grid: gained > 0, lost < 0. */
  grid: { width: number; height: number; values: number[] };
  metrics: { key: keyof CreativeMetrics; from: number; to: number; delta: number }[];
  regions: {
    kind: RegionKind;
    role: RegionRole;
    label: string;
    status: RegionChangeStatus;
    from_share: number | null;
    to_share: number | null;
    delta: number;
  }[];
  /** The version that is stronger, or null when the difference is within the uncertainty. */
  better_version: number | null;
  verdict: string;
}

/** A change of a cell's share below this is no change: the map is drawn transparent there. */
export const DIFF_EPSILON = 1e-4;
/**
 * Without ranges (results made before `scoreRange`), a score difference below this (points of
 * 100) does not make one version stronger by itself; with them, the scores must differ beyond
 * their combined uncertainty, the rule of the comparison.
 */
export const SCORE_MARGIN = 3;
/** Without intervals, a role's attention share must move by this much to count as a change. */
export const ROLE_SHARE_MARGIN = 0.03;
/** Matched regions must overlap at least this much (intersection over union, in frame shares). */
const MIN_IOU = 0.1;

/** Bilinear resampling of a row-major grid to `w` × `h`. */
function resample(g: VersionInput['grid'], w: number, h: number): number[] {
  if (g.width === w && g.height === h) return g.values.slice();
  const out: number[] = [];
  for (let y = 0; y < h; y++) {
    const sy = h === 1 ? 0 : (y * (g.height - 1)) / (h - 1);
    const y0 = Math.floor(sy);
    const y1 = Math.min(g.height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < w; x++) {
      const sx = w === 1 ? 0 : (x * (g.width - 1)) / (w - 1);
      const x0 = Math.floor(sx);
      const x1 = Math.min(g.width - 1, x0 + 1);
      const fx = sx - x0;
      const at = (xx: number, yy: number) => g.values[yy * g.width + xx] ?? 0;
      out.push(
        (1 - fy) * ((1 - fx) * at(x0, y0) + fx * at(x1, y0)) +
          fy * ((1 - fx) * at(x0, y1) + fx * at(x1, y1)),
      );
    }
  }
  return out;
}

const normalised = (xs: number[]) => {
  const sum = xs.reduce((s, v) => s + Math.max(0, v), 0);
  return xs.map((v) => (sum > 0 ? Math.max(0, v) / sum : 0));
};

/** The region's box as shares of its frame, so versions of other sizes can be matched. */
const relBox = (b: BBox, w: number, h: number): BBox => ({
  x: b.x / w,
  y: b.y / h,
  width: b.width / w,
  height: b.height / h,
});

function iou(a: BBox, b: BBox): number {
  const ix = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  const inter = ix * iy;
  const union = a.width * a.height + b.width * b.height - inter;
  return union > 0 ? inter / union : 0;
}

const KIND_LABEL: Record<RegionKind, string> = {
  text: 'Текст',
  face: 'Лицо',
  object: 'Объект',
  custom: 'Область',
};
const ROLE_LABEL: Record<Exclude<RegionRole, 'other'>, string> = {
  brand: 'Бренд',
  message: 'Сообщение',
  cta: 'Призыв',
};

const shortText = (r: VersionInput['regions'][number]) => {
  const text = (r.label ?? r.text ?? '').trim().replace(/\s+/g, ' ');
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

/** «Призыв: «Купить»»; a matched region whose text changed: «Сообщение: «Скидка» → «Распродажа»». */
function labelOf(r: VersionInput['regions'][number], before?: VersionInput['regions'][number]) {
  const role = r.role && r.role !== 'other' ? ROLE_LABEL[r.role] : null;
  const head = role ?? KIND_LABEL[r.kind];
  const now = shortText(r);
  const then = before ? shortText(before) : '';
  if (then && now && then.toLowerCase() !== now.toLowerCase())
    return `${head}: «${then}» → «${now}»`;
  return now ? `${head}: «${now}»` : head;
}

const round4 = (v: number) => +v.toFixed(4);
const round1 = (v: number) => +v.toFixed(1);

/**
 * Regions matched between the versions: the same role (or kind, for regions without a role)
 * and the largest overlap first; what is left is listed as appeared or disappeared.
 */
function matchRegions(from: VersionInput, to: VersionInput): VersionDiff['regions'] {
  const a = from.regions.map((r) => ({ r, box: relBox(r.bbox, from.width, from.height) }));
  const b = to.regions.map((r) => ({ r, box: relBox(r.bbox, to.width, to.height) }));
  const key = (r: VersionInput['regions'][number]) =>
    r.role && r.role !== 'other' ? `role:${r.role}` : `kind:${r.kind}`;
  const pairs: { i: number; j: number; o: number }[] = [];
  a.forEach((x, i) =>
    b.forEach((y, j) => {
      if (key(x.r) !== key(y.r)) return;
      const o = iou(x.box, y.box);
      // A role is one thing on a creative: its regions match even when the layout moved it.
      if (o >= MIN_IOU || x.r.role === y.r.role) pairs.push({ i, j, o });
    }),
  );
  pairs.sort((p, q) => q.o - p.o || p.i - q.i || p.j - q.j);
  // The same recognised text in both versions is one region first, whatever its role (the
  // brand read as the message in one version); then the same place under another role.
  const textOf = (r: VersionInput['regions'][number]) =>
    (r.text ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  const first: typeof pairs = [];
  const second: typeof pairs = [];
  a.forEach((x, i) =>
    b.forEach((y, j) => {
      if (x.r.kind !== y.r.kind) return;
      const o = iou(x.box, y.box);
      if (textOf(x.r) !== '' && textOf(x.r) === textOf(y.r)) first.push({ i, j, o: 1 + o });
      else if (key(x.r) !== key(y.r) && o >= 0.5) second.push({ i, j, o });
    }),
  );
  first.sort((p, q) => q.o - p.o || p.i - q.i || p.j - q.j);
  second.sort((p, q) => q.o - p.o || p.i - q.i || p.j - q.j);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  const out: VersionDiff['regions'] = [];
  for (const p of [...first, ...pairs, ...second]) {
    if (usedA.has(p.i) || usedB.has(p.j)) continue;
    const roleMatch =
      key(a[p.i]!.r) === key(b[p.j]!.r) && !!a[p.i]!.r.role && a[p.i]!.r.role !== 'other';
    if (p.o < MIN_IOU && !roleMatch) continue;
    usedA.add(p.i);
    usedB.add(p.j);
    const fr = a[p.i]!.r;
    const tr = b[p.j]!.r;
    out.push({
      kind: tr.kind,
      role: tr.role ?? 'other',
      label: labelOf(tr, fr),
      status: 'matched',
      from_share: round4(fr.attention_share),
      to_share: round4(tr.attention_share),
      delta: round4(tr.attention_share - fr.attention_share),
    });
  }
  b.forEach(({ r }, j) => {
    if (usedB.has(j)) return;
    out.push({
      kind: r.kind,
      role: r.role ?? 'other',
      label: labelOf(r),
      status: 'appeared',
      from_share: null,
      to_share: round4(r.attention_share),
      delta: round4(r.attention_share),
    });
  });
  a.forEach(({ r }, i) => {
    if (usedA.has(i)) return;
    out.push({
      kind: r.kind,
      role: r.role ?? 'other',
      label: labelOf(r),
      status: 'disappeared',
      from_share: round4(r.attention_share),
      to_share: null,
      delta: round4(-r.attention_share),
    });
  });
  return out.sort((p, q) => Math.abs(q.delta) - Math.abs(p.delta));
}

const ROLES = ['cta', 'brand', 'message'] as const;
/** The role in the dative, as in «внимание к призыву». */
const ROLE_DATIVE: Record<(typeof ROLES)[number], string> = {
  cta: 'призыву',
  brand: 'бренду',
  message: 'сообщению',
};

const roleShare = (v: VersionInput, role: RegionRole) =>
  v.regions.filter((r) => r.role === role).reduce((s, r) => s + r.attention_share, 0);
const hasRole = (v: VersionInput, role: RegionRole) => v.regions.some((r) => r.role === role);
/**
 * A role's share of attention in the verdict, to a tenth with a decimal comma («12,6»), as the
 * versions table beside it writes the regions' shares: written whole, the verdict said «с 13 до
 * 22 %» above «12,6 % → 21,6 %».
 */
const TENTH = new Intl.NumberFormat('ru-RU', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const pct = (v: number) => TENTH.format(v * 100);

/**
 * How each role's attention moved (a move counts from ROLE_SHARE_MARGIN on: the map is the
 * model's prediction and has no interval), and whether the share of people who notice the
 * element differs beyond the engine's intervals (null: no intervals for both versions).
 */
function roleChanges(from: VersionInput, to: VersionInput) {
  return ROLES.filter((role) => hasRole(from, role) || hasRole(to, role)).map((role) => {
    const f = roleShare(from, role);
    const t = roleShare(to, role);
    const nf = from.noticed?.[role] ?? null;
    const nt = to.noticed?.[role] ?? null;
    return {
      role,
      from: f,
      to: t,
      significant: Math.abs(t - f) >= ROLE_SHARE_MARGIN,
      noticedApart: nf && nt ? distinguishable(nf, nt) : null,
    };
  });
}

function verdictOf(
  from: VersionInput,
  to: VersionInput,
  gridChange: number,
  metrics: VersionDiff['metrics'],
): { verdict: string; better: number | null } {
  const a = from.version;
  const b = to.version;
  const metricChange = Math.max(0, ...metrics.map((m) => Math.abs(m.delta)));
  if (gridChange < DIFF_EPSILON * 10 && metricChange < 0.5)
    return {
      verdict: `Версии ${a} и ${b} без заметных изменений: карта внимания и метрики почти совпадают.`,
      better: null,
    };
  const roles = roleChanges(from, to);
  const score = metrics.find((m) => m.key === 'score')!.delta;
  const moved = roles.filter((r) => r.significant);
  const gain = moved.reduce((s, r) => s + (r.to - r.from), 0);
  const scoreApart =
    scoresApart(from.metrics.score, to.metrics.score) ?? Math.abs(score) >= SCORE_MARGIN;
  if (moved.length === 0 && !scoreApart)
    return {
      verdict: `Версии ${a} и ${b} почти равны: разница в пределах погрешности прогноза.`,
      better: null,
    };
  // The score speaks for the goal; when it barely moved, the key elements decide.
  const toBetter = scoreApart ? score > 0 : gain > 0;
  const better = toBetter ? b : a;
  const changed = moved.map((r) => {
    const dir = r.to > r.from ? 'выросло' : 'снизилось';
    return `к ${ROLE_DATIVE[r.role]} ${dir} с ${pct(r.from)} до ${pct(r.to)} %`;
  });
  const still = roles
    .filter((r) => !r.significant)
    .map((r) => `к ${ROLE_DATIVE[r.role]} почти не изменилось`);
  const detail = changed.length
    ? `внимание ${[...changed, ...still].join(', ')}`
    : still.length
      ? `оценка ${score > 0 ? 'выросла' : 'снизилась'} на ${Math.abs(round1(score))}, внимание ${still.join(', ')}`
      : `оценка ${score > 0 ? 'выросла' : 'снизилась'} на ${Math.abs(round1(score))}`;
  // The map has no interval, the shares of people who notice do: a moved element whose share
  // of people stays within the intervals is said to be so.
  const withRanges = moved.filter((r) => r.noticedApart !== null);
  const withinRanges =
    withRanges.length > 0 && withRanges.every((r) => r.noticedApart === false)
      ? '; по доле заметивших разница в пределах погрешности'
      : '';
  // When the older version wins, the changes are still told from the older to the newer one.
  const where = toBetter ? '' : `в версии ${b} `;
  return { verdict: `Версия ${better} сильнее: ${where}${detail}${withinRanges}.`, better };
}

/** The difference of version `to` against version `from` (DESIGN §6 terms, issue 17). */
export function diffVersions(from: VersionInput, to: VersionInput): VersionDiff {
  const w = to.grid.width;
  const h = to.grid.height;
  const pa = normalised(resample(from.grid, w, h));
  const pb = normalised(resample(to.grid, w, h));
  // Rounded to 6 decimals with each cell's rounding error carried into the next, so the grid
  // still sums to zero within 1e-6. Cutting small cells to zero, or rounding each on its own,
  // does not: when attention moves a little everywhere, thousands of cells err the same way
  // (+0.02 and +0.0007 on 3 072 cells, test/versions.test.ts). The page draws cells below
  // DIFF_EPSILON transparent anyway.
  let carry = 0;
  const values = pb.map((v, i) => {
    const d = v - pa[i]! + carry;
    const r = Math.round(d * 1e6) / 1e6;
    carry = d - r;
    return r || 0;
  });
  const gridChange = values.reduce((s, v) => s + Math.abs(v), 0) / 2;
  const metrics = METRIC_KEYS.map((key) => {
    const f = from.metrics[key].value;
    const t = to.metrics[key].value;
    return { key, from: round1(f), to: round1(t), delta: round1(t - f) };
  });
  const { verdict, better } = verdictOf(from, to, gridChange, metrics);
  return {
    from_version: from.version,
    to_version: to.version,
    grid: { width: w, height: h, values },
    metrics,
    regions: matchRegions(from, to),
    better_version: better,
    verdict,
  };
}
