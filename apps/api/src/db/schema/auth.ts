import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Refresh tokens (stored as SHA-256). Each login starts a family; every refresh marks the
 * presented token used and adds its successor to the family. A used token presented again
 * means it was stolen or replayed, and revokes the whole family. `expires_at` is the family's
 * absolute end (30 days from login), copied to every successor.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Single-use tokens mailed to the user (stored as SHA-256): `verify` (24 h) and `reset`
 * (1 h). A reset token carries the fingerprint of the password hash it was issued under, so
 * it dies as soon as the password changes.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    passwordFingerprint: text('password_fingerprint'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId)],
);

/**
 * Fixed-window counters shared by every API process (e.g. `login:account:<email>`), so a
 * limit holds behind a load balancer. A row past its `reset_at` starts a new window.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: at('reset_at').notNull(),
});
