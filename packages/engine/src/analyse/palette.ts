import { contrastRatio, labToRgb, relativeLuminance, rgbToLab, toHex } from '../colour';
import type { RgbImage } from '../image';
import { mulberry32 } from '../random';

/** Russian names of common colours with their sRGB values (nearest in CIELAB wins). */
export const COLOUR_NAMES: [string, [number, number, number]][] = [
  ['чёрный', [0, 0, 0]],
  ['тёмно-серый', [64, 64, 64]],
  ['серый', [128, 128, 128]],
  ['светло-серый', [200, 200, 200]],
  ['белый', [255, 255, 255]],
  ['красный', [220, 30, 30]],
  ['тёмно-красный', [130, 10, 20]],
  ['бордовый', [110, 20, 50]],
  ['розовый', [245, 160, 190]],
  ['малиновый', [200, 20, 90]],
  ['оранжевый', [250, 140, 20]],
  ['персиковый', [255, 200, 160]],
  ['коричневый', [120, 70, 30]],
  ['бежевый', [225, 205, 170]],
  ['жёлтый', [250, 220, 30]],
  ['золотистый', [210, 170, 50]],
  ['оливковый', [120, 120, 40]],
  ['салатовый', [150, 220, 60]],
  ['зелёный', [40, 160, 60]],
  ['тёмно-зелёный', [20, 80, 40]],
  ['бирюзовый', [40, 200, 190]],
  ['голубой', [120, 190, 240]],
  ['синий', [30, 70, 200]],
  ['тёмно-синий', [20, 30, 90]],
  ['фиолетовый', [120, 50, 180]],
  ['сиреневый', [190, 150, 220]],
  ['телесный', [230, 185, 150]],
];
const NAME_LAB = COLOUR_NAMES.map(([n, [r, g, b]]) => ({ n, lab: rgbToLab(r, g, b) }));

/** The Russian name of the nearest named colour (CIELAB distance). */
export function colourName(r: number, g: number, b: number): string {
  const [L, A, B] = rgbToLab(r, g, b);
  let best = NAME_LAB[0]!;
  let bd = Infinity;
  for (const c of NAME_LAB) {
    const d = (c.lab[0] - L) ** 2 + (c.lab[1] - A) ** 2 + (c.lab[2] - B) ** 2;
    if (d < bd) {
      bd = d;
      best = c;
    }
  }
  return best.n;
}

export interface PaletteColour {
  hex: string;
  name: string;
  share: number;
  lab: [number, number, number];
}

export interface ColourResult {
  palette: PaletteColour[];
  /** Shares of warm and cool chromatic pixels (the rest is neutral), and a −100…100 balance (warm positive). */
  warm_cool: { warm: number; cool: number; neutral: number; balance: number };
  /** WCAG contrast ratios between the main palette colours. */
  contrast_pairs: { a: string; b: string; ratio: number }[];
}

/** Samples pixels on a regular lattice (at most ~9 000) and converts them to CIELAB. */
export function sampleLab(img: RgbImage, max = 9000): Float32Array {
  const step = Math.max(1, Math.floor(Math.sqrt((img.width * img.height) / max)));
  const x0 = Math.floor(step / 2);
  const nx = x0 < img.width ? Math.ceil((img.width - x0) / step) : 0;
  const ny = x0 < img.height ? Math.ceil((img.height - x0) / step) : 0;
  const out = new Float32Array(3 * nx * ny);
  let o = 0;
  for (let y = x0; y < img.height; y += step) {
    for (let x = x0; x < img.width; x += step) {
      const i = 3 * (y * img.width + x);
      const lab = rgbToLab(img.data[i]!, img.data[i + 1]!, img.data[i + 2]!);
      out[o++] = lab[0];
      out[o++] = lab[1];
      out[o++] = lab[2];
    }
  }
  return out;
}

/** k-means (k-means++ seeding, seeded PRNG) in CIELAB. */
export function kmeansLab(
  px: Float32Array,
  k: number,
  seed = 1,
  iters = 12,
): { centres: number[][]; counts: number[]; labels: Int32Array } {
  const n = px.length / 3;
  const rnd = mulberry32(seed);
  const centres: number[][] = [];
  const d2 = new Float64Array(n).fill(Infinity);
  centres.push(Array.from(px.subarray(0, 3)));
  while (centres.length < k) {
    const c = centres[centres.length - 1]!;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const d =
        (px[3 * i]! - c[0]!) ** 2 + (px[3 * i + 1]! - c[1]!) ** 2 + (px[3 * i + 2]! - c[2]!) ** 2;
      if (d < d2[i]!) d2[i] = d;
      sum += d2[i]!;
    }
    if (sum === 0) break;
    let r = rnd() * sum;
    let pick = n - 1;
    for (let i = 0; i < n; i++) {
      r -= d2[i]!;
      if (r <= 0) {
        pick = i;
        break;
      }
    }
    centres.push(Array.from(px.subarray(3 * pick, 3 * pick + 3)));
  }
  const labels = new Int32Array(n);
  const counts = new Array<number>(centres.length).fill(0);
  // flat typed copies keep the assignment loop monomorphic (same arithmetic as on the arrays)
  const k3 = centres.length;
  const C = new Float64Array(3 * k3);
  const acc = new Float64Array(3 * k3);
  for (let it = 0; it < iters; it++) {
    for (let c = 0; c < k3; c++) C.set(centres[c]!, 3 * c);
    acc.fill(0);
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const p0 = px[3 * i]!;
      const p1 = px[3 * i + 1]!;
      const p2 = px[3 * i + 2]!;
      let best = 0;
      let bd = Infinity;
      for (let c = 0; c < k3; c++) {
        const d = (p0 - C[3 * c]!) ** 2 + (p1 - C[3 * c + 1]!) ** 2 + (p2 - C[3 * c + 2]!) ** 2;
        if (d < bd) {
          bd = d;
          best = c;
        }
      }
      labels[i] = best;
      counts[best]!++;
      acc[3 * best]! += p0;
      acc[3 * best + 1]! += p1;
      acc[3 * best + 2]! += p2;
    }
    for (let c = 0; c < k3; c++)
      if (counts[c]! > 0)
        centres[c] = [
          acc[3 * c]! / counts[c]!,
          acc[3 * c + 1]! / counts[c]!,
          acc[3 * c + 2]! / counts[c]!,
        ];
  }
  return { centres, counts, labels };
}

