import { and, count, eq, sql } from 'drizzle-orm';
import { promocodes, promocodeUses, tariffs, type Promocode, type Tariff } from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import type { DbLike } from './store';

export interface Purchase {
  tariff_id: number;
  generation_count: number;
  promocode?: string;
}

export interface Quote {
  tariff: Tariff;
  generationCount: number;
  promocode: Promocode | null;
  priceKopecks: number;
  discountKopecks: number;
  totalKopecks: number;
}

/** A tariff on sale (not the trial, not withdrawn), or 404. */
export async function buyableTariff(db: DbLike, tariffId: number): Promise<Tariff> {
  const [tariff] = await db.select().from(tariffs).where(eq(tariffs.id, tariffId)).limit(1);
  if (!tariff || tariff.isTrial || !tariff.isActive) throw notFound('No such tariff on sale');
  return tariff;
}

/**
 * The promo code for this user and tariff, or the refusal the client shows as is:
 * 404 PROMOCODE_INVALID (unknown), 400 PROMOCODE_INVALID (out of its dates or not for this
 * tariff), 400 PROMOCODE_USED (no uses left overall or for this user).
 */
export async function usablePromocode(
  db: DbLike,
  userId: number,
  code: string,
  tariffId: number,
): Promise<Promocode> {
  const [promo] = await db
    .select()
    .from(promocodes)
    .where(sql`lower(${promocodes.code}) = lower(${code.trim()})`)
    .limit(1);
  if (!promo) throw new AppError(404, 'PROMOCODE_INVALID', 'No such promo code');
  const now = Date.now();
  if (promo.validFrom && promo.validFrom.getTime() > now)
    throw badRequest('PROMOCODE_INVALID', 'The promo code is not valid yet');
  if (promo.validUntil && promo.validUntil.getTime() <= now)
    throw badRequest('PROMOCODE_INVALID', 'The promo code has expired');
  if (promo.tariffIds.length > 0 && !promo.tariffIds.includes(tariffId))
    throw badRequest('PROMOCODE_INVALID', 'The promo code is not for this tariff');
  if (promo.maxUses !== null && promo.uses >= promo.maxUses)
    throw badRequest('PROMOCODE_USED', 'The promo code has no uses left');
  if (promo.maxUsesPerUser !== null) {
    const [mine] = await db
      .select({ n: count() })
      .from(promocodeUses)
      .where(and(eq(promocodeUses.promocodeId, promo.id), eq(promocodeUses.userId, userId)));
    if ((mine?.n ?? 0) >= promo.maxUsesPerUser)
      throw badRequest('PROMOCODE_USED', 'The promo code has been used by this account');
  }
  return promo;
}

export function discountOf(promo: Promocode | null, priceKopecks: number): number {
  if (!promo) return 0;
  if (promo.discountBasisPoints !== null)
    return Math.min(priceKopecks, Math.round((priceKopecks * promo.discountBasisPoints) / 10000));
  return Math.min(priceKopecks, promo.discountKopecks ?? 0);
}

/** One period of the tariff plus the extra generations, less the promo code's discount. */
export async function quote(db: DbLike, userId: number, purchase: Purchase): Promise<Quote> {
  const tariff = await buyableTariff(db, purchase.tariff_id);
  const code = purchase.promocode?.trim() ?? '';
  const promocode = code ? await usablePromocode(db, userId, code, tariff.id) : null;
  const priceKopecks =
    tariff.priceKopecks + purchase.generation_count * tariff.generationPriceKopecks;
  const discountKopecks = discountOf(promocode, priceKopecks);
  return {
    tariff,
    generationCount: purchase.generation_count,
    promocode,
    priceKopecks,
    discountKopecks,
    totalKopecks: priceKopecks - discountKopecks,
  };
}
