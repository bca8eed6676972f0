import { describe, expect, it } from 'vitest';
import { describeError } from './errors';

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
