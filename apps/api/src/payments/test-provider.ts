import type { PaymentProvider } from './provider';

/**
 * The built-in provider of a fresh install: its checkout page is our own
 * (`GET /api/v1/payments/test-checkout/<token>`, src/routes/payments/checkout.ts), where
 * «Оплатить» applies the purchase. No money moves; production must choose it explicitly.
 */
export function testProvider(): PaymentProvider {
  return {
    name: 'test',
    // The checkout opens on the origin the payment returns to (the one the user paid from),
    // which is how the checkout page knows where to send the user back.
    async create({ payment, returnUrl }) {
      return {
        providerPaymentId: `test-${payment.id}`,
        confirmationUrl: `${new URL(returnUrl).origin}/api/v1/payments/test-checkout/${payment.token}`,
      };
    },
    async fetch() {
      // Its state is our own table: the checkout form changes it directly.
      throw new Error('The test provider has no remote state');
    },
  };
}
