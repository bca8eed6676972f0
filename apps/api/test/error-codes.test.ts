/**
 * Every error code the server can send has a Russian text in the web's catalogue
 * (`@kreolab/i18n-ru`), or a stated reason why none is needed. A code without either reaches
 * the user as «Упс! Что-то сломалось! Мы уже работаем над этой проблемой.» — as ANALYSIS_FAILED
 * did under a failed analysis, and PAYMENT_PROVIDER_FAILED would have on a card payment.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isKnownErrorCode } from '@kreolab/i18n-ru';
import { describe, expect, it } from 'vitest';

const SRC = path.join(import.meta.dirname, '../src');

/** Codes without a catalogue text, each with why the user never needs one. */
const NO_TEXT_NEEDED: Record<string, string> = {
  VALIDATION_ERROR: 'said by its fields, whose messages are Russian (describeError)',
  INTERNAL_ERROR: 'a bug of the server: the fallback «Упс! … Мы уже работаем» is the right text',
  VERIFY_USER_BAD_TOKEN: 'the verification page has its own view for it (auth VerifyEmail)',
  VERIFY_USER_ALREADY_VERIFIED: 'the verification page says «already verified» (VerifyEmail)',
  RESET_PASSWORD_BAD_TOKEN: 'the reset page has its own view for it (ResetPasswordPage)',
  RESET_PASSWORD_INVALID_PASSWORD: 'the reset page says beside the field why (fields.password)',
  REGISTER_INVALID_PASSWORD:
    'the sign-up form says why, from fields.password (auth session/errors)',
  // Refusals of the HTTP layer that the web's own requests do not make (its bodies are JSON or
  // multipart within the contract's limits, its headers short, its ranges the browser's).
  BAD_REQUEST: 'malformed HTTP, JSON or multipart',
  METHOD_NOT_ALLOWED: 'a method the route lacks',
  NOT_ACCEPTABLE: 'an Accept header the route cannot answer',
  UNSUPPORTED_MEDIA_TYPE: 'a Content-Type the operation does not take',
  PAYLOAD_TOO_LARGE: 'a JSON body over the parser limit',
  HEADERS_TOO_LARGE: 'request headers over the limit',
  REQUEST_TIMEOUT: 'a request whose headers or body stalled on the socket',
  RANGE_NOT_SATISFIABLE: 'a byte range beyond the file',
  NOT_IMPLEMENTED: 'an operation of the contract without a handler',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(path.join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [path.join(dir, e.name)]
        : [],
  );
}

/** The codes written in the server's sources: by the error factories, AppError, bodies, maps. */
function serverCodes(): Map<string, string> {
  const patterns = [
    /\b(?:badRequest|unauthorized|paymentRequired|forbidden|notAcceptable|conflict|tooLarge|tooEarly|badGateway)\(\s*'([A-Za-z_]+)'/g,
    /\btooMany\([^,()]+,\s*'([A-Z_]+)'/g,
    /\bcheckPassword\([^,()]+,\s*'([A-Z_]+)'/g,
    /new AppError\(\s*\d+,\s*'([A-Za-z_]+)'/g,
    /\bcode(?::| =) '([A-Za-z_]+)'/g,
    /^\s+\d{3}: '([A-Za-z_]+)',$/gm,
    /rawAnswer\([^)]*?'([A-Z][A-Z_]+)'/gs,
  ];
  const found = new Map<string, string>();
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns)
      for (const m of text.matchAll(pattern))
        if (!found.has(m[1]!)) found.set(m[1]!, path.relative(SRC, file));
  }
  return found;
}

describe('error codes', () => {
  it('finds the codes it is meant to check (the scan itself works)', () => {
    const codes = serverCodes();
    for (const code of [
      'NAME_CONFLICT',
      'ANALYSIS_FAILED',
      'PAYMENT_PROVIDER_FAILED',
      'INTERNAL_ERROR',
    ])
      expect(codes.has(code), code).toBe(true);
    expect(codes.size).toBeGreaterThan(40);
  });

  it('has a Russian text for every code the server sends, or a reason it needs none', () => {
    const missing = [...serverCodes()]
      .filter(([code]) => !isKnownErrorCode(code) && !(code in NO_TEXT_NEEDED))
      .map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
  });

  it('lists no reason for a code the server no longer sends or the catalogue now has', () => {
    const codes = serverCodes();
    const stale = Object.keys(NO_TEXT_NEEDED).filter(
      (code) => !codes.has(code) || isKnownErrorCode(code),
    );
    expect(stale).toEqual([]);
  });
});
