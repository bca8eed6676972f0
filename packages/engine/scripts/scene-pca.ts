/**
 * Fits the projection of CenterNet's scene layers (model/scene-pca.json, read by
 * detectObjectsAndScene): a layer's mean and first principal components over every cell of every
 * image of a folder (osie-dev: no fixation is read, so nothing of the people's data goes into
 * it), by power iteration with deflation. Deterministic: the same images give the same file.
 *
 *   pnpm --filter @kreolab/engine exec tsx scripts/scene-pca.ts [dataset-folder]
 *     the first layer (the head's 8-px fusion), SCENE_MAIN_COMPONENTS; drops any further layer
 *   pnpm --filter @kreolab/engine exec tsx scripts/scene-pca.ts [dataset-folder] --extra NODE
 *     keeps the first layer and adds NODE's SCENE_EXTRA_COMPONENTS (shipped:
 *     tower_0/CenternetHead/Relu, the head's 16-px fusion)
 *
 * The attention model must be retrained after a new projection (`pnpm engine train`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { decodeImage } from '../src/image';
import {
  centerNetLayer,
  OBJECT_SIDE,
  SCENE_EXTRA_COMPONENTS,
  SCENE_MAIN_COMPONENTS,
  SCENE_PCA_FILE,
  type ScenePca,
} from '../src/detect/objects';

/** The head's fused layer its detections are decoded from: 192 channels, 8 px a cell. */
const NODE = 'tower_0/CenternetHead/Relu_1';

const args = process.argv.slice(2);
const at = args.indexOf('--extra');
/** `--extra NODE`: fit that layer's SCENE_EXTRA_COMPONENTS and keep the first layer's projection. */
const EXTRA = at >= 0 ? args.splice(at, 2)[1]! : null;
const dir = path.resolve(
  args[0] ?? path.join(import.meta.dirname, '../../../../shared/eval/osie-dev'),
);
const names = fs
  .readdirSync(path.join(dir, 'images'))
  .filter((f) => /\.(jpe?g|png)$/i.test(f))
  .sort();
/** The layer's mean and first `count` components over every cell of every image. */
async function fit(node: string, count: number) {
  let C = 0;
  let sum: Float64Array | null = null;
  let cross: Float64Array | null = null;
  let n = 0;
  const t0 = Date.now();
  for (const [k, name] of names.entries()) {
    const img = await decodeImage(fs.readFileSync(path.join(dir, 'images', name)));
    const l = await centerNetLayer(img, OBJECT_SIDE, node);
    C = l.c;
    sum ??= new Float64Array(C);
    cross ??= new Float64Array(C * C);
    for (let i = 0; i < l.h * l.w; i++) {
      const o = i * C;
      for (let a = 0; a < C; a++) {
        const va = l.data[o + a]!;
        sum[a]! += va;
        if (va === 0) continue; // after a ReLU most entries are zero
        for (let b = 0; b < C; b++) cross[a * C + b]! += va * l.data[o + b]!;
      }
      n++;
    }
    if (k % 50 === 0)
      console.log(`${k}/${names.length} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  }
  const mean = Array.from(sum!, (s) => s / n);
  const cov = new Float64Array(C * C);
  for (let a = 0; a < C; a++)
    for (let b = 0; b < C; b++) cov[a * C + b] = cross![a * C + b]! / n - mean[a]! * mean[b]!;
  const components: number[][] = [];
  const variances: number[] = [];
  for (let p = 0; p < count; p++) {
    let x: Float64Array = new Float64Array(C).map((_, i) => Math.sin(7 * i + p + 1));
    let lambda = 0;
    for (let it = 0; it < 500; it++) {
      const y = new Float64Array(C);
      for (let a = 0; a < C; a++) {
        let s = 0;
        for (let b = 0; b < C; b++) s += cov[a * C + b]! * x[b]!;
        y[a] = s;
      }
      for (const q of components) {
        let d = 0;
        for (let a = 0; a < C; a++) d += y[a]! * q[a]!;
        for (let a = 0; a < C; a++) y[a]! -= d * q[a]!;
      }
      lambda = Math.hypot(...y);
      x = y.map((v) => v / lambda);
    }
    // the sign of a component is arbitrary: its largest entry is made positive
    let big = 0;
    for (let a = 0; a < C; a++) if (Math.abs(x[a]!) > Math.abs(x[big]!)) big = a;
    if (x[big]! < 0) x = x.map((v) => -v);
    components.push(Array.from(x));
    variances.push(lambda);
  }
  let total = 0;
  for (let a = 0; a < C; a++) total += cov[a * C + a]!;
  const round = (v: number) => +v.toPrecision(6);
  const fittedOn = `${path.basename(dir)}: ${names.length} images, ${n} cells; the components hold ${variances.map((v) => `${((100 * v) / total).toFixed(1)} %`).join(', ')} of the layer's variance`;
  return { mean: mean.map(round), components: components.map((c) => c.map(round)), fittedOn };
}

let out: ScenePca;
if (EXTRA) {
  // a further layer beside the shipped first one, which stays as it is
  const own = JSON.parse(fs.readFileSync(SCENE_PCA_FILE, 'utf8')) as ScenePca;
  out = { ...own, extra: [{ node: EXTRA, ...(await fit(EXTRA, SCENE_EXTRA_COMPONENTS)) }] };
} else {
  out = { node: NODE, side: OBJECT_SIDE, ...(await fit(NODE, SCENE_MAIN_COMPONENTS)) };
}
fs.writeFileSync(SCENE_PCA_FILE, `${JSON.stringify(out)}\n`);
console.log(`written ${SCENE_PCA_FILE}: ${(out.extra?.at(-1) ?? out).fittedOn}`);
