import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const API = 'http://localhost/api/v1';

/** The API as a signed-in user's app sees it in unit tests; anything else fails the test. */
export const server = setupServer(
  http.get(`${API}/auth/jwt/check`, () => HttpResponse.json({ id: 1, email: 'anna@example.ru' })),
  http.get(`${API}/creatives`, () => HttpResponse.json({ items: [] })),
  http.get(`${API}/creatives/disk_space`, () => HttpResponse.json({ free_space: 1024 ** 3 })),
  http.get(`${API}/profile/me`, () =>
    HttpResponse.json({ code: 'NOT_IMPLEMENTED', detail: 'not yet' }, { status: 501 }),
  ),
);
