// The Russian text of a failed call (product-spec §8): the catalogue message of its `code`,
// status-coded codes as "status CODE", anything else the fallback text.
import { getErrorCode } from '@kreolab/api-client';
import { errorMessage } from '@kreolab/i18n-ru';

export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

export function describeError(error: unknown): string {
  return errorMessage(getErrorCode(error), errorStatus(error));
}
