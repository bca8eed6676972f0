// A frame's attention grid painted on the comparison's shared scale (see heatScale.ts): one
// canvas pixel per grid cell, stretched over the creative.
import type { AttentionGrid } from '@kreolab/api-client';
import { useEffect, useRef, type CSSProperties } from 'react';
import { sharedPixels } from './heatScale';

export interface SharedHeatCanvasProps {
  grid: AttentionGrid;
  max: number;
  label: string;
  style?: CSSProperties;
}

export function SharedHeatCanvas({ grid, max, label, style }: SharedHeatCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return; // no canvas (jsdom): the overlay stays empty
    canvas.width = grid.width;
    canvas.height = grid.height;
    const image = ctx.createImageData(grid.width, grid.height);
    image.data.set(sharedPixels(grid, max));
    ctx.putImageData(image, 0, 0);
  }, [grid, max]);
  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={label}
      data-scale-max={max.toFixed(3)}
      data-testid="shared-heatmap"
      style={style}
    />
  );
}
