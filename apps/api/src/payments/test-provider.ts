import type { PaymentProvider } from './provider';

/**
 * The built-in provider of a fresh install: its checkout page is our own
 * (`GET /api/v1/payments/test-checkout/<token>`, src/routes/payments/checkout.ts), where
 * «Оплатить» applies the purchase. No money moves; production must choose it explicitly.
 */
export function testProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'test',
    async create({ payment }) {
      return {
        providerPaymentId: `test-${payment.id}`,
        confirmationUrl: `${publicUrl}/api/v1/payments/test-checkout/${payment.token}`,
      };
    },
    async fetch() {
      // Its state is our own table: the checkout form changes it directly.
      throw new Error('The test provider has no remote state');
    },
  };
}
