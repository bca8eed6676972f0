import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Worker } from 'tesseract.js';
import type { RgbImage } from '../image';
import { CACHE_DIR, packageDir } from '../paths';

/** One recognised line of text, in the coordinates of the image given to `recogniseText`. */
export interface TextBox {
  x: number;
  y: number;
  w: number;
  h: number;
  text: string;
  confidence: number;
}


/**
 * Where the trained data comes from, without any network: Debian's tesseract-ocr-rus /
 * tesseract-ocr-eng packages when installed (both languages), else the eng data bundled
 * in @tesseract.js-data/eng.
 */
export function tessdataSource(): { langs: string; langPath: string; gzip: boolean } {
  const candidates = ['/usr/share/tesseract-ocr/5/tessdata', '/usr/share/tesseract-ocr/4.00/tessdata', '/usr/share/tessdata'];
  for (const dir of candidates) {
    if (fs.existsSync(path.join(dir, 'eng.traineddata'))) {
      const rus = fs.existsSync(path.join(dir, 'rus.traineddata'));
      return { langs: rus ? 'rus+eng' : 'eng', langPath: dir, gzip: false };
    }
  }
  const pkg = packageDir('@tesseract.js-data/eng');
  return { langs: 'eng', langPath: path.join(pkg, '4.0.0_best_int'), gzip: true };
}

type TWorker = Worker;
let workerPromise: Promise<TWorker> | null = null;

async function getWorker(): Promise<TWorker> {
  if (!workerPromise) {
    workerPromise = (async () => {
      const { createWorker, PSM } = await import('tesseract.js');
      const src = tessdataSource();
      const worker = await createWorker(src.langs.split('+'), 1, {
        langPath: src.langPath,
        gzip: src.gzip,
        cacheMethod: 'none',
        cachePath: path.join(CACHE_DIR, 'tessdata'),
      });
      // Sparse text: advertising layouts and scenes have scattered text, not pages of prose.
      await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '96' });
      return worker;
    })();
  }
  return workerPromise;
}

/** Stops the OCR worker (the CLI calls it before exiting). */
export async function closeOcr(): Promise<void> {
  if (workerPromise) {
    const w = await workerPromise;
    workerPromise = null;
    await w.terminate();
  }
}

const WORDLIKE = /[\p{L}\p{N}]{2,}/u;

/**
 * Recognises text lines. Lines with low confidence or without a real word are dropped,
 * which removes most of the "text" tesseract finds in textures of natural scenes.
 */
export async function recogniseText(img: RgbImage, minConfidence = 55): Promise<TextBox[]> {
  const worker = await getWorker();
  // greyscale input: tesseract reads light text on saturated colour (white on a red button) far better
  const png = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
    .greyscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
  const { data } = await worker.recognize(png, {}, { blocks: true, text: false });
  const out: TextBox[] = [];
  for (const block of data.blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const line of para.lines) {
        const words = line.words.filter((w) => w.confidence >= minConfidence && WORDLIKE.test(w.text));
        if (words.length === 0) continue;
        const text = words.map((w) => w.text).join(' ').trim();
        const x0 = Math.min(...words.map((w) => w.bbox.x0));
        const y0 = Math.min(...words.map((w) => w.bbox.y0));
        const x1 = Math.max(...words.map((w) => w.bbox.x1));
        const y1 = Math.max(...words.map((w) => w.bbox.y1));
        const conf = words.reduce((s, w) => s + w.confidence, 0) / words.length;
        if (x1 - x0 < 4 || y1 - y0 < 4) continue;
        out.push({ x: x0, y: y0, w: x1 - x0, h: y1 - y0, text, confidence: conf });
      }
    }
  }
  return out;
}
