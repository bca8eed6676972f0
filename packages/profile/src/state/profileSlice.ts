// The profile's client state (state key `profile`): the edit flags of the four sections (with
// a reset of all) and the forms' values with their defaults. Whether a call is running is
// RTK Query's to say: each form reads its own mutation's isLoading.
import { accountChanged } from '@kreolab/entities';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const PROFILE_SECTIONS = ['contact', 'personal', 'additional', 'tariff'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** A fresh payment form: no promocode, no tariff, no generations. */
export interface PaymentForm {
  promocode: string;
  tariff_id: number;
  generation_count: number;
}
export interface CertificateForm {
  code: string;
}
export interface EmailForm {
  email: string;
}

export const PAYMENT_FORM_DEFAULTS: PaymentForm = {
  promocode: '',
  tariff_id: 0,
  generation_count: 0,
};
export const CERTIFICATE_FORM_DEFAULTS: CertificateForm = { code: '' };
export const EMAIL_FORM_DEFAULTS: EmailForm = { email: '' };

export interface ProfileState {
  edit: Record<ProfileSection, boolean>;
  paymentForm: PaymentForm;
  certificateForm: CertificateForm;
  emailForm: EmailForm;
}

const noEdits = (): Record<ProfileSection, boolean> => ({
  contact: false,
  personal: false,
  additional: false,
  tariff: false,
});
export function makeInitialProfileState(): ProfileState {
  return {
    edit: noEdits(),
    paymentForm: { ...PAYMENT_FORM_DEFAULTS },
    certificateForm: { ...CERTIFICATE_FORM_DEFAULTS },
    emailForm: { ...EMAIL_FORM_DEFAULTS },
  };
}

export const profileSlice = createSlice({
  name: 'profile',
  initialState: makeInitialProfileState,
  reducers: {
    editStarted(state, action: PayloadAction<ProfileSection>) {
      state.edit[action.payload] = true;
    },
    editEnded(state, action: PayloadAction<ProfileSection>) {
      state.edit[action.payload] = false;
    },
    /** All sections leave edit mode. */
    editsReset(state) {
      state.edit = noEdits();
    },
    paymentFormChanged(state, action: PayloadAction<Partial<PaymentForm>>) {
      state.paymentForm = { ...state.paymentForm, ...action.payload };
    },
    certificateFormChanged(state, action: PayloadAction<Partial<CertificateForm>>) {
      state.certificateForm = { ...state.certificateForm, ...action.payload };
    },
    emailFormChanged(state, action: PayloadAction<Partial<EmailForm>>) {
      state.emailForm = { ...state.emailForm, ...action.payload };
    },
    /** The forms back to their defaults. */
    formsReset(state) {
      state.paymentForm = { ...PAYMENT_FORM_DEFAULTS };
      state.certificateForm = { ...CERTIFICATE_FORM_DEFAULTS };
      state.emailForm = { ...EMAIL_FORM_DEFAULTS };
    },
  },
  // Another user signed in: a promo code or an address typed here was the last user's.
  extraReducers: (builder) => builder.addCase(accountChanged, () => makeInitialProfileState()),
});

export const {
  editStarted,
  editEnded,
  editsReset,
  paymentFormChanged,
  certificateFormChanged,
  emailFormChanged,
  formsReset,
} = profileSlice.actions;

/** The part of the root state the profile package reads (absent until the slice is injected). */
export interface ProfileRootState {
  profile?: ProfileState;
}

const fallback = makeInitialProfileState();
/** The slice's state; the initial state while the app has not injected the slice yet. */
export const selectProfileState = (state: ProfileRootState): ProfileState =>
  state.profile ?? fallback;

export const selectEditFlags = (s: ProfileRootState) => selectProfileState(s).edit;
export const selectIsEditing = (s: ProfileRootState, section: ProfileSection) =>
  selectProfileState(s).edit[section];
export const selectIsAnyEditing = (s: ProfileRootState) =>
  PROFILE_SECTIONS.some((section) => selectProfileState(s).edit[section]);
export const selectPaymentForm = (s: ProfileRootState) => selectProfileState(s).paymentForm;
export const selectCertificateForm = (s: ProfileRootState) => selectProfileState(s).certificateForm;
export const selectEmailForm = (s: ProfileRootState) => selectProfileState(s).emailForm;

export const profileSelectors = {
  selectProfileState,
  selectEditFlags,
  selectIsEditing,
  selectIsAnyEditing,
  selectPaymentForm,
  selectCertificateForm,
  selectEmailForm,
};
