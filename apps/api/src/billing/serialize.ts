import type { Payment, Tariff, UserTariff } from '../db/schema';
import { toRoubles } from './money';

/** The contract's `Tariff`. */
export const tariffJson = (t: Tariff) => ({
  id: t.id,
  name: t.name,
  description: t.description,
  price: toRoubles(t.priceKopecks),
  period_days: t.periodDays,
  disk_space: t.diskSpace,
  analyses_limit: t.analysesLimit,
  generations_limit: t.generationsLimit,
  generation_price: toRoubles(t.generationPriceKopecks),
  is_trial: t.isTrial,
  is_active: t.isActive,
});

/** The contract's `CurrentTariff`. */
export const currentTariffJson = (row: UserTariff, tariff: Pick<Tariff, 'name' | 'isTrial'>) => ({
  id: row.tariffId,
  name: tariff.name,
  is_trial: tariff.isTrial,
  started_at: row.startedAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  disk_space: row.diskSpace,
  analyses_limit: row.analysesLimit,
  analyses_left: row.analysesLeft,
  generations_limit: row.generationsLimit,
  generations_left: row.generationsLeft,
});

/** The contract's `Payment`. */
export const paymentJson = (p: Payment) => ({
  id: p.id,
  status: p.status,
  method: p.method,
  amount: toRoubles(p.amountKopecks),
  currency: 'RUB' as const,
  tariff_id: p.tariffId,
  generation_count: p.generationCount,
  promocode: p.promocode,
  created_at: p.createdAt.toISOString(),
  paid_at: p.paidAt ? p.paidAt.toISOString() : null,
});
