import { describe, expect, it } from 'vitest';
import { textLegibility } from '../src/analyse/metrics';
import { contrastRatio, relativeLuminance } from '../src/colour';
import { jpegTextLine } from './svg-image';

/** «Купить» set in `ink` on a flat `ground` (hex colours), as JPEG: its measured contrast. */
async function line(ink: string, ground: string, size: number) {
  const rgb = [1, 3, 5].map((i) => parseInt(ground.slice(i, i + 2), 16));
  const flat = (w: number, h: number) =>
    Buffer.from(Array.from({ length: w * h * 3 }, (_, i) => rgb[i % 3]!));
  const { img, box } = await jpegTextLine('Купить', size, ink, flat);
  return textLegibility(img, box).contrast;
}

const setRatio = (a: number[], b: number[]) =>
  contrastRatio(relativeLuminance(a[0]!, a[1]!, a[2]!), relativeLuminance(b[0]!, b[1]!, b[2]!));

describe('a text line’s contrast', () => {
  // The clusters' means read antialiased stroke edges as ink: white on this orange, set at 2.8:1,
  // read 2.2:1 at 20 px (scripts/text-contrast.ts: 0.72 of the set contrast on average).
  it('reads the contrast the colours were set in, not their antialiased edges', async () => {
    const orange = setRatio([255, 255, 255], [0xf9, 0x73, 0x16]);
    expect(orange).toBeCloseTo(2.8, 1);
    const white = await line('#ffffff', '#f97316', 20);
    expect(white).toBeGreaterThan(0.85 * orange);
    expect(white).toBeLessThan(1.1 * orange);
    const grey = setRatio([0x6b, 0x6b, 0x6b], [255, 255, 255]);
    expect(grey).toBeGreaterThan(4.5);
    const measured = await line('#6b6b6b', '#ffffff', 16);
    expect(measured).toBeGreaterThan(4.5);
    expect(measured).toBeLessThan(1.1 * grey);
    // light on dark reads the same way
    const light = await line('#fde68a', '#1e3a8a', 20);
    const set = setRatio([0xfd, 0xe6, 0x8a], [0x1e, 0x3a, 0x8a]);
    expect(light).toBeGreaterThan(0.9 * set);
    expect(light).toBeLessThan(1.1 * set);
  });

  it('finds no contrast in a box of one colour', async () => {
    const flat = { width: 40, height: 20, data: new Uint8Array(40 * 20 * 3).fill(128) };
    const box = { x: 0, y: 0, w: 40, h: 20, text: 'x', confidence: 90 };
    expect(textLegibility(flat, box).contrast).toBeCloseTo(1, 6);
  });
});
