import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { components } from '@kreolab/api-spec';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FileUrls } from '../analyses/files';
import { comparedResearches } from '../analyses/comparison';
import { publicResult } from '../analyses/result';
import { hit, type Limit } from '../auth/rate-limit';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { analyses, shareLinks, type Analysis, type ShareLinkRow } from '../db/schema';
import { badRequest, conflict, forbidden, invalid, notFound } from '../errors';

export type ShareLinkJson = components['schemas']['ShareLink'];

/**
 * Guest reads count per client address (a page load is one read and maybe one report);
 * password attempts count per address and per link, so neither one address nor many can
 * guess a link's password quickly.
 */
export const SHARE_LIMITS = {
  guestAddress: { max: 60, windowSeconds: 60 },
  unlockAddress: { max: 10, windowSeconds: 15 * 60 },
  unlockLink: { max: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, Limit>;

/** Links still valid at once per analysis; more is a mistake, not a use. */
export const MAX_ACTIVE_LINKS = 50;
const MAX_DAYS = 365;
const ACCESS_TTL_SECONDS = 3600;

/** 32 random bytes (256 bits), base64url: 43 characters, the contract's ShareToken. */
export const newShareToken = () => randomBytes(32).toString('base64url');

/**
 * Only this is stored. The lookup is an index seek on the hash of the secret, so how long it
 * takes says nothing about how close a guessed secret was to a real one.
 */
export const shareTokenHash = (token: string) =>
  createHash('sha256').update(`kreolab:share:v1:${token}`).digest('hex');

export function stateOf(
  link: Pick<ShareLinkRow, 'revokedAt' | 'expiresAt'>,
  now = new Date(),
): ShareLinkJson['state'] {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

export function toShareLink(link: ShareLinkRow, now = new Date()): ShareLinkJson {
  return {
    id: link.id,
    analysis_id: link.analysisId,
    created_at: link.createdAt.toISOString(),
    expires_at: link.expiresAt.toISOString(),
    revoked_at: link.revokedAt?.toISOString() ?? null,
    last_viewed_at: link.lastViewedAt?.toISOString() ?? null,
    has_password: link.passwordHash !== null,
    views: link.views,
    state: stateOf(link, now),
  };
}

/**
 * What a guest may see: a saved research, or a comparison with its result (a comparison is
 * made of saved researches and has no save of its own). The same rule refuses a link whose
 * analysis stopped qualifying (a research unsaved since), so the guest's answer never shows a
 * draft or a running analysis.
 */
export function isShareable(a: Analysis): boolean {
  if (a.status !== 'done' || !a.result) return false;
  return a.type === 'comparison' || a.saved;
}

export function assertShareable(a: Analysis): void {
  if (!isShareable(a)) throw forbidden('RESEARCH_NOT_SAVED', `Analysis ${a.id} is not saved`);
}

export async function createLink(
  app: FastifyInstance,
  ownerId: number,
  a: Analysis,
  body: { expires_at: string; password?: string | null },
  now = new Date(),
): Promise<ShareLinkJson & { token: string }> {
  assertShareable(a);
  const expiresAt = new Date(body.expires_at);
  if (!(expiresAt.getTime() > now.getTime()))
    throw invalid({ expires_at: ['Срок должен быть в будущем'] });
  if (expiresAt.getTime() > now.getTime() + MAX_DAYS * 86_400_000)
    throw invalid({ expires_at: [`Не дальше чем через ${MAX_DAYS} дней`] });
  const [{ active } = { active: 0 }] = await app.db
    .select({ active: sql<number>`count(*)::int` })
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.analysisId, a.id),
        isNull(shareLinks.revokedAt),
        gt(shareLinks.expiresAt, now),
      ),
    );
  if (active >= MAX_ACTIVE_LINKS)
    throw conflict('CHANGE_FORBIDDEN', `At most ${MAX_ACTIVE_LINKS} valid links per analysis`);
  const token = newShareToken();
  const [row] = await app.db
    .insert(shareLinks)
    .values({
      ownerId,
      analysisId: a.id,
      tokenHash: shareTokenHash(token),
      passwordHash: body.password ? await hashPassword(body.password) : null,
      expiresAt,
    })
    .returning();
  return { ...toShareLink(row!, now), token };
}

export async function listLinks(app: FastifyInstance, ownerId: number, analysisId: number) {
  const rows = await app.db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.analysisId, analysisId), eq(shareLinks.ownerId, ownerId)))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  const now = new Date();
  return rows.map((r) => toShareLink(r, now));
}

