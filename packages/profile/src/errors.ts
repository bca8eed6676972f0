import { getErrorCode } from '@kreolab/api-client';
import { errorMessage, isKnownErrorCode } from '@kreolab/i18n-ru';

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The text for a refused promo / certificate call: the catalogue text of the response
 * data's code (PROMOCODE_INVALID, PROMOCODE_USED, CERT_INVALID, CERT_USED, ...); an unknown
 * code on a 404 reads as `notFoundCode` (the code does not exist); a 422 gives its first
 * field message; anything else the catalogue's fallback.
 */
export function refusalText(error: unknown, notFoundCode: string): string {
  const code = getErrorCode(error);
  if (isKnownErrorCode(code)) return errorMessage(code, statusOf(error));
  const status = statusOf(error);
  if (status === 404) return errorMessage(notFoundCode);
  const fields = (error as { data?: { fields?: Record<string, string[]> } } | null)?.data?.fields;
  const first = fields && Object.values(fields)[0]?.[0];
  if (first) return first;
  return errorMessage(code, status);
}
