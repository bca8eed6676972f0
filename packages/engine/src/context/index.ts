export {
  CONTEXT_TEMPLATES,
  contextTemplate,
  CSS_PX_PER_FRAME_PX,
  renderTemplate,
  type ContextId,
  type ContextTemplate,
  type Rect,
} from './templates';
export {
  placeInContext,
  contextPreviewPng,
  creativeRectToFrame,
  MIN_SLOT_SIDE,
  type CustomContext,
  type PlacedCreative,
} from './place';
export {
  contextStats,
  type ContextStats,
  type ContextTextSize,
  type ContextSegmentStats,
  type ContextStatsOptions,
} from './stats';
