/**
 * Precision of the text and face detectors on the labelled sample in eval/detector-labels.json,
 * before and after the plausibility checks (src/detect/plausible.ts), and how many true
 * detections the checks lose. The images are osie-dev's (folder as the first argument, default
 * ../shared/eval/osie-dev) and the synthetic banners of bench/fixtures.ts; raw detections come
 * from .cache/detections (filled on the first run, OCR takes about a second an image).
 *
 *   pnpm --filter @kreolab/engine eval-detectors [dataset-folder] [--sweep]
 *
 * The labelled images are split in two halves by their position in the label file: the
 * thresholds were chosen on the first ("tuning") and the second ("check") is reported apart.
 * --sweep prints precision and kept share on the tuning half for neighbouring thresholds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { makeBanner } from '../bench/fixtures';
import {
  closeOcr,
  detectCached,
  type Detections,
  type FaceBox,
  PLAUSIBILITY,
  plausibleDetections,
  type TextBox,
} from '../src/detect';
import { decodeImage } from '../src/image';
import { ENGINE_ROOT } from '../src/paths';

interface Label {
  file: string;
  kind: 'text' | 'face';
  box: [number, number, number, number];
  text?: string;
  label: boolean;
}

/** The synthetic banners of the sample: `banner:<photo>` is makeBanner(<photo>.jpg, headline). */
export const BANNER_HEADLINES: Record<string, string> = {
  '1002': 'Скидка 30 % на всё',
  '1010': 'Новая коллекция',
  '1050': 'Summer sale -50%',
  '1100': 'Доставка бесплатно',
};

/** What detect() kept before the plausibility checks: lines under 4 letters needed confidence 75. */
function legacyText(t: TextBox): boolean {
  return t.text.replace(/[^\p{L}\p{N}]/gu, '').length >= 4 || t.confidence >= 75;
}

type Box = { x: number; y: number; w: number; h: number };
function iou(a: Box, b: Box): number {
  const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  const i = ix * iy;
  return i / (a.w * a.h + b.w * b.h - i);
}

/** The label of a detection: the labelled box of the same kind in the same image with IoU ≥ 0.5. */
function labelOf(labels: Label[], kind: Label['kind'], d: Box): boolean | null {
  let best: Label | null = null;
  let bestIou = 0.5;
  for (const l of labels) {
    if (l.kind !== kind) continue;
    const v = iou(d, { x: l.box[0], y: l.box[1], w: l.box[2], h: l.box[3] });
    if (v >= bestIou) {
      best = l;
      bestIou = v;
    }
  }
  return best ? best.label : null;
}

interface Scored {
  half: 'tuning' | 'check';
  /** Viewers of osie-dev who fixated the box (16 px margin) and how many viewed the image; null for banners. */
  fixated: [number, number] | null;
  kind: Label['kind'];
  label: boolean | null;
  text?: TextBox;
  face?: FaceBox;
}

async function imageBytes(dataset: string, file: string): Promise<Buffer> {
  if (file.startsWith('banner:')) {
    const photo = file.slice('banner:'.length);
    return makeBanner(`${photo}.jpg`, BANNER_HEADLINES[photo]);
  }
  return fs.promises.readFile(path.join(dataset, 'images', file));
}

