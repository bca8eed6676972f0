// The difference map of two versions (issue 17) as pixels: attention gained in blue, lost in
// orange (a pair that colour-blind people tell apart too), transparent where the change is
// small, so only the places that really moved show over the newer version. The PDF report draws
// the same pixels (apps/api src/analyses/report-versions.ts; both tests pin one grid).
import type { VersionDiff } from '@kreolab/api-client';

export const GAINED_RGB: [number, number, number] = [28, 126, 214];
export const LOST_RGB: [number, number, number] = [247, 103, 7];
/** A change below this part of the largest one is drawn transparent. */
export const SMALL_CHANGE = 0.15;
const MAX_ALPHA = 200;

/** RGBA pixels of the grid (one pixel per cell), or null when nothing changed. */
export function diffPixels(
  grid: VersionDiff['grid'],
): { width: number; height: number; data: Uint8ClampedArray } | null {
  const n = grid.width * grid.height;
  if (n === 0) return null;
  let max = 0;
  for (let i = 0; i < n; i++) {
    const v = grid.values[i] ?? 0;
    if (Number.isFinite(v)) max = Math.max(max, Math.abs(v));
  }
  if (!(max > 1e-6)) return null;
  const data = new Uint8ClampedArray(n * 4);
  for (let i = 0; i < n; i++) {
    const v = grid.values[i] ?? 0;
    const t = Number.isFinite(v) ? Math.abs(v) / max : 0;
    if (t < SMALL_CHANGE) continue;
    const [r, g, b] = v > 0 ? GAINED_RGB : LOST_RGB;
    data[i * 4] = r;
    data[i * 4 + 1] = g;
    data[i * 4 + 2] = b;
    data[i * 4 + 3] = Math.round(
      MAX_ALPHA * Math.min(1, (t - SMALL_CHANGE) / (1 - SMALL_CHANGE) + 0.25),
    );
  }
  return { width: grid.width, height: grid.height, data };
}
