import { describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  FALLBACK_ERROR_MESSAGE,
  STATUS_CODED_ERRORS,
  errorMessage,
  isKnownErrorCode,
} from './index';

describe('error catalogue', () => {
  it('quotes the catalogue texts word for word', () => {
    expect(errorMessage('LOGIN_BAD_CREDENTIALS')).toBe(
      'Ошибка авторизации! Проверьте email или пароль.',
    );
    expect(errorMessage('LOGIN_USER_NOT_VERIFIED')).toBe('Учетная запись не активирована.');
    expect(errorMessage('FILE_TOO_BIG')).toBe('Файл слишком большой.');
    expect(errorMessage('NAME_CONFLICT', 409)).toBe('Файл с таким именем уже существует');
  });

  it('has a Russian text for every described code', () => {
    const codes = [
      'REGISTER_USER_ALREADY_EXISTS',
      'NO_TOKEN',
      'Forbidden',
      'FORMAT_NOT_SUPPORTED',
      'TARIFF_EXPIRED',
      'PROMOCODE_INVALID',
      'PROMOCODE_USED',
      'CERT_INVALID',
      'CERT_USED',
      'FEEDBACK_SEND_FAILED',
      'ANALYSIS_LIMIT_REACHED',
      'REQUEST_RATE_LIMIT',
      'GENERATION_LIMIT_REACHED',
    ];
    for (const code of codes) {
      const text = errorMessage(code);
      expect(text).not.toBe(FALLBACK_ERROR_MESSAGE);
      expect(text).toMatch(/[а-яё]/i);
    }
    expect(errorMessage('FORMAT_NOT_SUPPORTED')).toContain('JPG, PNG, PDF, MOV, MP4');
  });

  it('says in Russian that a resumable upload lost its place', () => {
    const text = errorMessage('UPLOAD_OFFSET_MISMATCH', 409);
    expect(text).toBe('Загрузка файла сбилась. Добавьте файл ещё раз.');
    expect(isKnownErrorCode('UPLOAD_OFFSET_MISMATCH')).toBe(true);
  });

  it('shows the status-coded errors as status plus code name', () => {
    expect(errorMessage('ANALYSIS_IN_PROGRESS')).toBe('425 ANALYSIS_IN_PROGRESS');
    expect(errorMessage('OBJECT_NOT_FOUND', 404)).toBe('404 OBJECT_NOT_FOUND');
    expect(errorMessage('RESEARCH_NOT_SAVED')).toBe('403 RESEARCH_NOT_SAVED');
    expect(errorMessage('CHANGE_FORBIDDEN', 409)).toBe('409 CHANGE_FORBIDDEN');
    expect(ERROR_MESSAGES.WRONG_ANALYSIS_TYPE).toBe('406 WRONG_ANALYSIS_TYPE');
    expect(Object.keys(STATUS_CODED_ERRORS)).toHaveLength(9);
  });

  it('says a request that got no answer is the connection, not the product breaking', () => {
    const text = 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.';
    expect(errorMessage('NETWORK_ERROR')).toBe(text);
    // an upload over XMLHttpRequest that got no answer: status 0, no code
    expect(errorMessage(undefined, 0)).toBe(text);
    expect(errorMessage(undefined, 500)).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it('falls back for unknown or missing codes', () => {
    expect(FALLBACK_ERROR_MESSAGE).toBe(
      'Упс! Что-то сломалось! Мы уже работаем над этой проблемой.',
    );
    expect(errorMessage('SOMETHING_NEW', 500)).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessage()).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessage('toString')).toBe(FALLBACK_ERROR_MESSAGE);
    expect(isKnownErrorCode('NAME_CONFLICT')).toBe(true);
    expect(isKnownErrorCode('__proto__')).toBe(false);
  });
});
