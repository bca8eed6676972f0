import type { Profile } from '@kreolab/api-client';
import { errorMessage } from '@kreolab/i18n-ru';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentTariff, sampleProfile, sampleTariffs } from '../dev/fixtures';
import { browserLocation } from '../tariff/redirect';
import {
  BASE,
  recordRequests,
  renderWithApp,
  server,
  setupMsw,
  toastMessages,
} from '../test/utils';
import { TariffPage } from './TariffPage';

setupMsw();
afterEach(() => vi.restoreAllMocks());

const page = <TariffPage promoDebounceMs={50} paymentPollInterval={50} />;
const routes = { '/profile/tariff': page };

function baseServer(me: Profile = sampleProfile()) {
  server.use(
    http.get(`${BASE}/profile/me`, () => HttpResponse.json(me)),
    http.get(`${BASE}/tariffs`, () => HttpResponse.json({ tariffs: sampleTariffs })),
  );
}

describe('TariffPage: cards', () => {
  it('shows each tariff with its price in ₽ and quotas, the current one marked', async () => {
    baseServer();
    renderWithApp({ route: '/profile/tariff', routes });
    const pro = await screen.findByRole('article', { name: 'Про' });
    expect(within(pro).getByText('14 990 ₽')).toBeInTheDocument();
    expect(within(pro).getByText('Облако: 100 ГБ')).toBeInTheDocument();
    expect(within(pro).getByText('200 анализов')).toBeInTheDocument();
    expect(within(pro).getByText('1 000 генераций')).toBeInTheDocument();
    expect(within(pro).getByText('30 дней')).toBeInTheDocument();
    const standard = screen.getByRole('article', { name: 'Стандарт' });
    expect(standard).toHaveAttribute('aria-current', 'true');
    expect(within(standard).getByText('Текущий')).toBeInTheDocument();
    expect(pro).not.toHaveAttribute('aria-current');
    // The trial cannot be bought.
    expect(
      within(screen.getByRole('article', { name: 'Пробный' })).queryByRole('button'),
    ).not.toBeInTheDocument();
  });
});

