/**
 * A copy of an eye-tracking data set at another image size, fixations scaled with it (aspect
 * ratio not kept: `fit: 'fill'`, as a benchmark that squares every image would show them). For
 * checking how the map depends on the size it is given (README "Input size"); nothing it writes
 * is trained on.
 *
 * Run: pnpm --filter @kreolab/engine exec tsx scripts/resize-dataset.ts <dataset> <out> <width> <height>,
 * then pnpm engine eval <out>
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const [src, dst, w, h] = process.argv.slice(2);
const width = Number(w);
const height = Number(h);
if (!src || !dst || !(width > 0) || !(height > 0))
  throw new Error('usage: resize-dataset.ts <dataset> <out> <width> <height>');
const data = JSON.parse(fs.readFileSync(path.join(src, 'fixations.json'), 'utf8')) as {
  width: number;
  height: number;
  images: Record<string, [number, number, number][][]>;
};
const sx = width / data.width;
const sy = height / data.height;
fs.mkdirSync(path.join(dst, 'images'), { recursive: true });
const images: typeof data.images = {};
for (const [name, viewers] of Object.entries(data.images)) {
  await sharp(path.join(src, 'images', name))
    .resize(width, height, { fit: 'fill' })
    .jpeg({ quality: 92 })
    .toFile(path.join(dst, 'images', name));
  images[name] = viewers.map((v) => v.map(([x, y, d]) => [x * sx, y * sy, d]));
}
fs.writeFileSync(path.join(dst, 'fixations.json'), JSON.stringify({ width, height, images }));
console.log(`${Object.keys(images).length} images at ${width}×${height} in ${dst}`);
