// Field rules of the accounts forms with the messages of product-spec §5, word for word.
import { VALIDATION_MESSAGES } from '@kreolab/i18n-ru';

type Rule = (value: string) => string | null;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL_RE.test(value.trim());

/** Product-spec §9: at least 8 characters with digits, letters and special characters. */
export function isValidPassword(value: string): boolean {
  return (
    value.length >= 8 &&
    /\p{Nd}/u.test(value) &&
    /\p{L}/u.test(value) &&
    /[^\p{L}\p{Nd}\s]/u.test(value)
  );
}

export const required: Rule = (value) =>
  value.trim() === '' ? VALIDATION_MESSAGES.required : null;

export const email: Rule = (value) =>
  required(value) ?? (isEmail(value) ? null : VALIDATION_MESSAGES.email);

export const password: Rule = (value) =>
  required(value) ?? (isValidPassword(value) ? null : VALIDATION_MESSAGES.passwordValid);

/** The confirmation must repeat `password`. */
export const confirmation = (value: string, passwordValue: string): string | null =>
  required(value) ?? (value === passwordValue ? null : VALIDATION_MESSAGES.passwordConfirmation);

/** Rules per form (product-spec §5 leaves the mapping open; this is the product's choice). */
export const signInRules = {
  email,
  password: required,
};

export const signUpRules = {
  email,
  password,
  confirmation: (value: string, values: { password: string }) =>
    confirmation(value, values.password),
};

export const forgotRules = { email };

export const resetRules = {
  password,
  confirmation: (value: string, values: { password: string }) =>
    confirmation(value, values.password),
};
