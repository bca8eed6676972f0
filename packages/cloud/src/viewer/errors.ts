import { VIEWER_MESSAGES } from '@kreolab/i18n-ru';

/** A failed load by its HTTP status: 404 and 403 have their own messages, the rest one. */
export function viewerMessageForStatus(status: unknown): string {
  if (status === 404) return VIEWER_MESSAGES.ajaxNotFound;
  if (status === 403) return VIEWER_MESSAGES.ajaxForbidden;
  return VIEWER_MESSAGES.generic;
}
