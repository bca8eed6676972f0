import sharp from 'sharp';
import { EngineError } from './errors';

/** An 8-bit sRGB image, 3 channels, row-major. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Limits against decompression bombs and useless inputs. */
export const IMAGE_LIMITS = {
  /** Refuse images whose header declares more pixels than this (about 8K × 8K). */
  maxInputPixels: 67_108_864,
  minSide: 16,
  maxSide: 20_000,
  /** Images larger than this on the longest side are reduced before analysis. */
  workingMaxSide: 2048,
};

/**
 * Decodes any image sharp understands (JPEG, PNG, WebP, TIFF, GIF, AVIF), applies EXIF
 * orientation, converts CMYK / 16-bit / greyscale to 8-bit sRGB and flattens alpha on white.
 * Bad input of any kind becomes `EngineError('INCORRECT_IMAGE')`.
 */
export async function decodeImage(
  input: Buffer | Uint8Array,
  opts: { maxSide?: number } = {},
): Promise<RgbImage> {
  const maxSide = opts.maxSide ?? IMAGE_LIMITS.workingMaxSide;
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: IMAGE_LIMITS.maxInputPixels }).metadata();
  } catch (e) {
    throw new EngineError('INCORRECT_IMAGE', `cannot read the image: ${(e as Error).message}`, {
      cause: e,
    });
  }
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  if (w * h > IMAGE_LIMITS.maxInputPixels) {
    throw new EngineError('INCORRECT_IMAGE', `image too large: ${w}×${h} pixels`);
  }
  if (Math.min(w, h) < IMAGE_LIMITS.minSide) {
    throw new EngineError(
      'INCORRECT_IMAGE',
      `image too small: ${w}×${h} (minimum side ${IMAGE_LIMITS.minSide})`,
    );
  }
  if (Math.max(w, h) > IMAGE_LIMITS.maxSide) {
    throw new EngineError('INCORRECT_IMAGE', `image side too long: ${w}×${h}`);
  }
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: IMAGE_LIMITS.maxInputPixels,
      failOn: 'error',
    })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`unexpected channel count ${info.channels}`);
    return {
      width: info.width,
      height: info.height,
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    };
  } catch (e) {
    if (e instanceof EngineError) throw e;
    throw new EngineError('INCORRECT_IMAGE', `cannot decode the image: ${(e as Error).message}`, {
      cause: e,
    });
  }
}

/** Resizes an RGB image (area/lanczos via sharp) so that its longest side is `side`. */
export async function resizeRgb(img: RgbImage, longest: number): Promise<RgbImage> {
  const s = longest / Math.max(img.width, img.height);
  const width = Math.max(1, Math.round(img.width * s));
  const height = Math.max(1, Math.round(img.height * s));
  const data = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** Encodes an RGB image as PNG or JPEG. */
export async function encodeRgb(img: RgbImage, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const s = sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } });
  return format === 'png' ? s.png().toBuffer() : s.jpeg({ quality: 88 }).toBuffer();
}
