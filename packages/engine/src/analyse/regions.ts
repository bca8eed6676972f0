import type { AttentionMap } from '../attention';
import type { Detections } from '../detect';
import { centreInPanel } from '../detect/panels';
import { type FMap, resize } from '../maps';
import { brandMatcher } from './brand';
import type { Fixation } from '../viewers/scanpath';

export type RegionKind = 'text' | 'face' | 'object' | 'custom';
export type RegionRole = 'brand' | 'message' | 'cta' | 'other';

export interface BBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Region {
  id: string;
  kind: RegionKind;
  bbox: BBox;
  text: string;
  /** Share of the attention map inside the region (0–1). */
  attention_share: number;
  /** Probability that a viewer fixates the region within the viewing time (0–1), calibrated against people. */
  seen_probability: number;
  /** 95 % interval of the share of people who fixate it, from how far people were from the calibrated prediction. */
  seen_interval?: { low: number; high: number; sd: number };
  /** Mean rank (1 = first) of the region among the areas a viewer fixated; null if never seen. */
  order: number | null;
  /** What the region is for the goal: brand, message, call to action (engine extension). */
  role: RegionRole;
  label?: string;
  polygon?: [number, number][];
}

/**
 * A region given by the caller: a rectangle or a polygon in image pixels, or a rectangle in
 * fractions of the frame (`relative`, 0–1), for a region marked before the frames' sizes are
 * known (the product's brand logo, marked once for every page of a PDF).
 */
export interface CustomRegion {
  id?: string;
  label?: string;
  role?: RegionRole;
  bbox?: BBox;
  relative?: BBox;
  polygon?: [number, number][];
  /**
   * The frames of the call it is on (0-based, in the order given: a PDF's pages); absent, every
   * frame (a logo marked on a booklet's cover only is not the brand of its other pages).
   */
  frames?: number[];
}

/** A rectangle in fractions of the frame, in its pixels. */
function scaleBox(r: BBox, width: number, height: number): BBox {
  return { x: r.x * width, y: r.y * height, width: r.width * width, height: r.height * height };
}

/**
 * The words of a call to action: the imperative and infinitive of the verbs buttons use
 * («Купить», «Забронируйте», «Оставить заявку»), «Подробнее», «В корзину» and the English
 * buttons. Whole words only, so nouns of the same root («Заказчик», «Регистратура», «Смотровая
 * площадка») are not calls. Measured on `eval/cta-labels.json` (README, "Calls to action").
 */
const CTA_WORD = new RegExp(
  '(?<![\\p{L}\\d])(?:' +
    [
      '(?:по)?куп(?:и|ить|ите)|покупай(?:те)?',
      'зака(?:жи|жите|зать|зывай|зывайте)',
      'оформ(?:и|ить|ите|ляй|ляйте)',
      'подробнее',
      'узна(?:й|йте|ть)',
      'скача(?:й|йте|ть)|скачивай(?:те)?',
      '(?:по)?звон(?:и|ить|ите)',
      'запи(?:ши|шите|шись|шитесь|сать|саться)',
      'получ(?:и|ить|ите)',
      'попроб(?:уй|уйте|овать)',
      'перей(?:ди|дите|ти)',
      '(?:на)?жми(?:те)?|нажм(?:и|ите)|нажать',
      '(?:по)?смотр(?:и|ите|еть)',
      '(?:за)?регистр(?:ируй|ируйте|ируйся|ируйтесь|ироваться)|регистрация',
      'подпи(?:шись|шитесь|саться)',
      '(?:за)?брон(?:ируй|ируйте|ировать)',
      'выб(?:ери|ерите|рать)',
      'установ(?:и|ить|ите)',
      'игра(?:й|йте|ть)',
      'нач(?:ни|ните|ать)',
      'откр(?:ой|ойте|ыть)',
      'присоедин(?:яйся|яйтесь|иться)',
      'участв(?:уй|уйте|овать)',
      'отправ(?:ь|ьте|ить)',
      'остав(?:ь|ьте|ить)',
      'рассчита(?:й|йте|ть)',
      'подбер(?:и|ите)|подобрать',
      'в корзину',
      '(?:про)?чита(?:й|йте|ть)',
      'слуша(?:й|йте|ть)',
      'забер(?:и|ите)|забрать',
      'пример(?:ь|ьте|ить)',
      'посет(?:и|ить|ите)',
      'приход(?:и|ите)',
      'напи(?:ши|шите|сать)',
      'успе(?:й|йте|ть)',
      'хочу',
      'активир(?:уй|уйте|овать)',
      'сравн(?:и|ить|ите)',
      'пройд(?:и|ите)|пройти',
      'поехали',
      'вступ(?:и|ить|ите|ай|айте)',
      'buy|shop|order now|learn more|sign up|download|book now|get started|try(?: it)?(?: free| now)',
      'subscribe|install|call now|register|join(?: now)?|apply now',
    ].join('|') +
    ')(?![\\p{L}])',
  'iu',
);

