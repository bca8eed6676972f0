import { and, count, desc, eq } from 'drizzle-orm';
import { apiTokens, users } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { apiTokenJson, liveTokensOf, MAX_LIVE_TOKENS, newSecret } from '../../tokens';
import type { Handlers } from '../types';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Personal access tokens (contract tag `tokens`). Only a session reaches these handlers: the
 * `bearer` security handler refuses every token operation to a token (src/tokens).
 */
export const tokensHandlers = {
  async listApiTokens(request) {
    const rows = await this.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.userId, request.user!.id))
      .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
    return { items: rows.map(apiTokenJson) };
  },

  async createApiToken(request, reply) {
    const userId = request.user!.id;
    const name = request.body.name.trim();
    if (!name) throw invalid({ name: ['Обязательное поле'] });
    const now = new Date();
    const created = await this.db.transaction(async (tx) => {
      // Locking the user's row serialises their concurrent creations, so the cap holds.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [live] = await tx
        .select({ n: count() })
        .from(apiTokens)
        .where(liveTokensOf(userId, now));
      if ((live?.n ?? 0) >= MAX_LIVE_TOKENS) {
        throw conflict('CHANGE_FORBIDDEN', `At most ${MAX_LIVE_TOKENS} live tokens per user`);
      }
      const { secret, hash, prefix } = newSecret();
      const [row] = await tx
        .insert(apiTokens)
        .values({
          userId,
          name,
          scope: request.body.scope,
          tokenHash: hash,
          prefix,
          createdAt: now,
          expiresAt: new Date(now.getTime() + request.body.expires_in_days * DAY_MS),
        })
        .returning();
      return { row: row!, secret };
    });
    reply.code(201);
    return { token: apiTokenJson(created.row), secret: created.secret };
  },

  async revokeApiToken(request, reply) {
    const deleted = await this.db
      .delete(apiTokens)
      .where(and(eq(apiTokens.id, request.params.id), eq(apiTokens.userId, request.user!.id)))
      .returning({ id: apiTokens.id });
    if (deleted.length === 0) throw notFound('No such token');
    return reply.code(204).send();
  },
} satisfies Handlers;
