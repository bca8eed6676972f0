import sharp from 'sharp';
import { EngineError } from '../errors';
import { decodeImage, IMAGE_LIMITS, type RgbImage } from '../image';
import {
  type ContextId,
  contextTemplate,
  type Rect,
  renderTemplate,
  slotFillOf,
  templateSvg,
} from './templates';

/** A user's own context: a screenshot (any image the engine decodes) with the slot marked in its pixels. */
export interface CustomContext {
  image: Uint8Array;
  slot: Rect;
}

/** The smallest slot side, px: below it a creative is a few dots and its analysis means nothing. */
export const MIN_SLOT_SIDE = 32;

export interface PlacedCreative {
  image: RgbImage;
  width: number;
  height: number;
  /** The creative's own rect in the frame after fitting (inside the slot). */
  slot: Rect;
  /**
   * Pixels of the frame per pixel of the context image: 1 for a template, below 1 for a user's
   * screenshot reduced to the working size (a screen's scale in screenshot pixels per CSS px
   * times this is the frame's).
   */
  imageScale: number;
}

const hexRgb = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

/** The custom context's frame (decoded at the engine's working size) and its slot in that frame's pixels. */
async function customFrame(
  c: CustomContext,
): Promise<{ frame: RgbImage; slot: Rect; imageScale: number }> {
  if (!(c?.image instanceof Uint8Array))
    throw new EngineError('INCORRECT_IMAGE', 'the context image is missing');
  let meta: sharp.Metadata;
  try {
    meta = await sharp(c.image, { limitInputPixels: IMAGE_LIMITS.maxInputPixels }).metadata();
  } catch (e) {
    throw new EngineError(
      'INCORRECT_IMAGE',
      `cannot read the context image: ${(e as Error).message}`,
      { cause: e },
    );
  }
  // the slot is marked on the picture as people see it, i.e. after EXIF rotation
  const turned = (meta.orientation ?? 1) >= 5;
  const w = (turned ? meta.height : meta.width) ?? 0;
  const h = (turned ? meta.width : meta.height) ?? 0;
  const s = c.slot;
  const nums = s ? [s.x, s.y, s.width, s.height] : [];
  if (nums.length !== 4 || !nums.every((v) => typeof v === 'number' && Number.isFinite(v)))
    throw new EngineError('INCORRECT_IMAGE', 'the slot must be {x, y, width, height} in pixels');
  if (s.width < MIN_SLOT_SIDE || s.height < MIN_SLOT_SIDE)
    throw new EngineError(
      'INCORRECT_IMAGE',
      `the slot is ${s.width}×${s.height}; each side must be at least ${MIN_SLOT_SIDE} pixels`,
    );
  if (s.x < 0 || s.y < 0 || s.x + s.width > w || s.y + s.height > h)
    throw new EngineError(
      'INCORRECT_IMAGE',
      `the slot (${s.x}, ${s.y}, ${s.width}×${s.height}) does not lie inside the ${w}×${h} image`,
    );
  const frame = await decodeImage(c.image);
  // decodeImage reduces large screenshots to the working size; the slot follows
  const k = frame.width / Math.max(1, w);
  const x = Math.round(s.x * k);
  const y = Math.round(s.y * k);
  return {
    frame,
    imageScale: k,
    slot: {
      x,
      y,
      width: Math.min(frame.width - x, Math.round(s.width * k)),
      height: Math.min(frame.height - y, Math.round(s.height * k)),
    },
  };
}

/**
 * The creative fitted into the context's slot: scaled to fit whole (contain), centred, the slot's
 * background around it. The returned `slot` is the creative's own rect in the frame.
 */
