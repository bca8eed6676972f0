import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../schema';

const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * Tariffs (issue 7). Money is kept in kopecks everywhere on the server; the contract speaks
 * roubles. The trial (`is_trial`) is given on sign-up; the others are bought for `period_days`.
 * Seeded by the migration; edited through the admin API.
 */
export const tariffs = pgTable('tariffs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceKopecks: bigint('price_kopecks', { mode: 'number' }).notNull(),
  periodDays: integer('period_days').notNull(),
  diskSpace: bigint('disk_space', { mode: 'number' }).notNull(),
  analysesLimit: integer('analyses_limit').notNull(),
  generationsLimit: integer('generations_limit').notNull(),
  generationPriceKopecks: bigint('generation_price_kopecks', { mode: 'number' })
    .notNull()
    .default(0),
  isTrial: boolean('is_trial').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The one current tariff of a user, with what is left of it. Limits are copied from the tariff
 * when it is granted, so editing a tariff later changes nobody's running period.
 */
export const userTariffs = pgTable('user_tariffs', {
  userId: userRef().primaryKey(),
  tariffId: bigint('tariff_id', { mode: 'number' })
    .notNull()
    .references(() => tariffs.id),
  startedAt: at('started_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  diskSpace: bigint('disk_space', { mode: 'number' }).notNull(),
  analysesLimit: integer('analyses_limit').notNull(),
  analysesLeft: integer('analyses_left').notNull(),
  generationsLimit: integer('generations_limit').notNull(),
  generationsLeft: integer('generations_left').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Periods of another tariff bought or gifted while a paid one runs: they wait here, in order,
 * and each starts when the one before it ends (src/billing/queue.ts), so no paid time or
 * allowance is ever cut short by a purchase, a certificate or an invoice paid late.
 */
export const tariffQueue = pgTable(
  'tariff_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    tariffId: bigint('tariff_id', { mode: 'number' })
      .notNull()
      .references(() => tariffs.id),
    days: integer('days').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('tariff_queue_user_idx').on(t.userId, t.id)],
);

export type QueuedTariff = typeof tariffQueue.$inferSelect;

/**
 * The ledger that makes consumption exactly-once: one row per charged analysis or generation,
 * keyed by the caller (the analysis id, a feedback batch key). A retried job finds its row.
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    kind: text('kind', { enum: ['analysis', 'generation'] }).notNull(),
    key: text('key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('usage_events_user_kind_key').on(t.userId, t.kind, t.key)],
);

/** Promo codes: a percent (in basis points) or a fixed discount, with optional limits. */
export const promocodes = pgTable(
  'promocodes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    /** Percent × 100 (12.5 % is 1250); null for a fixed discount. */
    discountBasisPoints: integer('discount_basis_points'),
    discountKopecks: bigint('discount_kopecks', { mode: 'number' }),
    /** Empty: every tariff. */
    tariffIds: bigint('tariff_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user'),
    validFrom: at('valid_from'),
    validUntil: at('valid_until'),
    uses: integer('uses').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promocodes_code_key').on(sql`lower(${t.code})`)],
);

/** Gift certificates: single use; grant a tariff for `days`, or `generation_count` generations. */
export const certificates = pgTable(
  'certificates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    tariffId: bigint('tariff_id', { mode: 'number' })
      .notNull()
      .references(() => tariffs.id),
    days: integer('days'),
    generationCount: integer('generation_count'),
    usedBy: bigint('used_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificates_code_key').on(sql`lower(${t.code})`)],
);

/** Card payments and invoices alike; a purchase of a tariff period and/or extra generations. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    method: text('method', { enum: ['card', 'invoice'] }).notNull(),
    /** 'test', 'yookassa' for cards; 'invoice' for bank transfers. */
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** Unguessable; authorises the test checkout page, which is opened without a session. */
    token: text('token').notNull(),
    idempotenceKey: text('idempotence_key').notNull(),
    status: text('status', {
      enum: ['pending', 'waiting_for_capture', 'succeeded', 'canceled'],
    })
      .notNull()
      .default('pending'),
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
    priceKopecks: bigint('price_kopecks', { mode: 'number' }).notNull(),
    discountKopecks: bigint('discount_kopecks', { mode: 'number' }).notNull().default(0),
    tariffId: bigint('tariff_id', { mode: 'number' })
      .notNull()
      .references(() => tariffs.id),
    /** Whether the purchase includes a period of the tariff (not only extra generations). */
    includesTariff: boolean('includes_tariff').notNull().default(true),
    generationCount: integer('generation_count').notNull().default(0),
    promocodeId: bigint('promocode_id', { mode: 'number' }).references(() => promocodes.id),
    promocode: text('promocode'),
    confirmationUrl: text('confirmation_url'),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_key').on(t.provider, t.providerPaymentId),
    uniqueIndex('payments_token_key').on(t.token),
    index('payments_user_idx').on(t.userId),
    index('payments_created_idx').on(t.createdAt),
  ],
);

/**
 * One row per applied payment: its primary key is what makes a repeated callback, a second
 * confirm or a second "mark paid" change nothing.
 */
export const paymentApplications = pgTable('payment_applications', {
  paymentId: bigint('payment_id', { mode: 'number' })
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  appliedAt: at('applied_at').notNull().defaultNow(),
});

/** Uses of promo codes, one per applied payment, for the per-user limit. */
export const promocodeUses = pgTable(
  'promocode_uses',
  {
    promocodeId: bigint('promocode_id', { mode: 'number' })
      .notNull()
      .references(() => promocodes.id, { onDelete: 'cascade' }),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.promocodeId, t.paymentId] }),
    index('promocode_uses_user_idx').on(t.promocodeId, t.userId),
  ],
);

/** Invoices for companies (счёт на оплату); each has its own payment, pending until marked paid. */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: userRef(),
    number: text('number').notNull().unique(),
    companyName: text('company_name').notNull(),
    inn: text('inn').notNull(),
    kpp: text('kpp').notNull().default(''),
    address: text('address').notNull(),
    email: text('email').notNull(),
    requisitesKey: text('requisites_key'),
    pdfKey: text('pdf_key'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('invoices_user_idx').on(t.userId)],
);

export type Tariff = typeof tariffs.$inferSelect;
export type UserTariff = typeof userTariffs.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type Promocode = typeof promocodes.$inferSelect;
export type Certificate = typeof certificates.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
