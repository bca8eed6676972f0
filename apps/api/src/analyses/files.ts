import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Where an analysis keeps its copies and overlays; deleting the analysis deletes the prefix. */
export const analysisPrefix = (analysisId: number) => `analyses/${analysisId}/`;

export const itemKey = (analysisId: number, position: number, frame: number, what: string) =>
  `analyses/${analysisId}/items/${position}/${frame}-${what}`;

const TTL_SECONDS = 3600;

/**
 * Signed URLs of an analysis's images (`/api/v1/analysis-files/<token>`), for `<img>` without a
 * bearer. The token is `<key as base64url>.<expires>.<mac>`: an HMAC-SHA256 over the storage key
 * and expiry under a key derived from the JWT secret, so it signs nothing else. Expiries are
 * rounded up to a window, so one image keeps one URL for a while and the browser can cache it.
 * Only keys under `analyses/` are ever signed or served.
 */
export class AnalysisFileSigner {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = createHash('sha256').update(`kreolab:analysis-file:v1:${secret}`).digest();
  }

  #mac(key: string, expires: number) {
    return createHmac('sha256', this.#key).update(`${key}\n${expires}`).digest('base64url');
  }

  sign(key: string, nowMs = Date.now()): string {
    const expires = (Math.floor(nowMs / 1000 / TTL_SECONDS) + 2) * TTL_SECONDS;
    return `${Buffer.from(key).toString('base64url')}.${expires}.${this.#mac(key, expires)}`;
  }

  /** The storage key of a valid, unexpired token, else null. */
  verify(token: string, nowMs = Date.now()): string | null {
    const m = /^([A-Za-z0-9_-]{1,1500})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!m) return null;
    const key = Buffer.from(m[1]!, 'base64url').toString('utf8');
    const expires = Number(m[2]);
    if (!key.startsWith('analyses/') || expires * 1000 < nowMs) return null;
    const expected = Buffer.from(this.#mac(key, expires));
    const given = Buffer.from(m[3]!);
    return expected.length === given.length && timingSafeEqual(expected, given) ? key : null;
  }
}

const signers = new WeakMap<FastifyInstance, AnalysisFileSigner>();

export function fileSigner(app: FastifyInstance): AnalysisFileSigner {
  let signer = signers.get(app);
  if (!signer) {
    signer = new AnalysisFileSigner(app.config.jwtSecret);
    signers.set(app, signer);
  }
  return signer;
}

/** A browser URL for a stored image: the store's own presigned URL (S3), else our signed route. */
export async function fileUrl(app: FastifyInstance, key: string | null): Promise<string | null> {
  if (!key) return null;
  const direct = await app.storage.directUrl(key, { expiresInSeconds: TTL_SECONDS });
  return direct ?? `/api/v1/analysis-files/${fileSigner(app).sign(key)}`;
}