describe('TariffPage: promo code', () => {
  it('checks the code live and shows price, discount and the final price', async () => {
    baseServer();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/payments/promo_check`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          promocode: 'SPRING',
          discount_percent: 10,
          discount_amount: null,
          price: 14990,
          discount: 1499,
          total: 13491,
        });
      }),
    );
    const { user } = renderWithApp({ route: '/profile/tariff', routes });
    await user.click(await screen.findByRole('button', { name: 'Выбрать: Про' }));
    // Pasted in one input event: typed keys on a loaded machine can be further apart than the
    // debounce, which would make the one-request assertion below depend on the machine.
    await user.click(screen.getByLabelText('Промокод'));
    await user.paste('SPRING');

    const summary = await screen.findByTestId('price-summary');
    await waitFor(() => expect(summary).toHaveTextContent('Итого13 491 ₽'));
    expect(summary).toHaveTextContent('Цена14 990 ₽');
    expect(summary).toHaveTextContent('Скидка−1 499 ₽');
    // Debounced: one check for the whole word.
    expect(bodies).toEqual([{ tariff_id: 3, generation_count: 0, promocode: 'SPRING' }]);
  });

  it.each([
    [400, 'PROMOCODE_USED', 'Промокод уже использован.'],
    [400, 'PROMOCODE_INVALID', 'Промокод недействителен.'],
    [404, 'OBJECT_NOT_FOUND', 'Промокод недействителен.'],
  ])('shows the text of a %i %s beside the field', async (status, code, text) => {
    baseServer();
    server.use(
      http.post(`${BASE}/payments/promo_check`, () => HttpResponse.json({ code }, { status })),
    );
    const { user } = renderWithApp({ route: '/profile/tariff', routes });
    await screen.findByRole('article', { name: 'Про' });
    const field = screen.getByLabelText('Промокод');
    await user.type(field, 'OLD');
    await waitFor(() => expect(field).toHaveAccessibleDescription(text));
    expect(screen.getByRole('button', { name: 'Оплатить картой' })).toBeDisabled();
  });
});

describe('TariffPage: card payment', () => {
  it('turns the global loader on, creates the payment and goes to confirmation_url', async () => {
    baseServer();
    let body: unknown;
    let loadingDuringCall: boolean | undefined;
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user, store } = renderWithApp({ route: '/profile/tariff', routes });
    server.use(
      http.post(`${BASE}/payments/create`, async ({ request }) => {
        body = await request.json();
        loadingDuringCall = store.getState().ui.loading;
        return HttpResponse.json(
          { payment_id: 42, confirmation_url: 'https://pay.test/checkout/42' },
          { status: 201 },
        );
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Выбрать: Про' }));
    const count = screen.getByLabelText('Дополнительные генерации');
    await user.clear(count);
    await user.type(count, '5');
    expect(screen.getByTestId('price-summary')).toHaveTextContent('К оплате15 040 ₽');
    await user.click(screen.getByRole('button', { name: 'Оплатить картой' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/checkout/42'));
    expect(loadingDuringCall).toBe(true);
    expect(store.getState().ui.loading).toBe(true); // stays on while the browser leaves
    expect(body).toEqual({ tariff_id: 3, generation_count: 5, promocode: '' });
  });

  it('shows an out-of-range count as typed, with the §5 message, and will not pay', async () => {
    baseServer();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user } = renderWithApp({ route: '/profile/tariff', routes });
    await user.click(await screen.findByRole('button', { name: 'Выбрать: Про' }));
    const count = screen.getByLabelText('Дополнительные генерации');
    await user.clear(count);
    await user.type(count, '-5');
    await user.tab();
    expect(count).toHaveValue('-5');
    expect(screen.getByText('Значение может быть минимум 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оплатить картой' })).toBeDisabled();
    await user.clear(count);
    await user.type(count, '200000');
    await user.tab();
    expect(count).toHaveValue('200000');
    expect(screen.getByText('Значение может быть максимум 100000')).toBeInTheDocument();
    await user.clear(count);
    await user.type(count, '5');
    expect(screen.queryByText(/Значение может быть/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Оплатить картой' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('turns the loader off and shows a refused payment', async () => {
    baseServer();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server.use(
      http.post(`${BASE}/payments/create`, () =>
        HttpResponse.json({ code: 'PROMOCODE_USED' }, { status: 400 }),
      ),
    );
    const { user, store } = renderWithApp({ route: '/profile/tariff', routes });
    await screen.findByRole('article', { name: 'Про' });
    await user.click(screen.getByRole('button', { name: 'Оплатить картой' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Промокод уже использован.');
    expect(store.getState().ui.loading).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('polls ?payment=<id> until it succeeds, then reloads the profile', async () => {
    let me = sampleProfile();
    server.use(
      http.get(`${BASE}/profile/me`, () => HttpResponse.json(me)),
      http.get(`${BASE}/tariffs`, () => HttpResponse.json({ tariffs: sampleTariffs })),
    );
    let polls = 0;
    server.use(
      http.get(`${BASE}/payments/:id`, ({ params }) => {
        polls += 1;
        const succeeded = polls >= 3;
        if (succeeded) me = { ...me, tariff: currentTariff({ id: 3, name: 'Про' }) };
        return HttpResponse.json({
          id: Number(params.id),
          status: succeeded ? 'succeeded' : 'pending',
          method: 'card',
          amount: 14990,
          currency: 'RUB',
          tariff_id: 3,
          generation_count: 0,
          created_at: '2025-03-01T10:00:00Z',
          paid_at: succeeded ? '2025-03-01T10:01:00Z' : null,
        });
      }),
    );
    const seen = recordRequests();
    renderWithApp({ route: '/profile/tariff?payment=42', routes });
    expect(await screen.findByText('Ожидаем подтверждение оплаты…')).toBeInTheDocument();
    expect(await screen.findByText('Оплата прошла успешно. Тариф обновлён.')).toBeInTheDocument();
    // three polls to the success; on a loaded machine a fourth may have left before the success
    // was rendered, but none after it
    const polled = () => seen.filter((r) => r === 'GET /payments/42').length;
    expect(polled()).toBeGreaterThanOrEqual(3);
    // The profile is read again: the new tariff is the current one.
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Про' })).toHaveAttribute('aria-current', 'true'),
    );
    // Polling stopped.
    const atSuccess = polled();
    expect(atSuccess).toBeLessThanOrEqual(4);
    await new Promise((r) => setTimeout(r, 200));
    expect(polled()).toBe(atSuccess);
  });

  it('shows a canceled payment', async () => {
    baseServer();
    server.use(
      http.get(`${BASE}/payments/:id`, () =>
        HttpResponse.json({
          id: 7,
          status: 'canceled',
          method: 'card',
          amount: 4990,
          currency: 'RUB',
          tariff_id: 2,
          generation_count: 0,
          created_at: '2025-03-01T10:00:00Z',
          paid_at: null,
        }),
      ),
    );
    const { user, path } = renderWithApp({ route: '/profile/tariff?payment=7', routes });
    expect(await screen.findByText('Оплата отменена. Деньги не списаны.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('status')).getByRole('button'));
    await waitFor(() => expect(path()).toBe('/profile/tariff'));
  });
});

describe('TariffPage: invoice', () => {
  async function openInvoice() {
    baseServer();
    const utils = renderWithApp({ route: '/profile/tariff', routes });
    await utils.user.click(await screen.findByRole('button', { name: 'Счёт для юрлица' }));
    const form = screen.getByRole('form', { name: 'Счёт на оплату для организации' });
    return { ...utils, form };
  }

  it('checks INN and KPP on the client with clear messages', async () => {
    const seen = recordRequests();
    const { user, form } = await openInvoice();
    const innField = within(form).getByLabelText(/^ИНН/);
    const kppField = within(form).getByLabelText(/^КПП/);
    await user.type(innField, '7707083894');
    await user.click(within(form).getByRole('button', { name: 'Выставить счёт' }));
    expect(innField).toHaveAccessibleDescription('Неверный ИНН: не сходится контрольное число');
    expect(kppField).toHaveAccessibleDescription('Для организации (ИНН из 10 цифр) укажите КПП');
    expect(within(form).getByLabelText(/^Название организации/)).toHaveAccessibleDescription(
      'Обязательное поле',
    );

    await user.clear(innField);
    await user.type(innField, '12345');
    await user.type(kppField, '7736');
    await user.click(within(form).getByRole('button', { name: 'Выставить счёт' }));
    expect(innField).toHaveAccessibleDescription(
      'ИНН состоит из 10 цифр (организация) или 12 цифр (ИП)',
    );
    expect(kppField).toHaveAccessibleDescription('КПП состоит из 9 цифр');
    expect(seen.some((r) => r.includes('/tariffs/invoice'))).toBe(false);
  });

  it('sends multipart form data with the file and offers the PDF', async () => {
    let sent: { type: string | null; fields: Record<string, unknown> } | undefined;
    const { user, form, container } = await openInvoice();
    server.use(
      http.post(`${BASE}/tariffs/invoice`, async ({ request }) => {
        const type = request.headers.get('Content-Type');
        const data = await request.formData();
        const fields: Record<string, unknown> = {};
        data.forEach((value: unknown, key: string) => {
          fields[key] = value;
        });
        // jsdom's File loses its name on the way into Node's Request: compare the contents.
        const file = fields.requisites;
        if (file && typeof file !== 'string')
          fields.requisites = `file:${await (file as Blob).text()}`;
        sent = { type, fields };
        return HttpResponse.json(
          { invoice_id: 9, number: 'КЛ-000009', pdf_url: 'https://files.test/invoices/9.pdf' },
          { status: 201 },
        );
      }),
    );
    await user.type(within(form).getByLabelText(/^Название организации/), 'ООО «Ромашка»');
    await user.type(within(form).getByLabelText(/^ИНН/), '7707083893');
    await user.type(within(form).getByLabelText(/^КПП/), '773601001');
    await user.type(within(form).getByLabelText(/^Юридический адрес/), 'Москва, ул. Вавилова, 19');
    const file = new File(['%PDF-1.4'], 'реквизиты.pdf', { type: 'application/pdf' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, file);
    await user.click(within(form).getByRole('button', { name: 'Выставить счёт' }));

    const link = await screen.findByRole('link', { name: 'Скачать счёт (PDF)' });
    expect(link).toHaveAttribute('href', 'https://files.test/invoices/9.pdf');
    expect(screen.getByText('Счёт № КЛ-000009 выставлен и отправлен на почту')).toBeInTheDocument();
    expect(sent?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.fields).toEqual({
      company_name: 'ООО «Ромашка»',
      inn: '7707083893',
      kpp: '773601001',
      address: 'Москва, ул. Вавилова, 19',
      email: 'anna@example.ru',
      tariff_id: '2',
      generation_count: '0',
      requisites: 'file:%PDF-1.4',
    });
  });

  it('says a requisites file over 10 MB is too big beside it, and sends nothing', async () => {
    const seen = recordRequests();
    const { user, form, container } = await openInvoice();
    await user.type(within(form).getByLabelText(/^Название организации/), 'ООО «Ромашка»');
    await user.type(within(form).getByLabelText(/^ИНН/), '7707083893');
    await user.type(within(form).getByLabelText(/^КПП/), '773601001');
    await user.type(within(form).getByLabelText(/^Юридический адрес/), 'Москва');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'реквизиты.png', {
      type: 'image/png',
    });
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, big);
    await user.click(within(form).getByRole('button', { name: 'Выставить счёт' }));
    expect(
      await within(form).findByText('Файл больше 10 МБ: выберите файл поменьше'),
    ).toBeVisible();
    expect(seen.some((r) => r.includes('/tariffs/invoice'))).toBe(false);
  });

  it.each([
    [404, 'PROMOCODE_INVALID'],
    [400, 'PROMOCODE_USED'],
  ])('says a refused promo code (%s %s) under its field', async (status, code) => {
    const { user, form } = await openInvoice();
    server.use(http.post(`${BASE}/tariffs/invoice`, () => HttpResponse.json({ code }, { status })));
    await user.type(within(form).getByLabelText(/^Название организации/), 'ООО «Ромашка»');
    await user.type(within(form).getByLabelText(/^ИНН/), '7707083893');
    await user.type(within(form).getByLabelText(/^КПП/), '773601001');
    await user.type(within(form).getByLabelText(/^Юридический адрес/), 'Москва');
    const promo = within(form).getByLabelText(/^Промокод/);
    await user.type(promo, 'НЕТТАКОГО');
    await user.click(within(form).getByRole('button', { name: 'Выставить счёт' }));
    await waitFor(() => expect(promo).toHaveAccessibleDescription(errorMessage(code)));
    // focusFirstInvalid focuses on a timer of its own, after the error's render
    await waitFor(() => expect(promo).toHaveFocus());
    expect(promo).toHaveValue('НЕТТАКОГО');
  });

  it('shows the server 422 fields beside the fields', async () => {
    const { user, form } = await openInvoice();
    server.use(
      http.post(`${BASE}/tariffs/invoice`, () =>
        HttpResponse.json(
          { code: 'VALIDATION_ERROR', fields: { kpp: ['КПП не найден в ЕГРЮЛ'] } },
          { status: 422 },
        ),
      ),
    );
    await user.type(within(form).getByLabelText(/^Название организации/), 'ООО «Ромашка»');
    await user.type(within(form).getByLabelText(/^ИНН/), '7707083893');
    await user.type(within(form).getByLabelText(/^КПП/), '773601001');
    await user.type(within(form).getByLabelText(/^Юридический адрес/), 'Москва');
    await user.click(within(form).getByRole('button', { name: 'Выставить счёт' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^КПП/)).toHaveAccessibleDescription(
        'КПП не найден в ЕГРЮЛ',
      ),
    );
  });
});

describe('TariffPage: certificate', () => {
  it('checks the code, shows what it grants, then applies it and reloads the profile', async () => {
    baseServer();
    const calls: string[] = [];
    server.use(
      http.post(`${BASE}/tariffs/cert_check`, async ({ request }) => {
        calls.push(`check ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({
          code: 'GIFT-30',
          tariff_id: 3,
          tariff_name: 'Про',
          days: 30,
          generation_count: null,
        });
      }),
      http.post(`${BASE}/tariffs/cert_apply`, async ({ request }) => {
        calls.push(`apply ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(currentTariff({ id: 3, name: 'Про' }));
      }),
    );
    const seen = recordRequests();
    const { user, store } = renderWithApp({ route: '/profile/tariff', routes });
    const form = await screen.findByRole('form', { name: 'Сертификат' });
    await user.type(within(form).getByLabelText('Код сертификата'), 'GIFT-30');
    await user.click(within(form).getByRole('button', { name: 'Проверить' }));
    expect(await within(form).findByText('Тариф «Про» на 30 дней')).toBeInTheDocument();
    const before = seen.filter((r) => r === 'GET /profile/me').length;
    await user.click(within(form).getByRole('button', { name: 'Активировать' }));

    await waitFor(() => expect(toastMessages(store)).toContain('Сертификат активирован'));
    expect(calls).toEqual(['check {"code":"GIFT-30"}', 'apply {"code":"GIFT-30"}']);
    await waitFor(() =>
      expect(seen.filter((r) => r === 'GET /profile/me').length).toBeGreaterThan(before),
    );
    expect(within(form).getByLabelText('Код сертификата')).toHaveValue('');
  });

  it.each([
    ['CERT_USED', 'Сертификат уже использован.'],
    ['CERT_INVALID', 'Сертификат недействителен.'],
  ])('shows %s from the response data', async (code, text) => {
    baseServer();
    server.use(
      http.post(`${BASE}/tariffs/cert_check`, () => HttpResponse.json({ code }, { status: 400 })),
    );
    const { user } = renderWithApp({ route: '/profile/tariff', routes });
    const form = await screen.findByRole('form', { name: 'Сертификат' });
    const field = within(form).getByLabelText('Код сертификата');
    await user.type(field, 'X');
    fireEvent.submit(field);
    await waitFor(() => expect(field).toHaveAccessibleDescription(text));
    expect(within(form).queryByRole('button', { name: 'Активировать' })).not.toBeInTheDocument();
  });
});
