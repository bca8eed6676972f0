// The difference map on a canvas stretched over the newer version's image (see ./diff.ts).
import type { VersionDiff } from '@kreolab/api-client';
import { useEffect, useRef, type CSSProperties } from 'react';
import { diffPixels } from './diff';

export interface DiffCanvasProps {
  grid: VersionDiff['grid'];
  label: string;
  style?: CSSProperties;
}

export function DiffCanvas({ grid, label, style }: DiffCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    const pixels = diffPixels(grid);
    if (!canvas || !ctx || !pixels) return; // no canvas (jsdom) or no change: stays empty
    canvas.width = pixels.width;
    canvas.height = pixels.height;
    const image = ctx.createImageData(pixels.width, pixels.height);
    image.data.set(pixels.data);
    ctx.putImageData(image, 0, 0);
  }, [grid]);
  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={label}
      data-testid="version-diff-map"
      style={{ imageRendering: 'auto', ...style }}
    />
  );
}
