import type { Config } from '../config';
import type { Payment } from '../db/schema';
import { testProvider } from './test-provider';
import { yookassaProvider } from './yookassa';

export type ProviderStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

/** One line of the 54-ФЗ receipt: the amount is the line's total, in kopecks. */
export interface ReceiptLine {
  description: string;
  amountKopecks: number;
}

export interface CreatePaymentInput {
  payment: Payment;
  description: string;
  customerEmail: string;
  /** Where the provider sends the user back: <the origin paid from>/profile/tariff?payment=<id>. */
  returnUrl: string;
  lines: ReceiptLine[];
}

export interface ProviderPayment {
  id: string;
  status: ProviderStatus;
  paid: boolean;
  amountKopecks: number;
  currency: string;
}

/** A card-payment provider: it creates a payment and tells its true state when asked. */
export interface PaymentProvider {
  readonly name: 'test' | 'yookassa';
  create(
    input: CreatePaymentInput,
  ): Promise<{ providerPaymentId: string; confirmationUrl: string }>;
  /** The payment as the provider has it now (a callback's body is never trusted). */
  fetch(providerPaymentId: string): Promise<ProviderPayment>;
}

export function createProvider(config: Config): PaymentProvider {
  const { billing } = config;
  if (billing.provider === 'yookassa' && billing.yookassa)
    return yookassaProvider(billing.yookassa, billing.vatRate);
  return testProvider();
}
