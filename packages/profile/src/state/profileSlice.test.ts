import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paymentEndpoints, profileEndpoints } from '../api';
import { makeProfileStore } from '../dev/store';
import { BASE, server, setupMsw } from '../test/utils';
import {
  editEnded,
  editsReset,
  editStarted,
  formsReset,
  paymentFormChanged,
  profileSlice,
  selectIsAnyEditing,
  selectPaymentForm,
  selectCertificateForm,
  selectEmailForm,
  selectProfileLoading,
  selectUpdateLoading,
} from './profileSlice';

setupMsw();

describe('profileSlice', () => {
  it('starts with no section in edit mode, no flags and the §3 form defaults', () => {
    const store = makeProfileStore();
    const s = store.getState();
    expect(s.profile.edit).toEqual({
      contact: false,
      personal: false,
      additional: false,
      tariff: false,
    });
    expect(selectProfileLoading(s)).toEqual({
      update: false,
      bill: false,
      promo: false,
      certApply: false,
      certCheck: false,
      payment: false,
    });
    expect(selectPaymentForm(s)).toEqual({ promocode: '', tariff_id: 0, generation_count: 0 });
    expect(selectCertificateForm(s)).toEqual({ code: '' });
    expect(selectEmailForm(s)).toEqual({ email: '' });
  });

  it('keeps an edit flag per section and resets them all together', () => {
    const store = makeProfileStore();
    store.dispatch(editStarted('contact'));
    store.dispatch(editStarted('additional'));
    expect(selectIsAnyEditing(store.getState())).toBe(true);
    store.dispatch(editEnded('contact'));
    expect(store.getState().profile.edit.additional).toBe(true);
    store.dispatch(editsReset());
    expect(selectIsAnyEditing(store.getState())).toBe(false);
  });

  it('resets the forms to their defaults', () => {
    const store = makeProfileStore();
    store.dispatch(paymentFormChanged({ tariff_id: 3, promocode: 'SALE' }));
    expect(selectPaymentForm(store.getState())).toEqual({
      promocode: 'SALE',
      tariff_id: 3,
      generation_count: 0,
    });
    store.dispatch(formsReset());
    expect(selectPaymentForm(store.getState())).toEqual({
      promocode: '',
      tariff_id: 0,
      generation_count: 0,
    });
  });

  it('reads as the initial state before the app injects it', () => {
    expect(selectIsAnyEditing({})).toBe(false);
    expect(selectPaymentForm({})).toEqual(profileSlice.getInitialState().paymentForm);
  });

  it('turns the update and promo flags on while their calls run', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.patch(`${BASE}/profile/me`, async () => {
        await gate;
        return HttpResponse.json({});
      }),
      http.post(`${BASE}/payments/promo_check`, () =>
        HttpResponse.json({ code: 'PROMOCODE_INVALID' }, { status: 400 }),
      ),
    );
    const store = makeProfileStore();
    const update = store.dispatch(
      profileEndpoints.endpoints.updateMe.initiate({ profileUpdate: { phone: '' } }),
    );
    expect(selectUpdateLoading(store.getState())).toBe(true);
    const promo = store.dispatch(
      paymentEndpoints.endpoints.checkPromocode.initiate({
        purchaseRequest: { tariff_id: 2, generation_count: 0, promocode: 'X' },
      }),
    );
    expect(store.getState().profile.loading.promo).toBe(true);
    await promo;
    expect(store.getState().profile.loading.promo).toBe(false);
    release();
    await update;
    expect(selectUpdateLoading(store.getState())).toBe(false);
  });
});