/** Whether a recognised line reads as a call to action (`CTA_WORD`), ё read as е. */
export const isCallToAction = (text: string): boolean =>
  CTA_WORD.test(text.toLowerCase().replace(/ё/g, 'е'));

function inside(poly: [number, number][], x: number, y: number): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

/** Attention share inside a bbox or polygon, on a fine map (sums to 1) of the image. */
export function shareIn(
  fine: FMap,
  imgW: number,
  imgH: number,
  bbox: BBox,
  polygon?: [number, number][],
): number {
  const sx = fine.w / imgW;
  const sy = fine.h / imgH;
  const x0 = Math.max(0, Math.floor(bbox.x * sx));
  const x1 = Math.min(fine.w - 1, Math.ceil((bbox.x + bbox.width) * sx) - 1);
  const y0 = Math.max(0, Math.floor(bbox.y * sy));
  const y1 = Math.min(fine.h - 1, Math.ceil((bbox.y + bbox.height) * sy) - 1);
  let s = 0;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if (polygon && !inside(polygon, (x + 0.5) / sx, (y + 0.5) / sy)) continue;
      s += fine.d[y * fine.w + x]!;
    }
  }
  return s;
}

function polyBox(p: [number, number][]): BBox {
  const xs = p.map((q) => q[0]);
  const ys = p.map((q) => q[1]);
  return {
    x: Math.min(...xs),
    y: Math.min(...ys),
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
  };
}

/** Whether the centre of `b` lies inside `r` (the edges count). */
export const centreInside = (b: BBox, r: BBox) => {
  const cx = b.x + b.width / 2;
  const cy = b.y + b.height / 2;
  return cx >= r.x && cx <= r.x + r.width && cy >= r.y && cy <= r.y + r.height;
};

/**
 * Salient objects: connected blobs of the map above half its maximum, not already covered by
 * text or faces. A blob centred within the fixation margin of a line or a face is that line or
 * face for a viewer (README "An object is not the text beside it"): the map's blob around large
 * letters is taller than their tight box, and counted apart it repeated the line's attention.
 */
function salientObjects(a: AttentionMap, covered: BBox[]): BBox[] {
  const m = FIXATION_MARGIN * Math.max(a.width, a.height);
  const near = covered.map((c) => ({
    x: c.x - m,
    y: c.y - m,
    width: c.width + 2 * m,
    height: c.height + 2 * m,
  }));
  const g = a.grid;
  let mx = 0;
  for (const v of g.d) if (v > mx) mx = v;
  const seen = new Uint8Array(g.d.length);
  const boxes: BBox[] = [];
  for (let i = 0; i < g.d.length; i++) {
    if (seen[i] || g.d[i]! < 0.5 * mx) continue;
    const stack = [i];
    seen[i] = 1;
    let x0 = g.w;
    let x1 = 0;
    let y0 = g.h;
    let y1 = 0;
    while (stack.length) {
      const j = stack.pop()!;
      const x = j % g.w;
      const y = Math.floor(j / g.w);
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      for (const k of [j - 1, j + 1, j - g.w, j + g.w]) {
        if (k < 0 || k >= g.d.length || seen[k] || g.d[k]! < 0.5 * mx) continue;
        if ((k === j - 1 && x === 0) || (k === j + 1 && x === g.w - 1)) continue;
        seen[k] = 1;
        stack.push(k);
      }
    }
    const sx = a.width / g.w;
    const sy = a.height / g.h;
    const b = { x: x0 * sx, y: y0 * sy, width: (x1 - x0 + 1) * sx, height: (y1 - y0 + 1) * sy };
    if (near.some((c) => centreInside(b, c))) continue;
    boxes.push(b);
  }
  return boxes.slice(0, 5);
}

