// The password strength meter of product-spec §5, tied to the form's password rule.
import { isValidPassword } from './validation';

export type PasswordStrengthLevel = 'weak' | 'medium' | 'strong';

/**
 * Strong: at least 8 characters with lower case, upper case and a digit, and accepted by the
 * form's rule (§9: digits, letters and special characters) — the meter never calls «Надёжный»
 * a password the form then refuses; such a password is at most medium.
 * Medium: at least 6 characters with two of lower case, upper case and digit.
 * Weak: anything else (the empty password included).
 */
export function passwordStrength(pw: string): PasswordStrengthLevel {
  const length = [...pw].length;
  const lower = /\p{Ll}/u.test(pw);
  const upper = /\p{Lu}/u.test(pw);
  const digit = /\p{Nd}/u.test(pw);
  if (length >= 8 && lower && upper && digit && isValidPassword(pw)) return 'strong';
  const kinds = Number(lower) + Number(upper) + Number(digit);
  if (length >= 6 && kinds >= 2) return 'medium';
  return 'weak';
}
