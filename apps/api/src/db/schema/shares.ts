import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { analyses } from './analyses';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Read-only links to a saved analysis for guests without an account (src/shares). Only the
 * SHA-256 of the link's secret is kept, so a copy of the table opens nothing; the optional
 * password is an Argon2 hash.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    analysisId: bigint('analysis_id', { mode: 'number' })
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    passwordHash: text('password_hash'),
    views: integer('views').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    lastViewedAt: at('last_viewed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('share_links_token_hash_key').on(t.tokenHash),
    index('share_links_analysis_idx').on(t.analysisId),
  ],
);

export type ShareLinkRow = typeof shareLinks.$inferSelect;
