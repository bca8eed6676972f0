import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  attentionGrid,
  attentionImageFeatures,
  attentionPng,
  predictAttention,
} from '../src/attention';
import type { Detections } from '../src/detect';
import { decodeImage } from '../src/image';
import { centreMap } from '../src/eval/crossval';
import { resize } from '../src/maps';
import { nss } from '../src/metrics/saliency';
import { svgPng } from './svg-image';

const OSIE = path.resolve(import.meta.dirname, '../../../../shared/eval/osie-dev');
const haveOsie = fs.existsSync(path.join(OSIE, 'fixations.json'));

describe('attention model', () => {
  it('produces a normalised grid and a greyscale PNG at the input size', async () => {
    const img = await svgPng(300, 200, '#eeeeee', '<circle cx="240" cy="50" r="25" fill="red"/>');
    const a = await predictAttention(img, { detections: null });
    const g = attentionGrid(a, 64);
    expect(g.values.length).toBe(64 * 64);
    expect(g.values.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 3);
    // the red disc draws more attention than the empty bottom-left corner
    expect(g.values[10 * 64 + 51]!).toBeGreaterThan(g.values[55 * 64 + 5]!);
    const png = await attentionPng(a);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height, meta.channels]).toEqual([300, 200, 1]);
  });

  it('reads face boxes the face check rejected (faceCandidates), not only the checked faces', async () => {
    const img = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 128, g: 128, b: 128 } },
    })
      .png()
      .toBuffer();
    const box = { x: 300, y: 40, w: 60, h: 60, score: 0.7, mesh: 0 };
    const share = async (detections: Detections) => {
      const g = attentionGrid(await predictAttention(img, { detections }), 64);
      // the grid cells under the box: x 300–360 of 400, y 40–100 of 300
      let s = 0;
      for (let y = 9; y < 21; y++) for (let x = 48; x < 57; x++) s += g.values[y * 64 + x]!;
      return s;
    };
    const without = await share({ faces: [], texts: [] });
    const checkedOut = await share({ faces: [], texts: [], faceCandidates: [box] });
    expect(checkedOut).toBeGreaterThan(without * 1.5);
  });

  it('gives the same map from features computed before detection as from its own', async () => {
    // the full analysis computes the detection-free features while OCR runs and hands them in
    const img = await decodeImage(
      await svgPng(
        400,
        300,
        { r: 200, g: 190, b: 170 },
        '<rect x="40" y="200" width="120" height="60" fill="#1060d0"/>',
      ),
    );
    const base = await attentionImageFeatures(img);
    const before = base.data.slice();
    const text: Detections = {
      faces: [],
      texts: [{ x: 250, y: 30, w: 120, h: 30, text: 'Скидка', confidence: 90 }],
    };
    const own = await predictAttention(img, { detections: text });
    const given = await predictAttention(img, { detections: text, features: base });
    expect(Array.from(given.grid.d)).toEqual(Array.from(own.grid.d));
    // the same features meet other detections unchanged: the detection channels are filled in a copy
    expect(Array.from(base.data)).toEqual(Array.from(before));
    const none = await predictAttention(img, { detections: null, features: base });
    expect(Array.from(none.grid.d)).toEqual(
      Array.from((await predictAttention(img, { detections: null })).grid.d),
    );
    expect(Array.from(none.grid.d)).not.toEqual(Array.from(own.grid.d));
  });

  it.skipIf(!haveOsie)(
    'beats the centre baseline on three osie-dev images together (sanity bound)',
    async () => {
      const fx = JSON.parse(fs.readFileSync(path.join(OSIE, 'fixations.json'), 'utf8')) as {
        images: Record<string, [number, number, number][][]>;
      };
      // a bound on the three together, and a looser one on each: on 1005.jpg (a dim living
      // room, people look at the middle) the map with object features scores NSS 1.20 against
      // the centre's 1.25 (the weights before them: 1.38), while the three together stay far ahead
      let sumModel = 0;
      let sumCentre = 0;
      for (const name of ['1002.jpg', '1003.jpg', '1005.jpg'].filter((n) => fx.images[n])) {
        const fix = fx.images[name]!.flat().map(([x, y]) => ({ x: x - 1, y: y - 1 }));
        const a = await predictAttention(fs.readFileSync(path.join(OSIE, 'images', name)), {
          faces: true,
        });
        const model = nss(resize(a.grid, 800, 600), fix);
        const centre = nss(resize(centreMap(64, 48), 800, 600), fix);
        expect(model).toBeGreaterThan(0.9 * centre);
        sumModel += model;
        sumCentre += centre;
      }
      expect(sumModel).toBeGreaterThan(sumCentre + 1.5);
    },
  );
});
