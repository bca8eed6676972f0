import { LETTER_PX, letterPx } from '../analyse/metrics';
import { VIEWERS_SEED } from '../random';
import { centreInside, type Region } from '../analyse/regions';
import { EngineError } from '../errors';
import { type FMap, makeMap } from '../maps';
import type { ShareInterval } from '../viewers/calibration';
import { PLACEMENT_MODELS, type Placement, type Segment } from '../viewers/population';
import {
  calibratedShare,
  segmentViewer,
  unfittedShares,
  type ViewableFrame,
  walkViewers,
} from '../viewers/simulate';
import { creativeRectToFrame } from './place';
import type { Rect } from './templates';

export interface ContextSegmentStats {
  segment_id: string;
  /** Probability that a person fixates the creative at least once within the viewing time. */
  noticed: ShareInterval;
  /** Median time to the first fixation on the creative among simulated viewers who fixated it, ms. */
  ttff_ms: number | null;
  /** The creative's brand noticed in context (null: no brand region inside the creative). */
  brand_noticed: ShareInterval | null;
  cta_noticed: ShareInterval | null;
}

export interface ContextStats {
  slot: Rect;
  /** 0–1: the frame's predicted attention that falls on the creative. */
  attention_share: number;
  /** 0–1: the creative's share of the frame's area (attention_share / area_share > 1: it draws more than its size). */
  area_share: number;
  viewing_time_s: number;
  segments: ContextSegmentStats[];
  /**
   * The creative's text lines at the size it has in this context: letter heights on the viewer's
   * screen, CSS px (`cssPerPx`), beside LETTER_PX.minimum, under which the findings name a line.
   * Absent without `cssPerPx` (a user's screenshot: its screen scale is unknown) or without text.
   */
  text_size?: ContextTextSize;
}

export interface ContextTextSize {
  /** Text lines of the creative (its own analysis). */
  lines: number;
  /** Of them, lines whose letters are under `minimum_px`. */
  small: number;
  /** The smallest letter height, CSS px. */
  min_px: number;
  minimum_px: number;
}

export interface ContextStatsOptions {
  segments: Segment[];
  placement: Placement;
  viewingTimeS: number;
  /** Simulated viewers per segment (default 1000, as for the noticed shares). */
  viewers?: number;
  seed?: number;
  /**
   * The creative's own analysis (its size and regions). When given, the brand and call to action
   * counted are the creative's own, moved into its rect: read at the creative's full size, where
   * the frame's own reading, at the size the creative has in the frame, loses many of them (README,
   * "Brand and call to action in context"). Without it, the frame's regions inside the rect.
   */
  creative?: {
    width: number;
    height: number;
    regions: Region[];
    /** Its text lines' glyph heights (share of its height) by region id (`ViewableFrame`). */
    textInfo?: ViewableFrame['textInfo'];
  };
  /**
   * CSS px on the viewer's screen per pixel of the frame (a template's CSS_PX_PER_FRAME_PX): the
   * creative's letter heights in context are measured with it.
   */
  cssPerPx?: number;
}

/** Whether `r` is four finite numbers, with positive sides, lying inside a `w`×`h` image. */
export function rectInside(r: Rect, w: number, h: number): boolean {
  const nums = [r?.x, r?.y, r?.width, r?.height];
  return (
    nums.every((v) => typeof v === 'number' && Number.isFinite(v)) &&
    r.width > 0 &&
    r.height > 0 &&
    r.x >= 0 &&
    r.y >= 0 &&
    r.x + r.width <= w &&
    r.y + r.height <= h
  );
}

/** The part (0–1) of each cell of a map (covering a `w`×`h` frame) that a rect covers. */
function cellCover(map: FMap, w: number, h: number, r: Rect): Float32Array {
  const cw = w / map.w;
  const ch = h / map.h;
  const cover = new Float32Array(map.d.length);
  const x0 = Math.max(0, Math.floor(r.x / cw));
  const x1 = Math.min(map.w - 1, Math.floor((r.x + r.width) / cw));
  const y0 = Math.max(0, Math.floor(r.y / ch));
  const y1 = Math.min(map.h - 1, Math.floor((r.y + r.height) / ch));
  for (let y = y0; y <= y1; y++) {
    const oy = Math.min((y + 1) * ch, r.y + r.height) - Math.max(y * ch, r.y);
    if (oy <= 0) continue;
    for (let x = x0; x <= x1; x++) {
      const ox = Math.min((x + 1) * cw, r.x + r.width) - Math.max(x * cw, r.x);
      if (ox > 0) cover[y * map.w + x] = (ox * oy) / (cw * ch);
    }
  }
  return cover;
}

