// The attention grid drawn as a heatmap or a fog map on a canvas stretched over the image, in
// the zones of src/result/zones.ts (colours that mean shares of attention, transparent where
// attention is low), so the legend beside it describes exactly what is drawn.
import type { AttentionGrid } from '@kreolab/api-client';
import { useEffect, useRef, type CSSProperties } from 'react';
import { overlayPixels } from './zones';

export type GridPaint = 'heatmap' | 'fog';

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
    const pixels = overlayPixels(grid, paint);
    if (!canvas || !ctx || !pixels) return; // no canvas (jsdom) or no attention: stays empty
    canvas.width = pixels.width;
    canvas.height = pixels.height;
    const image = ctx.createImageData(pixels.width, pixels.height);
    image.data.set(pixels.data);
    ctx.putImageData(image, 0, 0);
  }, [grid, paint]);
  return <canvas ref={ref} role="img" aria-label={label} data-paint={paint} style={style} />;
}
