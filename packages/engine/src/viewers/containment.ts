import type { BBox } from '../analyse/regions';
import type { ShareInterval } from './calibration';

/** How far an inner box may stand out of an outer one and still count as inside it, px. */
export const INSIDE_TOLERANCE_PX = 0.5;

/** Whether box `inner` lies inside box `outer` (every edge within `INSIDE_TOLERANCE_PX`). */
export function inside(inner: BBox, outer: BBox): boolean {
  const t = INSIDE_TOLERANCE_PX;
  return (
    inner.x >= outer.x - t &&
    inner.y >= outer.y - t &&
    inner.x + inner.width <= outer.x + outer.width + t &&
    inner.y + inner.height <= outer.y + outer.height + t
  );
}

/** What the lift reads and writes of a region. */
export interface Liftable {
  bbox: BBox;
  /** A polygon is fixated without the margin, so its box does not bound its fixations. */
  polygon?: unknown;
  seen_probability: number;
  seen_interval?: { low: number; high: number; sd: number };
}

/**
 * A fixation on a region is one on every region whose box holds it (both grow by the same
 * margin, `hits`), so people's share of the outer one is never below the inner one's; the
 * calibration is per kind and can break that (a marked logo area under the text line inside
 * it). Each region without a polygon gets at least the seen share and the interval bounds of
 * every region inside it, read before any lift. Measured on osie-dev before it was adopted
 * (README, "A region inside another"; scripts/containment.ts).
 */
export function liftContained(regions: Liftable[]): void {
  // a region without an interval (scoreRegions gives every one an interval) is a point, so a
  // lifted share never stands outside the outer region's interval
  const before = regions.map((r) => ({
    share: r.seen_probability,
    low: r.seen_interval?.low ?? r.seen_probability,
    high: r.seen_interval?.high ?? r.seen_probability,
  }));
  regions.forEach((outer, k) => {
    if (outer.polygon) return;
    const l = regions.reduce(
      (acc, inner, j) =>
        j === k || !inside(inner.bbox, outer.bbox) ? acc : atLeast(acc, before[j]!),
      before[k]!,
    );
    outer.seen_probability = l.share;
    if (outer.seen_interval)
      outer.seen_interval = { ...outer.seen_interval, low: l.low, high: l.high };
  });
}

/**
 * A union's share (a segment's noticed share of a role) lifted to one of its parts': the larger
 * share and each bound the larger; the union's spread and viewer count stay.
 */
export function atLeast<T extends Pick<ShareInterval, 'share' | 'low' | 'high'>>(
  union: T,
  part: Pick<ShareInterval, 'share' | 'low' | 'high'>,
): T {
  return {
    ...union,
    share: Math.max(union.share, part.share),
    low: Math.max(union.low, part.low),
    high: Math.max(union.high, part.high),
  };
}
