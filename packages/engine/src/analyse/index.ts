import {
  attentionGrid,
  loadWeights,
  modelReadsObjects,
  overlayPngs,
  attentionImageFeatures,
  predictAttention,
  type AttentionMap,
} from '../attention';
import { VIEWERS_SEED } from '../random';
import { MODEL_VERSION } from '../eval/crossval';
import { detectFrames, type Detections, ocrQueued } from '../detect';
import { type FrameMotion, moveMap, relativeMotion, type ShotLink, STILL } from '../detect/frames';
import { EngineError } from '../errors';
import { decodeImage, resizeRgb, type RgbImage } from '../image';
import { type Placement, DEFAULT_SEGMENT, displayScale, type Segment } from '../viewers/population';
import type { ShareInterval } from '../viewers/calibration';
import {
  type FeedbackItem,
  noticedShares,
  scoreRegions,
  simulateViewers,
  type ViewableFrame,
} from '../viewers/simulate';
import { deriveFindings, DISPLAY_WHERE, type Finding } from './findings';
import {
  computeMetrics,
  type CreativeMetrics,
  type Goal,
  letterPx,
  METRICS_VERSION,
  textLegibility,
} from './metrics';
import { analyseColours, type ColourResult } from './palette';
import { buildRegions, isCallToAction, type CustomRegion, type Region } from './regions';
import { findFlatAreas } from '../detect/panels';
import { nestMap, rectInside } from '../context/stats';
import type { Rect } from '../context/templates';
import type { FMap } from '../maps';

export interface AnalyseOptions {
  goal?: Goal;
  placement?: Placement;
  segments?: Segment[];
  /** Rectangles or polygons drawn by the user (become `custom` regions). */
  regions?: CustomRegion[];
  /** Brand name, to find it among the recognised text. */
  brand?: string;
  /** Simulated viewers per segment in the result (default 20). */
  viewers?: number;
  /** Simulated viewers behind seen probabilities, order and noticed shares (default 1000). */
  regionViewers?: number;
  /** Viewing time of every simulated viewer, seconds (default: drawn from the placement's model). */
  viewingTimeS?: number;
  seed?: number;
  /** Precomputed detections (skip face detection and OCR). */
  detections?: Detections;
  ocr?: boolean;
  /** Produce the heatmap and fog PNGs (default true). */
  images?: boolean;
  /** Size of `attention.grid` (default 64). */
  gridSize?: number;
  /**
   * Predict the attention of every video frame (default false: a frame of a held shot within
   * ±5 % zoom and 5 % shift of the last predicted frame of that shot gets that frame's map,
   * moved with the content; see SHARED_ATTENTION).
   */
  everyFrameAttention?: boolean;
  /**
   * A creative placed inside this image (a context frame): its rect in this image's pixels and
   * its own attention map (`viewable[].map` of its own analysis). The rect keeps the attention
   * this image's map gives it, spread inside as the creative's own map (`nestMap`), so that
   * regions, viewers and the heatmap inside the creative follow the creative seen at full size.
   */
  inset?: { rect: Rect; map: FMap };
  /**
   * Called after each frame is analysed (its index and the number of frames), so that a caller
   * of many frames can report progress before the whole creative is done.
   */
  onFrame?: (index: number, count: number) => void;
}

export interface FrameResult {
  index: number;
  width: number;
  height: number;
  attention: {
    heatmap_url: string | null;
    fog_url: string | null;
    grid: { width: number; height: number; values: number[] };
  };
  regions: Region[];
  metrics: CreativeMetrics;
  colours: ColourResult;
  findings: Finding[];
}

export interface SegmentResult {
  segment_id: string;
  name: string;
  age_min: number;
  age_max: number;
  interests: string[];
  placement: Placement;
  viewers: number;
  mean_viewing_time_s: number;
  /** Calibrated shares of people who would notice each element, with 95 % intervals (see `noticedShares`). */
  noticed: {
    brand: ShareInterval | null;
    message: ShareInterval | null;
    cta: ShareInterval | null;
  };
  feedback: FeedbackItem[];
}

export interface AnalysisResult {
  frames: FrameResult[];
  segments: SegmentResult[];
  goal: Goal;
  placement: Placement;
  timeline?: Record<string, number[]>;
  method: { model_version: string; metrics_version: string; note: string; cv?: unknown };
}

/** PNG buffers the server stores and links from `heatmap_url` / `fog_url`. */
export interface FrameAssets {
  heatmap: Buffer | null;
  fog: Buffer | null;
}

export interface AnalysisOutput {
  result: AnalysisResult;
  assets: FrameAssets[];
  /** Per frame data needed to simulate more viewers later (`simulateViewers`). */
  viewable: ViewableFrame[];
  timings: Record<string, number>;
}

