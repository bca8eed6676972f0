import { analysesApi, api, briefsApi, cloudApi, labsApi, type Item } from '@kreolab/api-client';
import { configureStore, combineSlices } from '@reduxjs/toolkit';
import { BASE, server, setupMsw } from '@kreolab/testing';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createEntityListenerMiddleware,
  creativeDeselected,
  creativesSelected,
  invalidateContainer,
  LAB_MODE_STORAGE_KEY,
  labModeSet,
  labModeSlice,
  SELECTION_STORAGE_KEY,
  selectionCleared,
  selectionSlice,
  selectLabMode,
  selectSelectedCreatives,
} from './index';

setupMsw();

const reducer = combineSlices(api, selectionSlice, labModeSlice);
function makeStore() {
  const listener = createEntityListenerMiddleware();
  return configureStore({
    reducer,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
}

const file = (id: number, name: string): Item => ({
  id,
  name,
  type: 'image/png',
  size: 10,
  url: `http://files.test/${name}`,
  created_at: '2025-03-01T10:00:00Z',
  owner_id: 1,
});
const ids = (store: ReturnType<typeof makeStore>) =>
  selectSelectedCreatives(store.getState()).map((c) => c.id);

beforeEach(() => localStorage.clear());

describe('the selected creatives', () => {
  it('are added without duplicates by id and survive a reload through local storage', async () => {
    const store = makeStore();
    store.dispatch(creativesSelected([file(1, 'x.png'), file(1, 'x.png')]));
    store.dispatch(creativesSelected([{ id: 1 }, file(2, 'y.png')]));
    expect(ids(store)).toEqual([1, 2]);
    await Promise.resolve();
    const again = makeStore();
    expect(ids(again)).toEqual([1, 2]);
    again.dispatch(creativeDeselected(1));
    again.dispatch(selectionCleared());
    await Promise.resolve();
    expect(localStorage.getItem(SELECTION_STORAGE_KEY)).toBeNull();
  });

  it('ignore a damaged saved selection', () => {
    localStorage.setItem(SELECTION_STORAGE_KEY, '[{"id":3},{"id":3},{"name":"no id"},7]');
    expect(ids(makeStore())).toEqual([3]);
    localStorage.setItem(SELECTION_STORAGE_KEY, 'not json');
    expect(ids(makeStore())).toEqual([]);
  });

  it('keep up with a rename and are cleared by a delete in the cloud', async () => {
    server.use(
      http.patch(`${BASE}/creatives/rename`, () => HttpResponse.json(file(1, 'renamed.png'))),
      http.post(`${BASE}/creatives/delete`, () => HttpResponse.json({ deleted: 1, free_space: 5 })),
    );
    const store = makeStore();
    store.dispatch(creativesSelected([file(1, 'x.png'), file(2, 'y.png')]));
    await store.dispatch(
      cloudApi.endpoints.renameCreative.initiate({ renameRequest: { id: 1, name: 'renamed.png' } }),
    );
    expect(selectSelectedCreatives(store.getState())[0]?.name).toBe('renamed.png');
    await store.dispatch(cloudApi.endpoints.deleteCreatives.initiate({ idsRequest: { ids: [9] } }));
    expect(ids(store)).toEqual([]);
  });

  it('are consumed by a research that starts, and kept when the start is refused', async () => {
    let refuse = true;
    server.use(
      http.post(`${BASE}/analyses/:id/start`, () =>
        refuse
          ? HttpResponse.json({ code: 'TARIFF_EXPIRED', detail: 'expired' }, { status: 402 })
          : new HttpResponse(null, { status: 202 }),
      ),
    );
    const store = makeStore();
    store.dispatch(creativesSelected([file(1, 'a.png'), file(2, 'b.png')]));
    await store.dispatch(analysesApi.endpoints.startAnalysis.initiate({ id: 5 }));
    expect(ids(store)).toEqual([1, 2]);
    refuse = false;
    await store.dispatch(analysesApi.endpoints.startAnalysis.initiate({ id: 5 }));
    expect(ids(store)).toEqual([]);
    await Promise.resolve();
    expect(localStorage.getItem(SELECTION_STORAGE_KEY)).toBeNull();
  });
});

describe('the lab mode', () => {
  it('is remembered between visits', async () => {
    const store = makeStore();
    expect(selectLabMode(store.getState())).toBeNull();
    store.dispatch(labModeSet('comparison'));
    await Promise.resolve();
    expect(localStorage.getItem(LAB_MODE_STORAGE_KEY)).toBe('comparison');
    expect(selectLabMode(makeStore().getState())).toBe('comparison');
  });

  it('clears the selection when it switches from an earlier choice, never on the first', () => {
    const store = makeStore();
    store.dispatch(creativesSelected([file(1, 'x.png')]));
    store.dispatch(labModeSet('research'));
    expect(ids(store)).toEqual([1]);
    store.dispatch(labModeSet('research'));
    expect(ids(store)).toEqual([1]);
    store.dispatch(labModeSet('comparison'));
    expect(ids(store)).toEqual([]);
  });
});

describe('container tags', () => {
  it('make a lab and the list of labs read again, typed, without casts', async () => {
    let reads = 0;
    server.use(
      http.get(`${BASE}/labs/3`, () => {
        reads += 1;
        return HttpResponse.json({ id: 3, name: 'Весна', created_at: '', analyzes: [] });
      }),
    );
    const store = makeStore();
    // the generated endpoint as the analysis pages read it, without @kreolab/labs loaded (a
    // research's page opened directly): entities tags it
    const sub = store.dispatch(labsApi.endpoints.getLab.initiate({ labId: 3 }));
    await sub;
    expect(reads).toBe(1);
    store.dispatch(invalidateContainer('labs', 3));
    await new Promise((r) => setTimeout(r, 50));
    expect(reads).toBe(2);
    store.dispatch(invalidateContainer('briefs', 3));
    await new Promise((r) => setTimeout(r, 50));
    expect(reads).toBe(2);
    sub.unsubscribe();
  });

  it('make a brief read again when read without @kreolab/briefs', async () => {
    let reads = 0;
    server.use(
      http.get(`${BASE}/briefs/5`, () => {
        reads += 1;
        return HttpResponse.json({ id: 5, name: 'Лето', analyzes: [] });
      }),
    );
    const store = makeStore();
    const sub = store.dispatch(briefsApi.endpoints.getBrief.initiate({ briefId: 5 }));
    await sub;
    store.dispatch(invalidateContainer('briefs', 5));
    await vi.waitFor(() => expect(reads).toBe(2));
    sub.unsubscribe();
  });
});
