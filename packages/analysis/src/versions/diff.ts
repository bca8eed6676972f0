// The difference map of two versions (issue 17) as pixels: attention gained in blue, lost in
// orange (a pair that colour-blind people tell apart too), transparent where the change is
// small, so only the places that really moved show over the newer version.
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

/** A signed change with an arrow: «▲ +9», «▼ −3,5», «0». */
export function signed(delta: number, digits = 1): string {
  const rounded = +delta.toFixed(digits);
  if (rounded === 0) return '0';
  const text = Math.abs(rounded).toLocaleString('ru-RU', { maximumFractionDigits: digits });
  return rounded > 0 ? `▲ +${text}` : `▼ −${text}`;
}

/** A share (0..1) in percent, and a change of shares in percentage points. */
export const percent = (share: number | null) =>
  share === null ? '—' : `${Math.round(share * 100)} %`;
export const signedPoints = (delta: number) => {
  const s = signed(delta * 100, 0);
  return s === '0' ? s : `${s} п. п.`;
};
