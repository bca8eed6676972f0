// One colour scale for the heatmaps of every compared creative. Each research's own heatmap is
// scaled to its own hottest point, so a weak creative looks as hot as a strong one; here every
// cell is measured against the same reference: how many times denser the attention is than
// if it were spread evenly over the image, divided by the densest cell among ALL shown frames.
import type { AttentionGrid } from '@kreolab/api-client';

/** Attention density of each cell relative to an even spread (1 = average). */
export function relativeDensity(grid: AttentionGrid): Float32Array {
  const n = grid.width * grid.height;
  const out = new Float32Array(n);
  let total = 0;
  for (let i = 0; i < n; i += 1) total += Math.max(0, grid.values[i] ?? 0);
  if (!(total > 0)) return out;
  for (let i = 0; i < n; i += 1) out[i] = (Math.max(0, grid.values[i] ?? 0) / total) * n;
  return out;
}

/** The densest cell among the grids: the top of the shared scale (1 when there is none). */
export function sharedMax(grids: readonly AttentionGrid[]): number {
  let max = 0;
  for (const g of grids) for (const v of relativeDensity(g)) if (v > max) max = v;
  return max > 0 ? max : 1;
}

/** Blue → cyan → green → yellow → red for t in 0..1. */
export function heatColour(t: number): [number, number, number] {
  const stops: [number, number, number][] = [
    [0, 0, 255],
    [0, 255, 255],
    [0, 255, 0],
    [255, 255, 0],
    [255, 0, 0],
  ];
  const x = Math.min(1, Math.max(0, t)) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(x));
  const f = x - i;
  const a = stops[i]!;
  const b = stops[i + 1]!;
  return [0, 1, 2].map((k) => Math.round(a[k]! + (b[k]! - a[k]!) * f)) as [number, number, number];
}

/** RGBA pixels of a grid on the shared scale (square root, so faint attention stays visible). */
export function sharedPixels(grid: AttentionGrid, max: number): Uint8ClampedArray {
  const density = relativeDensity(grid);
  const out = new Uint8ClampedArray(density.length * 4);
  density.forEach((d, i) => {
    const t = Math.sqrt(Math.min(1, d / max));
    const [r, g, b] = heatColour(t);
    out.set([r, g, b, Math.round(255 * Math.min(1, t * 1.6))], i * 4);
  });
  return out;
}

/** The legend's gradient, the same colours as the maps. */
export const HEAT_GRADIENT = `linear-gradient(to right, ${[0, 0.25, 0.5, 0.75, 1]
  .map((t) => `rgb(${heatColour(Math.sqrt(t)).join(',')})`)
  .join(', ')})`;
