import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as mupdf from 'mupdf';
import { amountInWords, numberInWords } from '../src/invoices/words';
import {
  isValidAccount,
  isValidBik,
  isValidCorrAccount,
  isValidInn,
  isValidKpp,
} from '../src/invoices/requisites';
import { signUpAndLogin } from './helpers/auth';
import { admin, ADMIN_TOKEN, buyer, seededTariffs } from './helpers/billing';
import { buildTestApp, type TestApp } from './helpers/build';
import { readOutbox } from './helpers/mail';

const COMPANY = {
  company_name: 'ООО «Ромашка»',
  inn: '7707083893',
  kpp: '773601001',
  address: '101000, г. Москва, ул. Мясницкая, д. 1',
  email: 'buh@romashka.example',
};

async function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('requisites', new Blob([file.bytes]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const pdfText = (bytes: Buffer) => {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  return doc.loadPage(0).toStructuredText('preserve-whitespace').asText();
};

describe('words and requisites', () => {
  it('writes amounts in Russian words', () => {
    expect(amountInWords(120000)).toBe('Одна тысяча двести рублей 00 копеек');
    expect(amountInWords(99000)).toBe('Девятьсот девяносто рублей 00 копеек');
    expect(amountInWords(101)).toBe('Один рубль 01 копейка');
    expect(amountInWords(222)).toBe('Два рубля 22 копейки');
    expect(amountInWords(1105)).toBe('Одиннадцать рублей 05 копеек');
    expect(amountInWords(0)).toBe('Ноль рублей 00 копеек');
    expect(amountInWords(200200000)).toBe('Два миллиона две тысячи рублей 00 копеек');
    expect(numberInWords(1_001_021)).toBe('один миллион одна тысяча двадцать один');
    expect(numberInWords(512_014)).toBe('пятьсот двенадцать тысяч четырнадцать');
  });

  it('checks ИНН, КПП, БИК and accounts with their check digits', () => {
    expect(isValidInn('7707083893')).toBe(true);
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('500100732259')).toBe(true);
    expect(isValidInn('500100732258')).toBe(false);
    expect(isValidInn('0000000000')).toBe(false);
    expect(isValidKpp('773601001')).toBe(true);
    expect(isValidKpp('7736AB001')).toBe(true);
    expect(isValidKpp('000001001')).toBe(false);
    expect(isValidBik('044525225')).toBe(true);
    expect(isValidBik('144525225')).toBe(false);
    expect(isValidAccount('40702810938000000001', '044525225')).toBe(true);
    expect(isValidAccount('40702810938000000002', '044525225')).toBe(false);
    expect(isValidCorrAccount('30101810400000000225', '044525225')).toBe(true);
  });
});

describe('invoices: POST /tariffs/invoice', () => {
  let t: TestApp;
  let tariffs: Awaited<ReturnType<typeof seededTariffs>>;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_TOKEN, VAT_RATE: '22' } });
    tariffs = await seededTariffs(t.app, (await signUpAndLogin(t.app)).headers);
  });
  afterAll(() => t.close());

  const issue = async (
    headers: object,
    fields: Record<string, string>,
    file?: { name: string; bytes: Buffer },
  ) => {
    const body = await multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/tariffs/invoice',
      headers: { ...(headers as Record<string, string>), ...body.headers },
      payload: body.payload,
    });
  };
  const fields = (extra: Record<string, string> = {}) => ({
    ...COMPANY,
    tariff_id: String(tariffs.start.id),
    generation_count: '20',
    ...extra,
  });

  it('issues the invoice: the number, a Russian PDF with the total in words and VAT, mailed as an attachment', async () => {
    const { headers, cookie } = await signedIn();
    const res = await issue(headers, fields());
    expect(res.statusCode).toBe(201);
    const { invoice_id, number, pdf_url } = res.json();
    expect(number).toBe(String(invoice_id));
    expect(pdf_url).toBe(`/api/v1/tariffs/invoice/${invoice_id}/pdf`);

    const pdf = await t.app.inject({ method: 'GET', url: pdf_url, headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="invoice-\d+\.pdf"/);
    const text = pdfText(pdf.rawPayload);
    const today = new Intl.DateTimeFormat('ru-RU', {
      timeZone: 'Europe/Moscow',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    expect(text).toContain(`Счёт на оплату № ${number} от ${today}`);
    expect(text).toContain('ООО «Креолаб»');
    expect(text).toContain('ИНН 7707083893');
    expect(text).toContain('ООО «Ромашка»');
    expect(text).toContain('Тариф «Старт», 30 дн.');
    expect(text).toContain('Дополнительные генерации, 20 шт.');
    // 990 + 20 × 10 = 1190 ₽; VAT 22 % included: 1190 × 22 / 122 = 214,59.
    expect(text).toContain('1 190,00');
    expect(text).toContain('В том числе НДС (22%):');
    expect(text).toContain('214,59');
    expect(text).toContain('Одна тысяча сто девяносто рублей 00 копеек');
    expect(text).toContain('044525225');

    // The session cookie alone downloads it (a plain <a download>); others get 404.
    const byCookie = await t.app.inject({
      method: 'GET',
      url: pdf_url,
      cookies: { kreolab: cookie },
    });
    expect(byCookie.statusCode).toBe(200);
    const other = await signUpAndLogin(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: pdf_url, headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pdf_url })).statusCode).toBe(401);

    const mail = await waitForInvoiceMail(t.dataDir, COMPANY.email);
    expect(mail).toContain('Content-Type: application/pdf');
    expect(mail).toMatch(/Content-Disposition: attachment;\s+filename/);

    // Pending until an admin marks it paid; then the tariff is granted, once.
    const u = buyer(t.app, headers);
    expect((await u.me()).tariff.name).toBe('Пробный');
    const list = (await admin(t.app).payments('?status=pending')).json();
    const mine = list.items.find((p: { invoice_id: number | null }) => p.invoice_id === invoice_id);
    expect(mine).toMatchObject({ method: 'invoice', status: 'pending', amount: 1190 });
    const paid = await admin(t.app).invoicePaid(invoice_id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'succeeded', method: 'invoice' });
    const after = (await u.me()).tariff;
    expect(after).toMatchObject({ name: 'Старт', generations_left: 130 });
    expect((await admin(t.app).invoicePaid(invoice_id)).statusCode).toBe(200);
    expect((await u.me()).tariff).toEqual(after);
    expect((await admin(t.app).invoicePaid(999999)).statusCode).toBe(404);
  });

  it('«Без НДС» when VAT_RATE=none', async () => {
    const t2 = await buildTestApp({ env: { VAT_RATE: 'none' } });
    try {
      const { headers } = await signUpAndLogin(t2.app);
      const tariffs2 = await seededTariffs(t2.app, headers);
      const body = await multipart({
        ...COMPANY,
        tariff_id: String(tariffs2.pro.id),
        generation_count: '0',
      });
      const res = await t2.app.inject({
        method: 'POST',
        url: '/api/v1/tariffs/invoice',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
      const pdf = await t2.app.inject({ method: 'GET', url: res.json().pdf_url, headers });
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('Без НДС');
      expect(text).not.toContain('В том числе НДС');
      expect(text).toContain('Две тысячи девятьсот девяносто рублей 00 копеек');
    } finally {
      await t2.close();
    }
  });

  it('422 naming the field: ИНН, КПП and БИК/account check digits, required fields, e-mail', async () => {
    const { headers } = await signedIn();
    const bad = async (extra: Record<string, string>) =>
      (await issue(headers, fields(extra))).json();
    expect((await bad({ inn: '7707083894' })).fields).toEqual({
      inn: [expect.stringContaining('ИНН')],
    });
    expect((await bad({ inn: '77070838' })).fields.inn).toBeDefined();
    expect((await bad({ kpp: '000001001' })).fields).toEqual({ kpp: [expect.any(String)] });
    expect((await bad({ kpp: '' })).fields).toEqual({ kpp: [expect.stringContaining('КПП')] });
    expect((await bad({ bik: '144525225' })).fields).toEqual({ bik: ['Некорректный БИК'] });
    expect((await bad({ bik: '044525225', account: '40702810938000000002' })).fields).toEqual({
      account: [expect.stringContaining('БИК')],
    });
    expect((await bad({ company_name: '', email: 'nope' })).fields).toEqual({
      company_name: ['Обязательное поле'],
      email: ['Введен некорректный адрес'],
    });
    const res = await issue(headers, fields({ inn: '1' }));
    expect([res.statusCode, res.json().code]).toEqual([422, 'VALIDATION_ERROR']);
    // An individual entrepreneur (12-digit ИНН) needs no КПП; a good БИК and account pass.
    const ip = await issue(
      headers,
      fields({ inn: '500100732259', kpp: '', bik: '044525225', account: '40702810938000000001' }),
    );
    expect(ip.statusCode).toBe(201);
  });

  it('the requisites file: PDF, JPG or PNG by content, at most 10 MB', async () => {
    const { headers } = await signedIn();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await issue(headers, fields(), { name: 'реквизиты.png', bytes: png })).statusCode).toBe(
      201,
    );
    const pdf = Buffer.from('%PDF-1.4\n%fake\n');
    expect((await issue(headers, fields(), { name: 'req.pdf', bytes: pdf })).statusCode).toBe(201);
    const exe = await issue(headers, fields(), {
      name: 'req.pdf',
      bytes: Buffer.from('MZ\x90\x00 not a pdf'),
    });
    expect([exe.statusCode, exe.json().fields]).toEqual([
      422,
      { requisites: ['Допустимы файлы PDF, JPG и PNG'] },
    ]);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await issue(headers, fields(), { name: 'big.pdf', bytes: big });
    expect([tooBig.statusCode, tooBig.json().code]).toEqual([413, 'FILE_TOO_BIG']);
  });

  it('a promo code is priced in; a bad one is refused as in the card flow', async () => {
    await admin(t.app).promocode({ code: 'INV20', discount_percent: 20 });
    const { headers } = await signedIn();
    const res = await issue(headers, fields({ generation_count: '0', promocode: 'INV20' }));
    expect(res.statusCode).toBe(201);
    const text = pdfText(
      (await t.app.inject({ method: 'GET', url: res.json().pdf_url, headers })).rawPayload,
    );
    expect(text).toContain('792,00');
    expect(text).toContain('Семьсот девяносто два рубля 00 копеек');
    const refused = await issue(headers, fields({ promocode: 'NOPE' }));
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'PROMOCODE_INVALID']);
  });

  async function signedIn() {
    const user = await signUpAndLogin(t.app);
    return { headers: user.headers, cookie: user.token };
  }
});

async function waitForInvoiceMail(dataDir: string, to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const found = readOutbox(dataDir).find((m) => m.to.includes(to));
    if (found) return readFileSync(found.file, 'utf8');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${to}`);
}
