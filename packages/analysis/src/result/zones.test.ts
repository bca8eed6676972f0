// The page's heatmap zones. The same grid and the same numbers are pinned in
// apps/api/test/report-zones.test.ts, which checks the PDF report's copy of this computation.
import { describe, expect, it } from 'vitest';
import { attentionZones, overlayPixels } from './zones';

const GRID = { width: 4, height: 4, values: [8, 4, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0] };

describe('attention zones', () => {
  it('splits the grid into quarters of attention, densest first', () => {
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

  it('paints each zone its colour, clear in the last quarter', () => {
    const o = overlayPixels(GRID, 'heatmap')!;
    expect([o.width, o.height]).toEqual([256, 256]);
    const at = (x: number, y: number) => [
      ...o.data.slice((y * 256 + x) * 4, (y * 256 + x) * 4 + 4),
    ];
    expect(at(0, 0)).toEqual([240, 62, 62, 225]);
    expect(at(96, 0)).toEqual([247, 176, 6, 204]);
    expect(at(160, 40)).toEqual([55, 178, 77, 165]);
    expect(at(10, 200)[3]).toBe(0);
  });
});
