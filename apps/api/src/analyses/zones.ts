// The report's heatmap in the result page's colours, with the page's legend. The page draws
// its overlay from the attention grid in four zones, each a quarter of all attention, densest
// first (packages/analysis/src/result/zones.ts): red, yellow, green, and the thin last quarter
// left clear; its legend says «Красное — 25 % внимания на 2 % площади». The report used the
// engine's stored PNG, a rainbow scale with no legend, so the same creative's map read
// differently in the PDF and on the page. The web side may not import the server nor the server
// the web side, so this is the same computation written here, as `gridShare` repeats the page's
// drawn-area share; test/report-zones.test.ts pins the numbers both produce on one grid.
import sharp from 'sharp';

export interface Grid {
  width: number;
  height: number;
  values: number[];
}

export type ZoneName = 'hot' | 'warm' | 'mild' | 'none';

/** The page's colours (RGB) and the overlay's alpha at each zone's top. */
export const ZONE_RGB: Record<ZoneName, readonly [number, number, number]> = {
  hot: [240, 62, 62],
  warm: [250, 176, 5],
  mild: [55, 178, 77],
  none: [255, 255, 255],
};
const ZONE_ALPHA = { hot: 225, warm: 205, mild: 165 } as const;
/** The page's default opacity of the heatmap (its slider's starting point). */
export const REPORT_OPACITY = 0.6;

export interface Zones {
  /** The lowest density of the hot, warm and mild zones. */
  thresholds: { hot: number; warm: number; mild: number };
  /** Per zone: its share of all attention and of the image's area (0..1). */
  stats: { zone: ZoneName; attention: number; area: number }[];
}

/** The grid split into the four quarters of attention, densest first; null without attention. */
export function attentionZones(grid: Grid): Zones | null {
  const n = grid.width * grid.height;
  const values = grid.values.slice(0, n).map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const total = values.reduce((s, v) => s + v, 0);
  if (n === 0 || !(total > 0)) return null;
  const ends: [ZoneName, number][] = [
    ['hot', 0.25],
    ['warm', 0.5],
    ['mild', 0.75],
  ];
  const thresholds = { hot: Infinity, warm: Infinity, mild: Infinity };
  const sums = { hot: [0, 0], warm: [0, 0], mild: [0, 0], none: [0, 0] };
  let cum = 0;
  for (const v of [...values].sort((a, b) => b - a)) {
    const zone = ends.find(([, end]) => cum / total < end)?.[0] ?? 'none';
    if (zone !== 'none') thresholds[zone] = v;
    sums[zone][0]! += v;
    sums[zone][1]! += 1;
    cum += v;
  }
  // a zone without cells (one cell holds more than a quarter) starts where the one above ends
  if (thresholds.warm === Infinity) thresholds.warm = thresholds.hot;
  if (thresholds.mild === Infinity) thresholds.mild = thresholds.warm;
  const zones: ZoneName[] = ['hot', 'warm', 'mild', 'none'];
  return {
    thresholds,
    stats: zones.map((zone) => ({
      zone,
      attention: sums[zone][0]! / total,
      area: sums[zone][1]! / n,
    })),
  };
}

/** The RGBA of one density: each zone its colour, blending into the one above near its top. */
function paint(v: number, t: Zones['thresholds'], out: Uint8Array, o: number): void {
  let from: readonly number[] = ZONE_RGB.mild;
  let to: readonly number[] = ZONE_RGB.mild;
  let alphaFrom = 0;
  let alphaTo = 0;
  let f = 0;
  if (v >= t.hot) {
    from = to = ZONE_RGB.hot;
    alphaFrom = alphaTo = ZONE_ALPHA.hot;
  } else if (v >= t.mild) {
    const warm = v >= t.warm;
    const lo = warm ? t.warm : t.mild;
    const hi = warm ? t.hot : t.warm;
    from = warm ? ZONE_RGB.warm : ZONE_RGB.mild;
    to = warm ? ZONE_RGB.hot : ZONE_RGB.warm;
    alphaFrom = warm ? ZONE_ALPHA.warm : ZONE_ALPHA.mild;
    alphaTo = warm ? ZONE_ALPHA.hot : ZONE_ALPHA.warm;
    f = Math.max(0, ((hi > lo ? (v - lo) / (hi - lo) : 1) - 0.7) / 0.3);
  } else {
    // the last quarter fades out fast: clear where attention is low
    alphaFrom = ZONE_ALPHA.mild * (t.mild > 0 ? Math.max(0, (v / t.mild - 0.6) / 0.4) : 0);
  }
  for (let c = 0; c < 3; c += 1) out[o + c] = Math.round(from[c]! + (to[c]! - from[c]!) * f);
  out[o + 3] = Math.round(alphaFrom + (alphaTo - alphaFrom) * f);
}

