import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applyPayment, cancelPayment } from '../../billing/grant';
import { formatRoubles } from '../../billing/money';
import { payments, tariffs, type Payment } from '../../db/schema';
import { notFound } from '../../errors';
import { providerOf, storedReturnUrl } from '../../payments';
import type { Handlers } from '../types';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The payment behind a checkout token, while the test provider is the one configured. */
async function checkoutPayment(app: FastifyInstance, token: string): Promise<Payment> {
  if (providerOf(app).name !== 'test') throw notFound('The test checkout is off');
  const [payment] = await app.db.select().from(payments).where(eq(payments.token, token)).limit(1);
  if (!payment || payment.method !== 'card' || payment.provider !== 'test')
    throw notFound('No such payment');
  return payment;
}

const STATUS_TEXT: Record<Payment['status'], string> = {
  pending: 'ожидает оплаты',
  waiting_for_capture: 'ожидает подтверждения',
  succeeded: 'оплачен',
  canceled: 'отменён',
};

function page(payment: Payment, tariffName: string, back: string): string {
  const open = payment.status === 'pending';
  const extra = payment.generationCount
    ? `<p>Дополнительные генерации: ${payment.generationCount}</p>`
    : '';
  const discount = payment.discountKopecks
    ? `<p>Скидка по промокоду ${escape(payment.promocode ?? '')}: −${formatRoubles(payment.discountKopecks)} ₽</p>`
    : '';
  const actions = open
    ? `<form method="post">
      <button type="submit" name="action" value="pay" class="pay">Оплатить</button>
      <button type="submit" name="action" value="cancel" class="cancel">Отменить</button>
    </form>`
    : `<p><a href="${escape(back)}">Вернуться в Креолаб</a></p>`;
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Оплата заказа № ${payment.id} — тестовая касса Креолаба</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f5f7; margin: 0; padding: 40px 16px; color: #1a1b1e; }
  main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 28px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 22px; margin: 0 0 8px; }
  .note { color: #656d75; font-size: 13px; }
  .amount { font-size: 28px; font-weight: 700; margin: 16px 0; }
  form { display: flex; gap: 12px; margin-top: 20px; }
  button { flex: 1; font-size: 16px; padding: 12px; border-radius: 8px; border: 1px solid #ced4da; cursor: pointer; background: #fff; }
  button.pay { background: #3f50ca; border-color: #3f50ca; color: #fff; }
</style>
</head>
<body>
<main>
  <h1>Оплата заказа № ${payment.id}</h1>
  <p class="note">Тестовая касса: деньги не списываются.</p>
  <p>Тариф «${escape(tariffName)}»</p>
  ${extra}${discount}
  <p class="amount">${formatRoubles(payment.amountKopecks)} ₽</p>
  <p>Статус: ${STATUS_TEXT[payment.status]}</p>
  ${actions}
</main>
</body>
</html>`;
}

export const checkoutHandlers = {
  async testCheckoutPage(request, reply) {
    const app = request.server;
    const payment = await checkoutPayment(app, request.params.token);
    const [tariff] = await app.db.select().from(tariffs).where(eq(tariffs.id, payment.tariffId));
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(payment, tariff?.name ?? '', storedReturnUrl(app, payment, request.host)));
  },

  /** «Оплатить» applies the purchase (once, however often it is posted); «Отменить» cancels. */
  async testCheckoutSubmit(request, reply) {
    const app = request.server;
    const payment = await checkoutPayment(app, request.params.token);
    if (request.body.action === 'pay' && payment.status !== 'canceled')
      await applyPayment(app.db, payment.id);
    else if (request.body.action === 'cancel') await cancelPayment(app.db, payment.id);
    return reply
      .code(303)
      .header('location', storedReturnUrl(app, payment, request.host))
      .send();
  },
} satisfies Handlers;
