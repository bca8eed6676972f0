import { describe, expect, it } from 'vitest';
import { confirmation, email, isValidPassword, password, required } from './validation';

describe('validation rules (product-spec §5 messages)', () => {
  it('required', () => {
    expect(required('')).toBe('Обязательное поле');
    expect(required('  ')).toBe('Обязательное поле');
    expect(required('x')).toBeNull();
  });

  it('email', () => {
    expect(email('')).toBe('Обязательное поле');
    expect(email('anna')).toBe('Введен некорректный адрес');
    expect(email('anna@example')).toBe('Введен некорректный адрес');
    expect(email('anna@example.ru')).toBeNull();
  });

  it('password: at least 8 characters with digits, letters and special characters', () => {
    const message = 'Пароль должен быть не менее 8 символов, содержать цифры, буквы и спецсимволы';
    expect(password('')).toBe('Обязательное поле');
    expect(password('Ab1!')).toBe(message);
    expect(password('abcdefgh1')).toBe(message); // no special character
    expect(password('abcdefg!')).toBe(message); // no digit
    expect(password('1234567!')).toBe(message); // no letter
    expect(password('abcdef1!')).toBeNull();
    expect(isValidPassword('пароль12#')).toBe(true);
  });

  it('confirmation', () => {
    expect(confirmation('', 'abcdef1!')).toBe('Обязательное поле');
    expect(confirmation('abcdef1?', 'abcdef1!')).toBe('Пароли не совпадают');
    expect(confirmation('abcdef1!', 'abcdef1!')).toBeNull();
  });
});
