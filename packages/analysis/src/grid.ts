// Attention share of a rectangle, from the result's attention grid (DESIGN.md §6:
// `attention.grid` = {width, height, values}, row-major). Cells are spread evenly over the
// image, so a cell may be non-square; a partly covered cell counts in proportion to the
// covered area. The share is relative to the grid's total, so it is right even when the
// values do not sum to exactly 1.
import type { AttentionGrid, BBox } from '@kreolab/api-client';

export interface Size {
  width: number;
  height: number;
}

const overlap = (a0: number, a1: number, b0: number, b1: number) =>
  Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

/** Share of attention (0..1) inside `rect` (image pixels) of an image of `imageSize`. */
export function gridShare(grid: AttentionGrid, rect: BBox, imageSize: Size): number {
  const { width: gw, height: gh, values } = grid;
  if (gw <= 0 || gh <= 0 || imageSize.width <= 0 || imageSize.height <= 0) return 0;
  // The rectangle in grid units, clamped to the image.
  const x0 = (Math.max(0, rect.x) / imageSize.width) * gw;
  const x1 = (Math.min(imageSize.width, rect.x + rect.width) / imageSize.width) * gw;
  const y0 = (Math.max(0, rect.y) / imageSize.height) * gh;
  const y1 = (Math.min(imageSize.height, rect.y + rect.height) / imageSize.height) * gh;
  if (!(x1 > x0 && y1 > y0)) return 0;
  let total = 0;
  for (let i = 0; i < gw * gh; i += 1) total += values[i] ?? 0;
  if (!(total > 0)) return 0;
  let inside = 0;
  for (let gy = Math.floor(y0); gy < Math.min(gh, Math.ceil(y1)); gy += 1) {
    const fy = overlap(gy, gy + 1, y0, y1);
    for (let gx = Math.floor(x0); gx < Math.min(gw, Math.ceil(x1)); gx += 1) {
      inside += (values[gy * gw + gx] ?? 0) * fy * overlap(gx, gx + 1, x0, x1);
    }
  }
  return Math.min(1, Math.max(0, inside / total));
}

/** A rectangle from two corners, in whichever order they were dragged. */
export function rectFromPoints(a: { x: number; y: number }, b: { x: number; y: number }): BBox {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

/** Rounds and clamps a rectangle into the image. */
export function clampRect(rect: BBox, size: Size): BBox {
  const x = Math.round(Math.min(Math.max(0, rect.x), size.width));
  const y = Math.round(Math.min(Math.max(0, rect.y), size.height));
  return {
    x,
    y,
    width: Math.round(Math.max(0, Math.min(rect.width, size.width - x))),
    height: Math.round(Math.max(0, Math.min(rect.height, size.height - y))),
  };
}

/** Shares are written as the PDF report writes them, by the one formatter of `@kreolab/i18n-ru`. */
export { formatShare } from '@kreolab/i18n-ru';