/** Raw detections of every labelled image, each with its label. */
async function collect(dataset: string, labels: Label[]): Promise<Scored[]> {
  const fixFile = path.join(dataset, 'fixations.json');
  const fixations = fs.existsSync(fixFile)
    ? (
        JSON.parse(fs.readFileSync(fixFile, 'utf8')) as {
          images: Record<string, [number, number, number][][]>;
        }
      ).images
    : {};
  const fixatedBy = (file: string, b: Box): [number, number] | null => {
    const viewers = fixations[file];
    if (!viewers) return null;
    const m = 16;
    const n = viewers.filter((v) =>
      v.some(([x, y]) => x >= b.x - m && x <= b.x + b.w + m && y >= b.y - m && y <= b.y + b.h + m),
    ).length;
    return [n, viewers.length];
  };
  const files = [...new Set(labels.map((l) => l.file))];
  const byFile = new Map<string, Label[]>();
  for (const l of labels) byFile.set(l.file, [...(byFile.get(l.file) ?? []), l]);
  const out: Scored[] = [];
  const t0 = Date.now();
  for (const [i, file] of files.entries()) {
    const bytes = await imageBytes(dataset, file);
    const img = await decodeImage(bytes);
    const raw: Detections = await detectCached(bytes, img, { raw: true });
    const half = i % 2 === 0 ? 'tuning' : 'check';
    const ls = byFile.get(file)!;
    for (const t of raw.texts.filter(legacyText))
      out.push({
        half,
        kind: 'text',
        label: labelOf(ls, 'text', t),
        text: t,
        fixated: fixatedBy(file, t),
      });
    for (const f of raw.faces)
      out.push({
        half,
        kind: 'face',
        label: labelOf(ls, 'face', f),
        face: f,
        fixated: fixatedBy(file, f),
      });
    if (i % 50 === 49)
      console.error(`${i + 1}/${files.length} images, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  return out;
}

function kept(s: Scored): boolean {
  const d = plausibleDetections({ texts: s.text ? [s.text] : [], faces: s.face ? [s.face] : [] });
  return d.texts.length + d.faces.length > 0;
}

function row(name: string, items: Scored[]): string {
  const lab = items.filter((s) => s.label !== null);
  const t = lab.filter((s) => s.label).length;
  const after = lab.filter(kept);
  const tAfter = after.filter((s) => s.label).length;
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  return [
    name.padEnd(18),
    `${lab.length} labelled (${t} true, ${lab.length - t} false)`.padEnd(34),
    `precision ${pct(t / Math.max(1, lab.length))} → ${pct(tAfter / Math.max(1, after.length))}`.padEnd(
      30,
    ),
    `false dropped ${lab.length - t - (after.length - tAfter)}/${lab.length - t}`.padEnd(21),
    `true kept ${tAfter}/${t} (${pct(tAfter / Math.max(1, t))})`,
    items.length > lab.length ? `  [${items.length - lab.length} unlabelled]` : '',
  ].join(' ');
}

function sweep(scored: Scored[]): void {
  const tune = scored.filter((s) => s.half === 'tuning' && s.label !== null);
  const base = structuredClone(PLAUSIBILITY);
  const show = (what: string) => {
    for (const kind of ['text', 'face'] as const) {
      const xs = tune.filter((s) => s.kind === kind);
      const k = xs.filter(kept);
      const t = xs.filter((s) => s.label).length;
      const tk = k.filter((s) => s.label).length;
      if ((kind === 'face') === what.startsWith('face'))
        console.log(
          `  ${what.padEnd(28)} ${kind}: precision ${((100 * tk) / Math.max(1, k.length)).toFixed(1)} %, true kept ${tk}/${t}`,
        );
    }
  };
  console.log('sweep on the tuning half:');
  for (const v of [80, 85, 88, 90, 92]) {
    PLAUSIBILITY.textConfidence.short = v;
    show(`text short ≥ ${v}`);
  }
  PLAUSIBILITY.textConfidence.short = base.textConfidence.short;
  for (const v of [55, 60, 65, 70]) {
    PLAUSIBILITY.textConfidence.four = v;
    show(`text four ≥ ${v}`);
  }
  PLAUSIBILITY.textConfidence.four = base.textConfidence.four;
  for (const m of [0.1, 0.3, 0.5]) {
    for (const b of [0.6, 0.7, 0.75, 0.8, 0.85, 1.01]) {
      PLAUSIBILITY.faceMesh = m;
      PLAUSIBILITY.faceBox = b;
      show(`face mesh ≥ ${m} or box ≥ ${b}`);
    }
  }
  Object.assign(PLAUSIBILITY, base);
}

const args = process.argv.slice(2);
const given = args.find((a) => !a.startsWith('--'));
const dataset = given
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given)
  : path.resolve(ENGINE_ROOT, '../../../shared/eval/osie-dev');
const labelFile = path.join(ENGINE_ROOT, 'eval', 'detector-labels.json');
const labels = (JSON.parse(fs.readFileSync(labelFile, 'utf8')) as { items: Label[] }).items;
const scored = await collect(dataset, labels);
await closeOcr();
console.log(
  `detector precision on ${path.relative(process.cwd(), labelFile)} (${new Set(labels.map((l) => l.file)).size} images), before → after the plausibility checks`,
);
for (const kind of ['text', 'face'] as const) {
  for (const half of ['tuning', 'check'] as const)
    console.log(
      row(
        `${kind}, ${half}`,
        scored.filter((s) => s.kind === kind && s.half === half),
      ),
    );
  console.log(
    row(
      `${kind}, all`,
      scored.filter((s) => s.kind === kind),
    ),
  );
}
// Cross-check against people (not used for the labels): how many boxes nobody looked at
console.log('cross-check with osie-dev fixations: boxes fixated by nobody (16 px margin)');
for (const kind of ['text', 'face'] as const) {
  const xs = scored.filter((s) => s.kind === kind && s.fixated);
  const nobody = (ys: Scored[]) => `${ys.filter((s) => s.fixated![0] === 0).length}/${ys.length}`;
  const share = (ys: Scored[]) =>
    (ys.reduce((a, s) => a + s.fixated![0] / s.fixated![1], 0) / Math.max(1, ys.length)).toFixed(2);
  const k = xs.filter(kept);
  const d = xs.filter((s) => !kept(s));
  console.log(
    `  ${kind}: before ${nobody(xs)}, kept ${nobody(k)}, dropped ${nobody(d)}; mean share of viewers fixating: kept ${share(k)}, dropped ${share(d)}`,
  );
}
if (args.includes('--sweep')) sweep(scored);
