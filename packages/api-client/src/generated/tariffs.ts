import { api } from '../api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTariffs: build.query<ListTariffsApiResponse, ListTariffsApiArg>({
      query: () => ({ url: `/tariffs` }),
    }),
    checkCertificate: build.mutation<CheckCertificateApiResponse, CheckCertificateApiArg>({
      query: (queryArg) => ({
        url: `/tariffs/cert_check`,
        method: 'POST',
        body: queryArg.certificateCodeRequest,
      }),
    }),
    applyCertificate: build.mutation<ApplyCertificateApiResponse, ApplyCertificateApiArg>({
      query: (queryArg) => ({
        url: `/tariffs/cert_apply`,
        method: 'POST',
        body: queryArg.certificateCodeRequest,
      }),
    }),
    createInvoice: build.mutation<CreateInvoiceApiResponse, CreateInvoiceApiArg>({
      query: (queryArg) => ({
        url: `/tariffs/invoice`,
        method: 'POST',
        body: queryArg.invoiceRequest,
      }),
    }),
    getInvoicePdf: build.query<GetInvoicePdfApiResponse, GetInvoicePdfApiArg>({
      query: (queryArg) => ({ url: `/tariffs/invoice/${queryArg.id}/pdf` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as tariffsApi };
export type ListTariffsApiResponse = /** status 200 The tariffs list. */ TariffList;
export type ListTariffsApiArg = void;
export type CheckCertificateApiResponse =
  /** status 200 What the certificate grants. */ CertificateInfo;
export type CheckCertificateApiArg = {
  certificateCodeRequest: CertificateCodeRequest;
};
export type ApplyCertificateApiResponse =
  /** status 200 The tariff after applying the certificate. */ CurrentTariff;
export type ApplyCertificateApiArg = {
  certificateCodeRequest: CertificateCodeRequest;
};
export type CreateInvoiceApiResponse = /** status 201 The issued invoice. */ InvoiceCreated;
export type CreateInvoiceApiArg = {
  invoiceRequest: InvoiceRequest;
};
export type GetInvoicePdfApiResponse = /** status 200 The PDF. */ Binary;
export type GetInvoicePdfApiArg = {
  /** An invoice's id. */
  id: Id;
};
export type Id = number;
export type Tariff = {
  id: Id;
  name: string;
  description: string;
  /** Roubles per period. */
  price: number;
  period_days: number;
  /** Quota in bytes. */
  disk_space: number;
  /** Analyses per period. */
  analyses_limit: number;
  /** Feedback generations per period. */
  generations_limit: number;
  /** Roubles per extra generation. */
  generation_price: number;
  is_trial: boolean;
  /** On sale. */
  is_active: boolean;
};
export type TariffList = {
  tariffs: Tariff[];
};
export type Error = {
  /** The catalogue name, e.g. `NAME_CONFLICT`. */
  code: string;
  /** A short English explanation for developers; on auth routes it repeats the code. */
  detail?: string;
  /** 422, and the 400 of a refused password. A field name (dotted path for nested fields) to its messages. */
  fields?: {
    [key: string]: string[];
  };
};
export type CertificateInfo = {
  code: string;
  tariff_id: Id;
  tariff_name: string;
  /** Days of the tariff granted; null when it grants generations. */
  days: number | null;
  /** Generations granted; null when it grants days. */
  generation_count: number | null;
};
export type CertificateCodeRequest = {
  code: string;
};
export type DateTime = string;
export type QueuedTariff = {
  tariff_id: Id;
  name: string;
  days: number;
  starts_at: DateTime;
};
export type CurrentTariff = {
  id: Id;
  name: string;
  is_trial: boolean;
  started_at: DateTime;
  expires_at: DateTime;
  /** Quota in bytes. */
  disk_space: number;
  analyses_limit: number;
  analyses_left: number;
  generations_limit: number;
  generations_left: number;
  /** Periods of other tariffs bought, gifted or paid by invoice while this paid one runs. Nothing already paid for is cut short: each starts when the one before it ends, in this order, with its own allowances (the generations left carry over). */
  queued?: QueuedTariff[];
};
export type InvoiceCreated = {
  invoice_id: Id;
  /** The invoice number printed on it. */
  number: string;
  /** Where to download the invoice PDF (`/api/v1/tariffs/invoice/{id}/pdf`, owner-scoped, the session cookie suffices). */
  pdf_url: string;
};
export type InvoiceRequest = {
  company_name: string;
  /** ИНН, 10 or 12 digits. */
  inn: string;
  /** КПП, 9 digits (companies only). */
  kpp?: string;
  address: string;
  email: string;
  tariff_id: Id;
  generation_count: number;
  promocode?: string;
  /** БИК of the company's bank (optional; checked with the account). */
  bik?: string;
  /** The company's settlement account (optional; its key digit is checked against `bik`). */
  account?: string;
  /** Optional file with the company's requisites (PDF, JPG or PNG, at most 10 MB; checked by content). */
  requisites?: Blob;
};
export type Binary = Blob;
export const {
  useListTariffsQuery,
  useCheckCertificateMutation,
  useApplyCertificateMutation,
  useCreateInvoiceMutation,
  useGetInvoicePdfQuery,
} = injectedRtkApi;
