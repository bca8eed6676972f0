import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const API = 'http://localhost/api/v1';

/** The API as a signed-in user's app sees it in unit tests; anything else fails the test. */
export const server = setupServer(
  http.get(`${API}/auth/jwt/check`, () => HttpResponse.json({ id: 1, email: 'anna@example.ru' })),
  http.get(`${API}/creatives`, () => HttpResponse.json({ items: [] })),
  http.get(`${API}/creatives/disk_space`, () => HttpResponse.json({ free_space: 1024 ** 3 })),
  http.get(`${API}/labs`, () => HttpResponse.json({ items: [] })),
  http.get(`${API}/labs/:labId`, ({ params }) =>
    HttpResponse.json({
      id: Number(params.labId),
      name: 'Весна',
      created_at: '2025-03-01T10:00:00Z',
      analyzes: [],
    }),
  ),
  http.get(`${API}/briefs`, () => HttpResponse.json({ items: [] })),
  http.get(`${API}/briefs/:briefId`, ({ params }) =>
    HttpResponse.json({
      id: Number(params.briefId),
      name: 'Лето',
      brand: 'Зерно',
      product: 'Кофе',
      category: '',
      goal: 'awareness',
      audience: '',
      key_message: '',
      placements: [],
      segments: [{ id: 1, name: 'Все', age_from: 18, age_to: 65, gender: 'any', interests: [] }],
      created_at: '2025-03-01T10:00:00Z',
      analyzes: [],
    }),
  ),
  // The analysis pages (details, progress, result) read the analysis, its progress and result.
  http.get(`${API}/analyses/:id`, ({ params }) =>
    HttpResponse.json({
      id: Number(params.id),
      type: 'research',
      name: 'Баннер',
      status: 'processing',
      saved: false,
      lab_id: 5,
      brief_id: null,
      creative_ids: [],
      research_ids: [],
      settings: null,
      created_at: '2025-03-02T10:00:00Z',
      updated_at: '2025-03-02T10:00:00Z',
      preview: null,
    }),
  ),
  http.get(`${API}/analyses/:id/progress`, () =>
    HttpResponse.json({ status: 'processing', progress: 40, stage: 'Карта внимания' }),
  ),
  http.get(`${API}/analyses/:id/result`, () =>
    HttpResponse.json({ code: 'ANALYSIS_IN_PROGRESS', detail: 'running' }, { status: 425 }),
  ),
  http.get(`${API}/tariffs`, () => HttpResponse.json({ tariffs: [] })),
  http.get(`${API}/profile/me`, () =>
    HttpResponse.json({ code: 'NOT_IMPLEMENTED', detail: 'not yet' }, { status: 501 }),
  ),
);
