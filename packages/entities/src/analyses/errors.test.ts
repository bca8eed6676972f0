import { describe, expect, it } from 'vitest';
import { describeError, errorToastFor } from './errors';

describe('describeError', () => {
  it('says a refused field (422) in its own message, not the fallback', () => {
    const error = {
      status: 422,
      data: {
        code: 'VALIDATION_ERROR',
        detail: 'body/message must NOT have more than 5000 characters',
        fields: { message: ['Максимум символов 5000'] },
      },
    };
    expect(describeError(error)).toBe('Максимум символов 5000');
  });

  it('keeps the catalogue for the rest, and the fallback for a 422 without fields', () => {
    expect(describeError({ status: 402, data: { code: 'TARIFF_EXPIRED' } })).toBe(
      'Срок действия тарифа истёк. Продлите его в личном кабинете.',
    );
    expect(describeError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatch(
      /^Нет связи с сервером/,
    );
    expect(describeError({ status: 422, data: { code: 'VALIDATION_ERROR' } })).toMatch(/^Упс!/);
  });
});

// A page's own toast for a failed change: only where the app's error toast says nothing, so a
// failure is said once — never twice, never not at all.
describe('errorToastFor', () => {
  it('says a refused field (422) in its own words and a 400 by its code', () => {
    const refused = {
      status: 422,
      data: { code: 'VALIDATION_ERROR', fields: { name: ['Обязательное поле'] } },
    };
    expect(errorToastFor(refused)).toEqual({ severity: 'error', message: 'Обязательное поле' });
    expect(errorToastFor({ status: 400, data: { code: 'INCORRECT_IMAGE' } })).toEqual({
      severity: 'error',
      message: '400 INCORRECT_IMAGE',
    });
  });

  it('leaves to the app what its toast already says: the toasted statuses and no answer', () => {
    expect(errorToastFor({ status: 409, data: { code: 'NAME_CONFLICT' } })).toBeNull();
    expect(errorToastFor({ status: 413, data: { code: 'FILE_TOO_BIG' } })).toBeNull();
    expect(
      errorToastFor({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }),
    ).toBeNull();
  });
});
