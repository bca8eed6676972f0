import type { Payment, Tariff, UserTariff } from '../db/schema';
import { toRoubles } from './money';
import { DAY_MS } from './store';

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

/** A queued period as stored: what starts it and for how long, in queue order. */
export interface QueuedRow {
  tariff_id: number;
  name: string;
  days: number;
}

/** The contract's `QueuedTariff`s: each starts when the one before it (the first: `row`) ends. */
export function queuedJson(row: Pick<UserTariff, 'expiresAt'>, queued: QueuedRow[]) {
  let startsAt = row.expiresAt.getTime();
  return queued.map((q) => {
    const period = { ...q, starts_at: new Date(startsAt).toISOString() };
    startsAt += q.days * DAY_MS;
    return period;
  });
}

/** The contract's `CurrentTariff`. */
export const currentTariffJson = (
  row: UserTariff,
  tariff: Pick<Tariff, 'name' | 'isTrial'>,
  queued: QueuedRow[] = [],
) => ({
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
  queued: queuedJson(row, queued),
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
