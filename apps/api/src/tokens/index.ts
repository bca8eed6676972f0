import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hit } from '../auth/rate-limit';
import { hashToken, type AuthUser } from '../auth/tokens';
import { apiTokens, users } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { operationIdOf } from '../spec';

/** Personal access tokens (contract tag `tokens`): what they are and what each scope may do. */

export type ApiTokenScope = 'read' | 'analyse';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request came with a personal access token rather than a session's JWT. */
    apiToken?: { id: number; scope: ApiTokenScope };
  }
}

/** Every secret starts with it, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'kl_';
/** Shown in the list to tell tokens apart: the prefix and 6 characters of the secret. */
const SHOWN_CHARACTERS = API_TOKEN_PREFIX.length + 6;
/** Live tokens one user may hold; beyond it 409 CHANGE_FORBIDDEN. */
export const MAX_LIVE_TOKENS = 20;
/** last_used_at moves at most this often, so a busy script does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

export const isApiToken = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);

/** `kl_` and 256 random bits in base64url (43 characters); only its SHA-256 is stored. */
export function newSecret(): { secret: string; hash: string; prefix: string } {
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashToken(secret), prefix: secret.slice(0, SHOWN_CHARACTERS) };
}

/**
 * What `analyse` adds to the safe methods: everything a tool needs to put creatives in and
 * run a research on them (a research lives in a lab, and a video needs its frames split).
 */
const ANALYSE_OPERATIONS = new Set([
  'uploadCreatives',
  'createUpload',
  'patchUpload',
  'deleteUpload',
  'splitVideo',
  'checkSplitStatus',
  'createLab',
  'createAnalysis',
  'startAnalysis',
]);

/** A token never manages tokens, whatever its scope: a leaked one cannot mint more. */
const NEVER = new Set(['listApiTokens', 'createApiToken', 'revokeApiToken']);

/** Whether a token of `scope` may call `operationId` with `method`. */
export function scopeAllows(scope: ApiTokenScope, operationId: string, method: string): boolean {
  if (NEVER.has(operationId)) return false;
  if (method === 'GET' || method === 'HEAD') return true;
  return scope === 'analyse' && ANALYSE_OPERATIONS.has(operationId);
}

/**
 * The user a personal access token acts for, or an AppError: 401 NO_TOKEN for an unknown (or
 * revoked: its row is gone) secret, 401 TOKEN_EXPIRED past its expiry, 429 over the token's
 * rate, 403 Forbidden outside its scope. Every check reads the database, so a revocation or an
 * expiry takes effect on the very next request.
 */
export async function authenticateApiToken(
  request: FastifyRequest,
  secret: string,
  ratePerMinute: number,
  now = new Date(),
): Promise<AuthUser> {
  const db = request.server.db;
  const [row] = await db
    .select({
      id: apiTokens.id,
      scope: apiTokens.scope,
      expiresAt: apiTokens.expiresAt,
      userId: users.id,
      email: users.email,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, hashToken(secret)))
    .limit(1);
  if (!row) throw unauthorized('NO_TOKEN');
  if (row.expiresAt.getTime() <= now.getTime()) throw unauthorized('TOKEN_EXPIRED');
  // Counted before the scope check: a script hammering what it may not do is slowed down too.
  await hit(db, `api-token:${row.id}`, { max: ratePerMinute, windowSeconds: 60 }, now);
  const operationId = operationIdOf(request) ?? '';
  if (!scopeAllows(row.scope, operationId, request.method)) {
    throw forbidden('Forbidden', `A ${row.scope} token may not call ${operationId || 'this'}`);
  }
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, row.id),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)),
        ),
      ),
    );
  request.apiToken = { id: row.id, scope: row.scope };
  return { id: row.userId, email: row.email };
}

/** The contract's `ApiToken`. */
export function apiTokenJson(row: typeof apiTokens.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Tokens of the user not yet expired. */
export const liveTokensOf = (userId: number, now = new Date()) =>
  and(
    eq(apiTokens.userId, userId),
    sql`${apiTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
  );