export async function placeInContext(
  creative: Uint8Array | RgbImage,
  context: ContextId | CustomContext,
): Promise<PlacedCreative> {
  let base: RgbImage;
  let slot: Rect;
  let fill: [number, number, number];
  let imageScale = 1;
  if (typeof context === 'string') {
    const t = contextTemplate(context);
    base = await renderTemplate(context);
    slot = t.slot;
    fill = hexRgb(slotFillOf(context));
  } else {
    ({ frame: base, slot, imageScale } = await customFrame(context));
    fill = [255, 255, 255];
  }
  const img = creative instanceof Uint8Array ? await decodeImage(creative) : creative;
  if (
    !img ||
    !(img.width > 0) ||
    !(img.height > 0) ||
    img.data.length !== img.width * img.height * 3
  )
    throw new EngineError('INCORRECT_IMAGE', 'the creative is not an RGB image');
  const scale = Math.min(slot.width / img.width, slot.height / img.height);
  const fw = Math.max(1, Math.min(slot.width, Math.round(img.width * scale)));
  const fh = Math.max(1, Math.min(slot.height, Math.round(img.height * scale)));
  const fitted = await sharp(img.data, {
    raw: { width: img.width, height: img.height, channels: 3 },
  })
    .resize(fw, fh, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const out = new Uint8Array(base.data);
  const W = base.width;
  for (let y = slot.y; y < slot.y + slot.height; y++)
    for (let x = slot.x; x < slot.x + slot.width; x++) {
      const i = 3 * (y * W + x);
      out[i] = fill[0];
      out[i + 1] = fill[1];
      out[i + 2] = fill[2];
    }
  const ox = slot.x + Math.floor((slot.width - fw) / 2);
  const oy = slot.y + Math.floor((slot.height - fh) / 2);
  for (let y = 0; y < fh; y++)
    out.set(fitted.subarray(3 * y * fw, 3 * (y + 1) * fw), 3 * ((oy + y) * W + ox));
  return {
    image: { width: base.width, height: base.height, data: out },
    width: base.width,
    height: base.height,
    slot: { x: ox, y: oy, width: fw, height: fh },
    imageScale,
  };
}

/**
 * A PNG of a context with a neutral placeholder (a picture sign, no text) in its slot, for the
 * research form; `maxWidth` only reduces.
 */
export async function contextPreviewPng(id: ContextId, maxWidth?: number): Promise<Uint8Array> {
  const t = contextTemplate(id);
  const { x, y, width: w, height: h } = t.slot;
  const m = Math.min(w, h);
  const sign =
    `<rect x="${x + 1}" y="${y + 1}" width="${w - 2}" height="${h - 2}" fill="none" stroke="#8f98a3" stroke-width="2" stroke-dasharray="8 6"/>` +
    `<rect x="${x + w / 2 - m * 0.2}" y="${y + h / 2 - m * 0.14}" width="${m * 0.4}" height="${m * 0.28}" rx="${m * 0.03}" fill="none" stroke="#8f98a3" stroke-width="${Math.max(1.5, m * 0.015)}"/>` +
    `<path d="M${x + w / 2 - m * 0.16} ${y + h / 2 + m * 0.1} l${m * 0.1} ${-m * 0.12} l${m * 0.08} ${m * 0.08} l${m * 0.05} ${-m * 0.04} l${m * 0.09} ${m * 0.08} z" fill="#8f98a3"/>` +
    `<circle cx="${x + w / 2 + m * 0.1}" cy="${y + h / 2 - m * 0.05}" r="${m * 0.03}" fill="#8f98a3"/>`;
  const svg = templateSvg(id, '#dfe3e8').replace(/<\/svg>$/, `${sign}</svg>`);
  let p = sharp(Buffer.from(svg)).resize(t.width, t.height, { fit: 'fill' });
  if (maxWidth !== undefined) {
    if (!(Number.isFinite(maxWidth) && maxWidth >= 16))
      throw new EngineError('INCORRECT_IMAGE', `maxWidth must be at least 16, got ${maxWidth}`);
    if (maxWidth < t.width)
      p = sharp(await p.png().toBuffer()).resize({ width: Math.round(maxWidth) });
  }
  const png = await p.png().toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.length);
}

/**
 * A rect drawn on the creative (its own pixels, `creative` its size) moved to where the creative
 * sits in the context frame (`placed`, placeInContext's `slot`): for passing the user's regions
 * of a creative to the analysis of the context frame.
 */
export function creativeRectToFrame(
  r: Rect,
  creative: { width: number; height: number },
  placed: Rect,
): Rect {
  const kx = placed.width / creative.width;
  const ky = placed.height / creative.height;
  return {
    x: Math.round(placed.x + r.x * kx),
    y: Math.round(placed.y + r.y * ky),
    width: Math.round(r.width * kx),
    height: Math.round(r.height * ky),
  };
}
