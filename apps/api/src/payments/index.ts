import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applyPayment, cancelPayment } from '../billing/grant';
import { quote, type Purchase, type Quote } from '../billing/pricing';
import { payments, type Payment } from '../db/schema';
import { plural } from '../invoices/words';
import { createProvider, type PaymentProvider, type ReceiptLine } from './provider';

const providers = new WeakMap<FastifyInstance, PaymentProvider>();

/** The app's card-payment provider (from its configuration), made once. */
export function providerOf(app: FastifyInstance): PaymentProvider {
  let provider = providers.get(app);
  if (!provider) {
    provider = createProvider(app.config);
    providers.set(app, provider);
  }
  return provider;
}

/**
 * Where a card payment returns (issue 14 defect 8): the address the user paid from — the
 * request's Origin when it is PUBLIC_URL's or one of ALLOWED_ORIGINS (outside production also
 * the host the request itself reached, e.g. 127.0.0.1 beside localhost) — else PUBLIC_URL. Any
 * other Origin is ignored, so a payment cannot be made to send its payer elsewhere; in
 * production the Host header decides nothing (SECURITY.md).
 */
export function returnBase(
  app: FastifyInstance,
  from: { origin?: string | undefined; host?: string | undefined } = {},
): string {
  const fallback = app.config.publicUrl;
  if (!from.origin) return fallback;
  let origin: URL;
  try {
    origin = new URL(from.origin);
  } catch {
    return fallback;
  }
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') return fallback;
  const allowed =
    origin.origin === new URL(fallback).origin ||
    app.config.allowedOrigins.includes(origin.origin) ||
    (app.config.env !== 'production' && !!from.host && origin.host === from.host);
  return allowed ? origin.origin : fallback;
}

/** The page that shows how the payment went: the tariff page with `?payment=<id>`. */
export const returnUrl = (base: string, paymentId: number) =>
  `${base}/profile/tariff?payment=${paymentId}`;

/**
 * The return address of a stored card payment: the origin its test checkout URL was made on
 * (the address the user paid from, see `startCardPayment`), when that origin is still allowed.
 */
export function storedReturnUrl(app: FastifyInstance, payment: Payment, host?: string): string {
  let origin: string | undefined;
  try {
    origin = payment.confirmationUrl ? new URL(payment.confirmationUrl).origin : undefined;
  } catch {
    origin = undefined;
  }
  return returnUrl(returnBase(app, { origin, host }), payment.id);
}

/** What was bought, as lines of the receipt and the invoice; the discount is spread over them. */
export function purchaseLines(q: Pick<Quote, 'tariff' | 'generationCount' | 'discountKopecks'>) {
  const lines: ReceiptLine[] = [
    {
      description: `Тариф «${q.tariff.name}», ${q.tariff.periodDays} дн.`,
      amountKopecks: q.tariff.priceKopecks,
    },
  ];
  if (q.generationCount > 0)
    lines.push({
      description: `Дополнительные генерации, ${q.generationCount} шт.`,
      amountKopecks: q.generationCount * q.tariff.generationPriceKopecks,
    });
  const price = lines.reduce((sum, l) => sum + l.amountKopecks, 0);
  let left = q.discountKopecks;
  const discounted = lines.map((line, i) => {
    const share =
      i === lines.length - 1 ? left : Math.round((q.discountKopecks * line.amountKopecks) / price);
    left -= share;
    return { ...line, amountKopecks: line.amountKopecks - share };
  });
  return discounted.filter((l) => l.amountKopecks > 0);
}

export const newPaymentToken = () => randomBytes(24).toString('base64url');

/** The payment row of a purchase (card or invoice), priced now. */
export async function insertPayment(
  app: FastifyInstance,
  userId: number,
  method: 'card' | 'invoice',
  q: Quote,
): Promise<Payment> {
  const [payment] = await app.db
    .insert(payments)
    .values({
      userId,
      method,
      provider: method === 'invoice' ? 'invoice' : providerOf(app).name,
      token: newPaymentToken(),
      idempotenceKey: randomUUID(),
      amountKopecks: q.totalKopecks,
      priceKopecks: q.priceKopecks,
      discountKopecks: q.discountKopecks,
      tariffId: q.tariff.id,
      generationCount: q.generationCount,
      promocodeId: q.promocode?.id ?? null,
      promocode: q.promocode?.code ?? null,
    })
    .returning();
  return payment!;
}

/**
 * Starts a card payment: the row first (its idempotence key goes to the provider), then the
 * provider's payment. A purchase the promo code makes free is applied at once.
 */
export async function startCardPayment(
  app: FastifyInstance,
  user: { id: number; email: string },
  purchase: Purchase,
  from: { origin?: string | undefined; host?: string | undefined } = {},
): Promise<{ payment_id: number; confirmation_url: string }> {
  const q = await quote(app.db, user.id, purchase);
  const payment = await insertPayment(app, user.id, 'card', q);
  const back = returnUrl(returnBase(app, from), payment.id);
  if (payment.amountKopecks === 0) {
    await applyPayment(app.db, payment.id);
    return { payment_id: payment.id, confirmation_url: back };
  }
  const provider = providerOf(app);
  let created;
  try {
    created = await provider.create({
      payment,
      description: `Креолаб: тариф «${q.tariff.name}»${generationsWords(q.generationCount)}`,
      customerEmail: user.email,
      returnUrl: back,
      lines: purchaseLines(q),
    });
  } catch (error) {
    await cancelPayment(app.db, payment.id);
    throw error;
  }
  await app.db
    .update(payments)
    .set({ providerPaymentId: created.providerPaymentId, confirmationUrl: created.confirmationUrl })
    .where(eq(payments.id, payment.id));
  return { payment_id: payment.id, confirmation_url: created.confirmationUrl };
}

/**
 * Brings a provider's payment up to date by asking the provider (never from a callback's
 * body): applied once when it succeeded for the full amount, canceled when it was canceled.
 */
export async function syncPayment(app: FastifyInstance, payment: Payment): Promise<Payment> {
  const provider = providerOf(app);
  if (payment.method !== 'card' || payment.provider !== provider.name || provider.name === 'test')
    return payment;
  if (!payment.providerPaymentId || payment.status === 'succeeded') return payment;
  const remote = await provider.fetch(payment.providerPaymentId);
  if (remote.id !== payment.providerPaymentId) return payment;
  const fullAmount = remote.amountKopecks === payment.amountKopecks && remote.currency === 'RUB';
  if (remote.status === 'succeeded' && remote.paid && fullAmount) {
    await applyPayment(app.db, payment.id);
  } else if (remote.status === 'canceled') {
    await cancelPayment(app.db, payment.id);
  } else if (remote.status === 'waiting_for_capture' && payment.status === 'pending') {
    await app.db
      .update(payments)
      .set({ status: 'waiting_for_capture' })
      .where(eq(payments.id, payment.id));
  } else if (remote.status === 'succeeded') {
    app.log.warn({ paymentId: payment.id, remote }, 'provider payment does not match; not applied');
  }
  const [fresh] = await app.db.select().from(payments).where(eq(payments.id, payment.id));
  return fresh!;
}

/** « и 3 генерации» after the tariff's name in a payment's description; nothing without any. */
function generationsWords(count: number): string {
  if (!count) return '';
  return ` и ${count} ${plural(count, ['генерация', 'генерации', 'генераций'])}`;
}
