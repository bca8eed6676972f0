// The report's map in the page's zones (src/analyses/zones.ts). The same grid and the same
// numbers are pinned in packages/analysis/src/result/zones.test.ts, so the page and the report
// cannot drift apart unnoticed.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { attentionZones, heatmapOver, zoneOverlay } from '../src/analyses/zones';

const GRID = { width: 4, height: 4, values: [8, 4, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0] };

describe('the report heatmap zones', () => {
  it('splits the grid into quarters of attention, densest first, as the page does', () => {
    expect(attentionZones(GRID)).toEqual({
      thresholds: { hot: 8, warm: 4, mild: 1 },
      stats: [
        { zone: 'hot', attention: 8 / 19, area: 1 / 16 },
        { zone: 'warm', attention: 4 / 19, area: 1 / 16 },
        { zone: 'mild', attention: 3 / 19, area: 2 / 16 },
        { zone: 'none', attention: 4 / 19, area: 12 / 16 },
      ],
    });
    expect(attentionZones({ width: 2, height: 1, values: [0, 0] })).toBeNull();
  });

  it('paints the same pixels as the page', () => {
    const o = zoneOverlay(GRID)!;
    expect([o.width, o.height]).toEqual([256, 256]);
    const at = (x: number, y: number) => [
      ...o.data.slice((y * 256 + x) * 4, (y * 256 + x) * 4 + 4),
    ];
    expect(at(0, 0)).toEqual([240, 62, 62, 225]); // red: the first quarter
    expect(at(96, 0)).toEqual([247, 176, 6, 204]); // green turning yellow near its top
    expect(at(160, 40)).toEqual([55, 178, 77, 165]); // green
    expect(at(10, 200)[3]).toBe(0); // the last quarter stays clear
  });

  it('lays the overlay over the creative at its size, red where attention is densest', async () => {
    const creative = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#808080' },
    })
      .jpeg()
      .toBuffer();
    const out = (await heatmapOver(creative, GRID))!;
    expect(out.zones).toEqual(attentionZones(GRID)); // the legend's numbers, of the same drawing
    const { data, info } = await sharp(out.jpeg).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.format]).toEqual([400, 300, 'raw']);
    const px = (x: number, y: number) => [...data.slice((y * 400 + x) * 3, (y * 400 + x) * 3 + 3)];
    const [r, g, b] = px(5, 5);
    expect(r).toBeGreaterThan(170); // grey under red at 0.6 of the page's alpha
    expect(g).toBeLessThan(110);
    expect(b).toBeLessThan(110);
    expect(px(200, 280).every((c) => Math.abs(c - 128) <= 3)).toBe(true); // clear: the creative
    expect(await heatmapOver(creative, { width: 1, height: 1, values: [0] })).toBeNull();
  });
});
