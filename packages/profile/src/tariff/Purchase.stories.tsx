// The tariff page's parts that talk to the server, each with the profile's store and the
// story server (Storybook's preview).
import type { Payment } from '@kreolab/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { sampleTariffs } from '../dev/fixtures';
import { makeProfileStore } from '../dev/store';
import { CertificateForm } from './CertificateForm';
import { InvoiceForm } from './InvoiceForm';
import { PaymentStatus } from './PaymentStatus';
import { PurchasePanel } from './PurchasePanel';

const meta: Meta = {
  title: 'profile/Purchase',
  parameters: { store: makeProfileStore },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj;

/** Paying for a chosen tariff: promo code, extra generations, card or invoice. */
export const Purchase: Story = {
  render: () => <PurchasePanel tariff={sampleTariffs[1]} onInvoice={() => {}} />,
};

/** A certificate's code: checked first, then applied. */
export const Certificate: Story = { render: () => <CertificateForm /> };

/** An invoice for a company: requisites and the tariff. */
export const Invoice: Story = {
  render: () => <InvoiceForm tariffs={sampleTariffs} defaultEmail="anna.sokolova@example.ru" />,
};

const payment: Payment = {
  id: 7,
  status: 'succeeded',
  method: 'card',
  amount: 4900,
  currency: 'RUB',
  tariff_id: 2,
  generation_count: 0,
  promocode: null,
  created_at: '2026-11-20T10:00:00Z',
  paid_at: '2026-11-20T10:01:00Z',
};

/** Back from the checkout (?payment=7): the payment's outcome. */
export const PaymentSucceeded: Story = {
  render: () => <PaymentStatus />,
  parameters: {
    route: { path: '/profile/tariff', url: '/profile/tariff?payment=7' },
    msw: { handlers: [http.get('/api/v1/payments/:id', () => HttpResponse.json(payment))] },
  },
};