/**
 * The overlay as the page paints it: the grid resampled bilinearly to about 256 px on its long
 * side, each pixel coloured by its zone (RGBA). The page's canvas is then stretched over the
 * image by the browser; `heatmapOver` does the same with sharp.
 */
export function zoneOverlay(
  grid: Grid,
  target = 256,
): { width: number; height: number; data: Uint8Array; zones: Zones } | null {
  const zones = attentionZones(grid);
  if (!zones) return null;
  const { width: gw, height: gh, values } = grid;
  const k = Math.max(1, Math.ceil(target / Math.max(gw, gh)));
  const [w, h] = [gw * k, gh * k];
  const data = new Uint8Array(w * h * 4);
  const at = (x: number, y: number) => values[y * gw + x] ?? 0;
  const axis = (p: number, cells: number) => {
    const f = Math.min(cells - 1, Math.max(0, (p + 0.5) / k - 0.5));
    const i = Math.floor(f);
    return [i, Math.min(cells - 1, i + 1), f - i] as const;
  };
  for (let y = 0; y < h; y += 1) {
    const [y0, y1, dy] = axis(y, gh);
    for (let x = 0; x < w; x += 1) {
      const [x0, x1, dx] = axis(x, gw);
      const v =
        (at(x0, y0) * (1 - dx) + at(x1, y0) * dx) * (1 - dy) +
        (at(x0, y1) * (1 - dx) + at(x1, y1) * dx) * dy;
      paint(v, zones.thresholds, data, (y * w + x) * 4);
    }
  }
  return { width: w, height: h, data, zones };
}

/**
 * The creative with the zone overlay laid over it at the page's default opacity, as a JPEG (as
 * the creative is stored; a PNG of a photograph would swell the report), with the zones its
 * legend names; null when the grid holds no attention (the caller falls back to the stored
 * heatmap).
 */
export async function heatmapOver(
  image: Buffer,
  grid: Grid,
  opacity = REPORT_OPACITY,
): Promise<{ jpeg: Buffer; zones: Zones } | null> {
  const overlay = zoneOverlay(grid);
  if (!overlay) return null;
  for (let i = 3; i < overlay.data.length; i += 4)
    overlay.data[i] = Math.round(overlay.data[i]! * opacity);
  return { jpeg: await layOver(image, overlay), zones: overlay.zones };
}

/**
 * RGBA pixels stretched smoothly over the whole image, as the page stretches its canvas over the
 * picture, and flattened to a JPEG (as the creative is stored; a PNG of a photograph would swell
 * the report): the heatmap here, the versions' difference map (report-versions.ts).
 */
export async function layOver(
  image: Buffer,
  layer: { width: number; height: number; data: Uint8Array },
): Promise<Buffer> {
  const base = sharp(image).rotate();
  const { width, height } = await base.metadata().then((m) => {
    // the EXIF orientation swaps the sides the page shows
    const turned = (m.orientation ?? 1) >= 5;
    return { width: turned ? m.height! : m.width!, height: turned ? m.width! : m.height! };
  });
  const stretched = await sharp(layer.data, {
    raw: { width: layer.width, height: layer.height, channels: 4 },
  })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .png()
    .toBuffer();
  return base
    .composite([{ input: stretched }])
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 88 })
    .toBuffer();
}
