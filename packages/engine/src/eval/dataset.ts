import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { computeFeatures, FEATURE_COUNT, type FeatureGrid, WORK_SIDE } from '../attention/features';
import { detectCached, PLAUSIBILITY, TEXT_VERSION } from '../detect';
import { scenePcaKey } from '../detect/objects';
import { decodeImage, resizeRgb } from '../image';
import type { Fix } from '../metrics/saliency';
import { CACHE_DIR } from '../paths';

/** Bump when features change, so cached dataset features are recomputed. */
export const FEATURE_VERSION = 'f9';

/**
 * What the features of a data set depend on besides its images: the feature code's version, the
 * plausibility thresholds and the OCR passes (the text channel reads the checked lines) and the
 * scene maps' projection, so a change of any recomputes every cache built on the features.
 */
export const FEATURE_KEY = `${FEATURE_VERSION}:${JSON.stringify(PLAUSIBILITY)}:${TEXT_VERSION}:${scenePcaKey()}`;

export interface DatasetItem {
  name: string;
  width: number;
  height: number;
  /** All viewers' fixations, 0-based pixels. */
  fix: Fix[];
  /** Per viewer, in order (for scanpath checks). */
  viewers: Fix[][];
  grid: FeatureGrid;
}

interface FixFile {
  width: number;
  height: number;
  images: Record<string, [number, number, number][][]>;
}

/** An image's recorded fixations without the model's features (all the people-side scores need). */
export type FixationItem = Omit<DatasetItem, 'grid'>;

/** The fixations of an OSIE-style folder (fixations.json), by image name, sorted; no features. */
export function loadFixations(dir: string): FixationItem[] {
  const fx = JSON.parse(fs.readFileSync(path.join(dir, 'fixations.json'), 'utf8')) as FixFile;
  return Object.keys(fx.images)
    .sort()
    .map((name) => fixationItem(fx, name));
}

function fixationItem(fx: FixFile, name: string): FixationItem {
  const viewers = fx.images[name]!.map((s) => s.map(([x, y]) => ({ x: x - 1, y: y - 1 })));
  return { name, width: fx.width, height: fx.height, fix: inFrame(viewers, fx), viewers };
}

/** All viewers' fixations that lie inside the frame (the `fix` of an item). */
export function inFrame(viewers: Fix[][], frame: { width: number; height: number }): Fix[] {
  return viewers
    .flat()
    .filter((f) => f.x >= 0 && f.y >= 0 && f.x < frame.width && f.y < frame.height);
}

/** Loads an OSIE-style folder (images/ + fixations.json) with features (cached in .cache/). */
export async function loadDataset(
  dir: string,
  log: (s: string) => void = () => {},
): Promise<DatasetItem[]> {
  const fx = JSON.parse(fs.readFileSync(path.join(dir, 'fixations.json'), 'utf8')) as FixFile;
  const imgDir = path.join(dir, 'images');
  const names = Object.keys(fx.images).sort();
  const key = crypto
    .createHash('sha1')
    .update(`${FEATURE_KEY}:${path.resolve(dir)}:${names.join(',')}`)
    .digest('hex')
    .slice(0, 16);
  const cacheFile = path.join(CACHE_DIR, `features-${key}.bin`);
  let cached: Float32Array | null = null;
  let dims: number[] = [];
  if (fs.existsSync(cacheFile) && fs.existsSync(`${cacheFile}.json`)) {
    const b = fs.readFileSync(cacheFile);
    cached = new Float32Array(b.buffer, b.byteOffset, b.length / 4);
    dims = JSON.parse(fs.readFileSync(`${cacheFile}.json`, 'utf8')) as number[];
  }
  const items: DatasetItem[] = [];
  const chunks: Float32Array[] = [];
  let off = 0;
  const t0 = Date.now();
  for (const [k, name] of names.entries()) {
    const { fix, viewers } = fixationItem(fx, name);
    let grid: FeatureGrid;
    if (cached) {
      const gw = dims[2 * k]!;
      const gh = dims[2 * k + 1]!;
      const len = gw * gh * FEATURE_COUNT;
      grid = { gw, gh, data: cached.subarray(off, off + len) };
      off += len;
    } else {
      const bytes = fs.readFileSync(path.join(imgDir, name));
      const img = await decodeImage(bytes);
      const det = await detectCached(bytes, img);
      const work = await resizeRgb(img, WORK_SIDE);
      grid = computeFeatures(work, det, img);
      chunks.push(grid.data);
      dims.push(grid.gw, grid.gh);
      if (k % 50 === 0)
        log(`features ${k}/${names.length} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    }
    items.push({ name, width: fx.width, height: fx.height, fix, viewers, grid });
  }
  if (!cached) {
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    const all = new Float32Array(chunks.reduce((s, c) => s + c.length, 0));
    let o = 0;
    for (const c of chunks) {
      all.set(c, o);
      o += c.length;
    }
    fs.writeFileSync(cacheFile, Buffer.from(all.buffer));
    fs.writeFileSync(`${cacheFile}.json`, JSON.stringify(dims));
  }
  return items;
}
