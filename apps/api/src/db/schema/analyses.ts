import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredResult } from '../../analyses/stored';
import { users } from '../schema';

const at = (name: string) => timestamp(name, { withTimezone: true });
const owner = () =>
  bigint('owner_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Labs (issue 6): research folders. Their analyses hang on `analyses.lab_id`. */
export const labs = pgTable(
  'labs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: owner(),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('labs_owner_idx').on(t.ownerId)],
);

/** Briefs: a briefing (brand, goal, placements) with audience segments and its own analyses. */
export const briefs = pgTable(
  'briefs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: owner(),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    product: text('product').notNull().default(''),
    category: text('category').notNull().default(''),
    goal: text('goal', { enum: ['awareness', 'consideration', 'conversion'] }).notNull(),
    audience: text('audience').notNull().default(''),
    keyMessage: text('key_message').notNull().default(''),
    placements: text('placements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('briefs_owner_idx').on(t.ownerId)],
);

/** A brief's audience segments; ids stay stable across edits so results keep referring to them. */
export const briefSegments = pgTable(
  'brief_segments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    briefId: bigint('brief_id', { mode: 'number' })
      .notNull()
      .references(() => briefs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    ageFrom: integer('age_from').notNull(),
    ageTo: integer('age_to').notNull(),
    gender: text('gender', { enum: ['any', 'female', 'male'] }).notNull(),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index('brief_segments_brief_idx').on(t.briefId)],
);

export type AnalysisStatus = 'draft' | 'queued' | 'processing' | 'done' | 'failed' | 'canceled';

/**
 * Researches and comparisons. Exactly one of lab_id / brief_id. `run` counts starts, so the
 * jobs of an earlier run that wake up late recognise themselves as stale. `segments` is the
 * audience snapshot taken at start (a later brief edit does not change a finished research).
 * `assembling_at` is claimed by one conditional UPDATE, so the result is assembled once.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: owner(),
    type: text('type', { enum: ['research', 'comparison'] }).notNull(),
    labId: bigint('lab_id', { mode: 'number' }).references(() => labs.id, { onDelete: 'cascade' }),
    briefId: bigint('brief_id', { mode: 'number' }).references(() => briefs.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    status: text('status').$type<AnalysisStatus>().notNull().default('draft'),
    saved: boolean('saved').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, unknown> | null>(),
    creativeIds: bigint('creative_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    researchIds: bigint('research_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    /**
     * Creatives pinned to versions of their files, in the order analysed (issue 17,
     * src/analyses/versions.ts); null when the research takes each creative's current content.
     */
    creativeVersions: jsonb('creative_versions').$type<
      { creative_id: number; version: number }[] | null
    >(),
    segments: jsonb('segments').$type<unknown[] | null>(),
    progress: integer('progress').notNull().default(0),
    stage: text('stage'),
    error: jsonb('error').$type<{ code: string; detail: string } | null>(),
    result: jsonb('result').$type<StoredResult | null>(),
    previewKey: text('preview_key'),
    run: integer('run').notNull().default(0),
    itemsTotal: integer('items_total').notNull().default(0),
    /** Times the recovery sweep put this run back on the queue (src/analyses/recover.ts). */
    recoveries: integer('recoveries').notNull().default(0),
    chargedAt: at('charged_at'),
    assemblingAt: at('assembling_at'),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('analyses_owner_idx').on(t.ownerId),
    index('analyses_lab_idx').on(t.labId),
    index('analyses_brief_idx').on(t.briefId),
  ],
);

/**
 * One unit of engine work: an image, a PDF (all its pages) or one frame of a split video.
 * Created at the first start (unique per analysis and position, so a repeated start or a
 * retried job never makes a second row); `result` holds its frames, `viewable` what the
 * viewer simulation needs later (feedback batches without rerunning the attention model).
 * The source bytes are copied under `analyses/<id>/` with the overlays, so the result
 * survives the deletion of the creative.
 */
export const analysisItems = pgTable(
  'analysis_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    analysisId: bigint('analysis_id', { mode: 'number' })
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    creativeId: bigint('creative_id', { mode: 'number' }),
    kind: text('kind', { enum: ['image', 'pdf', 'frame'] }).notNull(),
    sourceKey: text('source_key').notNull(),
    frameTime: doublePrecision('frame_time'),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    result: jsonb('result').$type<unknown[] | null>(),
    viewable: jsonb('viewable').$type<unknown[] | null>(),
    error: jsonb('error').$type<{ code: string; detail: string } | null>(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('analysis_items_analysis_position_key').on(t.analysisId, t.position)],
);

/** Feedback batches of simulated viewers: at most five per (analysis, segment), numbered 1–5. */
export const feedbackBatches = pgTable(
  'feedback_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    analysisId: bigint('analysis_id', { mode: 'number' })
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    segmentId: bigint('segment_id', { mode: 'number' }).notNull(),
    batch: integer('batch').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feedback_batches_analysis_segment_batch_key').on(
      t.analysisId,
      t.segmentId,
      t.batch,
    ),
  ],
);

export const feedbackItems = pgTable(
  'feedback_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => feedbackBatches.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('feedback_items_batch_idx').on(t.batchId)],
);

export type Lab = typeof labs.$inferSelect;
export type Brief = typeof briefs.$inferSelect;
export type BriefSegment = typeof briefSegments.$inferSelect;
export type Analysis = typeof analyses.$inferSelect;
export type AnalysisItem = typeof analysisItems.$inferSelect;