/** Mass of a map (covering a `w`×`h` frame) inside a rect, each cell counted by the part of it the rect covers. */
export function massIn(map: FMap, w: number, h: number, r: Rect): number {
  const cover = cellCover(map, w, h, r);
  let s = 0;
  let total = 0;
  for (let i = 0; i < map.d.length; i++) {
    total += map.d[i]!;
    s += map.d[i]! * cover[i]!;
  }
  return total > 0 ? s / total : 0;
}

/**
 * The frame's map with the creative's own map laid inside the creative's rect (README, "The
 * creative in its context", (e)): the frame's map decides how much attention the rect draws
 * against the page, the creative's map (predicted on the creative alone, at the model's full
 * working size) how that attention is spread inside it, which the frame's map, seeing the
 * creative at a quarter of that size or less, knows worse. The map's total stays as it was; a
 * cell the rect covers in part keeps the frame's value for the part outside. `inner` covers the
 * rect exactly.
 */
export function nestMap(frame: FMap, w: number, h: number, r: Rect, inner: FMap): FMap {
  const cw = w / frame.w;
  const ch = h / frame.h;
  const cover = cellCover(frame, w, h, r);
  let inside = 0;
  for (let i = 0; i < frame.d.length; i++) inside += frame.d[i]! * cover[i]!;
  // the creative's map sampled at least once per its own cell and a few times per frame cell
  // along each side; a sample carries its creative cell's mass over that cell's sample count, so
  // every creative cell puts exactly its share into the frame cells it falls in
  const step = Math.max(1e-6, Math.min(cw, ch) / 4);
  const sw = Math.max(inner.w, Math.ceil(r.width / step));
  const sh = Math.max(inner.h, Math.ceil(r.height / step));
  const cellOf = (k: number, n: number, m: number) =>
    Math.min(m - 1, Math.floor(((k + 0.5) * m) / n));
  const samples = new Float32Array(inner.d.length);
  for (let y = 0; y < sh; y++)
    for (let x = 0; x < sw; x++)
      samples[cellOf(y, sh, inner.h) * inner.w + cellOf(x, sw, inner.w)]! += 1;
  let innerSum = 0;
  for (const v of inner.d) innerSum += Math.max(0, v);
  const out = makeMap(frame.w, frame.h);
  if (!(innerSum > 0) || !(inside > 0)) {
    // nothing to lay out: the rect keeps the frame's own mass where it was
    out.d.set(frame.d);
    return out;
  }
  for (let i = 0; i < out.d.length; i++) out.d[i] = frame.d[i]! * (1 - cover[i]!);
  for (let y = 0; y < sh; y++) {
    const cy = Math.min(frame.h - 1, Math.floor((r.y + ((y + 0.5) * r.height) / sh) / ch));
    const iy = cellOf(y, sh, inner.h) * inner.w;
    for (let x = 0; x < sw; x++) {
      const cx = Math.min(frame.w - 1, Math.floor((r.x + ((x + 0.5) * r.width) / sw) / cw));
      const c = iy + cellOf(x, sw, inner.w);
      out.d[cy * frame.w + cx]! += (inside * Math.max(0, inner.d[c]!)) / innerSum / samples[c]!;
    }
  }
  return out;
}

/**
 * The creative's letters at the size it has in the slot: a line's glyph height (a share of the
 * creative's height) times the slot's height in CSS px, as `letterPx` does for the placement.
 */
function contextTextSize(slot: Rect, o: ContextStatsOptions): ContextTextSize | undefined {
  const info = o.creative?.textInfo;
  if (!info || !(o.cssPerPx !== undefined && o.cssPerPx > 0 && Number.isFinite(o.cssPerPx)))
    return undefined;
  const px = Object.values(info).map((t) => letterPx(t.glyphFrac, slot.height, o.cssPerPx!));
  if (!px.length) return undefined;
  return {
    lines: px.length,
    small: px.filter((p) => p < LETTER_PX.minimum).length,
    min_px: +Math.min(...px).toFixed(1),
    minimum_px: LETTER_PX.minimum,
  };
}