/**
 * How far a frame of a held shot may have moved from the last frame whose attention was
 * predicted and still take that map, moved with the content, instead of its own prediction
 * (the prediction is 40–45 % of a video frame's time). On the bench clip (three banners zooming
 * 1 % a second; 24 of 30 frames take a moved map) a moved map correlates with the frame's own
 * prediction at 0.96 median (0.73–0.99), while the own predictions of consecutive frames of a
 * shot, 1 % of zoom apart, correlate at 0.92 median (0.84–0.97): the difference is the size of
 * the map's own frame-to-frame jitter. Beyond 5 % the centre bias, which stays with the frame
 * rather than the content, and the content entering at the edges make it drift.
 */
export const SHARED_ATTENTION = { zoom: 0.05, shift: 0.05 };

/** The last predicted map of a shot: its frame's motion from the shot's key frame and its map. */
interface AttentionKey {
  shot: number;
  motion: FrameMotion;
  map: AttentionMap;
}

/** The shot's last predicted map moved into this frame, when the frame is close enough to it. */
function sharedAttention(
  key: AttentionKey | null,
  link: ShotLink | undefined,
): AttentionMap | null {
  if (!key || !link?.motion || link.key !== key.shot) return null;
  const m = relativeMotion(key.motion, link.motion);
  if (
    Math.abs(m.scale - 1) > SHARED_ATTENTION.zoom ||
    Math.abs(m.dx) > SHARED_ATTENTION.shift ||
    Math.abs(m.dy) > SHARED_ATTENTION.shift
  )
    return null;
  return { width: key.map.width, height: key.map.height, grid: moveMap(key.map.grid, m) };
}

const viewingMsOf = (o: AnalyseOptions) =>
  o.viewingTimeS ? Math.round(o.viewingTimeS * 1000) : undefined;

export const METHOD_NOTE =
  'Карта внимания предсказывает, куда смотрят люди в первые 3 секунды свободного просмотра. ' +
  'Она строится из контраста цвета, яркости и ориентации на нескольких масштабах, спектральной и «булевой» заметности, ' +
  'найденных лиц, текста и предметов (людей, животных, вещей), признаков сцены из нейросети, распознающей предметы, ' +
  'и центрального смещения взгляда; веса этих признаков обучены на записях движений глаз ' +
  '(набор OSIE, 400 изображений, 15 зрителей) и проверены перекрёстной проверкой. Порядок просмотра — номер, под которым ' +
  'область в среднем увидят люди: его предсказывают по среднему номеру области у смоделированных зрителей, чьи траектории ' +
  'взгляда выбираются по карте внимания с запретом возврата, по её виду (лица и текст люди смотрят раньше) и удалённости ' +
  'от центра, с весами, сверенными с записями движения глаз. Доля людей, ' +
  'которые заметят область, бренд, сообщение или призыв, — доля таких зрителей (их тысяча), пересчитанная по сверке ' +
  'модели с записями движения глаз реальных людей. Диапазон «от … до …» показывает, где с вероятностью 95\u00a0% окажется ' +
  'доля реальных людей: его ширина взята из того, насколько доли людей в этих записях расходились с прогнозом модели, ' +
  'а не из числа смоделированных зрителей. Вывод «замечают» или «замечают лишь» сделан, только если доля людей ' +
  'с вероятностью 80 % лежит по ту же сторону порога; иначе вывод говорит, что прогноз этого не решает. ' +
  'Метрики 0–100 вычислены по опубликованным формулам; ' +
  'отзывы зрителей описывают эти расчёты, а не мнения.';

/** Mean gradient strength (0–1) at 256 px: how busy the picture is. */
async function edgeDensityOf(img: RgbImage): Promise<number> {
  const small = await resizeRgb(img, 256);
  let edges = 0;
  for (let y = 1; y < small.height - 1; y++) {
    for (let x = 1; x < small.width - 1; x++) {
      const i = 3 * (y * small.width + x);
      const gx = small.data[i + 3]! - small.data[i - 3]!;
      const gy = small.data[i + 3 * small.width]! - small.data[i - 3 * small.width]!;
      // Math.sqrt, not Math.hypot: the same value for these small integers, several times faster
      edges += Math.min(1, Math.sqrt(gx * gx + gy * gy) / 128);
    }
  }
  return edges / ((small.width - 2) * (small.height - 2));
}

/** An inset that is not a rect inside the image with a map of its own is refused, not guessed at. */
function checkInset(inset: { rect: Rect; map: FMap }, img: RgbImage): void {
  const m = inset.map;
  if (!rectInside(inset.rect, img.width, img.height))
    throw new EngineError(
      'INCORRECT_IMAGE',
      `the inset's rect does not lie inside the ${img.width}×${img.height} image`,
    );
  if (!m || !(m.w > 0) || !(m.h > 0) || m.d?.length !== m.w * m.h)
    throw new EngineError('INCORRECT_IMAGE', "the inset's map is not a map");
}

