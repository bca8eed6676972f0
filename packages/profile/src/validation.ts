// Field rules of the profile and invoice forms with the product-spec §5 messages (i18n-ru),
// plus the Russian phone, INN and KPP rules. Each returns the message, or null when valid.
import { validationMessage } from '@kreolab/i18n-ru';
import { PROFILE_TEXTS } from './texts';

type Rule = (value: string) => string | null;

export const required: Rule = (v) => (v.trim() === '' ? validationMessage('required') : null);
export const minLength =
  (min: number): Rule =>
  (v) =>
    v.trim() !== '' && v.trim().length < min ? validationMessage('minLength', { min }) : null;
export const maxLength =
  (max: number): Rule =>
  (v) =>
    v.trim().length > max ? validationMessage('maxLength', { max }) : null;
export const numeric: Rule = (v) =>
  v.trim() !== '' && !/^\d+$/.test(v.trim()) ? validationMessage('numeric') : null;
export const email: Rule = (v) =>
  v.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim())
    ? validationMessage('email')
    : null;

/** The most extra generations one purchase may add. */
export const MAX_GENERATION_COUNT = 100000;

/**
 * Extra generations: empty means none; otherwise a whole number from 0 to the maximum. The
 * field shows what was typed (−5, 2,5, 200000) with this message rather than quietly changing it.
 */
export function generationCountError(v: number | string | null | undefined): string | null {
  if (v === '' || v === null || v === undefined) return null;
  const n = typeof v === 'number' ? v : Number(String(v).replace(',', '.'));
  if (!Number.isFinite(n) || !Number.isInteger(n)) return validationMessage('numeric');
  if (n < 0) return validationMessage('minValue', { min: 0 });
  if (n > MAX_GENERATION_COUNT) return validationMessage('maxValue', { max: MAX_GENERATION_COUNT });
  return null;
}

/** The first failing rule's message (rules run in order). */
export function check(value: string | undefined | null, ...rules: Rule[]): string | null {
  const v = value ?? '';
  for (const rule of rules) {
    const message = rule(v);
    if (message) return message;
  }
  return null;
}

/**
 * The ten national digits of a Russian phone in any usual writing (+7 (XXX) XXX-XX-XX,
 * 8XXXXXXXXXX, 7XXXXXXXXXX, or the ten digits alone, as people type a mobile), or null: the
 * server's rule (apps/api/src/routes/profile/validation.ts, `normalizePhone`), which the form
 * refused «9161234567» against while the server took it.
 */
export function phoneDigits(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  let national: string | null = null;
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) {
    if (digits.startsWith('8') && trimmed.startsWith('+')) return null;
    national = digits.slice(1);
  } else if (digits.length === 10 && !trimmed.startsWith('+')) national = digits;
  return national && /^[3489]/.test(national) ? national : null;
}

/** The phone as +7 (XXX) XXX-XX-XX; an empty value stays empty, a bad one as it is. */
export function formatPhone(value: string): string {
  const trimmed = value.trim();
  const d = phoneDigits(trimmed);
  if (!d) return trimmed;
  return `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 10)}`;
}

/** An optional Russian phone: empty is fine; letters → numeric; otherwise the format. */
export const phone: Rule = (v) => {
  const t = v.trim();
  if (t === '') return null;
  if (/[^\d\s()+-]/.test(t)) return validationMessage('numeric');
  return phoneDigits(t) ? null : PROFILE_TEXTS.phoneFormat;
};

function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + w * (digits[i] ?? 0), 0);
  return (sum % 11) % 10;
}

/** Whether an INN's check digits are right (10 digits: organisation; 12: individual). */
export function isValidInn(inn: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(inn)) return false;
  const d = [...inn].map(Number);
  if (d.length === 10) return checkDigit(d, [2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[9];
  return (
    checkDigit(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] &&
    checkDigit(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11]
  );
}

/** INN: required, digits only, 10 or 12 of them, check digits. */
export const inn: Rule = (v) => {
  const t = v.trim();
  return (
    check(t, required, numeric) ??
    (t.length !== 10 && t.length !== 12
      ? PROFILE_TEXTS.innLength
      : isValidInn(t)
        ? null
        : PROFILE_TEXTS.innChecksum)
  );
};

/** KPP: 9 digits; required for an organisation (a 10-digit INN), optional for an individual. */
export function kpp(value: string, innValue: string): string | null {
  const t = value.trim();
  if (t === '') return innValue.trim().length === 10 ? PROFILE_TEXTS.kppRequired : null;
  return check(t, numeric) ?? (/^\d{9}$/.test(t) ? null : PROFILE_TEXTS.kppFormat);
}

/** Skills: each 1–100 characters, at most 50. */
export function skills(list: string[]): string | null {
  if (list.length > 50) return PROFILE_TEXTS.tooManySkills;
  for (const s of list) {
    const message = check(s, maxLength(100));
    if (message) return message;
  }
  return null;
}

/**
 * Server 422 `fields` as form errors: one message per field (product-spec §5: for a list of
 * messages only one is taken); nested paths such as `skills.2` go to their top field.
 */
export function fieldErrors(fields: Record<string, string[]> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fields ?? {})) {
    const key = path.split('.')[0] ?? path;
    const first = messages[0];
    if (first && !(key in out)) out[key] = first;
  }
  return out;
}

/** The `fields` of a 422 error from RTK Query, if any. */
export function errorFields(error: unknown): Record<string, string[]> | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  if (typeof data !== 'object' || data === null || !('fields' in data)) return undefined;
  const fields = (data as { fields: unknown }).fields;
  return typeof fields === 'object' && fields !== null
    ? (fields as Record<string, string[]>)
    : undefined;
}
