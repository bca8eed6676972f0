// The profile, tariff and payment endpoints as the profile screens need them (DESIGN.md §4).
// enhanceEndpoints changes the shared definitions in place, so the generated hooks
// (useGetMeQuery, useUpdateMeMutation, useCreateInvoiceMutation, ...) use these too.
// - getMe provides the 'Profile' tag (entities'); a successful PATCH /profile/me, certificate
//   apply and invoice invalidate it: the profile is reloaded after an update (product-spec §4).
// - createInvoice goes as multipart/form-data (fetch sets the boundary).
import {
  paymentsApi as generatedPaymentsApi,
  profileApi as generatedProfileApi,
  tariffsApi as generatedTariffsApi,
  tokensApi as generatedTokensApi,
  getErrorCode,
  type InvoiceRequest,
} from '@kreolab/api-client';
import { PROFILE_TAG } from '@kreolab/entities';
import { PROMO_CODES } from './errors';

// The profile's tag is @kreolab/entities', which also tags `getMe` (the analysis pages' hints
// read the profile without this package, and their start and feedback mark it stale).
export { PROFILE_TAG };
export const TARIFFS_TAG = 'Tariffs' as const;
export const API_TOKENS_TAG = 'ApiTokens' as const;

export const profileEndpoints = generatedProfileApi.enhanceEndpoints({
  addTagTypes: [PROFILE_TAG],
  endpoints: {
    updateMe: { invalidatesTags: (_result, error) => (error ? [] : [PROFILE_TAG]) },
  },
});

/** The multipart body of POST /tariffs/invoice; empty optional fields are left out. */
export function invoiceFormData(request: InvoiceRequest): FormData {
  const form = new FormData();
  form.append('company_name', request.company_name);
  form.append('inn', request.inn);
  if (request.kpp) form.append('kpp', request.kpp);
  form.append('address', request.address);
  form.append('email', request.email);
  form.append('tariff_id', String(request.tariff_id));
  form.append('generation_count', String(request.generation_count));
  if (request.promocode) form.append('promocode', request.promocode);
  if (request.requisites) {
    const name = request.requisites instanceof File ? request.requisites.name : 'requisites';
    form.append('requisites', request.requisites, name);
  }
  return form;
}

export const tariffEndpoints = generatedTariffsApi.enhanceEndpoints({
  addTagTypes: [PROFILE_TAG, TARIFFS_TAG],
  endpoints: {
    listTariffs: { providesTags: [TARIFFS_TAG] },
    applyCertificate: { invalidatesTags: (_r, error) => (error ? [] : [PROFILE_TAG]) },
    createInvoice: {
      query: ({ invoiceRequest }) => ({
        url: '/tariffs/invoice',
        method: 'POST',
        body: invoiceFormData(invoiceRequest), // no Content-Type: fetch sets the boundary
      }),
    },
  },
});

/** Personal access tokens: creating or revoking one reloads the list. */
export const tokenEndpoints = generatedTokensApi.enhanceEndpoints({
  addTagTypes: [API_TOKENS_TAG],
  endpoints: {
    listApiTokens: { providesTags: [API_TOKENS_TAG] },
    createApiToken: { invalidatesTags: (_r, error) => (error ? [] : [API_TOKENS_TAG]) },
    revokeApiToken: { invalidatesTags: (_r, error) => (error ? [] : [API_TOKENS_TAG]) },
  },
});

export const paymentEndpoints = generatedPaymentsApi.enhanceEndpoints({
  addTagTypes: [PROFILE_TAG],
  endpoints: {},
});

/**
 * Profile calls whose errors the profile screens present themselves: the promo and
 * certificate checks and the certificate apply answer 400/404 with the catalogue code as
 * the response data (product-spec §7/§8), shown beside the field; an unknown `?payment=` id
 * is shown on the tariff page. The app's error-toast
 * listener should skip them, or a 404 for an unknown code would also toast.
 */
export const PROFILE_ENDPOINTS_WITH_OWN_ERRORS: readonly string[] = [
  'checkPromocode',
  'checkCertificate',
  'applyCertificate',
  'getPayment',
];

/**
 * Profile calls that show some of their refusals, by code, beside a field: the invoice form puts
 * a refused promo code under its field, and its 404 (PROMOCODE_INVALID) was toasted too.
 */
const OWN_CODES_OF: Readonly<Record<string, readonly string[]>> = { createInvoice: PROMO_CODES };

/**
 * True for an RTK Query action of one of the endpoints above, or of one of OWN_CODES_OF's with
 * one of its codes.
 */
export function isProfileSelfHandled(action: unknown): boolean {
  const a = action as {
    type?: unknown;
    payload?: unknown;
    meta?: { arg?: { endpointName?: unknown } };
  } | null;
  const name = a?.meta?.arg?.endpointName;
  if (typeof a?.type !== 'string' || !a.type.startsWith(`${generatedProfileApi.reducerPath}/`))
    return false;
  if (typeof name !== 'string') return false;
  if (PROFILE_ENDPOINTS_WITH_OWN_ERRORS.includes(name)) return true;
  const code = getErrorCode(a.payload);
  return code !== undefined && (OWN_CODES_OF[name]?.includes(code) ?? false);
}
