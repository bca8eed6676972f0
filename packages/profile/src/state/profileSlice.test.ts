import { describe, expect, it } from 'vitest';
import { makeProfileStore } from '../dev/store';
import { setupMsw } from '../test/utils';
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
} from './profileSlice';

setupMsw();

describe('profileSlice', () => {
  it('starts with no section in edit mode and the forms at their defaults', () => {
    const store = makeProfileStore();
    const s = store.getState();
    expect(s.profile.edit).toEqual({
      contact: false,
      personal: false,
      additional: false,
      tariff: false,
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
});
