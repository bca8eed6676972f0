import { describe, expect, it } from 'vitest';
import { diffPixels, GAINED_RGB, LOST_RGB } from './diff';

describe('diffPixels', () => {
  it('paints gained attention blue, lost orange, and small changes transparent', () => {
    const px = diffPixels({ width: 3, height: 1, values: [0.01, -0.02, 0.0001] })!;
    expect(px.width).toBe(3);
    expect([...px.data.slice(0, 3)]).toEqual(GAINED_RGB);
    expect([...px.data.slice(4, 7)]).toEqual(LOST_RGB);
    // the PDF report draws the same pixels: apps/api/test/report-versions.test.ts pins this grid
    expect([...px.data]).toEqual([28, 126, 214, 132, 247, 103, 7, 200, 0, 0, 0, 0]);
  });

  it('gives nothing to draw when nothing changed', () => {
    expect(diffPixels({ width: 2, height: 2, values: [0, 0, 0, 0] })).toBeNull();
  });
});
