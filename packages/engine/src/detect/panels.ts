import type { RgbImage } from '../image';

/** A flat, filled area of one colour: a button, a plate, a sticker. In full-image pixels. */
export interface Panel {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Whether the centre of `b` (a text line, in the same x/y/w/h shape) lies inside panel `p`, the
 * edges counting: a line on a button or a plate (`buttonOf`, `rereadRows`).
 */
export function centreInPanel(b: Panel, p: Panel): boolean {
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  return cx >= p.x && cx <= p.x + p.w && cy >= p.y && cy <= p.y + p.h;
}

const WORK_SIDE = 240;
const TOLERANCE = 14;
/**
 * The share of the image its plain ground must cover (`findFlatAreas`) for a creative to count
 * as designed: its text is read a third time with a local threshold (`recogniseAdaptive`, where
 * one global threshold fails on low-contrast lines beside bright shapes) and its panels are found
 * from a lower fill (`PANEL_FILL`) and read at twice their size. Chosen from the images alone
 * (osie-dev's photographs: median 0.06, 99th percentile 0.58; the journeys' banners 0.79),
 * because on photographs these passes read textures as text (README, "Text in low contrast",
 * "Calls to action").
 */
export const FLAT_BACKGROUND_MIN = 0.5;

/**
 * The least share of its bounding box a panel fills: a frame or an outline fills far less. A
 * button's letters and their JPEG halo leave holes: on a small one (18-px text on a 600×500
 * banner, 16 px tall at the work size) the colour filled 0.39 of the box, and under 0.45 the
 * button was not read at all. On a designed creative (`FLAT_BACKGROUND_MIN`) 0.35 is enough; on a
 * photograph the lower fill let patches of texture in as panels.
 */
const PANEL_FILL = { designed: 0.35, photo: 0.45 };

/**
 * Finds flat single-colour panels that are not the page's background: where advertising puts
 * its calls to action, light text on a coloured button. Tesseract reads such text well on a
 * crop of the panel alone, and poorly on the whole creative, where one global threshold cannot
 * suit both dark-on-light and light-on-dark text. Region growing on a small copy of the image
 * (≤ 240 px a side): a pixel joins its neighbour's region when every channel is within
 * TOLERANCE of the region's seed, which rides over JPEG noise but stops at the text.
 *
 * From the same region growing: the share of the image covered by its largest flat background
 * (a region touching two edges or more), about 0 on a photograph and most of the frame on a
 * designed creative with a plain ground, and whether that makes the image designed
 * (`FLAT_BACKGROUND_MIN`), which the OCR's passes follow.
 */
export function findFlatAreas(
  img: RgbImage,
  max = 6,
): { panels: Panel[]; background: number; designed: boolean } {
  const scale = Math.min(1, WORK_SIDE / Math.max(img.width, img.height));
  const w = Math.max(1, Math.round(img.width * scale));
  const h = Math.max(1, Math.round(img.height * scale));
  const px = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    const sy = Math.min(img.height - 1, Math.floor(y / scale));
    for (let x = 0; x < w; x++) {
      const sx = Math.min(img.width - 1, Math.floor(x / scale));
      const s = (sy * img.width + sx) * 3;
      const d = (y * w + x) * 3;
      px[d] = img.data[s]!;
      px[d + 1] = img.data[s + 1]!;
      px[d + 2] = img.data[s + 2]!;
    }
  }
  const label = new Int32Array(w * h).fill(-1);
  const stack = new Int32Array(w * h);
  const regions: {
    area: number;
    x0: number;
    y0: number;
    x1: number;
    y1: number;
    borders: number;
  }[] = [];
  for (let start = 0; start < w * h; start++) {
    if (label[start] !== -1) continue;
    const id = regions.length;
    const r = px[start * 3]!;
    const g = px[start * 3 + 1]!;
    const b = px[start * 3 + 2]!;
    const region = { area: 0, x0: w, y0: h, x1: 0, y1: 0, borders: 0 };
    let top = 0;
    stack[top++] = start;
    label[start] = id;
    while (top > 0) {
      const p = stack[--top]!;
      const x = p % w;
      const y = (p - x) / w;
      region.area++;
      if (x < region.x0) region.x0 = x;
      if (x > region.x1) region.x1 = x;
      if (y < region.y0) region.y0 = y;
      if (y > region.y1) region.y1 = y;
      const neighbours = [
        x > 0 ? p - 1 : -1,
        x < w - 1 ? p + 1 : -1,
        y > 0 ? p - w : -1,
        y < h - 1 ? p + w : -1,
      ];
      for (const q of neighbours) {
        if (q < 0 || label[q] !== -1) continue;
        if (
          Math.abs(px[q * 3]! - r) <= TOLERANCE &&
          Math.abs(px[q * 3 + 1]! - g) <= TOLERANCE &&
          Math.abs(px[q * 3 + 2]! - b) <= TOLERANCE
        ) {
          label[q] = id;
          stack[top++] = q;
        }
      }
    }
    region.borders =
      Number(region.x0 === 0) +
      Number(region.y0 === 0) +
      Number(region.x1 === w - 1) +
      Number(region.y1 === h - 1);
    regions.push(region);
  }
  const total = w * h;
  const background =
    regions.reduce((m, r) => (r.borders >= 2 ? Math.max(m, r.area) : m), 0) / total;
  const designed = background >= FLAT_BACKGROUND_MIN;
  const minFill = designed ? PANEL_FILL.designed : PANEL_FILL.photo;
  const panels = regions
    .filter((r) => {
      const bw = r.x1 - r.x0 + 1;
      const bh = r.y1 - r.y0 + 1;
      // Not the background (it touches two edges or more), big enough to hold a word, not the
      // whole creative, filled like a shape (text inside leaves holes, a frame is not a panel).
      return (
        r.borders < 2 &&
        r.area >= total * 0.004 &&
        bw * bh <= total * 0.3 &&
        r.area / (bw * bh) >= minFill &&
        bw >= 8 &&
        bh >= 5
      );
    })
    .sort((a, b) => b.area - a.area)
    .slice(0, max)
    .map((r) => {
      // Back to full size, a pixel inside the panel's edge so no outside colour is in the crop.
      const x = Math.floor(r.x0 / scale) + 1;
      const y = Math.floor(r.y0 / scale) + 1;
      const x1 = Math.min(img.width, Math.ceil((r.x1 + 1) / scale) - 1);
      const y1 = Math.min(img.height, Math.ceil((r.y1 + 1) / scale) - 1);
      return { x, y, w: Math.max(1, x1 - x), h: Math.max(1, y1 - y) };
    });
  return { panels, background, designed };
}
