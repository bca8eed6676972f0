import {
  creativesSelected,
  LAB_MODE_STORAGE_KEY,
  labModeSet,
  SELECTION_STORAGE_KEY,
  selectSelectedCreatives,
} from '@kreolab/entities';
import { setToken } from '@kreolab/api-client';
import { logout, signIn } from '@kreolab/auth';
import { searchChanged } from '@kreolab/cloud';
import { paymentFormChanged } from '@kreolab/profile';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from './store';
import { API, server } from './test-server';

const creative = {
  id: 7,
  name: 'banner.jpg',
  type: 'image/jpeg',
  size: 10,
  url: '',
  created_at: '',
  owner_id: 1,
};

describe('store composition', () => {
  beforeEach(() => localStorage.clear());

  it('clears the selected creatives when the lab mode changes from a previous choice', () => {
    const store = makeStore();
    store.dispatch(labModeSet('research'));
    store.dispatch(creativesSelected([creative]));
    expect(selectSelectedCreatives(store.getState())).toHaveLength(1);

    store.dispatch(labModeSet('research'));
    expect(selectSelectedCreatives(store.getState())).toHaveLength(1);

    store.dispatch(labModeSet('comparison'));
    expect(selectSelectedCreatives(store.getState())).toHaveLength(0);
  });

  it('keeps the selection when the first mode is chosen', () => {
    const store = makeStore();
    store.dispatch(creativesSelected([creative]));
    store.dispatch(labModeSet('research'));
    expect(selectSelectedCreatives(store.getState())).toHaveLength(1);
  });

  it('keeps the selection and the lab mode for the next visit', async () => {
    const store = makeStore();
    store.dispatch(labModeSet('comparison'));
    store.dispatch(creativesSelected([creative]));
    await Promise.resolve();
    expect(localStorage.getItem(LAB_MODE_STORAGE_KEY)).toBe('comparison');
    expect(JSON.parse(localStorage.getItem(SELECTION_STORAGE_KEY) ?? '[]')).toHaveLength(1);
    const next = makeStore();
    expect(selectSelectedCreatives(next.getState())).toHaveLength(1);
    // the remembered mode counts as the earlier choice
    next.dispatch(labModeSet('research'));
    expect(selectSelectedCreatives(next.getState())).toHaveLength(0);
  });
});

// The selection keeps its creatives' file names in localStorage, across «Выйти»; the next person
// to sign in at this browser may be someone else.
describe('the selection belongs to its user', () => {
  const tokenOf = (sub: string) =>
    `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.sig`;
  const loginAs = (sub: string) =>
    server.use(
      http.post(`${API}/auth/jwt/login`, () =>
        HttpResponse.json({ access_token: tokenOf(sub), token_type: 'bearer' }),
      ),
    );
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('goes when another user signs in, stays for the same one', async () => {
    setToken(tokenOf('1'));
    const store = makeStore();
    store.dispatch(creativesSelected([creative]));
    await store.dispatch(logout({ server: false, redirect: false }));

    loginAs('1');
    await store.dispatch(signIn({ email: 'anna@example.ru', password: 'Secret-123' }));
    expect(selectSelectedCreatives(store.getState())).toHaveLength(1);

    loginAs('2');
    const result = await store.dispatch(
      signIn({ email: 'boris@example.ru', password: 'Secret-123' }),
    );
    expect(result.payload).toMatchObject({ ok: true });
    expect(selectSelectedCreatives(store.getState())).toEqual([]);
    await Promise.resolve();
    expect(localStorage.getItem(SELECTION_STORAGE_KEY)).toBeNull();
    // nor does the next page load of this browser bring it back
    expect(selectSelectedCreatives(makeStore().getState())).toEqual([]);
  });

  it("goes when the tab alone was the last user's (the other signed in in another tab)", async () => {
    setToken(tokenOf('1'));
    const store = makeStore();
    store.dispatch(creativesSelected([creative]));
    await store.dispatch(logout({ server: false, redirect: false }));
    // meanwhile the second user signed in in another tab of this browser
    localStorage.setItem('kreolab.user', '2');
    loginAs('2');
    await store.dispatch(signIn({ email: 'boris@example.ru', password: 'Secret-123' }));
    expect(selectSelectedCreatives(store.getState())).toEqual([]);
  });

  it("and so do the cloud's folders and search, the profile's forms and half-done uploads", async () => {
    setToken(tokenOf('1'));
    const store = makeStore();
    store.dispatch(searchChanged('договор'));
    store.dispatch(paymentFormChanged({ promocode: 'ANNA-2026' }));
    // an upload left half-way, kept for resuming under its file's name
    localStorage.setItem(
      'kreolab:upload:договор-anna.pdf:10:0:root',
      '/api/v1/creatives/uploads/x',
    );
    await store.dispatch(logout({ server: false, redirect: false }));
    loginAs('2');
    await store.dispatch(signIn({ email: 'boris@example.ru', password: 'Secret-123' }));
    expect(store.getState().cloud.search).toBe('');
    expect(store.getState().profile.paymentForm.promocode).toBe('');
    expect(Object.keys(localStorage).filter((k) => k.startsWith('kreolab:upload:'))).toEqual([]);
  });
});
