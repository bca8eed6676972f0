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
 *
 * A guest's URL (a shared link's result) also names the link: `<key>.<expires>.<link id>.<mac>`,
 * the link's id under the MAC too, and the route serves it only while that link is valid, so
 * revoking a link takes its images with it at once rather than when their URLs expire.
 */
export class AnalysisFileSigner {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = createHash('sha256').update(`kreolab:analysis-file:v1:${secret}`).digest();
  }

  #mac(key: string, expires: number, shareId: number | null) {
    const share = shareId === null ? '' : `\nshare:${shareId}`;
    return createHmac('sha256', this.#key).update(`${key}\n${expires}${share}`).digest('base64url');
  }

  sign(key: string, nowMs = Date.now(), shareId: number | null = null): string {
    const expires = (Math.floor(nowMs / 1000 / TTL_SECONDS) + 2) * TTL_SECONDS;
    const share = shareId === null ? '' : `.${shareId}`;
    return `${Buffer.from(key).toString('base64url')}.${expires}${share}.${this.#mac(key, expires, shareId)}`;
  }

  /** The storage key of a valid, unexpired token and the link it was signed for, else null. */
  verify(token: string, nowMs = Date.now()): { key: string; shareId: number | null } | null {
    const m = /^([A-Za-z0-9_-]{1,1500})\.(\d{1,12})(?:\.(\d{1,12}))?\.([A-Za-z0-9_-]{43})$/.exec(
      token,
    );
    if (!m) return null;
    const key = Buffer.from(m[1]!, 'base64url').toString('utf8');
    const expires = Number(m[2]);
    const shareId = m[3] === undefined ? null : Number(m[3]);
    if (!key.startsWith('analyses/') || expires * 1000 < nowMs) return null;
    const expected = Buffer.from(this.#mac(key, expires, shareId));
    const given = Buffer.from(m[4]!);
    return expected.length === given.length && timingSafeEqual(expected, given)
      ? { key, shareId }
      : null;
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

/** How a result's stored images become browser URLs: the owner's, or a shared link's. */
export type FileUrls = (key: string | null) => Promise<string | null>;

/** A browser URL for a stored image: the store's own presigned URL (S3), else our signed route. */
export async function fileUrl(app: FastifyInstance, key: string | null): Promise<string | null> {
  if (!key) return null;
  const direct = await app.storage.directUrl(key, { expiresInSeconds: TTL_SECONDS });
  return direct ?? `/api/v1/analysis-files/${fileSigner(app).sign(key)}`;
}

/** The owner's URLs of a result's images (`fileUrl`). */
export const ownerFileUrls =
  (app: FastifyInstance): FileUrls =>
  (key) =>
    fileUrl(app, key);

/**
 * A shared link's URLs of a result's images: always our signed route, never the store's
 * presigned URL (which nothing could take back), bound to the link, so they die with it.
 */
export const sharedFileUrls =
  (app: FastifyInstance, shareId: number): FileUrls =>
  async (key) =>
    key ? `/api/v1/analysis-files/${fileSigner(app).sign(key, Date.now(), shareId)}` : null;
