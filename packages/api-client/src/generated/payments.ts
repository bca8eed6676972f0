import { api } from '../api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkPromocode: build.mutation<CheckPromocodeApiResponse, CheckPromocodeApiArg>({
      query: (queryArg) => ({
        url: `/payments/promo_check`,
        method: 'POST',
        body: queryArg.purchaseRequest,
      }),
    }),
    createPayment: build.mutation<CreatePaymentApiResponse, CreatePaymentApiArg>({
      query: (queryArg) => ({
        url: `/payments/create`,
        method: 'POST',
        body: queryArg.purchaseRequest,
      }),
    }),
    getPayment: build.query<GetPaymentApiResponse, GetPaymentApiArg>({
      query: (queryArg) => ({ url: `/payments/${queryArg.id}` }),
    }),
    testCheckoutPage: build.query<TestCheckoutPageApiResponse, TestCheckoutPageApiArg>({
      query: (queryArg) => ({ url: `/payments/test-checkout/${queryArg.token}` }),
    }),
    testCheckoutSubmit: build.mutation<TestCheckoutSubmitApiResponse, TestCheckoutSubmitApiArg>({
      query: (queryArg) => ({
        url: `/payments/test-checkout/${queryArg.token}`,
        method: 'POST',
        body: queryArg.testCheckoutAction,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as paymentsApi };
export type CheckPromocodeApiResponse =
  /** status 200 The price with the discount applied. */ PromoCheck;
export type CheckPromocodeApiArg = {
  purchaseRequest: PurchaseRequest;
};
export type CreatePaymentApiResponse = /** status 201 The payment is created. */ PaymentCreated;
export type CreatePaymentApiArg = {
  purchaseRequest: PurchaseRequest;
};
export type GetPaymentApiResponse = /** status 200 The payment. */ Payment;
export type GetPaymentApiArg = {
  /** A payment's id. */
  id: Id;
};
export type TestCheckoutPageApiResponse = /** status 200 The checkout page. */ string;
export type TestCheckoutPageApiArg = {
  /** The payment's unguessable checkout token. */
  token: string;
};
export type TestCheckoutSubmitApiResponse = unknown;
export type TestCheckoutSubmitApiArg = {
  /** The payment's unguessable checkout token. */
  token: string;
  testCheckoutAction: TestCheckoutAction;
};
export type PromoCheck = {
  promocode: string;
  discount_percent: number | null;
  /** Roubles. */
  discount_amount: number | null;
  /** Roubles before the discount. */
  price: number;
  /** Roubles taken off. */
  discount: number;
  /** Roubles to pay. */
  total: number;
  /** The same as `total` (roubles to pay), under the name issue 7 uses. */
  final_price?: number;
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
export type Id = number;
export type PurchaseRequest = {
  tariff_id: Id;
  /** Extra generations to buy. */
  generation_count: number;
  /** Empty means none. */
  promocode?: string;
};
export type PaymentCreated = {
  payment_id: Id;
  /** Where to send the user to pay. */
  confirmation_url: string;
};
export type PaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
export type DateTime = string;
export type Payment = {
  id: Id;
  status: PaymentStatus;
  method: 'card' | 'invoice';
  /** Roubles. */
  amount: number;
  currency: 'RUB';
  tariff_id: Id;
  generation_count: number;
  promocode?: string | null;
  created_at: DateTime;
  paid_at: DateTime | null;
};
export type TestCheckoutAction = {
  action: 'pay' | 'cancel';
};
export const {
  useCheckPromocodeMutation,
  useCreatePaymentMutation,
  useGetPaymentQuery,
  useTestCheckoutPageQuery,
  useTestCheckoutSubmitMutation,
} = injectedRtkApi;
