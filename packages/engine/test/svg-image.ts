import sharp, { type Color } from 'sharp';

/** A PNG of `width`×`height` on `background` with `shapes` (SVG elements) drawn over it. */
export function svgPng(
  width: number,
  height: number,
  background: Color,
  shapes: string,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([
      {
        input: Buffer.from(`<svg width="${width}" height="${height}">${shapes}</svg>`),
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();
}
