import { describe, expect, it } from 'vitest';
import { avatarInitial } from './avatar';
import { fieldErrors, formatPhone, inn, isValidInn, kpp, phone, phoneDigits } from './validation';

describe('avatarInitial', () => {
  it('is the first letter of first_name, upper-cased, or P', () => {
    expect(avatarInitial('анна')).toBe('А');
    expect(avatarInitial('  Борис ')).toBe('Б');
    expect(avatarInitial('')).toBe('P');
    expect(avatarInitial('   ')).toBe('P');
    expect(avatarInitial(null)).toBe('P');
    expect(avatarInitial(undefined)).toBe('P');
  });
});

describe('phone', () => {
  it('accepts the Russian formats', () => {
    for (const v of ['+7 (912) 345-67-89', '89123456789', '+79123456789', '8 912 345 67 89', '']) {
      expect(phone(v)).toBeNull();
    }
    expect(phoneDigits('8 (912) 345-67-89')).toBe('9123456789');
    expect(formatPhone('89123456789')).toBe('+7 (912) 345-67-89');
  });
  // The server's examples (apps/api/test/profile.test.ts): the form takes what the server takes.
  it('takes what the server takes, ten digits alone among them', () => {
    expect(formatPhone('9161234567')).toBe('+7 (916) 123-45-67');
    expect(formatPhone('79991234567')).toBe('+7 (999) 123-45-67');
    expect(formatPhone('(999) 123 45 67')).toBe('+7 (999) 123-45-67');
    expect(formatPhone('+7 (495) 123-45-67')).toBe('+7 (495) 123-45-67');
    for (const bad of ['+8 999 123 45 67', '+1 202 555 0123', '7123', '+9161234567', '1234567890'])
      expect(phoneDigits(bad), bad).toBeNull();
  });
  it('refuses letters with the numeric message and other shapes with the format', () => {
    expect(phone('+7 912 abc')).toBe('Допустимы только цифры');
    expect(phone('12345')).toBe('Введите телефон в формате +7 (XXX) XXX-XX-XX или 8XXXXXXXXXX');
    expect(phone('+1 (912) 345-67-89')).toMatch(/^Введите телефон/);
  });
});

describe('INN and KPP', () => {
  it('checks the INN check digits (10 and 12 digits)', () => {
    expect(isValidInn('7707083893')).toBe(true); // Сбербанк
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('500100732259')).toBe(true);
    expect(isValidInn('500100732250')).toBe(false);
  });
  it('gives clear Russian messages', () => {
    expect(inn('')).toBe('Обязательное поле');
    expect(inn('77070838a3')).toBe('Допустимы только цифры');
    expect(inn('770708389')).toBe('ИНН состоит из 10 цифр (организация) или 12 цифр (ИП)');
    expect(inn('7707083894')).toBe('Неверный ИНН: не сходится контрольное число');
    expect(inn('7707083893')).toBeNull();
    expect(kpp('', '7707083893')).toBe('Для организации (ИНН из 10 цифр) укажите КПП');
    expect(kpp('', '500100732259')).toBeNull();
    expect(kpp('77360100', '7707083893')).toBe('КПП состоит из 9 цифр');
    expect(kpp('7736010a1', '7707083893')).toBe('Допустимы только цифры');
    expect(kpp('773601001', '7707083893')).toBeNull();
  });
});

describe('fieldErrors', () => {
  it('takes one message per field and maps nested paths to their field', () => {
    expect(
      fieldErrors({ phone: ['bad phone', 'second'], 'skills.2': ['too long'], 'skills.3': ['x'] }),
    ).toEqual({ phone: 'bad phone', skills: 'too long' });
  });
});
