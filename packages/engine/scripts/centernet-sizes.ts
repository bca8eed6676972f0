/**
 * CenterNet at smaller square inputs than its 512: CPU per image (warm, median) and how many of
 * the 512-px boxes (score ≥ 0.3) each size finds again (IoU ≥ 0.5, same class), and its extra
 * boxes. The graph is fully convolutional; the boxes are decoded as Human's centernet code does.
 *
 *   tsx scripts/centernet-sizes.ts <images folder> [count=12] [sizes=512,384,320,256]
 */
import fs from 'node:fs';
import path from 'node:path';
import { decodeImage } from '../src/image';
import { detectObjectsAt, OBJECT_MIN_SCORE, type ObjectBox } from '../src/detect/objects';

const [dir, countArg, sizesArg] = process.argv.slice(2);
if (!dir) throw new Error('usage: centernet-sizes.ts <images folder> [count] [sizes]');
const count = Number(countArg ?? 12);
const sizes = (sizesArg ?? '512,384,320,256').split(',').map(Number);
const files = fs
  .readdirSync(dir)
  .filter((f) => /\.(jpe?g|png)$/i.test(f))
  .sort()
  .slice(0, count);
const imgs = await Promise.all(
  files.map(async (f) => decodeImage(fs.readFileSync(path.join(dir, f)))),
);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function iou(a: ObjectBox, b: ObjectBox): number {
  const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  const inter = ix * iy;
  return inter / (a.w * a.h + b.w * b.h - inter);
}

const results = new Map<number, ObjectBox[][]>();
const cpu = new Map<number, number[]>();
await detectObjectsAt(imgs[0]!, 512); // load the model and warm the backend
// interleaved by image so that the machine's load falls on every size alike
for (const img of imgs) {
  for (const side of sizes) {
    await detectObjectsAt(img, side); // warm this shape
    const t = process.cpuUsage();
    const boxes = (await detectObjectsAt(img, side)).objects;
    const u = process.cpuUsage(t);
    (cpu.get(side) ?? cpu.set(side, []).get(side)!).push((u.user + u.system) / 1000);
    (results.get(side) ?? results.set(side, []).get(side)!).push(boxes);
  }
}
const ref = results.get(512)!;
const refCount = ref.reduce((s, b) => s + b.length, 0);
console.log(`${imgs.length} images; 512-px boxes (score ≥ ${OBJECT_MIN_SCORE}): ${refCount}`);
for (const side of sizes) {
  let found = 0;
  let extra = 0;
  let total = 0;
  results.get(side)!.forEach((boxes, i) => {
    total += boxes.length;
    const used = new Set<number>();
    for (const r of ref[i]!) {
      const j = boxes.findIndex((b, k) => !used.has(k) && b.label === r.label && iou(b, r) >= 0.5);
      if (j >= 0) {
        used.add(j);
        found++;
      }
    }
    extra += boxes.length - used.size;
  });
  console.log(
    `${side} px: CPU median ${median(cpu.get(side)!).toFixed(0)} ms (min ${Math.min(...cpu.get(side)!).toFixed(0)}), boxes ${total}, finds ${found}/${refCount} (${((100 * found) / refCount).toFixed(0)} %) of the 512-px boxes, extra ${extra}`,
  );
}
