import { IMAGE_LIMITS } from './image';

/**
 * What a creative image may be, in one place: the upload refuses (INCORRECT_IMAGE) exactly the
 * images the engine would, before anything is stored or charged. The sides and pixel count are
 * the decoder's own guards (IMAGE_LIMITS, checked again by decodeImage); the aspect ratio keeps
 * the shorter side at least `minSide` once the longer is reduced to the working size, so the
 * reduced picture still has rows and columns to analyse.
 */
export const creativeImageRule = {
  minSide: IMAGE_LIMITS.minSide,
  maxSide: IMAGE_LIMITS.maxSide,
  maxPixels: IMAGE_LIMITS.maxInputPixels,
  maxAspectRatio: IMAGE_LIMITS.workingMaxSide / IMAGE_LIMITS.minSide,
} as const;

/** Why an image of `width`×`height` cannot be a creative (English, for the error detail), or null. */
export function checkCreativeDimensions(width: number, height: number): string | null {
  const rule = creativeImageRule;
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  if (!(short >= rule.minSide))
    return `The image is ${width}×${height}; each side must be at least ${rule.minSide} pixels`;
  if (long > rule.maxSide)
    return `The image is ${width}×${height}; no side may exceed ${rule.maxSide} pixels`;
  if (width * height > rule.maxPixels) return `The image has more than ${rule.maxPixels} pixels`;
  if (long / short > rule.maxAspectRatio)
    return `The image is ${width}×${height}; its sides may differ at most ${rule.maxAspectRatio} times`;
  return null;
}
