import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Personal access tokens (contract tag `tokens`), stored as the SHA-256 of the secret only.
 * `prefix` keeps the first characters of the secret so the user can tell tokens apart. A
 * revoked token's row is deleted: nothing can authenticate with what is no longer there.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['read', 'analyse'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
