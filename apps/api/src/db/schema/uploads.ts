import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { creatives } from './cloud';

/**
 * Resumable uploads (tus, src/cloud/resumable.ts): one row per unfinished file, so any API
 * process — another one, or this one after a restart — can continue it. `offset` counts the
 * bytes stored for good; bytes a dead process wrote past it are overwritten on resume.
 * `segments` lists the sizes of the stored pieces when the bytes live in object storage
 * (src/cloud/resumable-store.ts); on the local disk they are one file and the list stays empty.
 * A PATCH holds the row by `lock_token` until `locked_until`, renewed while it streams, so two
 * requests never write one upload at once and a dead process's hold runs out by itself.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }),
    name: text('name').notNull(),
    length: bigint('length', { mode: 'number' }).notNull(),
    offset: bigint('offset', { mode: 'number' }).notNull().default(0),
    /** The MIME type found from the first bytes, once they arrived. */
    type: text('type'),
    segments: jsonb('segments').$type<{ size: number; key: string }[]>().notNull().default([]),
    /**
     * Set when the file is in the cloud: the row stays until it expires, so a client that lost
     * the last answer learns the outcome again instead of uploading the file a second time.
     */
    creativeId: bigint('creative_id', { mode: 'number' }).references(() => creatives.id, {
      onDelete: 'set null',
    }),
    lockToken: text('lock_token'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId), index('uploads_expires_idx').on(t.expiresAt)],
);

export type Upload = typeof uploads.$inferSelect;
