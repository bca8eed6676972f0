// The attention grid drawn as a heatmap or a fog map when the result has no PNG for it:
// one canvas pixel per grid cell, stretched over the image (the browser smooths it).
import type { AttentionGrid } from '@kreolab/api-client';
import { useEffect, useRef, type CSSProperties } from 'react';

export type GridPaint = 'heatmap' | 'fog';

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

/** RGBA pixels of the grid (alpha grows with attention for the heatmap, shrinks for the fog). */
export function gridPixels(grid: AttentionGrid, paint: GridPaint): Uint8ClampedArray {
  const n = grid.width * grid.height;
  const max = grid.values.reduce((m, v) => (v > m ? v : m), 0) || 1;
  const out = new Uint8ClampedArray(n * 4);
  for (let i = 0; i < n; i += 1) {
    const t = Math.sqrt((grid.values[i] ?? 0) / max);
    if (paint === 'heatmap') {
      const [r, g, b] = heatColour(t);
      out.set([r, g, b, Math.round(40 + 215 * t)], i * 4);
    } else {
      out.set([12, 12, 16, Math.round(255 * (1 - t))], i * 4);
    }
  }
  return out;
}

export interface GridCanvasProps {
  grid: AttentionGrid;
  paint: GridPaint;
  style?: CSSProperties;
  label: string;
}

export function GridCanvas({ grid, paint, style, label }: GridCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return; // no canvas (jsdom): the overlay stays empty
    canvas.width = grid.width;
    canvas.height = grid.height;
    const image = ctx.createImageData(grid.width, grid.height);
    image.data.set(gridPixels(grid, paint));
    ctx.putImageData(image, 0, 0);
  }, [grid, paint]);
  return <canvas ref={ref} role="img" aria-label={label} data-paint={paint} style={style} />;
}
