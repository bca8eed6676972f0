import { describe, expect, it } from 'vitest';
import { canRetry, classifyStatus, getErrorCode, isToastedFailure, TOAST_STATUSES } from './status';

describe('classifyStatus', () => {
  it.each([
    [400, 'invalid_params'],
    [422, 'invalid_params'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [413, 'payload_too_large'],
    [429, 'too_many_requests'],
    [418, 'informational'],
    [402, 'error'],
    [406, 'error'],
    [409, 'error'],
    [425, 'error'],
    [500, 'error'],
    [501, 'error'],
    [502, 'error'],
    [200, 'ok'],
    [204, 'ok'],
    ['FETCH_ERROR', 'error'],
    ['PARSING_ERROR', 'error'],
  ] as const)('%s → %s', (status, expected) => {
    expect(classifyStatus(status)).toBe(expected);
  });
});

describe('TOAST_STATUSES', () => {
  it('are the statuses whose code the app shows as a toast', () => {
    expect(TOAST_STATUSES).toEqual([500, 409, 403, 425, 404, 406, 413, 402, 429]);
  });
});

describe('getErrorCode', () => {
  it('reads the catalogue code of an RTK Query error', () => {
    expect(getErrorCode({ status: 409, data: { code: 'NAME_CONFLICT', detail: 'x' } })).toBe(
      'NAME_CONFLICT',
    );
    expect(getErrorCode(undefined)).toBeUndefined();
    expect(getErrorCode({ status: 500, data: 'Internal Server Error' })).toBeUndefined();
  });

  it('names a request that got no answer NETWORK_ERROR, which the catalogue explains', () => {
    expect(getErrorCode({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'NETWORK_ERROR',
    );
    expect(getErrorCode({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toBe('NETWORK_ERROR');
    expect(getErrorCode({ status: 'PARSING_ERROR', data: '<html>' })).toBeUndefined();
  });
});

describe('isToastedFailure', () => {
  it('is true for the toasted statuses and a request without an answer', () => {
    for (const status of TOAST_STATUSES) expect(isToastedFailure({ status, data: {} })).toBe(true);
    expect(isToastedFailure({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(true);
    expect(isToastedFailure({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toBe(true);
  });
  it('is false for what a page shows beside its fields, and for no error', () => {
    for (const status of [400, 401, 418, 422]) expect(isToastedFailure({ status })).toBe(false);
    expect(isToastedFailure({ status: 'PARSING_ERROR', data: '<html>' })).toBe(false);
    expect(isToastedFailure(undefined)).toBe(false);
  });
});

describe('canRetry', () => {
  it('is true where another try can answer otherwise', () => {
    for (const status of ['FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR', 408, 425, 429, 500, 503])
      expect(canRetry({ status }), String(status)).toBe(true);
  });

  it('is false for what answers the same again, and for no error', () => {
    for (const status of [400, 402, 403, 404, 406, 409, 413, 422])
      expect(canRetry({ status, data: { code: 'X' } }), String(status)).toBe(false);
    expect(canRetry(undefined)).toBe(false);
    expect(canRetry(null)).toBe(false);
  });
});
