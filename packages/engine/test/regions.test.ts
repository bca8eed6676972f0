import { describe, expect, it } from 'vitest';
import { shareIn } from '../src/analyse/regions';
import { cleanTexts } from '../src/detect';

describe('regions', () => {
  const uniform = { w: 10, h: 10, d: new Float32Array(100).fill(0.01) };
  it('attention share of a rectangle and of a polygon', () => {
    expect(shareIn(uniform, 100, 100, { x: 0, y: 0, width: 50, height: 100 })).toBeCloseTo(0.5, 5);
    // triangle over the lower-left half of the square (cells whose centre is inside)
    const tri: [number, number][] = [
      [0, 0],
      [100, 100],
      [0, 100],
    ];
    expect(shareIn(uniform, 100, 100, { x: 0, y: 0, width: 100, height: 100 }, tri)).toBeCloseTo(
      0.45,
      2,
    );
  });
  it('drops short unsure OCR lines, keeps real words', () => {
    const box = { x: 0, y: 0, w: 10, h: 10 };
    const kept = cleanTexts([
      { ...box, text: '‘AR', confidence: 60 },
      { ...box, text: 'Купить', confidence: 60 },
      { ...box, text: 'OK', confidence: 90 },
    ]).map((t) => t.text);
    expect(kept).toEqual(['Купить', 'OK']);
  });
});
