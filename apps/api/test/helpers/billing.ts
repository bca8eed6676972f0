import type { FastifyInstance } from 'fastify';

export const ADMIN_TOKEN = 'admin-token-for-tests-0123456789';
export const adminHeaders = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** The seeded tariffs by name. */
export async function seededTariffs(app: FastifyInstance, headers: object) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/tariffs',
    headers: headers as never,
  });
  const list = res.json().tariffs as { id: number; name: string; price: number }[];
  const by = (name: string) => list.find((t) => t.name === name)!;
  return { trial: by('Пробный'), start: by('Старт'), pro: by('Про') };
}

export function admin(app: FastifyInstance) {
  const call = (method: 'POST' | 'GET' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1/admin${url}`, headers: adminHeaders, payload });
  return {
    promocode: (body: object) => call('POST', '/promocodes', body),
    certificate: (body: object) => call('POST', '/certificates', body),
    tariff: (body: object) => call('POST', '/tariffs', body),
    updateTariff: (id: number, body: object) => call('PATCH', `/tariffs/${id}`, body),
    payments: (query = '') => call('GET', `/payments${query}`),
    invoicePaid: (id: number) => call('POST', `/invoices/${id}/paid`),
  };
}

/** The user's side of the purchase calls. */
export function buyer(app: FastifyInstance, headers: object) {
  const h = headers as never;
  return {
    me: async () =>
      (await app.inject({ method: 'GET', url: '/api/v1/profile/me', headers: h })).json(),
    promo: (body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/payments/promo_check',
        headers: h,
        payload: body,
      }),
    pay: (body: object) =>
      app.inject({ method: 'POST', url: '/api/v1/payments/create', headers: h, payload: body }),
    payment: (id: number) =>
      app.inject({ method: 'GET', url: `/api/v1/payments/${id}`, headers: h }),
    certCheck: (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/tariffs/cert_check',
        headers: h,
        payload: { code },
      }),
    certApply: (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/tariffs/cert_apply',
        headers: h,
        payload: { code },
      }),
  };
}

/** The test checkout's form, as the browser posts it. */
export const checkout = (
  app: FastifyInstance,
  confirmationUrl: string,
  action?: 'pay' | 'cancel',
) => {
  const url = new URL(confirmationUrl).pathname;
  return action
    ? app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=${action}`,
      })
    : app.inject({ method: 'GET', url });
};
