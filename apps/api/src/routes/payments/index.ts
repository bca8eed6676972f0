import { and, eq } from 'drizzle-orm';
import { quote } from '../../billing/pricing';
import { paymentJson } from '../../billing/serialize';
import { toRoubles } from '../../billing/money';
import { payments } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { providerOf, startCardPayment, syncPayment } from '../../payments';
import { isYookassaAddress } from '../../payments/yookassa';
import type { Handlers } from '../types';
import { checkoutHandlers } from './checkout';

export const paymentHandlers = {
  /** The price with the promo code's discount, or the refusal as the response data. */
  async checkPromocode(request) {
    const q = await quote(request.server.db, request.user!.id, request.body);
    const total = toRoubles(q.totalKopecks);
    return {
      promocode: q.promocode?.code ?? '',
      discount_percent:
        q.promocode?.discountBasisPoints != null ? q.promocode.discountBasisPoints / 100 : null,
      discount_amount:
        q.promocode?.discountKopecks != null ? toRoubles(q.promocode.discountKopecks) : null,
      price: toRoubles(q.priceKopecks),
      discount: toRoubles(q.discountKopecks),
      total,
      final_price: total,
    };
  },

  async createPayment(request, reply) {
    const created = await startCardPayment(request.server, request.user!, request.body, {
      origin: request.headers.origin,
      host: request.host,
    });
    void reply.code(201);
    return created;
  },

  /** Owner-scoped; a pending provider payment is re-read from the provider on the way. */
  async getPayment(request) {
    const app = request.server;
    const [payment] = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, request.params.id), eq(payments.userId, request.user!.id)))
      .limit(1);
    if (!payment) throw notFound('No such payment');
    if (payment.status !== 'pending' && payment.status !== 'waiting_for_capture')
      return paymentJson(payment);
    try {
      return paymentJson(await syncPayment(app, payment));
    } catch (error) {
      request.log.warn({ err: error, paymentId: payment.id }, 'payment status not re-read');
      return paymentJson(payment);
    }
  },

  /**
   * YooKassa's notification: only from its published addresses, and only a hint; the payment
   * is re-read from the API before anything is applied. Unknown payments answer 200 so the
   * provider stops retrying; a failed re-read answers 502 so it retries.
   */
  async yookassaWebhook(request) {
    const app = request.server;
    if (!isYookassaAddress(request.ip))
      throw forbidden('Forbidden', 'Notifications are accepted from YooKassa addresses only');
    if (providerOf(app).name !== 'yookassa') return { status: 'ignored' };
    const [payment] = await app.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, 'yookassa'),
          eq(payments.providerPaymentId, request.body.object.id),
        ),
      )
      .limit(1);
    if (!payment) return { status: 'ignored' };
    await syncPayment(app, payment);
    return { status: 'ok' };
  },

  ...checkoutHandlers,
} satisfies Handlers;
