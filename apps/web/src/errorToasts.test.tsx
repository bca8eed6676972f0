import { analysesApi, api, cloudApi, sharesApi, tariffsApi } from '@kreolab/api-client';
import { http, HttpResponse } from 'msw';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from './store';
import { API, server } from './test-server';
import { renderApp } from './test-utils';

interface FakeError {
  status: number | string;
  data?: unknown;
}

// A real RTK Query endpoint whose request "fails" with the given response, no network needed.
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    failForTest: build.mutation<unknown, FakeError>({
      queryFn: (error) => ({ error: error as never }),
    }),
  }),
  overrideExisting: true,
});

async function fail(status: number | string, data?: unknown) {
  const store = makeStore();
  const result = await store.dispatch(testApi.endpoints.failForTest.initiate({ status, data }));
  // The request stays rejected for its caller.
  expect(result).toHaveProperty('error');
  return store.getState().toasts;
}

describe('error toasts', () => {
  it('shows the Russian text of the code for 409 NAME_CONFLICT', async () => {
    const toasts = await fail(409, { code: 'NAME_CONFLICT', detail: 'name taken' });
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      severity: 'error',
      message: 'Файл с таким именем уже существует',
    });
  });

  it('leaves a refused cloud rename to its field: one place per failure', async () => {
    server.use(
      http.patch(`${API}/creatives/rename`, () =>
        HttpResponse.json({ code: 'NAME_CONFLICT', detail: 'taken' }, { status: 409 }),
      ),
    );
    const store = makeStore();
    const result = await store.dispatch(
      cloudApi.endpoints.renameCreative.initiate({ renameRequest: { id: 1, name: 'a.png' } }),
    );
    expect(result).toHaveProperty('error');
    expect(store.getState().toasts).toEqual([]);
  });

  it('leaves a refused research start to the alert beside «Запустить»', async () => {
    server.use(
      http.post(`${API}/analyses/5/start`, () =>
        HttpResponse.json({ code: 'ANALYSIS_LIMIT_REACHED', detail: 'limit' }, { status: 402 }),
      ),
    );
    const store = makeStore();
    const result = await store.dispatch(analysesApi.endpoints.startAnalysis.initiate({ id: 5 }));
    expect(result).toHaveProperty('error');
    expect(store.getState().toasts).toEqual([]);
  });

  it('leaves an invoice’s refused promo code to its field, and toasts its other 404s', async () => {
    let code = 'PROMOCODE_INVALID';
    server.use(
      http.post(`${API}/tariffs/invoice`, () =>
        HttpResponse.json({ code, detail: 'refused' }, { status: 404 }),
      ),
    );
    const invoiceRequest = {
      company_name: 'ООО «Ромашка»',
      inn: '7707083893',
      address: 'Москва',
      email: 'a@example.com',
      tariff_id: 1,
      generation_count: 0,
      promocode: 'НЕТТАКОГО',
    };
    const store = makeStore();
    const refused = await store.dispatch(
      tariffsApi.endpoints.createInvoice.initiate({ invoiceRequest }),
    );
    expect(refused).toHaveProperty('error');
    expect(store.getState().toasts).toEqual([]);
    code = 'OBJECT_NOT_FOUND';
    await store.dispatch(tariffsApi.endpoints.createInvoice.initiate({ invoiceRequest }));
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('leaves a shared link’s password and its absence to the link’s page', async () => {
    server.use(
      http.get(`${API}/shared/:token`, () =>
        HttpResponse.json({ code: 'SHARE_PASSWORD_REQUIRED', detail: 'password' }, { status: 403 }),
      ),
      http.post(`${API}/shared/:token/unlock`, () =>
        HttpResponse.json({ code: 'TOO_MANY_REQUESTS', detail: 'slow down' }, { status: 429 }),
      ),
    );
    const store = makeStore();
    const token = 'a'.repeat(43);
    const read = store.dispatch(sharesApi.endpoints.getSharedAnalysis.initiate({ token }));
    expect(await read).toHaveProperty('error');
    read.unsubscribe();
    const unlock = await store.dispatch(
      sharesApi.endpoints.unlockSharedAnalysis.initiate({
        token,
        shareUnlock: { password: 'x' },
      }),
    );
    expect(unlock).toHaveProperty('error');
    expect(store.getState().toasts).toEqual([]);
  });

  it('shows the fallback for an unknown code', async () => {
    const toasts = await fail(500, { code: 'SOMETHING_NEW' });
    expect(toasts[0]?.message).toBe('Упс! Что-то сломалось! Мы уже работаем над этой проблемой.');
  });

  it('shows the fallback when the body has no code', async () => {
    const toasts = await fail(404, '<html>Not Found</html>');
    expect(toasts[0]?.message).toBe('Упс! Что-то сломалось! Мы уже работаем над этой проблемой.');
  });

  it('shows status plus code for the status-coded errors', async () => {
    const toasts = await fail(425, { code: 'ANALYSIS_IN_PROGRESS' });
    expect(toasts[0]?.message).toBe('425 ANALYSIS_IN_PROGRESS');
  });

  it.each([500, 409, 403, 425, 404, 406, 413, 402, 429])('toasts status %i', async (status) => {
    expect(await fail(status, { code: 'FILE_TOO_BIG' })).toHaveLength(1);
  });

  it.each([400, 401, 418, 422, 'PARSING_ERROR'])('stays quiet for %s', async (status) => {
    expect(await fail(status, { code: 'LOGIN_BAD_CREDENTIALS' })).toHaveLength(0);
  });

  // The cloud's «Создать папку» with the server gone stayed open and said nothing.
  it.each(['FETCH_ERROR', 'TIMEOUT_ERROR'])(
    'says a change got no answer (%s), once',
    async (status) => {
      const store = makeStore();
      for (let i = 0; i < 2; i++)
        await store.dispatch(
          testApi.endpoints.failForTest.initiate({ status, error: 'TypeError' } as never),
        );
      expect(store.getState().toasts).toEqual([
        expect.objectContaining({
          severity: 'error',
          message: 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
        }),
      ]);
    },
  );

  it('leaves a query that got no answer to its page, and a change shown in place', async () => {
    server.use(
      http.get(`${API}/creatives/7`, () => HttpResponse.error()),
      http.post(`${API}/analyses/5/start`, () => HttpResponse.error()),
    );
    const store = makeStore();
    const read = store.dispatch(cloudApi.endpoints.getFolder.initiate({ id: 7 }));
    expect(await read).toHaveProperty('error.status', 'FETCH_ERROR');
    read.unsubscribe();
    const start = await store.dispatch(analysesApi.endpoints.startAnalysis.initiate({ id: 5 }));
    expect(start).toHaveProperty('error.status', 'FETCH_ERROR');
    // the share dialog says a refused link in its own alert
    server.use(http.post(`${API}/analyses/5/shares`, () => HttpResponse.error()));
    const share = await store.dispatch(
      sharesApi.endpoints.createShareLink.initiate({
        id: 5,
        shareLinkCreate: { expires_at: '2030-01-01T00:00:00Z', password: null },
      }),
    );
    expect(share).toHaveProperty('error.status', 'FETCH_ERROR');
    expect(store.getState().toasts).toEqual([]);
  });

  it('says so for a real change whose request fails on the network', async () => {
    server.use(http.post(`${API}/creatives/folder`, () => HttpResponse.error()));
    const store = makeStore();
    const r = await store.dispatch(
      cloudApi.endpoints.createFolder.initiate({ folderCreateRequest: { name: 'Папка' } }),
    );
    expect(r).toHaveProperty('error.status', 'FETCH_ERROR');
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('ignores rejections that do not come from the api', async () => {
    const store = makeStore();
    const other = createAsyncThunk('labs/load', async (_: void, { rejectWithValue }) =>
      rejectWithValue({ status: 500, data: { code: 'X' } }),
    );
    await store.dispatch(other());
    expect(store.getState().toasts).toHaveLength(0);
  });
});

describe('error toasts in the app', () => {
  it('are shown in the toast area', async () => {
    const { store } = renderApp('/cloud');
    await act(async () => {
      await store.dispatch(
        testApi.endpoints.failForTest.initiate({ status: 409, data: { code: 'NAME_CONFLICT' } }),
      );
    });
    const region = screen.getByRole('region', { name: 'Уведомления' });
    expect(within(region).getByText('Файл с таким именем уже существует')).toBeInTheDocument();
  });
});
