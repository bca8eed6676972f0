import { describe, expect, it } from 'vitest';
import type { BBox } from '../src/analyse/regions';
import { inside, type Liftable, liftContained } from '../src/viewers/containment';

const region = (bbox: BBox, p: number, low: number, high: number): Liftable => ({
  bbox,
  seen_probability: p,
  seen_interval: { low, high, sd: 0.1 },
});

describe('a region inside another', () => {
  it('counts a box inside another up to half a pixel out, and no box that stands further out', () => {
    const outer = { x: 10, y: 10, width: 100, height: 50 };
    expect(inside({ x: 20, y: 20, width: 30, height: 10 }, outer)).toBe(true);
    expect(inside(outer, outer)).toBe(true);
    expect(inside({ x: 9.6, y: 10, width: 100.8, height: 50 }, outer)).toBe(true);
    expect(inside({ x: 9, y: 10, width: 30, height: 10 }, outer)).toBe(false);
    expect(inside({ x: 90, y: 20, width: 30, height: 10 }, outer)).toBe(false);
    expect(inside({ x: 20, y: 20, width: 30, height: 41 }, outer)).toBe(false);
  });

  it('raises an area to the share and bounds of the line inside it, never lowers, and reads every share before any lift', () => {
    // the journeys' banner A: the marked logo area under the «Креолаб» line inside it
    const area = region({ x: 0, y: 0, width: 200, height: 80 }, 0.38, 0.05, 0.85);
    const line = region({ x: 20, y: 20, width: 120, height: 30 }, 0.52, 0.12, 0.9);
    // a line partly out of the area: not inside, no lift from it
    const across = region({ x: 150, y: 20, width: 120, height: 30 }, 0.95, 0.8, 1);
    // the whole frame holds the area and both lines
    const frame = region({ x: 0, y: 0, width: 400, height: 300 }, 0.5, 0.2, 0.8);
    liftContained([area, line, across, frame]);
    expect(area.seen_probability).toBe(0.52);
    expect(area.seen_interval).toEqual({ low: 0.12, high: 0.9, sd: 0.1 });
    expect(line.seen_probability).toBe(0.52);
    expect(line.seen_interval).toEqual({ low: 0.12, high: 0.9, sd: 0.1 });
    expect(across.seen_probability).toBe(0.95);
    expect(frame.seen_probability).toBe(0.95);
    expect(frame.seen_interval).toEqual({ low: 0.8, high: 1, sd: 0.1 });
  });

  it('keeps a lifted share inside the outer interval when the inner region has no interval', () => {
    const area = region({ x: 0, y: 0, width: 200, height: 80 }, 0.3, 0.1, 0.5);
    const bare: Liftable = {
      bbox: { x: 20, y: 20, width: 120, height: 30 },
      seen_probability: 0.6,
    };
    liftContained([area, bare]);
    expect(area.seen_probability).toBe(0.6);
    expect(area.seen_interval).toEqual({ low: 0.6, high: 0.6, sd: 0.1 });
    expect(bare.seen_interval).toBeUndefined();
  });

  it('leaves a polygon as it is: it is fixated without the margin, so its box does not bound it', () => {
    const poly = {
      ...region({ x: 0, y: 0, width: 200, height: 80 }, 0.3, 0.05, 0.6),
      polygon: [
        [0, 0],
        [200, 0],
        [0, 80],
      ],
    };
    const line = region({ x: 20, y: 20, width: 120, height: 30 }, 0.52, 0.12, 0.9);
    liftContained([poly, line]);
    expect(poly.seen_probability).toBe(0.3);
    expect(poly.seen_interval).toEqual({ low: 0.05, high: 0.6, sd: 0.1 });
  });
});
