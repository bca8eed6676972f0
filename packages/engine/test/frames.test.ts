import { afterAll, describe, expect, it } from 'vitest';
import {
  closeOcr,
  detectFrames,
  frameMotion,
  frameSignature,
  moveDetections,
  nearDuplicate,
  sameShot,
} from '../src/detect';
import { moveMap, moveScene, relativeMotion, type ShotLink } from '../src/detect/frames';
import { SCENE_COMPONENTS } from '../src/detect/objects';
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
    for (const d of dets) {
      const { scene, ...boxes } = d;
      expect(boxes).toEqual({ faces: [], texts: [], faceCandidates: [], objects: [] });
      // CenterNet's scene maps come with the objects, one per component
      expect(scene?.maps).toHaveLength(SCENE_COMPONENTS);
    }
  });
});

/**
 * A frame of a continuous picture (soft blobs and hard-edged blocks) seen through a camera
 * that shows the picture's point `scale·p + (dx, dy)` at the frame's point p (fractions).
 */
function shot(scale: number, dx: number, dy: number, w = 240, h = 180, stripe = false): RgbImage {
  const data = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const u = scale * ((x + 0.5) / w) + dx;
      const v = scale * ((y + 0.5) / h) + dy;
      let g = 90 + 60 * Math.sin(6 * u) * Math.cos(5 * v);
      if (u > 0.2 && u < 0.45 && v > 0.3 && v < 0.5) g = 230;
      if (u > 0.6 && u < 0.8 && v > 0.6 && v < 0.9) g = 25;
      if (stripe && y > 0.75 * h && y < 0.82 * h) g = 255;
      const c = Math.max(0, Math.min(255, Math.round(g)));
      data.set([c, c, (c * 3) >> 2], 3 * (y * w + x));
    }
  return { width: w, height: h, data };
}

describe('frames of one shot moved by a zoom or pan', () => {
  it('frameMotion recovers a zoom and a shift; sameShot refuses a cut and a new caption strip', () => {
    const key = shot(1, 0, 0);
    const m = frameMotion(key, shot(0.93, 0.02, 0.01));
    expect(m.scale).toBeCloseTo(0.93, 2);
    expect(m.dx).toBeCloseTo(0.02, 2);
    expect(m.dy).toBeCloseTo(0.01, 2);
    expect(sameShot(m)).toBe(true);
    expect(sameShot(frameMotion(key, frame(100, 60, 0, 240, 180)))).toBe(false);
    expect(sameShot(frameMotion(key, shot(0.97, 0, 0, 240, 180, true)))).toBe(false);
  });

  it('moveDetections carries boxes with the motion and drops text that left the frame', () => {
    const d = {
      texts: [
        { x: 100, y: 50, w: 40, h: 10, text: 'Купить', confidence: 90 },
        { x: 225, y: 170, w: 14, h: 8, text: 'угол', confidence: 90 },
      ],
      faces: [{ x: 20, y: 20, w: 30, h: 30, score: 0.9, mesh: 1 }],
    };
    // the frame shows the key frame's point 0.9·p: everything grows by 1/0.9 from the top left
    const moved = moveDetections(
      d,
      { scale: 0.9, dx: 0, dy: 0, residual: 0, overlap: 1, worstBlock: 0 },
      240,
      180,
    );
    expect(moved.texts.map((t) => t.text)).toEqual(['Купить']);
    expect(moved.texts[0]!.x).toBeCloseTo(100 / 0.9, 6);
    expect(moved.texts[0]!.w).toBeCloseTo(40 / 0.9, 6);
    expect(moved.faces[0]!.y).toBeCloseTo(20 / 0.9, 6);
  });

  it('moveScene carries the scene maps with the motion as moveDetections carries boxes', () => {
    // a 4×2 map whose value is the cell's column
    const s = { w: 4, h: 2, maps: [[0, 1, 2, 3, 0, 1, 2, 3]] };
    const still = { scale: 1, dx: 0, dy: 0, residual: 0, overlap: 1, worstBlock: 0 };
    expect(moveScene(s, still).maps[0]).toEqual(s.maps[0]);
    // the frame shows the key frame's right half, twice as large: its cell centres (1/8, 3/8, …
    // of the width) are the key frame's points 9/16, 11/16, …, i.e. its columns 1.75, 2.25, …;
    // the last falls past the key frame's last centre and takes its value
    const zoomed = moveScene(s, { ...still, scale: 0.5, dx: 0.5 });
    const row = zoomed.maps[0]!.slice(0, 4);
    expect(row[0]).toBeCloseTo(1.75, 6);
    expect(row[1]).toBeCloseTo(2.25, 6);
    expect(row[2]).toBeCloseTo(2.75, 6);
    expect(row[3]).toBe(3);
    expect(zoomed.maps[0]!.slice(4)).toEqual(row);
    // the same motion moves a box from the key frame's middle (x = 2 of 4) to the frame's left edge
    const box = moveDetections(
      { texts: [], faces: [{ x: 2, y: 0, w: 0.5, h: 1, score: 1, mesh: 1 }] },
      { ...still, scale: 0.5, dx: 0.5 },
      4,
      2,
    ).faces[0]!;
    expect(box.x).toBeCloseTo(0, 6);
  });

  it('detectFrames detects a slowly zooming shot once and moves its boxes with the zoom', async () => {
    let calls = 0;
    const detector = (img: RgbImage) => {
      calls++;
      // a text line on the bright block of whatever frame is detected
      return Promise.resolve({
        faces: [],
        texts: [
          {
            x: 0.2 * img.width,
            y: 0.3 * img.height,
            w: 0.25 * img.width,
            h: 0.2 * img.height,
            text: 'Скидка',
            confidence: 95,
          },
        ],
      });
    };
    const frames = [shot(1, 0, 0), shot(0.97, 0, 0), shot(0.94, 0, 0), frame(100, 60, 0, 240, 180)];
    const dets = await Promise.all(detectFrames(frames, { detector }));
    // before: every frame beyond the 16×16 near-duplicate tolerance was detected again (4 calls)
    expect(calls).toBe(2);
    // the block sits at u = 0.2 in the picture; in the frame zoomed to 0.94 at 0.2 / 0.94
    expect(dets[2]!.texts[0]!.x / 240).toBeCloseTo(0.2 / 0.94, 2);
    expect(dets[2]!.texts[0]!.w / 240).toBeCloseTo(0.25 / 0.94, 2);
  });
});