/** The map at up to 256 px a side, summing to 1: what `attention_share` is measured on. */
export function fineMap(a: AttentionMap): FMap {
  const fine = resize(a.grid, Math.min(a.width, 256), Math.min(a.height, 256));
  let s = 0;
  for (const v of fine.d) s += v;
  for (let i = 0; i < fine.d.length; i++) fine.d[i] = fine.d[i]! / s;
  return fine;
}

/**
 * A button around a call to action is at most this many times the line's box (README "A call
 * to action on a button is the button"): a larger flat area is a plate or a ground, not its
 * button.
 */
export const BUTTON_MAX_AREA_RATIO = 4;

/**
 * The button a text line sits on: the smallest flat area (`findFlatAreas`) that holds the line's
 * centre and no other line's, at most BUTTON_MAX_AREA_RATIO times the line's box; null if none.
 */
export function buttonOf<T extends { x: number; y: number; w: number; h: number }>(
  line: T,
  lines: readonly T[],
  flat: readonly { x: number; y: number; w: number; h: number }[],
): BBox | null {
  const fits = flat.filter(
    (p) =>
      centreInPanel(line, p) &&
      p.w * p.h <= BUTTON_MAX_AREA_RATIO * line.w * line.h &&
      !lines.some((o) => o !== line && centreInPanel(o, p)),
  );
  if (!fits.length) return null;
  const p = fits.reduce((m, q) => (q.w * q.h < m.w * m.h ? q : m));
  return { x: p.x, y: p.y, width: p.w, height: p.h };
}

/**
 * Whether the research names a brand (one `brandMatcher` can look for) that no region holds the
 * role of: a logo drawn as a picture, or no brand at all. The awareness score then counts its
 * share unknown (`UNREAD_BRAND`) and the findings say so (`unreadBrandFinding`).
 */
export function brandUnread(regions: readonly Pick<Region, 'role'>[], brand?: string): boolean {
  return brandMatcher(brand) !== null && !regions.some((r) => r.role === 'brand');
}

/**
 * The regions of a frame, without viewer statistics (see `scoreRegions`). `flat` (the image's flat areas, `findFlatAreas`) makes a call to
 * action on a button the button's region; without it (osie-dev's evaluation) every line is its
 * OCR box.
 */
