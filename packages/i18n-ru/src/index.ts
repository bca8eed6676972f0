export { PRODUCT_NAME, ROUTE_TITLES, BREADCRUMBS, PAGE_NAMES } from './titles';
export { UI_TEXTS } from './ui';
export { VALIDATION_MESSAGES, validationMessage, type ValidationRule } from './validation';
export {
  ERROR_MESSAGES,
  STATUS_CODED_ERRORS,
  FALLBACK_ERROR_MESSAGE,
  errorMessage,
  isKnownErrorCode,
} from './errors';
export { VIEWER_MESSAGES, type ViewerMessageKey } from './viewer';
export { dayjs, DATE_FORMAT, LOCALE, FALLBACK_LOCALE } from './dayjs';
export {
  formatChange,
  formatMetricChange,
  formatDate,
  formatNumber,
  formatFileSize,
  formatPointsChange,
  formatShare,
  plural,
  roundShown,
  shownChange,
} from './format';
export { COMPARISON_METRIC_TEXTS } from './comparison';
export { RESULT_SHARED_TEXTS, seenAudienceNote } from './result';
export { VERSION_TEXTS } from './versions';
export { interpolate } from './interpolate';
