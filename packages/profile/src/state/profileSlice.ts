// The profile slice of product-spec §3/§4: the edit flags of the four sections (with a
// reset of all), the profile loading flags (update, bill, promo, certApply, certCheck,
// payment) and the forms' values with their defaults. The loading flags follow the calls
// themselves (matchers below), so they are right whoever starts the call.
import { createSlice, isAnyOf, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { paymentEndpoints, profileEndpoints, tariffEndpoints } from '../api';

export const PROFILE_SECTIONS = ['contact', 'personal', 'additional', 'tariff'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export const PROFILE_LOADING_FLAGS = [
  'update',
  'bill',
  'promo',
  'certApply',
  'certCheck',
  'payment',
] as const;
export type ProfileLoadingFlag = (typeof PROFILE_LOADING_FLAGS)[number];

/** Product-spec §3: promocode '', tariff_id 0, generation_count 0. */
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
  loading: Record<ProfileLoadingFlag, boolean>;
  /** Calls in flight per flag, so overlapping calls keep their flag on until the last ends. */
  pending: Record<ProfileLoadingFlag, number>;
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
const zero = <T>(v: T): Record<ProfileLoadingFlag, T> => ({
  update: v,
  bill: v,
  promo: v,
  certApply: v,
  certCheck: v,
  payment: v,
});

export function makeInitialProfileState(): ProfileState {
  return {
    edit: noEdits(),
    loading: zero(false),
    pending: zero(0),
    paymentForm: { ...PAYMENT_FORM_DEFAULTS },
    certificateForm: { ...CERTIFICATE_FORM_DEFAULTS },
    emailForm: { ...EMAIL_FORM_DEFAULTS },
  };
}

type AnyMatcher = (action: unknown) => action is UnknownAction;
interface Matchers {
  matchPending: AnyMatcher;
  matchFulfilled: AnyMatcher;
  matchRejected: AnyMatcher;
}

const FLAG_ENDPOINTS: Record<ProfileLoadingFlag, Matchers> = {
  update: profileEndpoints.endpoints.updateMe,
  bill: tariffEndpoints.endpoints.createInvoice,
  promo: paymentEndpoints.endpoints.checkPromocode,
  certApply: tariffEndpoints.endpoints.applyCertificate,
  certCheck: tariffEndpoints.endpoints.checkCertificate,
  payment: paymentEndpoints.endpoints.createPayment,
};

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
    /** The forms back to their §3 defaults. */
    formsReset(state) {
      state.paymentForm = { ...PAYMENT_FORM_DEFAULTS };
      state.certificateForm = { ...CERTIFICATE_FORM_DEFAULTS };
      state.emailForm = { ...EMAIL_FORM_DEFAULTS };
    },
  },
  extraReducers: (builder) => {
    for (const flag of PROFILE_LOADING_FLAGS) {
      const endpoint = FLAG_ENDPOINTS[flag];
      builder.addMatcher(endpoint.matchPending, (state) => {
        state.pending[flag] += 1;
        state.loading[flag] = true;
      });
      builder.addMatcher(isAnyOf(endpoint.matchFulfilled, endpoint.matchRejected), (state) => {
        state.pending[flag] = Math.max(0, state.pending[flag] - 1);
        state.loading[flag] = state.pending[flag] > 0;
      });
    }
  },
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
export const selectProfileLoading = (s: ProfileRootState) => selectProfileState(s).loading;
export const selectUpdateLoading = (s: ProfileRootState) => selectProfileState(s).loading.update;
export const selectBillLoading = (s: ProfileRootState) => selectProfileState(s).loading.bill;
export const selectPromoLoading = (s: ProfileRootState) => selectProfileState(s).loading.promo;
export const selectCertApplyLoading = (s: ProfileRootState) =>
  selectProfileState(s).loading.certApply;
export const selectCertCheckLoading = (s: ProfileRootState) =>
  selectProfileState(s).loading.certCheck;
export const selectPaymentLoading = (s: ProfileRootState) => selectProfileState(s).loading.payment;
export const selectPaymentForm = (s: ProfileRootState) => selectProfileState(s).paymentForm;
export const selectCertificateForm = (s: ProfileRootState) => selectProfileState(s).certificateForm;
export const selectEmailForm = (s: ProfileRootState) => selectProfileState(s).emailForm;

export const profileSelectors = {
  selectProfileState,
  selectEditFlags,
  selectIsEditing,
  selectIsAnyEditing,
  selectProfileLoading,
  selectUpdateLoading,
  selectBillLoading,
  selectPromoLoading,
  selectCertApplyLoading,
  selectCertCheckLoading,
  selectPaymentLoading,
  selectPaymentForm,
  selectCertificateForm,
  selectEmailForm,
};
