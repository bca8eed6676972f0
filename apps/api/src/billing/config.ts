import { z } from 'zod';

// .env files often carry `NAME=` for "not set": treat empty strings as absent.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** The billing part of the environment (see .env.example, "payments and invoices"). */
export const BillingEnvShape = {
  PAYMENT_PROVIDER: optional(z.enum(['test', 'yookassa'])),
  YOOKASSA_SHOP_ID: optional(z.string().regex(/^\d{1,20}$/, 'must be the numeric shop id')),
  YOOKASSA_SECRET_KEY: optional(z.string().min(8)),
  YOOKASSA_API_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  VAT_RATE: optional(z.enum(['none', '0', '5', '7', '10', '20', '22'])),
  SELLER_NAME: optional(z.string().min(1)),
  SELLER_INN: optional(z.string().regex(/^(\d{10}|\d{12})$/, 'must be 10 or 12 digits')),
  SELLER_KPP: optional(z.string().regex(/^\d{9}$/, 'must be 9 digits')),
  SELLER_BANK: optional(z.string().min(1)),
  SELLER_BIK: optional(z.string().regex(/^\d{9}$/, 'must be 9 digits')),
  SELLER_ACCOUNT: optional(z.string().regex(/^\d{20}$/, 'must be 20 digits')),
  SELLER_CORR_ACCOUNT: optional(z.string().regex(/^\d{20}$/, 'must be 20 digits')),
  SELLER_ADDRESS: optional(z.string().min(1)),
};

type BillingEnv = { [K in keyof typeof BillingEnvShape]?: string };

export interface SellerRequisites {
  readonly name: string;
  readonly inn: string;
  readonly kpp: string;
  readonly bank: string;
  readonly bik: string;
  readonly account: string;
  readonly corrAccount: string;
  readonly address: string;
}

export interface BillingConfig {
  /** Card payments: the built-in test checkout, or YooKassa API v3. */
  readonly provider: 'test' | 'yookassa';
  readonly yookassa: {
    readonly shopId: string;
    readonly secretKey: string;
    readonly apiUrl: string;
  } | null;
  /** VAT percent on invoices and receipts; null: «Без НДС». */
  readonly vatRate: number | null;
  readonly seller: SellerRequisites;
}

/** Demo requisites (valid check digits) until the operator sets real ones. */
const DEMO_SELLER: SellerRequisites = {
  name: 'ООО «Креолаб»',
  inn: '7707083893',
  kpp: '773601001',
  bank: 'ПАО Сбербанк, г. Москва',
  bik: '044525225',
  account: '40702810938000000001',
  corrAccount: '30101810400000000225',
  address: '117312, г. Москва, ул. Вавилова, д. 19',
};

export function billingConfig(
  e: BillingEnv,
  env: 'development' | 'production' | 'test',
): { billing: BillingConfig; problems: string[] } {
  const problems: string[] = [];
  if ((e.YOOKASSA_SHOP_ID === undefined) !== (e.YOOKASSA_SECRET_KEY === undefined))
    problems.push('YOOKASSA_SHOP_ID: YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY go together');
  const yookassa =
    e.YOOKASSA_SHOP_ID && e.YOOKASSA_SECRET_KEY
      ? Object.freeze({
          shopId: e.YOOKASSA_SHOP_ID,
          secretKey: e.YOOKASSA_SECRET_KEY,
          apiUrl: (e.YOOKASSA_API_URL ?? 'https://api.yookassa.ru/v3').replace(/\/+$/, ''),
        })
      : null;
  const provider = (e.PAYMENT_PROVIDER ?? (yookassa ? 'yookassa' : 'test')) as 'test' | 'yookassa';
  if (provider === 'yookassa' && !yookassa)
    problems.push('PAYMENT_PROVIDER: yookassa needs YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY');
  // The test checkout hands out tariffs for free: production must ask for it by name.
  if (env === 'production' && e.PAYMENT_PROVIDER === undefined && !yookassa)
    problems.push(
      'PAYMENT_PROVIDER: set yookassa (with its keys), or test explicitly, in production',
    );
  const vat = e.VAT_RATE ?? '22';
  return {
    problems,
    billing: Object.freeze({
      provider,
      yookassa,
      vatRate: vat === 'none' ? null : Number(vat),
      seller: Object.freeze({
        name: e.SELLER_NAME ?? DEMO_SELLER.name,
        inn: e.SELLER_INN ?? DEMO_SELLER.inn,
        kpp: e.SELLER_KPP ?? DEMO_SELLER.kpp,
        bank: e.SELLER_BANK ?? DEMO_SELLER.bank,
        bik: e.SELLER_BIK ?? DEMO_SELLER.bik,
        account: e.SELLER_ACCOUNT ?? DEMO_SELLER.account,
        corrAccount: e.SELLER_CORR_ACCOUNT ?? DEMO_SELLER.corrAccount,
        address: e.SELLER_ADDRESS ?? DEMO_SELLER.address,
      }),
    }),
  };
}
