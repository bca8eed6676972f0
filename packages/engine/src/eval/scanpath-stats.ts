/** One viewer's fixations in viewing order: pixels and duration, ms. */
export type PathPx = { x: number; y: number; dur: number }[];

/** Eye-movement statistics of a set of scanpaths over images of one size. */
export interface ScanpathStats {
  /** Median saccade amplitude, px. */
  saccadeMedianPx: number;
  /** Share of fixations (after each viewer's first) within 32 px of an earlier fixation of the same viewer. */
  refixShare: number;
  /** Mean number of the cells of a 4×3 grid a viewer fixated. */
  gridCells: number;
  /** Median distance of the first fixation from the image's centre, px. */
  firstCentrePx: number;
  /**
   * Median distance of every later fixation from the image's centre, px: how far viewers wander
   * from where they arrive. Reported only, not fitted (`statsLoss` leaves it out; see the README's
   * "The scanpath sampler, fitted to people").
   */
  laterCentrePx: number;
  /** Median and mean fixation duration, ms. */
  durMedianMs: number;
  durMeanMs: number;
  /** Mean number of fixations per viewer. */
  fixations: number;
}

export const REFIX_PX = 32;

export function median(xs: number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The statistics of scanpaths on images of `width`×`height` pixels. */
export function scanpathStats(paths: PathPx[], width: number, height: number): ScanpathStats {
  const amps: number[] = [];
  const firsts: number[] = [];
  const laters: number[] = [];
  const durs: number[] = [];
  let refix = 0;
  let later = 0;
  let cells = 0;
  let count = 0;
  const viewers = paths.filter((p) => p.length > 0);
  for (const p of viewers) {
    const visited = new Set<number>();
    p.forEach((f, i) => {
      durs.push(f.dur);
      visited.add(
        Math.min(3, Math.max(0, Math.floor((4 * f.x) / width))) +
          4 * Math.min(2, Math.max(0, Math.floor((3 * f.y) / height))),
      );
      if (i === 0) {
        firsts.push(Math.hypot(f.x - width / 2, f.y - height / 2));
        return;
      }
      laters.push(Math.hypot(f.x - width / 2, f.y - height / 2));
      const prev = p[i - 1]!;
      amps.push(Math.hypot(f.x - prev.x, f.y - prev.y));
      later++;
      for (let j = 0; j < i; j++) {
        if (Math.hypot(f.x - p[j]!.x, f.y - p[j]!.y) <= REFIX_PX) {
          refix++;
          break;
        }
      }
    });
    cells += visited.size;
    count += p.length;
  }
  const n = Math.max(1, viewers.length);
  return {
    saccadeMedianPx: median(amps),
    refixShare: later ? refix / later : 0,
    gridCells: cells / n,
    firstCentrePx: median(firsts),
    laterCentrePx: median(laters),
    durMedianMs: median(durs),
    durMeanMs: durs.reduce((s, d) => s + d, 0) / Math.max(1, durs.length),
    fixations: count / n,
  };
}

/** How far simulated statistics are from people's: the sum of squared relative errors of the spatial ones. */
export function statsLoss(sim: ScanpathStats, people: ScanpathStats): number {
  const rel = (a: number, b: number) => (a - b) / Math.max(1e-9, b);
  return (
    rel(sim.saccadeMedianPx, people.saccadeMedianPx) ** 2 +
    rel(sim.refixShare, people.refixShare) ** 2 +
    rel(sim.gridCells, people.gridCells) ** 2 +
    rel(sim.firstCentrePx, people.firstCentrePx) ** 2
  );
}

const ROWS: [keyof ScanpathStats, string, number][] = [
  ['saccadeMedianPx', 'median saccade, px', 0],
  ['refixShare', 'fixations within 32 px of an earlier one', 3],
  ['gridCells', 'cells of a 4×3 grid visited per viewer', 2],
  ['firstCentrePx', 'first fixation from the centre (median), px', 0],
  ['laterCentrePx', 'later fixations from the centre (median), px', 0],
  ['durMedianMs', 'fixation duration median, ms', 0],
  ['durMeanMs', 'fixation duration mean, ms', 0],
  ['fixations', 'fixations per viewer in 3 s', 2],
];

/** A plain-text table: one row per statistic, one column per set of scanpaths. */
export function statsTable(cols: [string, ScanpathStats][]): string {
  const head = ['statistic'.padEnd(46), ...cols.map(([n]) => n.padStart(20))].join('');
  const lines = ROWS.map(([k, label, dp]) =>
    [label.padEnd(46), ...cols.map(([, s]) => s[k].toFixed(dp).padStart(20))].join(''),
  );
  return [head, '-'.repeat(head.length), ...lines].join('\n');
}
