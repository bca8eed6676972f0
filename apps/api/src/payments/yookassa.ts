import { BlockList, isIP } from 'node:net';
import type { BillingConfig } from '../config';
import { badGateway } from '../errors';
import type { PaymentProvider, ProviderPayment, ProviderStatus, ReceiptLine } from './provider';

/** YooKassa's vat_code: 1 без НДС, 2 0 %, 3 10 %, 4 20 %, 7 5 %, 8 7 %, 11 22 %. */
export function vatCode(rate: number | null): number {
  const codes: Record<number, number> = { 0: 2, 10: 3, 20: 4, 5: 7, 7: 8, 22: 11 };
  if (rate === null) return 1;
  const code = codes[rate];
  if (code === undefined) throw new Error(`No YooKassa vat_code for ${rate} %`);
  return code;
}

const value = (kopecks: number) => (kopecks / 100).toFixed(2);

/** The addresses YooKassa sends notifications from (its published list). */
export const YOOKASSA_NETWORKS = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '2a02:5180::/32',
];

const allowed = new BlockList();
for (const net of YOOKASSA_NETWORKS) {
  const [address, prefix] = net.split('/') as [string, string | undefined];
  const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (prefix) allowed.addSubnet(address, Number(prefix), type);
  else allowed.addAddress(address, type);
}

/** Whether a client address (as Fastify's request.ip gives it) is YooKassa's. */
export function isYookassaAddress(ip: string): boolean {
  const plain = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const kind = isIP(plain);
  if (kind === 0) return false;
  return allowed.check(plain, kind === 6 ? 'ipv6' : 'ipv4');
}

interface YookassaPayment {
  id: string;
  status: ProviderStatus;
  paid: boolean;
  amount: { value: string; currency: string };
  confirmation?: { confirmation_url?: string };
}

/** YooKassa API v3 (https://yookassa.ru/developers/api): basic auth with the shop id and secret key. */
export function yookassaProvider(
  settings: NonNullable<BillingConfig['yookassa']>,
  vatRate: number | null,
): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${settings.shopId}:${settings.secretKey}`).toString('base64')}`;

  async function call(path: string, init: RequestInit = {}): Promise<YookassaPayment> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl}${path}`, {
        ...init,
        headers: { authorization: auth, 'content-type': 'application/json', ...init.headers },
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw badGateway('PAYMENT_PROVIDER_FAILED', `YooKassa is unreachable: ${String(error)}`);
    }
    if (!response.ok)
      throw badGateway('PAYMENT_PROVIDER_FAILED', `YooKassa answered ${response.status}`);
    return (await response.json()) as YookassaPayment;
  }

  const toProviderPayment = (p: YookassaPayment): ProviderPayment => ({
    id: p.id,
    status: p.status,
    paid: p.paid,
    amountKopecks: Math.round(Number(p.amount.value) * 100),
    currency: p.amount.currency,
  });

  const receiptItem = (line: ReceiptLine) => ({
    description: line.description.slice(0, 128),
    quantity: '1.00',
    amount: { value: value(line.amountKopecks), currency: 'RUB' },
    vat_code: vatCode(vatRate),
    payment_subject: 'service',
    payment_mode: 'full_payment',
  });

  return {
    name: 'yookassa',
    async create({ payment, description, customerEmail, returnUrl, lines }) {
      const created = await call('/payments', {
        method: 'POST',
        // The same key for the same payment row: a retried create makes no second payment.
        headers: { 'idempotence-key': payment.idempotenceKey },
        body: JSON.stringify({
          amount: { value: value(payment.amountKopecks), currency: 'RUB' },
          capture: true,
          confirmation: { type: 'redirect', return_url: returnUrl },
          description: description.slice(0, 128),
          metadata: { payment_id: String(payment.id) },
          receipt: { customer: { email: customerEmail }, items: lines.map(receiptItem) },
        }),
      });
      const url = created.confirmation?.confirmation_url;
      if (!url) throw badGateway('PAYMENT_PROVIDER_FAILED', 'YooKassa gave no confirmation URL');
      return { providerPaymentId: created.id, confirmationUrl: url };
    },
    async fetch(providerPaymentId) {
      return toProviderPayment(await call(`/payments/${encodeURIComponent(providerPaymentId)}`));
    },
  };
}
