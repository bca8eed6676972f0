// The «Версии» section's map (src/analyses/report-versions.ts). The same grid and the same
// pixels are pinned in packages/analysis/src/versions/diff.test.ts, so the page's map and the
// report's cannot drift apart unnoticed.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { diffOver, diffPixels } from '../src/analyses/report-versions';

const GRID = { width: 3, height: 1, values: [0.01, -0.02, 0.0001] };

describe('the report’s difference map of two versions', () => {
  it('paints the same pixels as the page: gained blue, lost orange, small changes clear', () => {
    expect([...diffPixels(GRID)!.data]).toEqual([28, 126, 214, 132, 247, 103, 7, 200, 0, 0, 0, 0]);
    expect(diffPixels({ width: 2, height: 1, values: [0, 0] })).toBeNull();
    expect(diffPixels({ width: 0, height: 0, values: [] })).toBeNull();
  });

  it('lays the map over the newer version at its size', async () => {
    const image = await sharp({
      create: { width: 300, height: 100, channels: 3, background: '#808080' },
    })
      .jpeg()
      .toBuffer();
    const out = (await diffOver(image, GRID))!;
    const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([300, 100]);
    const px = (x: number, y: number) => [...data.slice((y * 300 + x) * 3, (y * 300 + x) * 3 + 3)];
    const [r, , b] = px(10, 50);
    expect(b).toBeGreaterThan(r! + 40); // blue over grey where attention was gained
    const [r2, , b2] = px(150, 50);
    expect(r2).toBeGreaterThan(b2! + 80); // orange where it was lost
    expect(px(295, 50).every((c) => Math.abs(c - 128) <= 3)).toBe(true); // clear: the image
    expect(await diffOver(image, { width: 1, height: 1, values: [0] })).toBeNull();
  });
});
