import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cleanTexts,
  closeOcr,
  detect,
  plausibleDetections,
  plausibleFace,
  plausibleText,
} from '../src/detect';
import { decodeImage } from '../src/image';

const OSIE = path.resolve(import.meta.dirname, '../../../../shared/eval/osie-dev/images');
const haveOsie = fs.existsSync(path.join(OSIE, '1005.jpg'));

const box = { x: 0, y: 0, w: 40, h: 12 };
const line = (text: string, confidence: number) => ({ ...box, text, confidence });

describe('plausibility of OCR lines', () => {
  it('drops letters read from textures that the old length rule kept', () => {
    // all from the labelled sample: pavement, bricks, hair, water read with confidence 75–88
    for (const [text, conf] of [
      ['SSS', 84],
      ['SS', 88],
      ['ЕЕ', 86],
      ['УХ', 87],
      ['Vf', 80],
      ['au', 81],
    ] as const) {
      expect(plausibleText(line(text, conf)), text).toBe(false);
    }
  });
  it('keeps words, confident short words and numbers', () => {
    for (const [text, conf] of [
      ['Купить', 60],
      ['Summer sale -50%', 93],
      ['BOL', 95],
      ['OK', 90],
      ['13', 89],
      ['2860 0222', 76],
    ] as const) {
      expect(plausibleText(line(text, conf)), text).toBe(true);
    }
  });
  it('needs more confidence for four letters than for a longer line', () => {
    expect(plausibleText(line('feat', 57))).toBe(false);
    expect(plausibleText(line('MILK', 86))).toBe(true);
    expect(plausibleText(line('Весна', 57))).toBe(true);
  });
  it('treats repeated letters and vowelless words as garbage at any confidence', () => {
    expect(plausibleText(line('SSSS', 96))).toBe(false);
    expect(plausibleText(line('XQZRTW', 96))).toBe(false);
    // a real line keeps its real words even with a garbage word beside them
    expect(plausibleText(line('Скидка SSSS', 90))).toBe(true);
  });
  it('cleanTexts keeps only plausible lines', () => {
    expect(
      cleanTexts([line('‘AR', 60), line('Купить', 60), line('OK', 90)]).map((t) => t.text),
    ).toEqual(['Купить', 'OK']);
  });
});

describe('plausibility of faces', () => {
  const face = { x: 0, y: 0, w: 50, h: 50 };
  it('keeps a face the mesh model confirms, even with a low BlazeFace score', () => {
    expect(plausibleFace({ ...face, score: 0.55, mesh: 0.9 })).toBe(true);
  });
  it('drops a box the mesh model rejects unless BlazeFace is sure (profiles)', () => {
    expect(plausibleFace({ ...face, score: 0.62, mesh: 0.04 })).toBe(false); // a drink on a table
    expect(plausibleFace({ ...face, score: 0.86, mesh: 0 })).toBe(true); // a face in a hood, in profile
  });
  it('filters both kinds at once', () => {
    const d = plausibleDetections({
      faces: [{ ...face, score: 0.5, mesh: 0 }],
      texts: [line('SSS', 84), line('Купить', 96)],
    });
    expect(d.faces).toEqual([]);
    expect(d.texts.map((t) => t.text)).toEqual(['Купить']);
    // the rejected box is no region, but the attention map still reads it
    expect(d.faceCandidates).toEqual([{ ...face, score: 0.5, mesh: 0 }]);
  });
});

describe.skipIf(!haveOsie)('detect() on labelled osie-dev images', () => {
  afterAll(closeOcr);
  const load = async (name: string) => decodeImage(fs.readFileSync(path.join(OSIE, name)));
  it('scores every face box with the mesh model and drops a teddy bear', async () => {
    const img = await load('1005.jpg');
    const raw = await detect(img, { raw: true, text: false });
    expect(raw.faces.length).toBeGreaterThan(0);
    for (const f of raw.faces) expect(f.mesh).toBeTypeOf('number');
    // the only box, on a teddy bear, scores 0.71 with BlazeFace and 0 with the mesh
    expect((await detect(img, { text: false })).faces).toEqual([]);
  });
  it('keeps a real face', async () => {
    const faces = (await detect(await load('1002.jpg'), { text: false })).faces;
    expect(faces.some((f) => f.x > 150 && f.x < 190 && f.y > 250 && f.y < 290)).toBe(true);
  });
  it('drops «SS» read from the sea', async () => {
    const img = await load('1046.jpg');
    // one OCR run (seconds on a loaded machine): the raw read, then the checks detect() applies
    const raw = await detect(img, { raw: true, faces: false });
    expect(raw.texts.map((t) => t.text)).toContain('SS');
    expect(plausibleDetections(raw).texts.map((t) => t.text)).not.toContain('SS');
  }, 120_000);
});
