import { hash, verify } from '@node-rs/argon2';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { VALIDATION_MESSAGES } from '@kreolab/i18n-ru';
import { badRequest } from '../errors';
import { PASSWORD_POLICY } from '../routes/auth/settings';

/**
 * Argon2id (the library's default algorithm) with OWASP's first recommended setting:
 * 19 MiB of memory, 2 passes, 1 lane. The parameters travel inside each hash, so raising
 * them later still verifies old hashes.
 */
export const ARGON2_OPTIONS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never lets anyone in
  }
}

let dummy: Promise<string> | null = null;
/**
 * Verified against when the address is unknown, so a login costs the same hashing work
 * whether or not the account exists.
 */
export const dummyHash = () => (dummy ??= hashPassword(`no-such-user-${Math.random()}`));

/** Changes whenever the password does; a reset token bound to it dies with the old password. */
export const passwordFingerprint = (passwordHash: string) =>
  createHash('sha256').update(passwordHash).digest('hex').slice(0, 32);

const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

/** The listed forms of a password: whole, without edge symbols, and its letter core. */
function commonForms(password: string): string[] {
  const lower = password.toLowerCase();
  const trimmed = lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  // Keeps a leading @, $ or ! that stands for a letter (@dmin123 → admin).
  const leetCore = lower.replace(/[^\p{L}]+$/u, '').replace(/^[^\p{L}@$!]+/u, '');
  const deleet = [...leetCore].map((c) => LEET[c] ?? c).join('');
  return [lower, trimmed, core, deleet];
}

export const isCommonPassword = (password: string) =>
  commonForms(password).some((form) => COMMON.has(form));

/**
 * Why a password is refused, in the words the forms show beside the field, or null when it is
 * accepted. Product-spec §9: at least 8 characters with digits, letters and special characters
 * (anything that is neither a letter, a digit nor white space). A password that meets that rule
 * but is common gets words of its own: the rule's text would tell its owner nothing
 * («Abcdef12#» has all it asks for).
 */
export function passwordRefusal(password: string): string | null {
  const meetsRule =
    password.length >= PASSWORD_POLICY.min_length &&
    password.length <= PASSWORD_POLICY.max_length &&
    /\p{N}/u.test(password) &&
    /\p{L}/u.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password);
  if (!meetsRule) return VALIDATION_MESSAGES.passwordValid;
  return isCommonPassword(password) ? VALIDATION_MESSAGES.passwordCommon : null;
}

/** A refused password answers 400 `code` with the refusal under `fields.password`. */
export function checkPassword(
  password: string,
  code: 'REGISTER_INVALID_PASSWORD' | 'RESET_PASSWORD_INVALID_PASSWORD',
): void {
  const refusal = passwordRefusal(password);
  if (refusal) throw badRequest(code, code, { password: [refusal] });
}