function median(xs: number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * The creative in its context: how much of the frame's predicted attention it takes, and per
 * segment, from the same simulated viewers as the noticed shares (each looking for exactly
 * `viewingTimeS`), the calibrated probability that a person fixates it, the median time to the
 * first fixation, and whether its brand and call to action are noticed. `frame` is the analysis
 * of the whole context frame; the brand and call to action are the creative's own (`creative`)
 * or, without it, the frame's regions whose centre lies inside `slot`: either way a template's
 * own buttons and captions never count.
 */
export function contextStats(
  frame: ViewableFrame,
  slot: Rect,
  o: ContextStatsOptions,
): ContextStats {
  if (!rectInside(slot, frame.width, frame.height))
    throw new EngineError(
      'INCORRECT_IMAGE',
      `the creative's rect does not lie inside the ${frame.width}×${frame.height} frame`,
    );
  if (!PLACEMENT_MODELS[o.placement])
    throw new EngineError('INCORRECT_IMAGE', `unknown placement ${String(o.placement)}`);
  if (!(Number.isFinite(o.viewingTimeS) && o.viewingTimeS > 0 && o.viewingTimeS <= 60))
    throw new EngineError('INCORRECT_IMAGE', `viewing time must be 0–60 s, got ${o.viewingTimeS}`);
  if (
    o.creative &&
    !(o.creative.width > 0 && o.creative.height > 0 && Array.isArray(o.creative.regions))
  )
    throw new EngineError('INCORRECT_IMAGE', "the creative's size or regions are missing");
  const attention = massIn(frame.map, frame.width, frame.height, slot);
  const area = (slot.width * slot.height) / (frame.width * frame.height);
  // the creative is calibrated as a region the user marked (kind custom): a rectangle chosen
  // without looking at the map, which is what a slot is
  const creative: Region = {
    id: '__creative__',
    kind: 'custom',
    bbox: slot,
    text: '',
    attention_share: attention,
    seen_probability: 0,
    order: null,
    role: 'other',
  };
  const inSlot = o.creative
    ? o.creative.regions.map((r): Region => ({
        ...r,
        id: `creative:${r.id}`,
        bbox: creativeRectToFrame(r.bbox, o.creative!, slot),
        polygon: undefined,
      }))
    : frame.regions.filter((r) => centreInside(r.bbox, slot));
  const brand = inSlot.filter((r) => r.role === 'brand');
  const cta = inSlot.filter((r) => r.role === 'cta');
  const viewingMs = Math.round(o.viewingTimeS * 1000);
  const segments = o.segments.map((seg): ContextSegmentStats => {
    let seen = 0;
    let brandHits = 0;
    let ctaHits = 0;
    const firsts: number[] = [];
    const walk = { viewers: o.viewers, seed: o.seed, viewingMs };
    const { count } = walkViewers(
      frame,
      [creative, ...brand, ...cta],
      seg,
      o.placement,
      walk,
      (visits) => {
        const v = visits.get(creative.id);
        if (v) {
          seen++;
          firsts.push(v.firstMs);
        }
        if (brand.some((r) => visits.has(r.id))) brandHits++;
        if (cta.some((r) => visits.has(r.id))) ctaHits++;
      },
    );
    const s = o.viewingTimeS;
    const ttff = median(firsts);
    const [brandUnfitted, ctaUnfitted] = unfittedShares(
      frame,
      [brand, cta],
      segmentViewer(frame, seg, o.placement, walk),
      count,
      o.seed ?? VIEWERS_SEED,
    );
    return {
      segment_id: seg.id ?? seg.name,
      noticed: calibratedShare(frame, [creative], seen / count, count, s),
      ttff_ms: ttff === null ? null : Math.round(ttff),
      brand_noticed: brand.length
        ? calibratedShare(frame, brand, brandHits / count, count, s, brandUnfitted)
        : null,
      cta_noticed: cta.length
        ? calibratedShare(frame, cta, ctaHits / count, count, s, ctaUnfitted)
        : null,
    };
  });
  const textSize = contextTextSize(slot, o);
  return {
    slot: { ...slot },
    attention_share: +Math.min(1, attention).toFixed(4),
    area_share: +area.toFixed(4),
    viewing_time_s: o.viewingTimeS,
    segments,
    ...(textSize ? { text_size: textSize } : {}),
  };
}
