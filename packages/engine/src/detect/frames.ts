import type { RgbImage } from '../image';
import { detect, type Detections } from './index';

const SIG = 16;

/** A 16×16 grey thumbnail of a frame (box-filtered): enough to tell a held shot from a cut. */
export function frameSignature(img: RgbImage): Float32Array {
  const sig = new Float32Array(SIG * SIG);
  const count = new Float32Array(SIG * SIG);
  const step = Math.max(1, Math.floor(Math.min(img.width, img.height) / (SIG * 8)));
  for (let y = 0; y < img.height; y += step) {
    const sy = Math.min(SIG - 1, Math.floor((y * SIG) / img.height));
    for (let x = 0; x < img.width; x += step) {
      const sx = Math.min(SIG - 1, Math.floor((x * SIG) / img.width));
      const i = 3 * (y * img.width + x);
      sig[sy * SIG + sx]! +=
        0.299 * img.data[i]! + 0.587 * img.data[i + 1]! + 0.114 * img.data[i + 2]!;
      count[sy * SIG + sx]!++;
    }
  }
  for (let k = 0; k < sig.length; k++) sig[k]! /= Math.max(1, count[k]!);
  return sig;
}

/**
 * Whether two frames show the same shot: mean difference of their thumbnails under `tolerance`
 * grey levels (a slow zoom or a blinking cursor stays under 4; a cut or a new caption does not).
 */
export function nearDuplicate(a: Float32Array, b: Float32Array, tolerance = 4): boolean {
  let d = 0;
  for (let k = 0; k < a.length; k++) d += Math.abs(a[k]! - b[k]!);
  return d / a.length < tolerance;
}

/**
 * Detections for the frames of a video or the pages of a PDF, one promise a frame. A frame
 * that is a near-duplicate of the last frame detected (same size, see nearDuplicate) reuses
 * its faces and text: consecutive video frames of one shot hold the same layout, and OCR is
 * most of the cost of a frame. All other frames start at once, so OCR reads ahead in
 * tesseract's worker threads while the caller analyses earlier frames.
 */
export function detectFrames(
  frames: RgbImage[],
  opts: { text?: boolean } = {},
): Promise<Detections>[] {
  const out: Promise<Detections>[] = [];
  let key: { sig: Float32Array; img: RgbImage; det: Promise<Detections> } | null = null;
  for (const img of frames) {
    const sig = frameSignature(img);
    if (
      !key ||
      key.img.width !== img.width ||
      key.img.height !== img.height ||
      !nearDuplicate(key.sig, sig)
    ) {
      const det = detect(img, { text: opts.text });
      det.catch(() => {});
      key = { sig, img, det };
    }
    out.push(key.det);
  }
  return out;
}
