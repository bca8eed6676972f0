import { describe, expect, it } from 'vitest';
import { analyseColours, colourName, kmeansLab, mergeClusters } from '../src/analyse/palette';
import { contrastRatio, relativeLuminance } from '../src/colour';
import { hasler, METRIC_KEYS, type CreativeMetrics } from '../src/analyse/metrics';
import { mulberry32 } from '../src/random';
import { DEFAULT_SEGMENT, makeViewer } from '../src/viewers/population';
import { sampleScanpath, UNFITTED_PARAMS } from '../src/viewers/scanpath';
import {
  noticedShares,
  scoreRegions,
  simulateViewers,
  wilson,
  type ViewableFrame,
} from '../src/viewers/simulate';
import { deriveFindings } from '../src/analyse/findings';
import type { RgbImage } from '../src/image';

function solid(
  w: number,
  h: number,
  fill: (x: number, y: number) => [number, number, number],
): RgbImage {
  const data = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) data.set(fill(x, y), 3 * (y * w + x));
  return { width: w, height: h, data };
}

describe('colours', () => {
  it('names colours in Russian', () => {
    expect(colourName(255, 255, 255)).toBe('белый');
    expect(colourName(0, 0, 0)).toBe('чёрный');
    expect(colourName(225, 30, 30)).toBe('красный');
    expect(colourName(30, 70, 200)).toBe('синий');
    expect(colourName(250, 220, 30)).toBe('жёлтый');
  });
  it('finds the palette and shares of a two-colour image', () => {
    const img = solid(80, 40, (x) => (x < 60 ? [220, 30, 30] : [30, 70, 200]));
    const r = analyseColours(img, 5);
    expect(r.palette[0]!.name).toBe('красный');
    expect(r.palette[0]!.share).toBeCloseTo(0.75, 1);
    expect(r.palette.some((p) => p.name === 'синий')).toBe(true);
    expect(r.warm_cool.warm).toBeGreaterThan(r.warm_cool.cool);
    expect(r.contrast_pairs.length).toBeGreaterThan(0);
  });
  it('lists a colour once, with all of its share, when k-means splits it', () => {
    // a navy ground split by k-means (ΔE 3 apart) and a white and an orange
    const merged = mergeClusters(
      [
        [25, 15, -45],
        [27, 14, -43],
        [100, 0, 0],
        [65, 45, 70],
      ],
      [600, 70, 100, 230],
    );
    expect(merged.counts).toEqual([670, 100, 230]);
    expect(merged.centres[0]![0]).toBeCloseTo((25 * 600 + 27 * 70) / 670, 6);
    // colours ΔE 10 or more apart stay apart
    const apart = mergeClusters(
      [
        [50, 0, 0],
        [60, 0, 0],
      ],
      [1, 1],
    );
    expect(apart.counts).toEqual([1, 1]);
  });
  it('k-means is deterministic for a seed', () => {
    const px = Float32Array.from({ length: 300 }, (_, i) => (i * 37) % 101);
    expect(kmeansLab(px, 4, 3).centres).toEqual(kmeansLab(px, 4, 3).centres);
  });
  it('WCAG contrast of black on white is 21:1', () => {
    expect(contrastRatio(relativeLuminance(0, 0, 0), relativeLuminance(255, 255, 255))).toBeCloseTo(
      21,
      5,
    );
  });
  it('Hasler–Süsstrunk colourfulness is 0 for grey and large for saturated halves', () => {
    expect(hasler(solid(10, 10, () => [128, 128, 128]))).toBeCloseTo(0, 6);
    // rg = ±255 in two halves → σrg = 255, yb: 127.5 and −127.5 → σyb = 127.5, means 0
    const v = hasler(solid(10, 10, (x) => (x < 5 ? [255, 0, 0] : [0, 255, 255])));
    expect(v).toBeCloseTo(Math.sqrt(255 ** 2 + 127.5 ** 2), 0);
  });
});

