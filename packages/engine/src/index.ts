/**
 * @kreolab/engine — the creative-analysis engine (DESIGN.md §6). Pure server-side TypeScript:
 * no database, no network, no web imports.
 */
export { EngineError, type EngineErrorCode } from './errors';
export { decodeImage, IMAGE_LIMITS, type RgbImage } from './image';
export { checkCreativeDimensions, creativeImageRule } from './limits';
export {
  predictAttention,
  attentionAt,
  attentionGrid,
  attentionPng,
  overlayPngs,
  loadWeights,
  modelReadsObjects,
  type AttentionMap,
  type AttentionOptions,
  type AttentionWeights,
} from './attention';
export {
  detect,
  detectObjects,
  closeOcr,
  type Detections,
  type FaceBox,
  type ObjectBox,
  type TextBox,
} from './detect';
export {
  analyseImage,
  analyseFrames,
  METHOD_NOTE,
  type AnalyseOptions,
  type AnalysisOutput,
  type AnalysisResult,
  type FrameResult,
  type FrameAssets,
  type SegmentResult,
} from './analyse';
export { compare, type Comparison } from './analyse/compare';
export {
  analyseColours,
  colourName,
  type ColourResult,
  type PaletteColour,
} from './analyse/palette';
export {
  GOALS,
  METRIC_BETTER,
  METRIC_KEYS,
  METRICS_VERSION,
  SEEN_WEIGHT,
  scoreRange,
  type CreativeMetrics,
  type Goal,
  type MetricValue,
  type ScoreRange,
} from './analyse/metrics';
export type { Region, RegionKind, RegionRole, CustomRegion, BBox } from './analyse/regions';
export { brandKey, brandMatcher } from './analyse/brand';
export { NO_CTA_FINDING, unreadBrandFinding, type Finding } from './analyse/findings';
export {
  simulateViewers,
  noticedShares,
  meanViewingTime,
  scoreRegions,
  wilson,
  REGION_STATS_VIEWERS,
  type FeedbackItem,
  type ViewableFrame,
  type BatchOptions,
  type RegionStatsOptions,
} from './viewers/simulate';
export {
  distinguishable,
  shareInterval,
  type ShareInterval,
  type Calibration,
} from './viewers/calibration';
export { FIXATION_MARGIN } from './analyse/regions';
export {
  DEFAULT_SEGMENT,
  PLACEMENTS,
  PLACEMENT_MODELS,
  type Placement,
  type Segment,
} from './viewers/population';
export { sampleScanpath, type Fixation, type ScanpathParams } from './viewers/scanpath';
export { mulberry32, VIEWERS_SEED } from './random';
export { aucJudd, sAuc, nss, cc, kld, sim, rocAuc, type SaliencyScores } from './metrics/saliency';
export { MODEL_VERSION } from './eval/crossval';
export {
  renderPdfPages,
  extractVideoFrames,
  analysePdf,
  analyseVideo,
  MAX_PDF_PAGES,
} from './media';
export {
  CONTEXT_TEMPLATES,
  contextTemplate,
  renderTemplate,
  placeInContext,
  contextPreviewPng,
  creativeRectToFrame,
  contextStats,
  CSS_PX_PER_FRAME_PX,
  MIN_SLOT_SIDE,
  type ContextId,
  type ContextTemplate,
  type Rect,
  type CustomContext,
  type PlacedCreative,
  type ContextStats,
  type ContextSegmentStats,
  type ContextStatsOptions,
  type ContextTextSize,
} from './context';
export {
  diffVersions,
  DIFF_EPSILON,
  ROLE_SHARE_MARGIN,
  SCORE_MARGIN,
  type VersionDiff,
  type VersionInput,
  type RegionChangeStatus,
} from './analyse/versions';
