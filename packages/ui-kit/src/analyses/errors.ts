// The Russian text of a failed call (product-spec §8), for error states inside pages.
import { getErrorCode, TOAST_STATUSES } from '@kreolab/api-client';
import { errorMessage } from '@kreolab/i18n-ru';
import type { ToastInput } from '../state/toastsSlice';

export function describeError(error: unknown): string {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return errorMessage(getErrorCode(error), typeof status === 'number' ? status : undefined);
}

/** Field messages of a 422 (`fields`: dotted path → messages), one message per field (§5). */
export function fieldErrors(error: unknown): Record<string, string> {
  const data = (error as { data?: { fields?: Record<string, string[]> } } | null)?.data;
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(data?.fields ?? {})) {
    if (messages[0]) out[path] = messages[0];
  }
  return out;
}

/**
 * An error toast for a failed action, unless the app's error-toast listener already shows one
 * (product-spec §8 statuses), so the user never sees the same message twice.
 */
export function errorToastFor(error: unknown): ToastInput | null {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  if (typeof status === 'number' && TOAST_STATUSES.includes(status)) return null;
  return { severity: 'error', message: describeError(error) };
}