describe('PRNG and viewers', () => {
  it('mulberry32 repeats for a seed and differs across seeds', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const xa = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(xa);
    expect(c()).not.toBe(xa[0]);
  });
  it('a viewer is the same for the same seed, segment and index', () => {
    const seg = { name: 'Мамы', age_min: 25, age_max: 40 };
    expect(makeViewer(7, seg, 'social_feed', 3)).toEqual(makeViewer(7, seg, 'social_feed', 3));
    const v = makeViewer(7, seg, 'social_feed', 3);
    expect(v.age).toBeGreaterThanOrEqual(25);
    expect(v.age).toBeLessThanOrEqual(40);
  });
  it('scanpaths inhibit return: consecutive fixations do not stay on one peak', () => {
    const map = { w: 20, h: 20, d: new Float32Array(400) };
    map.d[5 * 20 + 5] = 0.5;
    map.d[15 * 20 + 15] = 0.5;
    for (let i = 0; i < 400; i++) map.d[i]! += 1e-4;
    const path = sampleScanpath(map, mulberry32(1), { durationMs: 1200, params: UNFITTED_PARAMS });
    expect(path.length).toBeGreaterThanOrEqual(3);
    const cell = (f: { x: number; y: number }) => `${Math.floor(f.x * 20)},${Math.floor(f.y * 20)}`;
    expect(cell(path[0]!)).not.toBe(cell(path[1]!));
    expect(new Set(path.slice(0, 2).map(cell))).toEqual(new Set(['5,5', '15,15']));
  });
  it('batches are deterministic and continue with the next viewers', () => {
    const map = { w: 8, h: 8, d: new Float32Array(64).fill(1 / 64) };
    const frame = {
      width: 800,
      height: 800,
      map,
      regions: [
        {
          id: 'text-1',
          kind: 'text' as const,
          bbox: { x: 0, y: 0, width: 400, height: 400 },
          text: 'Купить',
          attention_share: 0.25,
          seen_probability: 0,
          order: null,
          role: 'cta' as const,
        },
      ],
    };
    const seg = { name: 'Все', age_min: 18, age_max: 60 };
    const all = simulateViewers(frame, seg, 'banner', { seed: 5, offset: 0, count: 6 });
    const again = simulateViewers(frame, seg, 'banner', { seed: 5, offset: 0, count: 6 });
    const next = simulateViewers(frame, seg, 'banner', { seed: 5, offset: 3, count: 3 });
    expect(again).toEqual(all);
    expect(next).toEqual(all.slice(3));
    expect(all[0]!.text).toMatch(/^[А-ЯЁ][а-яё]+, \d+, .+, \d+,\d с: /);
  });
  it('a viewer tells the brand once: a logo and a line that reads it are one brand', () => {
    const map = { w: 8, h: 8, d: new Float32Array(64).fill(1 / 64) };
    const region = (id: string, kind: 'text' | 'custom', x: number, size: number) => ({
      id,
      kind,
      bbox: { x, y: x, width: size, height: size },
      text: 'Креолаб',
      label: kind === 'custom' ? 'Креолаб' : undefined,
      attention_share: 0.1,
      seen_probability: 0,
      order: null,
      role: 'brand' as const,
    });
    // the logo large at the top left, the line that reads the brand small at the bottom right:
    // some viewers see one and not the other
    const frame = {
      width: 800,
      height: 800,
      map,
      regions: [region('text-1', 'text', 700, 60), region('brand-logo', 'custom', 0, 400)],
    };
    const seg = { name: 'Все', age_min: 18, age_max: 60 };
    const viewers = simulateViewers(frame, seg, 'banner', { seed: 3, offset: 0, count: 60 });
    const brand = (said: string[]) => said.filter((d) => d.startsWith('бренд')).length;
    for (const v of viewers) {
      expect(brand(v.noticed) + brand(v.missed)).toBe(1);
      expect(v.text.match(/бренд/g)?.length ?? 0).toBe(1);
    }
    // both ways occur: the brand noticed (on either region) and missed (on both)
    expect(viewers.some((v) => brand(v.noticed) === 1)).toBe(true);
    expect(viewers.some((v) => brand(v.missed) === 1)).toBe(true);
  });
  it('the brand on several regions is seen by the viewers who see any of them', () => {
    const map = { w: 8, h: 8, d: new Float32Array(64).fill(1 / 64) };
    const region = (id: string, kind: 'text' | 'custom', at: number, size: number) => ({
      id,
      kind,
      bbox: { x: at, y: at, width: size, height: size },
      text: 'Креолаб',
      attention_share: (size * size) / (800 * 800),
      seen_probability: 0,
      order: null,
      role: 'brand' as const,
    });
    const line = region('text-1', 'text', 650, 100);
    const logo = region('brand-logo', 'custom', 0, 250);
    const two: ViewableFrame = { width: 800, height: 800, map, regions: [line, logo] };
    scoreRegions(two, 'banner', { seed: 2, viewers: 300 });
    const union = two.roleSeen!.brand!;
    expect(union).toBeDefined();
    // never below either region, and more than the more seen one: they are far apart
    for (const r of two.regions) expect(union.share).toBeGreaterThanOrEqual(r.seen_probability);
    expect(union.share).toBeGreaterThan(Math.max(line.seen_probability, logo.seen_probability));
    expect(union.low).toBeLessThanOrEqual(union.share);
    expect(union.high).toBeGreaterThanOrEqual(union.share);
    expect(union.sd).toBeGreaterThan(0);
    // the broad audience's noticed brand, the same viewers: one figure on both tabs
    const broad = noticedShares(two, DEFAULT_SEGMENT, 'banner', { seed: 2, viewers: 300 }).brand!;
    expect([broad.share, broad.low, broad.high]).toEqual([union.share, union.low, union.high]);
    // the finding states that share, not one region's
    const atFifty = Object.fromEntries(
      METRIC_KEYS.map((k) => [k, { value: 50, explanation: '' }]),
    ) as unknown as CreativeMetrics;
    const said = deriveFindings(
      atFifty,
      two.regions,
      {},
      { where: '', px: {} },
      'Креолаб',
      union,
    ).find((f) => f.text.startsWith('Бренд'));
    // (here 31 % against the regions' 18 and 25 %)
    expect(union.share).toBeLessThan(0.4);
    expect(said?.text).toContain(`${Math.round(union.share * 100)} % зрителей`);
    // one region is its own share: nothing is set
    const one: ViewableFrame = { width: 800, height: 800, map, regions: [{ ...logo }] };
    scoreRegions(one, 'banner', { seed: 2, viewers: 300 });
    expect(one.roleSeen).toBeUndefined();
  });
  it('Wilson interval matches the hand-computed case', () => {
    // 8 of 10, z = 1.96: centre 0.7167, half-width 0.2266
    const w = wilson(8, 10);
    expect(w.low).toBeCloseTo(0.4902, 3);
    expect(w.high).toBeCloseTo(0.9433, 3);
  });
});
