export {
  CONTEXT_TEMPLATES,
  contextTemplate,
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
  type ContextSegmentStats,
  type ContextStatsOptions,
} from './stats';
