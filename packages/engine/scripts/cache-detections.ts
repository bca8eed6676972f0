/** Fills .cache/detections for every image of a dataset folder (faces + OCR), so training reruns are fast. */
import fs from 'node:fs';
import path from 'node:path';
import { closeOcr, detectCached } from '../src/detect';
import { decodeImage } from '../src/image';

const dir = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  process.argv[2] ?? '../../../shared/eval/osie-dev',
);
const imgDir = fs.existsSync(path.join(dir, 'images')) ? path.join(dir, 'images') : dir;
const files = fs
  .readdirSync(imgDir)
  .filter((f) => /\.(jpe?g|png)$/i.test(f))
  .sort();
const t0 = Date.now();
for (const [i, f] of files.entries()) {
  const bytes = fs.readFileSync(path.join(imgDir, f));
  const img = await decodeImage(bytes);
  await detectCached(bytes, img);
  if (i % 20 === 0) console.log(`${i}/${files.length} ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
await closeOcr();
console.log('done', files.length);
