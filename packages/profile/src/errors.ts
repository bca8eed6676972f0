import { getErrorCode } from '@kreolab/api-client';
import { errorMessage, isKnownErrorCode } from '@kreolab/i18n-ru';

/** The refusals of a promo code (product-spec §8), wherever one is sent. */
export const PROMO_CODES: readonly string[] = ['PROMOCODE_INVALID', 'PROMOCODE_USED'];

/** The codes of the promo and certificate calls themselves (product-spec §8). */
const OWN_CODES: readonly string[] = [...PROMO_CODES, 'CERT_INVALID', 'CERT_USED'];

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The text for a refused promo / certificate call: the catalogue text of the response
 * data's code (PROMOCODE_INVALID, PROMOCODE_USED, CERT_INVALID, CERT_USED, ...); an unknown
 * other code on a 404 (e.g. OBJECT_NOT_FOUND) reads as `notFoundCode` (the code does not exist); a 422 gives its first
 * field message; anything else the catalogue's fallback.
 */
export function refusalText(error: unknown, notFoundCode: string): string {
  const code = getErrorCode(error);
  const status = statusOf(error);
  if (code && OWN_CODES.includes(code)) return errorMessage(code);
  if (status === 404) return errorMessage(notFoundCode);
  if (isKnownErrorCode(code)) return errorMessage(code, status);
  const fields = (error as { data?: { fields?: Record<string, string[]> } } | null)?.data?.fields;
  const first = fields && Object.values(fields)[0]?.[0];
  if (first) return first;
  return errorMessage(code, status);
}
