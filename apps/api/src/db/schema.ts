import { sql } from 'drizzle-orm';
import { bigserial, boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The root every later feature hangs its rows on. Profile fields follow product-spec §3;
 * counters (researches, comparisons, disk_used) are derived by their features, not stored.
 * Later issues add their own tables in new files re-exported from here, with new migrations.
 */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    workPlace: text('work_place').notNull().default(''),
    position: text('position').notNull().default(''),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hintComparisonCreate: boolean('hint_comparison_create').notNull().default(true),
    hintResearchCreate: boolean('hint_research_create').notNull().default(true),
    hintResearchBeforeSave: boolean('hint_research_before_save').notNull().default(true),
    hintResearchAfterSave: boolean('hint_research_after_save').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Access tokens issued before this instant are refused (logout, password reset, a replayed
     * refresh token): a JWT cannot be recalled, so its `iat` is checked against this. NULL: never.
     */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true, precision: 3 }),
  },
  // Case-insensitive uniqueness without the citext extension, which plain PGlite lacks.
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export * from './schema/auth';
export * from './schema/cloud';
export * from './schema/billing';
export * from './schema/analyses';
export * from './schema/jobs';
export * from './schema/uploads';
export * from './schema/tokens';
export * from './schema/shares';
