import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr, detectFrames, frameSignature, nearDuplicate } from '../src/detect';
import type { RgbImage } from '../src/image';

/** A frame: a grey gradient with a dark square at (sx, sy), plus uniform `noise` brightness. */
function frame(sx: number, sy: number, noise = 0, w = 160, h = 120): RgbImage {
  const data = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const inSquare = x >= sx && x < sx + 40 && y >= sy && y < sy + 40;
      const v = Math.min(255, (inSquare ? 20 : 100 + x / 2) + noise);
      data.set([v, v, v], 3 * (y * w + x));
    }
  return { width: w, height: h, data };
}

describe('near-duplicate video frames', () => {
  afterAll(closeOcr);
  it('a frame is a near-duplicate of itself shifted by a pixel or slightly brighter, not of a cut', () => {
    const a = frameSignature(frame(20, 20));
    expect(nearDuplicate(a, frameSignature(frame(21, 20)))).toBe(true);
    expect(nearDuplicate(a, frameSignature(frame(20, 20, 2)))).toBe(true);
    expect(nearDuplicate(a, frameSignature(frame(100, 60)))).toBe(false);
    expect(nearDuplicate(a, frameSignature(frame(20, 20, 40)))).toBe(false);
  });
  it('detectFrames detects a held shot once and a new shot again', async () => {
    const frames = [frame(20, 20), frame(21, 20), frame(100, 60), frame(100, 61)];
    const p = detectFrames(frames, { text: false });
    expect(p[1]).toBe(p[0]);
    expect(p[2]).not.toBe(p[1]);
    expect(p[3]).toBe(p[2]);
    const dets = await Promise.all(p);
    for (const d of dets) expect(d).toEqual({ faces: [], texts: [] });
  });
});