async function analyseOne(
  img: RgbImage,
  index: number,
  o: AnalyseOptions,
  timings: Record<string, number>,
  pending: Promise<Detections>,
  shared: AttentionMap | null = null,
): Promise<{
  frame: FrameResult;
  /** Settles when the PNGs are encoded (off this thread, so the next frame need not wait). */
  asset: Promise<FrameAssets>;
  viewable: ViewableFrame;
  attention: AttentionMap;
}> {
  const t = () => performance.now();
  // OCR of this frame (started by detectFrames) runs in tesseract's worker threads while this thread measures colours
  let t0 = t();
  const colours = analyseColours(img);
  const edgeDensity = await edgeDensityOf(img);
  timings.colours = (timings.colours ?? 0) + t() - t0;
  // the map's detection-free features are computed while OCR still runs, so that only the
  // detection channels and the model wait for it
  t0 = t();
  const features = shared ? undefined : await attentionImageFeatures(img);
  timings.attention_features = (timings.attention_features ?? 0) + t() - t0;
  t0 = t();
  const det: Detections = await pending;
  timings.detect_wait = (timings.detect_wait ?? 0) + t() - t0;
  t0 = t();
  if (o.inset) checkInset(o.inset, img);
  const predicted = shared ?? (await predictAttention(img, { detections: det, features }));
  const attention = o.inset
    ? {
        ...predicted,
        grid: nestMap(predicted.grid, img.width, img.height, o.inset.rect, o.inset.map),
      }
    : predicted;
  timings.attention = (timings.attention ?? 0) + t() - t0;
  // the PNGs need only the map: libvips encodes them in its threads while this one builds the
  // regions, metrics and viewers
  const tImages = t();
  const pngs: Promise<FrameAssets> =
    o.images === false
      ? Promise.resolve({ heatmap: null, fog: null })
      : overlayPngs(img, attention).finally(() => {
          timings.images = (timings.images ?? 0) + t() - tImages;
        });
  // if this frame or a later one fails first, this encoder's error is not the one to report
  pngs.catch(() => {});
  t0 = t();
  // a call to action's button (README "A call to action on a button is the button")
  const flat = det.texts.some((x) => isCallToAction(x.text))
    ? findFlatAreas(img).panels
    : undefined;
  const regions = buildRegions(
    attention,
    det,
    (o.regions ?? []).filter((c) => !c.frames || c.frames.includes(index)),
    o.brand,
    flat,
  );
  // each line's legibility once: the metrics take it in detection order, the viewers by height
  const textInfo = det.texts.map((tb) => textLegibility(img, tb));
  const legibilityOf = new Map(det.texts.map((tb, i) => [tb, textInfo[i]!]));
  const textInfoById: Record<string, { glyphFrac: number; contrast: number }> = {};
  const sortedTexts = [...det.texts].sort((p, q) => q.h - p.h);
  sortedTexts.forEach((tb, i) => (textInfoById[`text-${i + 1}`] = legibilityOf.get(tb)!));
  const viewable: ViewableFrame = {
    width: img.width,
    height: img.height,
    map: attention.grid,
    regions,
    textInfo: textInfoById,
    allText: det.texts.map((x) => x.text).join(' '),
  };
  // seen probability and order from a fixed population of generic viewers at this placement
  const placement = o.placement ?? 'social_feed';
  scoreRegions(viewable, placement, {
    seed: o.seed,
    viewers: o.regionViewers,
    viewingMs: viewingMsOf(o),
  });
  timings.regions = (timings.regions ?? 0) + t() - t0;
  t0 = t();
  const scale = displayScale(placement, img.width, img.height);
  const metrics = computeMetrics({
    img,
    attention,
    regions,
    texts: det.texts,
    textInfo,
    colours,
    edgeDensity,
    goal: o.goal ?? 'awareness',
    displayScale: scale,
    brand: o.brand,
    roleSeen: viewable.roleSeen,
  });
  timings.metrics = (timings.metrics ?? 0) + t() - t0;
  const frame: FrameResult = {
    index,
    width: img.width,
    height: img.height,
    attention: {
      heatmap_url: null,
      fog_url: null,
      grid: attentionGrid(attention, o.gridSize ?? 64),
    },
    regions,
    metrics,
    colours,
    findings: deriveFindings(
      metrics,
      regions,
      Object.fromEntries(Object.entries(textInfoById).map(([id, ti]) => [id, ti.contrast])),
      {
        where: DISPLAY_WHERE[placement],
        px: Object.fromEntries(
          Object.entries(textInfoById).map(([id, ti]) => [
            id,
            letterPx(ti.glyphFrac, img.height, scale),
          ]),
        ),
      },
      o.brand,
      viewable.roleSeen?.brand,
    ),
  };
  return { frame, asset: pngs, viewable, attention };
}

