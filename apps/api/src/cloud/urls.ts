import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed file URLs (`/api/v1/files/<token>`) that work without the Authorization header, for
 * `<img>`, `<video>` and downloads. The token is `<id>.<expires>.<mac>`: an HMAC-SHA256 over the
 * item id, its storage key and the expiry, under a key derived from the JWT secret (so a token
 * never doubles as anything else). The key is not in the token: a deleted or replaced file
 * voids its URLs. Expiries are rounded up to a window so one file's URL stays the same for a
 * while and the browser's cache can keep it.
 */
export class FileSigner {
  readonly #key: Buffer;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.#key = createHash('sha256').update(`kreolab:file-url:v1:${secret}`).digest();
  }

  #mac(id: number, storageKey: string, expires: number): string {
    return createHmac('sha256', this.#key)
      .update(`${id}\n${storageKey}\n${expires}`)
      .digest('base64url');
  }

  /** Valid for at least `ttlSeconds` and at most twice that. */
  expiryFrom(nowMs = Date.now()): number {
    const now = Math.floor(nowMs / 1000);
    return (Math.floor(now / this.ttlSeconds) + 2) * this.ttlSeconds;
  }

  sign(id: number, storageKey: string, expires = this.expiryFrom()): string {
    return `${id}.${expires}.${this.#mac(id, storageKey, expires)}`;
  }

  /** The id and expiry a token claims, before its MAC is checked against the stored key. */
  parse(token: string): { id: number; expires: number; mac: string } | null {
    const m = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    return m ? { id: Number(m[1]), expires: Number(m[2]), mac: m[3]! } : null;
  }

  verify(token: { id: number; expires: number; mac: string }, storageKey: string): boolean {
    const expected = Buffer.from(this.#mac(token.id, storageKey, token.expires));
    const given = Buffer.from(token.mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
