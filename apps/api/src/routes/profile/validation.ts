import type { FieldErrors } from '../../errors';

/** The product's messages (product-spec §5). */
const M = {
  maxLength: (max: number) => `Максимум символов ${max}`,
  minLength: (min: number) => `Минимум символов ${min}`,
  phone: 'Введите номер телефона в формате +7 XXX XXX-XX-XX',
  maxItems: (max: number) => `Значение может быть максимум ${max}`,
  name: 'Допустимы только буквы, пробел, дефис и апостроф',
};

export const LIMITS = {
  name: 100,
  workPlace: 255,
  position: 255,
  skills: 20,
  skill: 50,
} as const;

/**
 * A Russian phone number in any usual writing (+7 999 123-45-67, 8 (999) 123 45 67,
 * 79991234567, 9991234567) as +7XXXXXXXXXX; null when it is not one. Empty stays empty.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '') return '';
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  let national: string | null = null;
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) {
    if (digits.startsWith('8') && trimmed.startsWith('+')) return null;
    national = digits.slice(1);
  } else if (digits.length === 10 && !trimmed.startsWith('+')) national = digits;
  if (!national || !/^[3489]/.test(national)) return null;
  return `+7${national}`;
}

const NAME = /^[\p{L}][\p{L}\s'’-]*$/u;

export interface ProfileInput {
  first_name?: string;
  last_name?: string;
  middle_name?: string;
  phone?: string;
  work_place?: string;
  position?: string;
  skills?: string[];
}

/** Trimmed, checked values; every problem by field, all at once. */
export function validateProfile(body: ProfileInput): { values: ProfileInput; fields: FieldErrors } {
  const fields: FieldErrors = {};
  const values: ProfileInput = {};
  const add = (field: string, message: string) => (fields[field] ??= []).push(message);

  for (const key of ['first_name', 'last_name', 'middle_name'] as const) {
    const v = body[key];
    if (v === undefined) continue;
    const t = v.trim();
    if (t.length > LIMITS.name) add(key, M.maxLength(LIMITS.name));
    else if (t !== '' && !NAME.test(t)) add(key, M.name);
    values[key] = t;
  }
  for (const [key, max] of [
    ['work_place', LIMITS.workPlace],
    ['position', LIMITS.position],
  ] as const) {
    const v = body[key];
    if (v === undefined) continue;
    const t = v.trim();
    if (t.length > max) add(key, M.maxLength(max));
    values[key] = t;
  }
  if (body.phone !== undefined) {
    const phone = normalizePhone(body.phone);
    if (phone === null) add('phone', M.phone);
    else values.phone = phone;
  }
  if (body.skills !== undefined) {
    const skills = body.skills.map((s) => s.trim()).filter((s) => s !== '');
    if (skills.length > LIMITS.skills) add('skills', M.maxItems(LIMITS.skills));
    skills.forEach((s, i) => {
      if (s.length > LIMITS.skill) add(`skills.${i}`, M.maxLength(LIMITS.skill));
    });
    // The same skill twice (any case) is kept once.
    const seen = new Set<string>();
    values.skills = skills.filter((s) => {
      const k = s.toLowerCase();
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  }
  return { values, fields };
}