function segmentStats(
  viewable: ViewableFrame,
  seg: Segment,
  placement: Placement,
  o: AnalyseOptions,
): SegmentResult {
  const feedback = simulateViewers(viewable, seg, placement, {
    seed: o.seed ?? VIEWERS_SEED,
    offset: 0,
    count: o.viewers ?? 20,
    viewingMs: viewingMsOf(o),
  });
  const noticed = noticedShares(viewable, seg, placement, {
    seed: o.seed ?? VIEWERS_SEED,
    viewers: o.regionViewers,
    viewingMs: viewingMsOf(o),
  });
  return {
    segment_id: seg.id ?? seg.name,
    name: seg.name,
    age_min: seg.age_min,
    age_max: seg.age_max,
    interests: seg.interests ?? [],
    placement,
    viewers: feedback.length,
    mean_viewing_time_s: +(
      feedback.reduce((s, f) => s + f.viewer.viewing_time_s, 0) / Math.max(1, feedback.length)
    ).toFixed(2),
    noticed,
    feedback,
  };
}

/** Analyses several frames (images, PDF pages, video frames) of one creative. */
export async function analyseFrames(
  inputs: (Uint8Array | RgbImage)[],
  o: AnalyseOptions = {},
): Promise<AnalysisOutput> {
  if (inputs.length === 0)
    throw new EngineError('INCORRECT_IMAGE', 'the creative has no frames or pages');
  const timings: Record<string, number> = {};
  const frames: FrameResult[] = [];
  const assets: FrameAssets[] = [];
  const viewable: ViewableFrame[] = [];
  let t0 = performance.now();
  // one at a time, so the decoder holds one frame in flight, not 30–60
  const imgs: RgbImage[] = [];
  for (const input of inputs)
    imgs.push(input instanceof Uint8Array ? await decodeImage(input) : input);
  timings.decode = performance.now() - t0;
  // every frame's detection starts now (near-duplicate frames share one), so OCR reads ahead
  const shots: ShotLink[] = [];
  const pending = o.detections
    ? imgs.map(() => Promise.resolve(o.detections!))
    : detectFrames(imgs, { text: o.ocr !== false, objects: modelReadsObjects(), shots });
  // OCR is the longest stage: its workers start before this thread's own work does
  if (!o.detections && o.ocr !== false) await ocrQueued();
  let attentionKey: AttentionKey | null = null;
  // a frame's PNGs are encoded in libvips' threads while this thread analyses the next frame;
  // at most one frame's pixels wait for the encoder, so memory does not grow with the video
  let encoding: Promise<FrameAssets> | null = null;
  for (const [i, img] of imgs.entries()) {
    const shared = o.everyFrameAttention ? null : sharedAttention(attentionKey, shots[i]);
    const r = await analyseOne(img, i, o, timings, pending[i]!, shared);
    if (!shared && shots[i])
      attentionKey = { shot: shots[i].key, motion: shots[i].motion ?? STILL, map: r.attention };
    if (encoding) assets.push(await encoding);
    encoding = r.asset;
    frames.push(r.frame);
    viewable.push(r.viewable);
    o.onFrame?.(i, imgs.length);
  }
  t0 = performance.now();
  const placement = o.placement ?? 'social_feed';
  const segs = o.segments?.length ? o.segments : [DEFAULT_SEGMENT];
  // viewers are simulated on the frame with the best score (the key frame of a video or PDF)
  const key = frames.reduce(
    (b, f, i) => (f.metrics.score.value > frames[b]!.metrics.score.value ? i : b),
    0,
  );
  const segments = segs.map((s) => segmentStats(viewable[key]!, s, placement, o));
  timings.viewers = performance.now() - t0;
  // the last frame's PNGs were encoding while the viewers were simulated
  if (encoding) assets.push(await encoding);
  const result: AnalysisResult = {
    frames,
    segments,
    goal: o.goal ?? 'awareness',
    placement,
    method: {
      model_version: MODEL_VERSION,
      metrics_version: METRICS_VERSION,
      note: METHOD_NOTE,
      cv: loadWeights().cv,
    },
  };
  if (frames.length > 1) {
    result.timeline = {};
    for (const k of Object.keys(frames[0]!.metrics) as (keyof CreativeMetrics)[])
      result.timeline[k] = frames.map((f) => f.metrics[k].value);
  }
  return { result, assets, viewable, timings };
}

/** Analyses one image creative: the research result of DESIGN.md §6 plus its PNG overlays. */
export async function analyseImage(
  input: Uint8Array | RgbImage,
  o: AnalyseOptions = {},
): Promise<AnalysisOutput> {
  return analyseFrames([input], o);
}
