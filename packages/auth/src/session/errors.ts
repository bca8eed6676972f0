// Reading the auth error bodies (DESIGN.md §4: `{code, detail, fields}`; on the auth routes
// `detail` repeats the code, as fastapi-users clients expect) and turning them into text.
import { getErrorCode } from '@kreolab/api-client';
import { errorMessage, VALIDATION_MESSAGES } from '@kreolab/i18n-ru';

function dataOf(error: unknown): Record<string, unknown> | undefined {
  const data = (error as { data?: unknown } | null)?.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
}

/** The HTTP status of an RTK Query error, when it has one. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The catalogue code of a login error (product-spec §3: login errors carry `code`). */
export function loginErrorCode(error: unknown): string | undefined {
  return getErrorCode(error) ?? detailCode(error);
}

/**
 * The catalogue code of a register error (product-spec §3: register errors carry `detail`):
 * `detail` as a string, or fastapi-users' `{detail: {code}}`, else `code`.
 */
export function registerErrorCode(error: unknown): string | undefined {
  return detailCode(error) ?? getErrorCode(error);
}

function detailCode(error: unknown): string | undefined {
  const detail = dataOf(error)?.detail;
  if (typeof detail === 'string' && /^[A-Za-z_]+$/.test(detail)) return detail;
  if (typeof detail === 'object' && detail !== null) {
    const code = (detail as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** The server's own words for a refused password (`fields.password`), when it sent them. */
function passwordRefusal(error: unknown): string | undefined {
  const fields = dataOf(error)?.fields as Record<string, unknown> | undefined;
  const words = Array.isArray(fields?.password) ? (fields.password as unknown[])[0] : undefined;
  return typeof words === 'string' && words !== '' ? words : undefined;
}

/**
 * The Russian message for an auth error code. A refused password is said in the server's words
 * (a common password meets the policy, so the policy's text alone would not say what is wrong),
 * else by the policy text.
 */
export function authErrorMessage(code: string | undefined, error?: unknown): string {
  if (code === 'REGISTER_INVALID_PASSWORD' || code === 'RESET_PASSWORD_INVALID_PASSWORD') {
    return passwordRefusal(error) ?? VALIDATION_MESSAGES.passwordValid;
  }
  return errorMessage(code, statusOf(error));
}
