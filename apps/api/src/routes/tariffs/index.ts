import { asc, eq } from 'drizzle-orm';
import { applyCertificate, findUsableCertificate } from '../../billing/grant';
import { currentTariffJson, tariffJson } from '../../billing/serialize';
import { queuedRows } from '../../billing/store';
import { tariffs } from '../../db/schema';
import { invoicePdf, invoicePdfUrl, issueInvoice } from '../../invoices';
import { readInvoiceForm } from '../../invoices/form';
import type { Handlers } from '../types';

export const tariffHandlers = {
  /** The tariffs on sale, and the trial (the cards mark the current one; the trial is not sold). */
  async listTariffs(request) {
    const rows = await request.server.db
      .select()
      .from(tariffs)
      .where(eq(tariffs.isActive, true))
      .orderBy(asc(tariffs.priceKopecks), asc(tariffs.id));
    return { tariffs: rows.map(tariffJson) };
  },

  /** What a certificate gives: 404 CERT_INVALID when unknown, 400 CERT_USED when used. */
  async checkCertificate(request) {
    const { cert, tariff } = await findUsableCertificate(request.server.db, request.body.code);
    return {
      code: cert.code,
      tariff_id: tariff.id,
      tariff_name: tariff.name,
      days: cert.days,
      generation_count: cert.days ? null : cert.generationCount,
    };
  },

  /** Uses the certificate once and answers the tariff as it is now. */
  async applyCertificate(request) {
    const { db } = request.server;
    const row = await applyCertificate(db, request.user!.id, request.body.code);
    const [tariff] = await db.select().from(tariffs).where(eq(tariffs.id, row.tariffId));
    return currentTariffJson(row, tariff!, await queuedRows(db, row.userId));
  },

  async createInvoice(request, reply) {
    const form = await readInvoiceForm(request);
    const invoice = await issueInvoice(request.server, request.user!.id, form);
    void reply.code(201);
    return { invoice_id: invoice.id, number: invoice.number, pdf_url: invoicePdfUrl(invoice.id) };
  },

  async getInvoicePdf(request, reply) {
    const { invoice, body, size } = await invoicePdf(
      request.server,
      request.user!.id,
      request.params.id,
    );
    const name = `invoice-${invoice.number}.pdf`;
    const utf8 = encodeURIComponent(`Счёт № ${invoice.number}.pdf`);
    return reply
      .type('application/pdf')
      .header('content-length', size)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${utf8}`)
      .send(body);
  },
} satisfies Handlers;
