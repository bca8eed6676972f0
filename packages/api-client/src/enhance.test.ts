// The README's enhanceEndpoints examples, run: a form-encoded login and a FormData upload.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { authApi, cloudApi } from './generated';
import { BASE, makeStore } from './test-utils';
import { clearToken } from './token';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearToken();
});
afterAll(() => server.close());

authApi.enhanceEndpoints({
  endpoints: {
    login: {
      query: ({ loginRequest }) => ({
        url: '/auth/jwt/login',
        method: 'POST',
        body: new URLSearchParams(loginRequest),
      }),
    },
  },
});

cloudApi.enhanceEndpoints({
  addTagTypes: ['Folder', 'DiskSpace'],
  endpoints: {
    getDiskSpace: { providesTags: ['DiskSpace'] },
    uploadCreatives: {
      query: ({ uploadRequest }) => {
        const form = new FormData();
        if (uploadRequest.parent_id != null)
          form.append('parent_id', String(uploadRequest.parent_id));
        for (const file of uploadRequest.files) form.append('files', file);
        return { url: '/creatives/upload', method: 'POST', body: form };
      },
      invalidatesTags: ['Folder', 'DiskSpace'],
    },
  },
});

it('sends login form-encoded', async () => {
  let received: { type: string | null; body: string } | undefined;
  server.use(
    http.post(`${BASE}/auth/jwt/login`, async ({ request }) => {
      received = { type: request.headers.get('Content-Type'), body: await request.text() };
      return HttpResponse.json({ access_token: 'tok', token_type: 'bearer' });
    }),
  );
  const { store } = makeStore();
  const r = await store.dispatch(
    authApi.endpoints.login.initiate({
      loginRequest: { username: 'anna@example.ru', password: 'p@ss 1' },
    }),
  );
  expect(r.data).toEqual({ access_token: 'tok', token_type: 'bearer' });
  expect(received?.type).toMatch(/^application\/x-www-form-urlencoded/);
  expect(new URLSearchParams(received?.body)).toEqual(
    new URLSearchParams({ username: 'anna@example.ru', password: 'p@ss 1' }),
  );
});

it('sends upload as multipart with parent_id and every file under `files`', async () => {
  let fields: { parent: FormDataEntryValue | null; contents: string[] } | undefined;
  server.use(
    http.post(`${BASE}/creatives/upload`, async ({ request }) => {
      const form = await request.formData();
      // jsdom's File does not survive into Node's Request with its name, so compare contents.
      const contents = await Promise.all(form.getAll('files').map((f) => (f as Blob).text()));
      fields = { parent: form.get('parent_id'), contents };
      return HttpResponse.json({ items: [], free_space: 1 }, { status: 201 });
    }),
  );
  const { store } = makeStore();
  const files = [
    new File(['a'], 'a.png', { type: 'image/png' }),
    new File(['b'], 'b.pdf', { type: 'application/pdf' }),
  ];
  const r = await store.dispatch(
    cloudApi.endpoints.uploadCreatives.initiate({ uploadRequest: { parent_id: 7, files } }),
  );
  expect(r.data).toEqual({ items: [], free_space: 1 });
  expect(fields).toEqual({ parent: '7', contents: ['a', 'b'] });
});
