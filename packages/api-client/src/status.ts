// How the client treats HTTP statuses: the class of each, and which ones show an error toast.

export type StatusClass =
  | 'ok'
  | 'invalid_params'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'payload_too_large'
  | 'too_many_requests'
  | 'informational'
  | 'error';

/**
 * The class of a response status: 400/422 invalid params, 401 unauthorized,
 * 403 forbidden, 404 not found, 413 payload too large, 429 too many requests, 418 an
 * informational message (not an error), any other 4xx/5xx an error. Statuses below 400 are
 * 'ok'; RTK Query's string statuses (FETCH_ERROR, PARSING_ERROR, ...) are 'error'.
 */
export function classifyStatus(status: number | string): StatusClass {
  if (typeof status !== 'number') return 'error';
  switch (status) {
    case 400:
    case 422:
      return 'invalid_params';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 413:
      return 'payload_too_large';
    case 418:
      return 'informational';
    case 429:
      return 'too_many_requests';
    default:
      return status >= 400 ? 'error' : 'ok';
  }
}

/**
 * Statuses that show an error toast with the message of the response's `code` (the catalogue
 * in @kreolab/i18n-ru's errors.ts); the others are the page's to show.
 */
export const TOAST_STATUSES: readonly number[] = [500, 409, 403, 425, 404, 406, 413, 402, 429];

/** The code getErrorCode gives a request that got no answer (i18n-ru has its text). */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/**
 * The catalogue `code` of an RTK Query error (`{status, data: {code}}`), if it has one;
 * `NETWORK_ERROR` for a request that got no answer.
 */
export function getErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  // RTK Query's own statuses of a request that got no answer: no server code to read
  const status = (error as { status?: unknown }).status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return NETWORK_ERROR;
  if (!('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  if (typeof data !== 'object' || data === null || !('code' in data)) return undefined;
  const code = (data as { code: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Whether the app's error toast already says this failure of a change (a mutation): a status of
 * TOAST_STATUSES or no answer at all (apps/web's error-toast listener). A page shows the others
 * (400, 422) beside its fields; showing these too said one failure twice.
 */
export function isToastedFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  if (typeof status === 'number') return TOAST_STATUSES.includes(status);
  return getErrorCode(error) === NETWORK_ERROR;
}

/**
 * Whether asking again can bring another answer: none came (no network, a timeout, a body that
 * was not the server's), the work is still running (425), the rate limit will pass (429) or the
 * server failed (5xx). A 404, a 403 or a refused request answers the same again, so a page
 * offers no «Повторить» for them: a missing lab's page offered one, which only said the same.
 */
export function canRetry(error: unknown): boolean {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  if (typeof status === 'string') return true;
  if (typeof status !== 'number') return false;
  return status === 408 || status === 425 || status === 429 || status >= 500;
}
