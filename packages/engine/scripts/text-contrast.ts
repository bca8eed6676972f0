/**
 * How well `textLegibility` measures a text line's WCAG contrast, against the contrast of the
 * colours the text was set in (what a designer checks, and what WCAG means). Lines of Cyrillic
 * text are rendered with known ink and background colours at 12–40 px, saved as JPEG (quality
 * 85, as creatives come) and measured over the line's box (the ink's bounding box with 2 px
 * around it, as the OCR's boxes sit). Antialiased edges lie between the two colours, so any
 * estimate that averages the ink's pixels reads small text as lower in contrast than it was set.
 * Prints, per size and overall: the median and 90th percentile of |log(measured / set)|, the
 * share over-stated by more than 10 %, and how often the 3:1 and 4.5:1 verdicts agree with the
 * set colours.
 *
 * `textLegibility` reads the cores since 30 Nov 2026; `means` is how it read before. The rule
 * that decided it (declared before the cores' figures were seen):
 * the same two-means split of the box's luminances, the background the cluster that holds most
 * of the box's border pixels and its level that cluster's median, the ink's level the 75th
 * percentile of the other cluster's distance from the background (the fully inked cores of the
 * strokes, not their antialiased edges). Adopted if, beside the means: the median |log| falls by
 * at least a third overall, the share over-stated by more than 10 % stays at most 5 % on flat
 * grounds and on noisy ones (±24 levels of noise around the ground's colour), and both verdicts
 * agree with the set colours more often.
 * Run: pnpm --filter @kreolab/engine exec tsx scripts/text-contrast.ts
 */
import { textLegibility } from '../src/analyse/metrics';
import { contrastRatio, relativeLuminance } from '../src/colour';
import { mulberry32 } from '../src/random';
import { jpegTextLine } from '../test/svg-image';

const rnd = mulberry32(20261130);
type Img = { width: number; height: number; data: Uint8Array };
type Box = { x: number; y: number; w: number; h: number; text: string; confidence: number };

/** The clusters' means, `textLegibility` until 30 Nov 2026. */
function means(img: Img, t: Box): number {
  const x0 = Math.max(0, Math.floor(t.x));
  const y0 = Math.max(0, Math.floor(t.y));
  const x1 = Math.min(img.width, Math.ceil(t.x + t.w));
  const y1 = Math.min(img.height, Math.ceil(t.y + t.h));
  const lum: number[] = [];
  const step = Math.max(1, Math.floor(Math.sqrt(((x1 - x0) * (y1 - y0)) / 3000)));
  for (let y = y0; y < y1; y += step)
    for (let x = x0; x < x1; x += step) {
      const i = 3 * (y * img.width + x);
      lum.push(relativeLuminance(img.data[i]!, img.data[i + 1]!, img.data[i + 2]!));
    }
  let a = Math.min(...lum);
  let b = Math.max(...lum);
  for (let it = 0; it < 8; it++) {
    let [sa, na, sb, nb] = [0, 0, 0, 0];
    for (const l of lum)
      if (Math.abs(l - a) <= Math.abs(l - b)) [sa, na] = [sa + l, na + 1];
      else [sb, nb] = [sb + l, nb + 1];
    if (na) a = sa / na;
    if (nb) b = sb / nb;
  }
  return contrastRatio(a, b);
}

const SIZES = [12, 16, 20, 28, 40];
const TARGETS = [1.6, 2, 2.5, 3, 3.5, 4.5, 6, 8, 12];
const WORDS = ['Купить', 'Скидка 30% на всё', 'Креолаб', 'Подробнее на сайте', 'Новая коллекция'];

/** A random colour; and one whose contrast with it is near `target`, found by search. */
function pair(target: number): { ink: number[]; bg: number[]; ratio: number } {
  for (;;) {
    const bg = [0, 0, 0].map(() => Math.floor(rnd() * 256));
    const hue = [0, 0, 0].map(() => rnd());
    const lb = relativeLuminance(bg[0]!, bg[1]!, bg[2]!);
    let best: number[] | null = null;
    let bestErr = Infinity;
    for (let k = 0; k <= 255; k++) {
      const ink = hue.map((h) => Math.round(Math.min(255, k * (0.6 + 0.8 * h))));
      const r = contrastRatio(lb, relativeLuminance(ink[0]!, ink[1]!, ink[2]!));
      const err = Math.abs(Math.log(r / target));
      if (err < bestErr) [best, bestErr] = [ink, err];
    }
    if (best && bestErr < 0.03) {
      const ratio = contrastRatio(lb, relativeLuminance(best[0]!, best[1]!, best[2]!));
      return { ink: best, bg, ratio };
    }
  }
}

const hex = (c: number[]) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

async function sample(size: number, target: number, noise: number) {
  const { ink, bg, ratio } = pair(target);
  const text = WORDS[Math.floor(rnd() * WORDS.length)]!;
  // the ground: flat, or with noise around its colour (clamped)
  const ground = (w: number, h: number) => {
    const out = Buffer.alloc(w * h * 3);
    for (let i = 0; i < w * h * 3; i++)
      out[i] = Math.max(0, Math.min(255, bg[i % 3]! + Math.round((rnd() * 2 - 1) * noise)));
    return out;
  };
  const { img, box } = await jpegTextLine(text, size, hex(ink), ground);
  return { size, ratio, means: means(img, box), cores: textLegibility(img, box).contrast };
}

type Row = { size: number; ratio: number; means: number; cores: number };
const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
};
const report = (label: string, rs: Row[], key: 'means' | 'cores') => {
  const err = rs.map((r) => Math.abs(Math.log(r[key] / r.ratio)));
  const over = rs.filter((r) => r[key] > 1.1 * r.ratio).length / rs.length;
  const agree = (t: number) => rs.filter((r) => r[key] >= t === r.ratio >= t).length / rs.length;
  const bias = rs.map((r) => r[key] / r.ratio);
  console.log(
    `${label.padEnd(8)} ${key.padEnd(6)} ${String(rs.length).padStart(4)}  ${q(err, 0.5).toFixed(3)}  ${q(err, 0.9).toFixed(3)}` +
      `   ${q(bias, 0.5).toFixed(2)}   ${(100 * over).toFixed(1).padStart(5)} %   ${(100 * agree(3)).toFixed(1)} %   ${(100 * agree(4.5)).toFixed(1)} %`,
  );
};
for (const noise of [0, 24]) {
  const rows: Row[] = [];
  for (const size of SIZES)
    for (const target of TARGETS)
      for (let k = 0; k < 6; k++) rows.push(await sample(size, target, noise));
  console.log(`\n${noise ? `noisy ground (±${noise})` : 'flat ground'}`);
  console.log(
    'size     estimate  n  med|log|  p90   median measured/set   over >10 %   3:1 agrees   4.5:1 agrees',
  );
  for (const size of SIZES)
    for (const key of ['means', 'cores'] as const)
      report(
        `${size} px`,
        rows.filter((r) => r.size === size),
        key,
      );
  for (const key of ['means', 'cores'] as const) report('all', rows, key);
}
