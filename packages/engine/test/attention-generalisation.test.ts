import { describe, expect, it } from 'vitest';
import { FEATURE_COUNT, FEATURE_NAMES, MODEL_FEATURES } from '../src/attention/features';
import { type AttentionWeights, logits } from '../src/attention/model';
import { trainMlp } from '../src/attention/train';
import { buildSamples } from '../src/eval/crossval';
import type { DatasetItem } from '../src/eval/dataset';
import { contentCategories, gapShare, peopleReference } from '../src/eval/heldout';
import { blur, type FMap } from '../src/maps';
import type { Fix } from '../src/metrics/saliency';

const GW = 16;
const GH = 12;

function item(
  name: string,
  set: Partial<Record<(typeof FEATURE_NAMES)[number], (x: number, y: number) => number>>,
  viewers: Fix[][] = [],
): DatasetItem {
  const n = GW * GH;
  const data = new Float32Array(FEATURE_COUNT * n);
  for (const [f, fn] of Object.entries(set)) {
    const k = FEATURE_NAMES.indexOf(f as (typeof FEATURE_NAMES)[number]);
    for (let y = 0; y < GH; y++) for (let x = 0; x < GW; x++) data[k * n + y * GW + x] = fn!(x, y);
  }
  return {
    name,
    width: 160,
    height: 120,
    fix: viewers.flat(),
    viewers,
    grid: { gw: GW, gh: GH, data },
  };
}

/** Direct clamped convolution, the definition the fast blur must match. */
function referenceBlur(m: FMap, sigma: number): Float32Array {
  const r = Math.max(1, Math.ceil(sigma * 3));
  const k: number[] = [];
  for (let i = -r; i <= r; i++) k.push(Math.exp(-(i * i) / (2 * sigma * sigma)));
  const sum = k.reduce((a, b) => a + b, 0);
  const at = (x: number, y: number) =>
    m.d[Math.min(m.h - 1, Math.max(0, y)) * m.w + Math.min(m.w - 1, Math.max(0, x))]!;
  const tmp = new Float64Array(m.w * m.h);
  for (let y = 0; y < m.h; y++)
    for (let x = 0; x < m.w; x++)
      tmp[y * m.w + x] = k.reduce((s, v, i) => s + (v / sum) * at(x + i - r, y), 0);
  const out = new Float32Array(m.w * m.h);
  for (let y = 0; y < m.h; y++) {
    for (let x = 0; x < m.w; x++)
      out[y * m.w + x] = k.reduce(
        (s, v, i) => s + (v / sum) * tmp[Math.min(m.h - 1, Math.max(0, y + i - r)) * m.w + x]!,
        0,
      );
  }
  return out;
}

describe('blur', () => {
  it('equals the clamped convolution, also on maps narrower than the kernel', () => {
    for (const [w, h, sigma] of [
      [40, 30, 2],
      [5, 4, 3],
      [3, 50, 1.5],
      [64, 48, 7],
    ] as const) {
      const d = Float32Array.from(
        { length: w * h },
        (_, i) =>
          Math.sin(i * 12.9898) * 43758.5453 - Math.floor(Math.sin(i * 12.9898) * 43758.5453),
      );
      const fast = blur({ w, h, d }, sigma).d;
      const ref = referenceBlur({ w, h, d }, sigma);
      for (let i = 0; i < fast.length; i++) expect(fast[i]!).toBeCloseTo(ref[i]!, 5);
    }
  });
});

