import { count, desc, eq, inArray } from 'drizzle-orm';
import { applyPayment } from '../../billing/grant';
import { toKopecks, toRoubles } from '../../billing/money';
import { paymentJson, tariffJson } from '../../billing/serialize';
import {
  certificates,
  invoices,
  payments,
  promocodes,
  tariffs,
  users,
  type Certificate,
  type Promocode,
} from '../../db/schema';
import type { Db } from '../../db';
import { conflict, invalid, notFound } from '../../errors';
import { invoicePayment } from '../../invoices';
import type { Handlers } from '../types';

const isUniqueViolation = (error: unknown) => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
};

const promocodeJson = (p: Promocode) => ({
  id: p.id,
  code: p.code,
  discount_percent: p.discountBasisPoints === null ? null : p.discountBasisPoints / 100,
  discount_amount: p.discountKopecks === null ? null : toRoubles(p.discountKopecks),
  tariff_ids: p.tariffIds,
  max_uses: p.maxUses,
  max_uses_per_user: p.maxUsesPerUser,
  valid_until: p.validUntil ? p.validUntil.toISOString() : null,
  uses: p.uses,
  created_at: p.createdAt.toISOString(),
});

const certificateJson = (c: Certificate) => ({
  id: c.id,
  code: c.code,
  tariff_id: c.tariffId,
  days: c.days,
  generation_count: c.generationCount,
  used_by: c.usedBy,
  used_at: c.usedAt ? c.usedAt.toISOString() : null,
  created_at: c.createdAt.toISOString(),
});

async function existingTariffs(db: Db, ids: number[]) {
  if (ids.length === 0) return true;
  const rows = await db.select({ id: tariffs.id }).from(tariffs).where(inArray(tariffs.id, ids));
  return rows.length === new Set(ids).size;
}

/** The admin API (bearer ADMIN_TOKEN; `pnpm admin`). */
export const adminHandlers = {
  async adminCreatePromocode(request, reply) {
    const b = request.body;
    const percent = b.discount_percent ?? null;
    const amount = b.discount_amount ?? null;
    if ((percent === null) === (amount === null))
      throw invalid({
        discount_percent: ['Укажите ровно одно: discount_percent или discount_amount'],
      });
    const tariffIds = b.tariff_ids ?? [];
    if (!(await existingTariffs(request.server.db, tariffIds)))
      throw invalid({ tariff_ids: ['Нет такого тарифа'] });
    try {
      const [row] = await request.server.db
        .insert(promocodes)
        .values({
          code: b.code.trim(),
          discountBasisPoints: percent === null ? null : Math.round(percent * 100),
          discountKopecks: amount === null ? null : toKopecks(amount),
          tariffIds,
          maxUses: b.max_uses ?? null,
          maxUsesPerUser: b.max_uses_per_user ?? null,
          validUntil: b.valid_until ? new Date(b.valid_until) : null,
        })
        .returning();
      void reply.code(201);
      return promocodeJson(row!);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('NAME_CONFLICT', 'The code exists');
      throw error;
    }
  },

  async adminCreateCertificate(request, reply) {
    const b = request.body;
    if ((b.days === undefined) === (b.generation_count === undefined))
      throw invalid({ days: ['Укажите ровно одно: days или generation_count'] });
    const [tariff] = await request.server.db
      .select()
      .from(tariffs)
      .where(eq(tariffs.id, b.tariff_id));
    if (!tariff) throw notFound('No such tariff');
    try {
      const [row] = await request.server.db
        .insert(certificates)
        .values({
          code: b.code.trim(),
          tariffId: b.tariff_id,
          days: b.days ?? null,
          generationCount: b.generation_count ?? null,
        })
        .returning();
      void reply.code(201);
      return certificateJson(row!);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('NAME_CONFLICT', 'The code exists');
      throw error;
    }
  },

  async adminCreateTariff(request, reply) {
    const b = request.body;
    const [row] = await request.server.db
      .insert(tariffs)
      .values({
        name: b.name.trim(),
        description: b.description ?? '',
        priceKopecks: toKopecks(b.price),
        periodDays: b.period_days,
        diskSpace: b.disk_space,
        analysesLimit: b.analyses_limit,
        generationsLimit: b.generations_limit,
        generationPriceKopecks: toKopecks(b.generation_price ?? 0),
        isTrial: b.is_trial ?? false,
        isActive: b.is_active ?? true,
      })
      .returning();
    void reply.code(201);
    return tariffJson(row!);
  },

  /** Changes the tariff for future purchases; running periods keep the limits they got. */
  async adminUpdateTariff(request) {
    const b = request.body;
    const set = {
      ...(b.name !== undefined && { name: b.name.trim() }),
      ...(b.description !== undefined && { description: b.description }),
      ...(b.price !== undefined && { priceKopecks: toKopecks(b.price) }),
      ...(b.period_days !== undefined && { periodDays: b.period_days }),
      ...(b.disk_space !== undefined && { diskSpace: b.disk_space }),
      ...(b.analyses_limit !== undefined && { analysesLimit: b.analyses_limit }),
      ...(b.generations_limit !== undefined && { generationsLimit: b.generations_limit }),
      ...(b.generation_price !== undefined && {
        generationPriceKopecks: toKopecks(b.generation_price),
      }),
      ...(b.is_trial !== undefined && { isTrial: b.is_trial }),
      ...(b.is_active !== undefined && { isActive: b.is_active }),
    };
    const [row] = await request.server.db
      .update(tariffs)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(tariffs.id, request.params.id))
      .returning();
    if (!row) throw notFound('No such tariff');
    return tariffJson(row);
  },

  async adminListPayments(request) {
    const { status, limit = 50, offset = 0 } = request.query;
    const where = status ? eq(payments.status, status) : undefined;
    const db = request.server.db;
    const [rows, [total]] = await Promise.all([
      db
        .select({ payment: payments, email: users.email, invoiceId: invoices.id })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .leftJoin(invoices, eq(invoices.paymentId, payments.id))
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(payments).where(where),
    ]);
    return {
      items: rows.map((r) => ({
        ...paymentJson(r.payment),
        user_id: r.payment.userId,
        user_email: r.email,
        invoice_id: r.invoiceId,
      })),
      total: total?.n ?? 0,
    };
  },

  /** Grants the invoice's purchase once; marking it again changes nothing. */
  async adminMarkInvoicePaid(request) {
    const app = request.server;
    const found = await invoicePayment(app, request.params.id);
    if (!found) throw notFound('No such invoice');
    if (found.payment.status === 'canceled')
      throw conflict('CHANGE_FORBIDDEN', 'The invoice was canceled');
    await applyPayment(app.db, found.payment.id);
    const [payment] = await app.db.select().from(payments).where(eq(payments.id, found.payment.id));
    return paymentJson(payment!);
  },
} satisfies Handlers;