describe('attention shared along a shot', () => {
  it('detectFrames links each frame to its key frame with the motion', () => {
    const shots: ShotLink[] = [];
    const detector = () => Promise.resolve({ faces: [], texts: [] });
    const frames = [shot(1, 0, 0), shot(1, 0, 0), shot(0.95, 0, 0), frame(100, 60, 0, 240, 180)];
    void detectFrames(frames, { detector, shots });
    expect(shots.map((s) => s.key)).toEqual([0, 0, 0, 3]);
    expect(shots[0]!.motion).toBeNull();
    expect(shots[1]!.motion!.scale).toBe(1);
    expect(shots[2]!.motion!.scale).toBeCloseTo(0.95, 2);
    expect(shots[3]!.motion).toBeNull();
  });

  it('moveMap moves a density peak with the content and keeps the sum at 1', () => {
    const w = 40;
    const h = 30;
    const d = new Float32Array(w * h);
    // a peak at the picture's point (0.3, 0.4)
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        d[y * w + x] = Math.exp(-(((x + 0.5) / w - 0.3) ** 2 + ((y + 0.5) / h - 0.4) ** 2) / 0.002);
    const m = { scale: 0.9, dx: 0.05, dy: -0.02, residual: 0, overlap: 1, worstBlock: 0 };
    const moved = moveMap({ w, h, d }, m);
    let sum = 0;
    let best = 0;
    for (let i = 0; i < moved.d.length; i++) {
      sum += moved.d[i]!;
      if (moved.d[i]! > moved.d[best]!) best = i;
    }
    expect(sum).toBeCloseTo(1, 5);
    // the frame shows the picture's 0.3 at p with 0.9·p + 0.05 = 0.3
    expect(((best % w) + 0.5) / w).toBeCloseTo((0.3 - 0.05) / 0.9, 1);
    expect((Math.floor(best / w) + 0.5) / h).toBeCloseTo((0.4 + 0.02) / 0.9, 1);
    // without motion the map is the same density
    const still = moveMap({ w, h, d }, { ...m, scale: 1, dx: 0, dy: 0 });
    const total = d.reduce((s, v) => s + v, 0);
    for (let i = 0; i < d.length; i += 97) expect(still.d[i]!).toBeCloseTo(d[i]! / total, 6);
  });

  it('relativeMotion composes: moving by a, then by the motion from a to b, is moving by b', () => {
    const a = { scale: 0.95, dx: 0.02, dy: 0.01, residual: 0, overlap: 1, worstBlock: 0 };
    const b = { scale: 0.9, dx: 0.04, dy: -0.01, residual: 0, overlap: 1, worstBlock: 0 };
    const r = relativeMotion(a, b);
    for (const p of [0.1, 0.5, 0.8]) {
      // b's point p shows a's point r.scale·p + r.dx, which shows the key's a.scale·q + a.dx
      const q = r.scale * p + r.dx;
      expect(a.scale * q + a.dx).toBeCloseTo(b.scale * p + b.dx, 12);
      const qy = r.scale * p + r.dy;
      expect(a.scale * qy + a.dy).toBeCloseTo(b.scale * p + b.dy, 12);
    }
  });
});
