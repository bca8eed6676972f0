// The Russian text of a failed call: the catalogue message of its `code` (status-coded codes
// as "status CODE"), else the fallback text — for error states inside pages and for toasts.
import { getErrorCode, isToastedFailure } from '@kreolab/api-client';
import { errorMessage } from '@kreolab/i18n-ru';
import type { ToastInput } from '@kreolab/ui-kit';

/** The HTTP status of a failed call, when it has one. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

export function describeError(error: unknown): string {
  // A refused field (422) says what is wrong in its own message, in the words of product-spec §5
  // («Максимум символов 5000»); its code is no catalogue entry, so without this a message too
  // long for the contract read «Упс! Что-то сломалось!», blaming the product.
  if (errorStatus(error) === 422) {
    const first = Object.values(fieldErrors(error))[0];
    if (first) return first;
  }
  return errorMessage(getErrorCode(error), errorStatus(error));
}

/** Field messages of a 422 (`fields`: dotted path → messages), the first message of each field. */
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
 * (api-client's `isToastedFailure`: TOAST_STATUSES or no answer at all), so the user never sees
 * the same message twice.
 */
export function errorToastFor(error: unknown): ToastInput | null {
  if (isToastedFailure(error)) return null;
  return { severity: 'error', message: describeError(error) };
}