export async function revokeLink(
  app: FastifyInstance,
  ownerId: number,
  analysisId: number,
  shareId: number,
): Promise<void> {
  const [row] = await app.db
    .update(shareLinks)
    .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, now())` })
    .where(
      and(
        eq(shareLinks.id, shareId),
        eq(shareLinks.analysisId, analysisId),
        eq(shareLinks.ownerId, ownerId),
      ),
    )
    .returning({ id: shareLinks.id });
  if (!row) throw notFound('Share link not found');
}

/** Grants to a link with a password: `<link id>.<expires>.<mac>`, bound to the password's hash. */
class AccessSigner {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = createHash('sha256').update(`kreolab:share-access:v1:${secret}`).digest();
  }

  #mac(link: ShareLinkRow, expires: number) {
    return createHmac('sha256', this.#key)
      .update(`${link.id}\n${expires}\n${link.passwordHash ?? ''}`)
      .digest('base64url');
  }

  sign(link: ShareLinkRow, nowMs = Date.now()) {
    const expires = Math.floor(nowMs / 1000) + ACCESS_TTL_SECONDS;
    return { access: `${link.id}.${expires}.${this.#mac(link, expires)}`, expires };
  }

  verify(link: ShareLinkRow, access: string | undefined, nowMs = Date.now()): boolean {
    const m = /^(\d{1,16})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(access ?? '');
    if (!m || Number(m[1]) !== link.id || Number(m[2]) * 1000 < nowMs) return false;
    const expected = Buffer.from(this.#mac(link, Number(m[2])));
    const given = Buffer.from(m[3]!);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

const signers = new WeakMap<FastifyInstance, AccessSigner>();
function accessSigner(app: FastifyInstance) {
  let signer = signers.get(app);
  if (!signer) signers.set(app, (signer = new AccessSigner(app.config.jwtSecret)));
  return signer;
}

/**
 * The valid link of `token` and its analysis, counted against the client's address. Unknown,
 * revoked and expired links, and one whose analysis is no longer saved, are all the same 404.
 */
async function validLink(app: FastifyInstance, request: FastifyRequest, token: string) {
  await hit(app.db, `share:address:${request.ip}`, SHARE_LIMITS.guestAddress);
  const now = new Date();
  const [row] = await app.db
    .select({ link: shareLinks, analysis: analyses })
    .from(shareLinks)
    .innerJoin(analyses, eq(analyses.id, shareLinks.analysisId))
    .where(eq(shareLinks.tokenHash, shareTokenHash(token)));
  if (!row || stateOf(row.link, now) !== 'active' || !isShareable(row.analysis))
    throw notFound('The link is unknown, revoked or expired');
  return row;
}

/**
 * Whether a guest's image URL (`sharedFileUrls`) still stands: its link is valid and its analysis
 * still shared. A revoked or expired link's images are refused as its result is.
 */
export async function sharedFileAllowed(app: FastifyInstance, shareId: number): Promise<boolean> {
  const [row] = await app.db
    .select({ link: shareLinks, analysis: analyses })
    .from(shareLinks)
    .innerJoin(analyses, eq(analyses.id, shareLinks.analysisId))
    .where(eq(shareLinks.id, shareId));
  return !!row && stateOf(row.link, new Date()) === 'active' && isShareable(row.analysis);
}

/** A guest's read: the analysis behind a valid link, once its password (if any) was given. */
export async function openLink(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  access: string | undefined,
  { countView }: { countView: boolean },
): Promise<{ link: ShareLinkRow; analysis: Analysis }> {
  const row = await validLink(app, request, token);
  if (row.link.passwordHash && !accessSigner(app).verify(row.link, access))
    throw forbidden('SHARE_PASSWORD_REQUIRED', 'This link needs its password');
  if (countView) {
    await app.db
      .update(shareLinks)
      .set({ views: sql`${shareLinks.views} + 1`, lastViewedAt: new Date() })
      .where(eq(shareLinks.id, row.link.id));
  }
  return row;
}

export async function unlockLink(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  password: string,
) {
  await hit(app.db, `share:unlock:address:${request.ip}`, SHARE_LIMITS.unlockAddress);
  const { link } = await validLink(app, request, token);
  if (link.passwordHash) {
    await hit(app.db, `share:unlock:link:${link.id}`, SHARE_LIMITS.unlockLink);
    if (!(await verifyPassword(link.passwordHash, password)))
      throw badRequest('SHARE_PASSWORD_INVALID', 'Wrong password');
  }
  const grant = accessSigner(app).sign(link);
  return { access: grant.access, expires_at: new Date(grant.expires * 1000).toISOString() };
}

type SharedResearchJson = components['schemas']['SharedResearch'];

/**
 * A shared comparison's researches with their results, in the comparison's order: its page
 * draws each research's heatmap, which the owner's page reads through the owner's API. Only
 * the comparison owner's finished researches are read; one deleted since is left out.
 */
export async function sharedResearches(
  app: FastifyInstance,
  comparison: Analysis,
  urls: FileUrls,
): Promise<SharedResearchJson[]> {
  const byId = await comparedResearches(app.db, comparison);
  const out: SharedResearchJson[] = [];
  for (const id of comparison.researchIds ?? []) {
    const row = byId.get(id);
    if (!row) continue;
    const result = await publicResult(app, row, urls);
    if (result.type === 'research') out.push({ id: row.id, name: row.name, result });
  }
  return out;
}
