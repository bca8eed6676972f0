// The heatmap drawn from the attention grid so that its colours mean shares of attention: the
// densest cells that together hold the first quarter of all attention are red, the next quarter
// yellow, the third green, and the last quarter (spread thin over most of the image) stays
// transparent. So the legend can say «25 % внимания на 3 % площади», and the low end is clear
// instead of the blue wash a linear colour scale gives.
import type { AttentionGrid } from '@kreolab/api-client';

export type ZoneName = 'hot' | 'warm' | 'mild' | 'none';
export const ZONES: readonly ZoneName[] = ['hot', 'warm', 'mild', 'none'];

/** The zones' colours (RGB) and the heatmap's alpha at each zone's top. */
export const ZONE_RGB: Record<ZoneName, [number, number, number]> = {
  hot: [240, 62, 62],
  warm: [250, 176, 5],
  mild: [55, 178, 77],
  none: [255, 255, 255],
};
const ZONE_ALPHA = { hot: 225, warm: 205, mild: 165 } as const;

export interface ZoneStats {
  zone: ZoneName;
  /** Share of all attention inside the zone (0..1). */
  attention: number;
  /** Share of the image's area (0..1). */
  area: number;
}

export interface Zones {
  /** The lowest density of the hot, warm and mild zones. */
  thresholds: { hot: number; warm: number; mild: number };
  stats: ZoneStats[];
}

/** Splits the grid into the four quarters of attention, densest first. */
export function attentionZones(grid: AttentionGrid): Zones | null {
  const n = grid.width * grid.height;
  const values = grid.values.slice(0, n).map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const total = values.reduce((s, v) => s + v, 0);
  if (n === 0 || !(total > 0)) return null;
  const sorted = [...values].sort((a, b) => b - a);
  const limits: [ZoneName, number][] = [
    ['hot', 0.25],
    ['warm', 0.5],
    ['mild', 0.75],
  ];
  const thresholds = { hot: Infinity, warm: Infinity, mild: Infinity };
  const acc = {
    hot: { a: 0, c: 0 },
    warm: { a: 0, c: 0 },
    mild: { a: 0, c: 0 },
    none: { a: 0, c: 0 },
  };
  let cum = 0;
  for (const v of sorted) {
    const before = cum / total;
    const zone: ZoneName = limits.find(([, limit]) => before < limit)?.[0] ?? 'none';
    if (zone !== 'none') thresholds[zone] = v;
    acc[zone].a += v;
    acc[zone].c += 1;
    cum += v;
  }
  // a zone with no cells (one cell holds more than a quarter) starts where the one above ends
  if (thresholds.warm === Infinity) thresholds.warm = thresholds.hot;
  if (thresholds.mild === Infinity) thresholds.mild = thresholds.warm;
  return {
    thresholds,
    stats: ZONES.map((zone) => ({ zone, attention: acc[zone].a / total, area: acc[zone].c / n })),
  };
}

/** Writes the RGBA of one density for the heatmap or the fog into `out` at `o` (no allocation:
 * it runs for every pixel of the overlay). */
export function zonePixel(
  v: number,
  t: Zones['thresholds'],
  paint: 'heatmap' | 'fog',
  out: Uint8ClampedArray,
  o: number,
): void {
  if (paint === 'fog') {
    // clear where half of the attention lies, fading to dark through the third quarter
    out[o] = 12;
    out[o + 1] = 12;
    out[o + 2] = 16;
    if (v >= t.warm) out[o + 3] = 0;
    else if (v >= t.mild)
      out[o + 3] = 215 * (t.warm > t.mild ? (t.warm - v) / (t.warm - t.mild) : 1);
    else out[o + 3] = 230;
    return;
  }
  let a: readonly number[];
  let b: readonly number[];
  let alphaA: number;
  let alphaB: number;
  let f: number;
  if (v >= t.hot) {
    a = b = ZONE_RGB.hot;
    alphaA = alphaB = ZONE_ALPHA.hot;
    f = 0;
  } else if (v >= t.mild) {
    // each zone keeps its colour and blends into the one above only near the boundary
    const warm = v >= t.warm;
    const lo = warm ? t.warm : t.mild;
    const hi = warm ? t.hot : t.warm;
    a = warm ? ZONE_RGB.warm : ZONE_RGB.mild;
    b = warm ? ZONE_RGB.hot : ZONE_RGB.warm;
    alphaA = warm ? ZONE_ALPHA.warm : ZONE_ALPHA.mild;
    alphaB = warm ? ZONE_ALPHA.hot : ZONE_ALPHA.warm;
    const band = hi > lo ? (v - lo) / (hi - lo) : 1;
    f = Math.max(0, (band - 0.7) / 0.3);
  } else {
    // the last quarter fades out quickly: transparent where attention is low
    a = b = ZONE_RGB.mild;
    alphaB = 0;
    alphaA = ZONE_ALPHA.mild * (t.mild > 0 ? Math.max(0, (v / t.mild - 0.6) / 0.4) : 0);
    f = 0;
  }
  out[o] = a[0]! + (b[0]! - a[0]!) * f;
  out[o + 1] = a[1]! + (b[1]! - a[1]!) * f;
  out[o + 2] = a[2]! + (b[2]! - a[2]!) * f;
  out[o + 3] = alphaA + (alphaB - alphaA) * f;
}

/**
 * The overlay's pixels: the grid resampled bilinearly to about 256 px on its long side (a
 * 64-cell grid stretched by the browser alone shows its cells), then coloured by zone.
 */
export function overlayPixels(
  grid: AttentionGrid,
  paint: 'heatmap' | 'fog',
  target = 256,
): { width: number; height: number; data: Uint8ClampedArray } | null {
  const zones = attentionZones(grid);
  if (!zones) return null;
  const { width: gw, height: gh, values } = grid;
  const k = Math.max(1, Math.ceil(target / Math.max(gw, gh)));
  const w = gw * k;
  const h = gh * k;
  const data = new Uint8ClampedArray(w * h * 4);
  const at = (x: number, y: number) => values[y * gw + x] ?? 0;
  for (let y = 0; y < h; y += 1) {
    const fy = Math.min(gh - 1, Math.max(0, (y + 0.5) / k - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(gh - 1, y0 + 1);
    const dy = fy - y0;
    for (let x = 0; x < w; x += 1) {
      const fx = Math.min(gw - 1, Math.max(0, (x + 0.5) / k - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(gw - 1, x0 + 1);
      const dx = fx - x0;
      const v =
        (at(x0, y0) * (1 - dx) + at(x1, y0) * dx) * (1 - dy) +
        (at(x0, y1) * (1 - dx) + at(x1, y1) * dx) * dy;
      zonePixel(v, zones.thresholds, paint, data, (y * w + x) * 4);
    }
  }
  return { width: w, height: h, data };
}
