import { describe, expect, it } from 'vitest';
import { invoiceFormData, isProfileSelfHandled } from './api';

describe('invoiceFormData', () => {
  it('puts every field in the multipart body, the file with its name, and leaves out empty optionals', () => {
    const file = new File(['%PDF'], 'реквизиты.pdf', { type: 'application/pdf' });
    const form = invoiceFormData({
      company_name: 'ООО «Ромашка»',
      inn: '7707083893',
      kpp: '773601001',
      address: 'Москва',
      email: 'buh@example.ru',
      tariff_id: 3,
      generation_count: 5,
      promocode: 'SPRING',
      requisites: file,
    });
    expect(form.get('tariff_id')).toBe('3');
    expect(form.get('generation_count')).toBe('5');
    expect(form.get('promocode')).toBe('SPRING');
    expect((form.get('requisites') as File).name).toBe('реквизиты.pdf');

    const bare = invoiceFormData({
      company_name: 'ИП Иванов',
      inn: '500100732259',
      address: 'Тверь',
      email: 'ip@example.ru',
      tariff_id: 2,
      generation_count: 0,
    });
    expect([...bare.keys()]).toEqual([
      'company_name',
      'inn',
      'address',
      'email',
      'tariff_id',
      'generation_count',
    ]);
  });
});

describe('isProfileSelfHandled', () => {
  it('is true for the promo/certificate calls that show their own errors', () => {
    const action = (endpointName: string) => ({
      type: 'api/executeMutation/rejected',
      meta: { arg: { endpointName } },
    });
    expect(isProfileSelfHandled(action('checkPromocode'))).toBe(true);
    expect(isProfileSelfHandled(action('checkCertificate'))).toBe(true);
    expect(isProfileSelfHandled(action('applyCertificate'))).toBe(true);
    expect(isProfileSelfHandled(action('createPayment'))).toBe(false);
    expect(
      isProfileSelfHandled({ type: 'other/x', meta: { arg: { endpointName: 'checkPromocode' } } }),
    ).toBe(false);
  });

  it('is true for the invoice refused for its promo code only (the form says it under the field)', () => {
    const invoice = (status: number, code: string) => ({
      type: 'api/executeMutation/rejected',
      payload: { status, data: { code } },
      meta: { arg: { endpointName: 'createInvoice' } },
    });
    expect(isProfileSelfHandled(invoice(404, 'PROMOCODE_INVALID'))).toBe(true);
    expect(isProfileSelfHandled(invoice(400, 'PROMOCODE_USED'))).toBe(true);
    expect(isProfileSelfHandled(invoice(404, 'OBJECT_NOT_FOUND'))).toBe(false);
    expect(isProfileSelfHandled(invoice(429, 'TOO_MANY_REQUESTS'))).toBe(false);
  });
});