/** CIELAB ΔE (1976) under which two palette colours are one to the eye: merged. */
export const SAME_COLOUR_DE = 10;

const dist = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

/**
 * k-means with k = 7 always finds seven clusters, and on a creative of a few flat colours some
 * are one colour split in two or three (a banner's navy ground read «тёмно-синий» 77 %, 7 % and
 * 3 %): the palette listed it more than once and understated its share. Clusters closer than
 * SAME_COLOUR_DE are merged (their mean weighted by size), closest first. The blends that
 * antialiased edges and the JPEG make stay: folding them into the colours they mix also took a
 * small colour that was set (scripts/palette-known.ts; README "Colours").
 */
export function mergeClusters(
  centres: number[][],
  counts: number[],
): { centres: number[][]; counts: number[] } {
  let cs = centres.map((c, i) => ({ c: [...c], n: counts[i]! })).filter((x) => x.n > 0);
  for (;;) {
    let best: [number, number] | null = null;
    let bd = SAME_COLOUR_DE;
    for (let i = 0; i < cs.length; i++)
      for (let j = i + 1; j < cs.length; j++) {
        const d = dist(cs[i]!.c, cs[j]!.c);
        if (d < bd) [best, bd] = [[i, j], d];
      }
    if (!best) break;
    const [a, b] = [cs[best[0]]!, cs[best[1]]!];
    const n = a.n + b.n;
    a.c = a.c.map((v, k) => (v * a.n + b.c[k]! * b.n) / n);
    a.n = n;
    cs = cs.filter((_, i) => i !== best[1]);
  }
  return { centres: cs.map((x) => x.c), counts: cs.map((x) => x.n) };
}

/** Palette (at most 7 colours), warm/cool balance and contrast of the main pairs. */
export function analyseColours(img: RgbImage, k = 7): ColourResult {
  const px = sampleLab(img);
  const n = px.length / 3;
  const clusters = kmeansLab(px, k);
  const { centres, counts } = mergeClusters(clusters.centres, clusters.counts);
  const palette: PaletteColour[] = centres
    .map((c, i) => {
      const [r, g, b] = labToRgb(c[0]!, c[1]!, c[2]!);
      return {
        hex: toHex(r, g, b),
        name: colourName(r, g, b),
        share: +(counts[i]! / n).toFixed(4),
        lab: [c[0]!, c[1]!, c[2]!] as [number, number, number],
      };
    })
    .filter((p) => p.share > 0)
    .sort((a, b) => b.share - a.share);
  let warm = 0;
  let cool = 0;
  for (let i = 0; i < n; i++) {
    const a = px[3 * i + 1]!;
    const b = px[3 * i + 2]!;
    if (Math.hypot(a, b) < 12) continue;
    const hue = (Math.atan2(b, a) * 180) / Math.PI; // 0 red, 90 yellow, 180 green, −90 blue
    if (hue > -35 && hue < 115) warm++;
    else cool++;
  }
  const main = palette.slice(0, 4);
  const pairs: ColourResult['contrast_pairs'] = [];
  for (let i = 0; i < main.length; i++) {
    for (let j = i + 1; j < main.length; j++) {
      const lum = (hex: string) =>
        relativeLuminance(
          parseInt(hex.slice(1, 3), 16),
          parseInt(hex.slice(3, 5), 16),
          parseInt(hex.slice(5, 7), 16),
        );
      pairs.push({
        a: main[i]!.hex,
        b: main[j]!.hex,
        ratio: +contrastRatio(lum(main[i]!.hex), lum(main[j]!.hex)).toFixed(2),
      });
    }
  }
  pairs.sort((x, y) => y.ratio - x.ratio);
  return {
    palette,
    warm_cool: {
      warm: +(warm / n).toFixed(4),
      cool: +(cool / n).toFixed(4),
      neutral: +((n - warm - cool) / n).toFixed(4),
      balance: warm + cool > 0 ? Math.round((100 * (warm - cool)) / (warm + cool)) : 0,
    },
    contrast_pairs: pairs,
  };
}