export function buildRegions(
  a: AttentionMap,
  det: Detections,
  custom: CustomRegion[] = [],
  brand?: string,
  flat?: readonly { x: number; y: number; w: number; h: number }[],
): Region[] {
  const fine = fineMap(a);
  const out: Region[] = [];
  const round = (b: BBox): BBox => ({
    x: Math.round(b.x),
    y: Math.round(b.y),
    width: Math.round(b.width),
    height: Math.round(b.height),
  });
  const texts = [...det.texts].sort((p, q) => q.h - p.h);
  const isBrand = brandMatcher(brand);
  const roleOf = (t: (typeof texts)[number]): RegionRole =>
    isBrand?.(t.text) ? 'brand' : isCallToAction(t.text) ? 'cta' : 'other';
  // the message (headline) is the largest text of several letters that is neither brand nor call to action
  const headline = texts
    .filter((t) => roleOf(t) === 'other' && t.text.replace(/\s/g, '').length >= 4)
    .sort((p, q) => q.h * Math.sqrt(q.w) - p.h * Math.sqrt(p.w))[0];
  texts.forEach((t, i) => {
    const role: RegionRole = t === headline ? 'message' : roleOf(t);
    const bbox = (role === 'cta' && flat && buttonOf(t, texts, flat)) || {
      x: t.x,
      y: t.y,
      width: t.w,
      height: t.h,
    };
    out.push({
      id: `text-${i + 1}`,
      kind: 'text',
      bbox: round(bbox),
      text: t.text,
      attention_share: shareIn(fine, a.width, a.height, bbox),
      seen_probability: 0,
      order: null,
      role,
    });
  });
  det.faces.forEach((f, i) => {
    const bbox = { x: f.x, y: f.y, width: f.w, height: f.h };
    out.push({
      id: `face-${i + 1}`,
      kind: 'face',
      bbox: round(bbox),
      text: '',
      attention_share: shareIn(fine, a.width, a.height, bbox),
      seen_probability: 0,
      order: null,
      role: 'other',
    });
  });
  salientObjects(
    a,
    out.map((r) => r.bbox),
  ).forEach((b, i) => {
    out.push({
      id: `object-${i + 1}`,
      kind: 'object',
      bbox: round(b),
      text: '',
      attention_share: shareIn(fine, a.width, a.height, b),
      seen_probability: 0,
      order: null,
      role: 'other',
    });
  });
  custom.forEach((c, i) => {
    const bbox =
      c.bbox ??
      (c.relative ? scaleBox(c.relative, a.width, a.height) : null) ??
      (c.polygon ? polyBox(c.polygon) : null);
    if (!bbox) return;
    out.push({
      id: c.id ?? `custom-${i + 1}`,
      kind: 'custom',
      bbox: round(bbox),
      text: c.label ?? '',
      label: c.label,
      polygon: c.polygon,
      attention_share: shareIn(fine, a.width, a.height, bbox, c.polygon),
      seen_probability: 0,
      order: null,
      role: c.role ?? 'other',
    });
  });
  for (const r of out) r.attention_share = +r.attention_share.toFixed(4);
  return out;
}

/**
 * The one definition of "fixated a region", for simulated viewers and for people alike: the
 * fixation lies inside the region's box grown by this fraction of the image's longest side on
 * every side (16 px at 800×600, about two thirds of a degree on the eye-tracking data: the
 * tracker's error and the fovea's reach). Polygons are tested without the margin.
 */
export const FIXATION_MARGIN = 0.02;

/** Does the fixation (fractions of the image) land on the region, with the foveal margin? */
export function hits(
  r: Region,
  f: Fixation,
  imgW: number,
  imgH: number,
  margin = FIXATION_MARGIN,
): boolean {
  const x = f.x * imgW;
  const y = f.y * imgH;
  const m = margin * Math.max(imgW, imgH);
  if (r.polygon) return inside(r.polygon, x, y);
  return (
    x >= r.bbox.x - m &&
    x <= r.bbox.x + r.bbox.width + m &&
    y >= r.bbox.y - m &&
    y <= r.bbox.y + r.bbox.height + m
  );
}

/** Per region: which viewers fixated it and at which rank among the regions they looked at. */
export function regionVisits(
  regions: Region[],
  path: Fixation[],
  imgW: number,
  imgH: number,
): Map<string, { rank: number; firstMs: number; dwellMs: number }> {
  const out = new Map<string, { rank: number; firstMs: number; dwellMs: number }>();
  for (const f of path) {
    for (const r of regions) {
      if (!hits(r, f, imgW, imgH)) continue;
      const v = out.get(r.id);
      if (v) v.dwellMs += f.dur;
      else out.set(r.id, { rank: out.size + 1, firstMs: f.t, dwellMs: f.dur });
    }
  }
  return out;
}