describe('attention weights over a subset of features', () => {
  const w: AttentionWeights = {
    version: 'test',
    features: ['edges', 'face'],
    mean: [0, 0],
    std: [1, 1],
    W1: [[2, 1]],
    b1: [0],
    w2: [1],
    b2: 0,
    blurFrac: 0,
    gamma: 1,
    trainedOn: 'test',
  };

  it('reads only the features it names, by name', () => {
    const a = item('a', { edges: (x) => x / GW, lab_L: () => 0 });
    const b = item('b', { edges: (x) => x / GW, lab_L: (x, y) => x * y });
    const la = logits(w, a.grid);
    expect(Array.from(logits(w, b.grid))).toEqual(Array.from(la));
    expect(la[5]!).toBeCloseTo((2 * 5) / GW, 5);
    const withFace = item('c', { edges: (x) => x / GW, face: () => 1 });
    expect(logits(w, withFace.grid)[5]!).toBeCloseTo((2 * 5) / GW + 1, 5);
  });

  it('adds every hidden unit in order, four at a time or alone, to the bit', () => {
    // six units: a block of four and two alone; some are negative before the ReLU
    const W1 = [
      [0.3, -1.2],
      [-0.7, 0.4],
      [1.1, 0.9],
      [-0.2, -0.5],
      [0.6, -0.8],
      [-1.3, 0.25],
    ];
    const six = {
      ...w,
      mean: [0.1, 0.2],
      std: [0.9, 1.3],
      W1,
      b1: [0.05, -0.1, 0.2, 0.3, -0.4, 0.15],
      w2: [0.7, -1.1, 0.4, 0.9, -0.3, 1.6],
      b2: 0.25,
    };
    const g = item('d', { edges: (x, y) => ((x * 3 + y) % 7) / 7, face: (x) => (x % 4) / 4 }).grid;
    const l = logits(six, g);
    const n = g.gw * g.gh;
    const at = (name: (typeof FEATURE_NAMES)[number]) => FEATURE_NAMES.indexOf(name) * n;
    for (let i = 0; i < n; i++) {
      const x = [
        (g.data[at('edges') + i]! - 0.1) * (1 / 0.9),
        (g.data[at('face') + i]! - 0.2) * (1 / 1.3),
      ];
      let o = six.b2;
      W1.forEach((r, h) => {
        const s = r.reduce((acc, v, f) => acc + v * x[f]!, six.b1[h]!);
        if (s > 0) o += six.w2[h]! * s;
      });
      expect(l[i]).toBe(Math.fround(o));
    }
  });

  it('refuses weights naming a feature the grid does not have', () => {
    expect(() => logits({ ...w, features: ['edges', 'phase128'] }, item('a', {}).grid)).toThrow(
      /unknown feature "phase128"/,
    );
  });

  it('the default model leaves out the raw colour and the free-form centre shape', () => {
    for (const f of ['lab_L', 'lab_A', 'lab_B', 'centre_dx2', 'centre_dy2'])
      expect(MODEL_FEATURES).not.toContain(f);
    for (const f of ['face', 'text', 'centre_gauss', 'bms']) expect(MODEL_FEATURES).toContain(f);
  });

  it('training learns from the named features only', () => {
    // fixations sit where edges are strong; lab_L is noise the model must not be given
    const items = Array.from({ length: 6 }, (_, k) =>
      item(
        `i${k}`,
        { edges: (x) => (x >= 12 ? 1 : 0), lab_L: (x, y) => ((x * 7 + y * 3 + k) % 5) / 5 },
        [Array.from({ length: 20 }, (_, j) => ({ x: 130 + (j % 3) * 8, y: 10 + j * 5 }))],
      ),
    );
    const s = buildSamples(items, 100);
    const trained = trainMlp(s, ['edges'], { hidden: 4, epochs: 80, lr: 0.05 });
    expect(trained.features).toEqual(['edges']);
    expect(trained.W1.every((r) => r.length === 1)).toBe(true);
    const l = logits(
      { ...trained, version: 't', blurFrac: 0, gamma: 1, trainedOn: 't' },
      items[0]!.grid,
    );
    expect(l[GW * 5 + 14]!).toBeGreaterThan(l[GW * 5 + 2]! + 1);
  });
});

describe('category-held-out groups', () => {
  it('puts every image in exactly one content category, large faces before text', () => {
    const items = [
      item('face', {
        face: (x, y) => (x >= 3 && x < 6 && y >= 3 && y < 6 ? 0.9 : 0),
        text: () => 1,
      }),
      item('text', { text: (x) => (x < 4 ? 1 : 0) }),
      item('busy1', { edges: () => 0.8 }),
      item('busy2', { edges: () => 0.6 }),
      item('busy3', { edges: () => 0.7 }),
      item('plain1', { edges: () => 0.1 }),
      item('plain2', { edges: () => 0.05 }),
      item('small face', { face: (x, y) => (x === 3 && y === 3 ? 0.9 : 0) }),
    ];
    const cats = contentCategories(items);
    const byName = Object.fromEntries(cats.map((c) => [c.name, c.test.map((i) => items[i]!.name)]));
    expect(byName['faces and people']).toEqual(['face']);
    expect(byName['text and signs']).toEqual(['text']);
    expect(byName['busy scenes']).toEqual(['busy1', 'busy2', 'busy3']);
    expect(byName['plain scenes, objects']?.sort()).toEqual(['plain1', 'plain2', 'small face']);
    expect(cats.flatMap((c) => c.test).sort()).toEqual(items.map((_, i) => i));
  });
});

describe('people reference', () => {
  it('is high when viewers agree and near chance when they look at unrelated places', () => {
    const spot = (x: number, y: number, n = 5) =>
      Array.from({ length: n }, (_, j) => ({ x: x + (j % 2), y: y + (j % 3) }));
    const agree = item(
      'agree',
      {},
      Array.from({ length: 6 }, () => spot(120, 30)),
    );
    const spread = item(
      'spread',
      {},
      Array.from({ length: 6 }, (_, v) => spot(10 + v * 25, 10 + ((v * 37) % 100))),
    );
    const others = Array.from({ length: 4 }, (_, k) => item(`o${k}`, {}, [spot(30 + k * 10, 90)]));
    const items = [agree, spread, ...others];
    const a = peopleReference(items, 0);
    const s = peopleReference(items, 1);
    expect(a.nss).toBeGreaterThan(5);
    expect(a.sAuc).toBeGreaterThan(0.95);
    expect(s.nss).toBeLessThan(1);
    expect(a.nss).toBeGreaterThan(s.nss);
  });

  it('measures the gap from the centre baseline to people in per cent', () => {
    expect(gapShare(2.5, 0.84, 3.7)).toBeCloseTo(58.0, 1);
    expect(gapShare(0.84, 0.84, 3.7)).toBe(0);
  });
});
