import { describe, expect, it } from 'vitest';
import { clampRect, gridShare, rectFromPoints } from './grid';

const grid2x2 = { width: 2, height: 2, values: [0.1, 0.2, 0.3, 0.4] };
const square = { width: 100, height: 100 };

describe('gridShare', () => {
  it('gives a whole cell its own value', () => {
    expect(gridShare(grid2x2, { x: 0, y: 0, width: 50, height: 50 }, square)).toBeCloseTo(0.1);
    expect(gridShare(grid2x2, { x: 50, y: 50, width: 50, height: 50 }, square)).toBeCloseTo(0.4);
  });

  it('counts partly covered cells by area', () => {
    // half of cell 0 (0.05) and half of cell 1 (0.1)
    expect(gridShare(grid2x2, { x: 25, y: 0, width: 50, height: 50 }, square)).toBeCloseTo(0.15);
    // a quarter of each of the four cells
    expect(gridShare(grid2x2, { x: 25, y: 25, width: 50, height: 50 }, square)).toBeCloseTo(0.25);
    // the left column, top half of its second row: 0.1 + 0.3 / 2
    expect(gridShare(grid2x2, { x: 0, y: 0, width: 50, height: 75 }, square)).toBeCloseTo(0.25);
  });

  it('is 1 for the whole image and 0 outside it or for an empty rectangle', () => {
    expect(gridShare(grid2x2, { x: 0, y: 0, width: 100, height: 100 }, square)).toBeCloseTo(1);
    expect(gridShare(grid2x2, { x: 120, y: 0, width: 30, height: 30 }, square)).toBe(0);
    expect(gridShare(grid2x2, { x: 10, y: 10, width: 0, height: 30 }, square)).toBe(0);
  });

  it('clamps a rectangle that runs off the image', () => {
    expect(gridShare(grid2x2, { x: -50, y: -50, width: 100, height: 100 }, square)).toBeCloseTo(
      0.1,
    );
    expect(gridShare(grid2x2, { x: 50, y: 0, width: 500, height: 500 }, square)).toBeCloseTo(0.6);
  });

  it('normalises by the total, so unnormalised grids work', () => {
    const ones = { width: 2, height: 2, values: [1, 1, 1, 1] };
    expect(gridShare(ones, { x: 0, y: 0, width: 50, height: 50 }, square)).toBeCloseTo(0.25);
    expect(
      gridShare(
        { width: 2, height: 2, values: [0, 0, 0, 0] },
        { x: 0, y: 0, width: 50, height: 50 },
        square,
      ),
    ).toBe(0);
  });

  it('maps non-square cells onto a non-square image', () => {
    const g = { width: 2, height: 1, values: [0.3, 0.7] };
    // 200×100 image: each cell is 100×100 px; x 50–150 covers half of each
    expect(
      gridShare(g, { x: 50, y: 0, width: 100, height: 100 }, { width: 200, height: 100 }),
    ).toBeCloseTo(0.5);
    // a 4×4 grid on 800×600: the rectangle 200–400 × 150–300 is exactly cell (1,1)
    const values = Array.from({ length: 16 }, (_, i) => (i === 5 ? 0.5 : 0.5 / 15));
    expect(
      gridShare(
        { width: 4, height: 4, values },
        { x: 200, y: 150, width: 200, height: 150 },
        { width: 800, height: 600 },
      ),
    ).toBeCloseTo(0.5);
  });
});

describe('helpers', () => {
  it('builds rectangles from two corners in any order', () => {
    expect(rectFromPoints({ x: 30, y: 40 }, { x: 10, y: 5 })).toEqual({
      x: 10,
      y: 5,
      width: 20,
      height: 35,
    });
  });
  it('clamps and rounds into the image', () => {
    expect(
      clampRect({ x: -5, y: 10.4, width: 300, height: 20.6 }, { width: 100, height: 100 }),
    ).toEqual({ x: 0, y: 10, width: 100, height: 21 });
  });
});
