import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
    /**
     * The trash (src/cloud/trash.ts). A deleted item and everything beneath it get the time
     * (`trashed_at`) and the id of the item the user deleted (`trash_root_id`); the rows stay
     * where they were, so a restore knows the folder and the quota still counts them.
     * `trash_parent_gone`: the folder it was in was deleted for good (it then sits at the root).
     */
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    trashRootId: bigint('trash_root_id', { mode: 'number' }),
    trashParentGone: boolean('trash_parent_gone').notNull().default(false),
    /** The number of the file's current version (src/cloud/versions.ts); older ones are in creative_versions. */
    version: integer('version').notNull().default(1),
    /** When the current version arrived; null: with the file (created_at). */
    versionAt: timestamp('version_at', { withTimezone: true }),
  },
  (t) => [
    // Names are unique among the items the user sees: a trashed 'a.jpg' leaves the name free.
    uniqueIndex('creatives_owner_parent_name_key')
      .on(t.ownerId, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`)
      .where(sql`${t.trashedAt} IS NULL`),
    index('creatives_owner_parent_idx').on(t.ownerId, t.parentId),
    index('creatives_parent_idx').on(t.parentId),
    index('creatives_trash_idx')
      .on(t.trashedAt)
      .where(sql`${t.trashRootId} = ${t.id}`),
    index('creatives_trash_root_idx').on(t.trashRootId),
  ],
);

export type Creative = typeof creatives.$inferSelect;
export type NewCreative = typeof creatives.$inferInsert;

/**
 * Earlier versions of a file (src/cloud/versions.ts): what the creative row held before a new
 * version replaced it. They count toward the owner's quota and go with the file.
 */
export const creativeVersions = pgTable(
  'creative_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    creativeId: bigint('creative_id', { mode: 'number' })
      .notNull()
      .references(() => creatives.id, { onDelete: 'cascade' }),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    type: text('type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    duration: doublePrecision('duration'),
    width: integer('width'),
    height: integer('height'),
    pages: integer('pages'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('creative_versions_creative_number_key').on(t.creativeId, t.number),
    index('creative_versions_owner_idx').on(t.ownerId),
  ],
);

export type CreativeVersion = typeof creativeVersions.$inferSelect;
