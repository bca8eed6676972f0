import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { quote } from '../billing/pricing';
import { invoices, payments, type Invoice } from '../db/schema';
import { notFound } from '../errors';
import { invoiceMail } from '../mail/invoice';
import { insertPayment, purchaseLines } from '../payments';
import type { InvoiceForm } from './form';
import { formatDate, renderInvoicePdf } from './pdf';

export const invoicePdfUrl = (invoiceId: number) => `/api/v1/tariffs/invoice/${invoiceId}/pdf`;
const pdfKey = (userId: number, invoiceId: number) => `invoices/${userId}/${invoiceId}/invoice.pdf`;

/**
 * Issues an invoice: a pending payment of the method `invoice`, the PDF in storage, and a
 * mail with it attached. It stays pending until an admin marks it paid.
 */
export async function issueInvoice(
  app: FastifyInstance,
  userId: number,
  form: InvoiceForm,
): Promise<Invoice> {
  const q = await quote(app.db, userId, {
    tariff_id: form.tariff_id,
    generation_count: form.generation_count,
    promocode: form.promocode,
  });
  const payment = await insertPayment(app, userId, 'invoice', q);
  // The id first, so the number printed on it is known before the row is written.
  const seq = await app.db.execute(
    sql`select nextval(pg_get_serial_sequence('invoices', 'id'))::int as id`,
  );
  const id = Number((seq as unknown as { rows: { id: number }[] }).rows[0]!.id);
  const number = String(id);
  const requisitesKey = form.requisites
    ? `invoices/${userId}/${id}/requisites.${form.requisites.ext}`
    : null;
  if (form.requisites && requisitesKey)
    await app.storage.put(requisitesKey, form.requisites.bytes, {
      contentType: form.requisites.type,
    });
  const date = new Date();
  const pdf = await renderInvoicePdf({
    number,
    date,
    seller: app.config.billing.seller,
    buyer: { name: form.company_name, inn: form.inn, kpp: form.kpp, address: form.address },
    lines: purchaseLines(q).map((line) => ({
      description: line.description,
      quantity: 1,
      unit: 'усл.',
      amountKopecks: line.amountKopecks,
    })),
    vatRate: app.config.billing.vatRate,
    note: q.promocode ? `Применён промокод ${q.promocode.code}.` : undefined,
  });
  const key = pdfKey(userId, id);
  await app.storage.put(key, Buffer.from(pdf), { contentType: 'application/pdf' });
  const [invoice] = await app.db
    .insert(invoices)
    .values({
      id,
      paymentId: payment.id,
      userId,
      number,
      companyName: form.company_name,
      inn: form.inn,
      kpp: form.kpp,
      address: form.address,
      email: form.email,
      requisitesKey,
      pdfKey: key,
      createdAt: date,
    })
    .returning();
  await app.jobs.send(
    'mail.send',
    invoiceMail({
      to: form.email,
      number,
      date: formatDate(date),
      amountKopecks: payment.amountKopecks,
      pdfKey: key,
    }),
  );
  return invoice!;
}

/** The owner's invoice PDF. */
export async function invoicePdf(app: FastifyInstance, userId: number, invoiceId: number) {
  const [invoice] = await app.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
    .limit(1);
  if (!invoice?.pdfKey) throw notFound('No such invoice');
  const { body, info } = await app.storage.get(invoice.pdfKey);
  return { invoice, body, size: info.size };
}

/** The invoice's payment, for marking it paid. */
export async function invoicePayment(app: FastifyInstance, invoiceId: number) {
  const [row] = await app.db
    .select({ invoice: invoices, payment: payments })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  return row;
}
