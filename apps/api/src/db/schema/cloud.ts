import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from '../schema';

/**
 * The cloud (issue 4): folders and files in one tree per user. `type` is 'folder' or the MIME
 * type found from the content. A file's bytes live in storage under `storage_key` (never
 * derived from the name, so renames and moves touch one row). Names are unique per folder
 * without regard to case, enforced by the index so that concurrent requests cannot beat it;
 * the root is parent 0 in that index.
 */
export const creatives = pgTable(
  'creatives',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => creatives.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    storageKey: text('storage_key'),
    duration: doublePrecision('duration'),
    width: integer('width'),
    height: integer('height'),
    pages: integer('pages'),
    /** Videos only: NONE → PROCESSING → PROCESSED, back to NONE (with a reason) on failure. */
    splitStatus: text('split_status', { enum: ['NONE', 'PROCESSING', 'PROCESSED'] }),
    splitReason: text('split_reason'),
    splitFrequency: real('split_frequency'),
    framesFolderId: bigint('frames_folder_id', { mode: 'number' }).references(
      (): AnyPgColumn => creatives.id,
      { onDelete: 'set null' },
    ),
    framesCount: integer('frames_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('creatives_owner_parent_name_key').on(
      t.ownerId,
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
    index('creatives_owner_parent_idx').on(t.ownerId, t.parentId),
    index('creatives_parent_idx').on(t.parentId),
  ],
);

export type Creative = typeof creatives.$inferSelect;
export type NewCreative = typeof creatives.$inferInsert;
