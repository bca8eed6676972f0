import type { FastifyRequest } from 'fastify';
import { invalid, tooLarge, type FieldErrors } from '../errors';
import { isValidAccount, isValidBik, isValidInn, isValidKpp } from './requisites';

export const REQUISITES_MAX_BYTES = 10 * 1024 * 1024;

export interface InvoiceForm {
  company_name: string;
  inn: string;
  kpp: string;
  address: string;
  email: string;
  tariff_id: number;
  generation_count: number;
  promocode: string;
  bik: string;
  account: string;
  requisites: (RequisitesKind & { bytes: Buffer }) | null;
}

export interface RequisitesKind {
  type: 'application/pdf' | 'image/png' | 'image/jpeg';
  ext: 'pdf' | 'png' | 'jpg';
}

const FIELDS = [
  'company_name',
  'inn',
  'kpp',
  'address',
  'email',
  'tariff_id',
  'generation_count',
  'promocode',
  'bik',
  'account',
] as const;

/** The requisites file's type from its first bytes (not its name or the sent type). */
export function sniffRequisites(head: Buffer): RequisitesKind | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-')
    return { type: 'application/pdf', ext: 'pdf' };
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { type: 'image/png', ext: 'png' };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { type: 'image/jpeg', ext: 'jpg' };
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const M = {
  required: 'Обязательное поле',
  maxLength: (n: number) => `Максимум символов ${n}`,
  email: 'Введен некорректный адрес',
  numeric: 'Допустимы только цифры',
  inn: 'Некорректный ИНН: проверьте цифры',
  kpp: 'Некорректный КПП',
  kppRequired: 'Для организации (ИНН из 10 цифр) КПП обязателен',
  bik: 'Некорректный БИК',
  account: 'Некорректный расчётный счёт: не сходится с БИК',
  accountNeedsBik: 'Укажите БИК банка для проверки счёта',
  format: 'Допустимы файлы PDF, JPG и PNG',
  integer: (min: number, max: number) => `Целое число от ${min} до ${max}`,
};

async function readFile(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > REQUISITES_MAX_BYTES) {
      (stream as unknown as { resume(): void }).resume();
      throw tooLarge('FILE_TOO_BIG', 'The requisites file is larger than 10 MB');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads and checks the multipart form of POST /tariffs/invoice: every field problem at once
 * (422 naming the fields), ИНН/КПП/БИК/account with their check digits, the file by content.
 */
export async function readInvoiceForm(request: FastifyRequest): Promise<InvoiceForm> {
  const raw: Record<string, string> = {};
  const fields: FieldErrors = {};
  const add = (field: string, message: string) => (fields[field] ??= []).push(message);
  let requisites: InvoiceForm['requisites'] = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if ((FIELDS as readonly string[]).includes(part.fieldname))
        raw[part.fieldname] = String(part.value).trim();
      else add(part.fieldname, 'Неизвестное поле');
      continue;
    }
    if (part.fieldname !== 'requisites') {
      part.file.resume();
      add(part.fieldname, 'Неизвестное поле');
      continue;
    }
    const bytes = await readFile(part.file);
    if (bytes.length === 0) continue; // an empty file input
    const kind = sniffRequisites(bytes.subarray(0, 16));
    if (!kind) add('requisites', M.format);
    else requisites = { bytes, ...kind };
  }

  const text = (name: string, max: number, required: boolean) => {
    const v = raw[name] ?? '';
    if (required && v === '') add(name, M.required);
    else if (v.length > max) add(name, M.maxLength(max));
    return v;
  };
  const integer = (name: string, min: number, max: number, required: boolean) => {
    const v = raw[name] ?? '';
    if (v === '') {
      if (required) add(name, M.required);
      return min;
    }
    if (!/^\d{1,9}$/.test(v) || Number(v) < min || Number(v) > max) add(name, M.integer(min, max));
    return Number(v);
  };

  const form: InvoiceForm = {
    company_name: text('company_name', 255, true),
    inn: text('inn', 12, true),
    kpp: text('kpp', 9, false),
    address: text('address', 1000, true),
    email: text('email', 320, true),
    tariff_id: integer('tariff_id', 1, 999_999_999, true),
    generation_count: integer('generation_count', 0, 100_000, false),
    promocode: text('promocode', 64, false),
    bik: text('bik', 9, false),
    account: text('account', 20, false),
    requisites,
  };
  if (form.email && !EMAIL.test(form.email)) add('email', M.email);
  if (form.inn) {
    if (!/^\d+$/.test(form.inn)) add('inn', M.numeric);
    else if (!isValidInn(form.inn)) add('inn', M.inn);
  }
  if (form.kpp && !isValidKpp(form.kpp)) add('kpp', M.kpp);
  if (!form.kpp && form.inn.length === 10 && isValidInn(form.inn)) add('kpp', M.kppRequired);
  if (form.inn.length === 12) form.kpp = ''; // an individual entrepreneur has no КПП
  if (form.bik && !isValidBik(form.bik)) add('bik', M.bik);
  if (form.account) {
    if (!form.bik) add('account', M.accountNeedsBik);
    else if (isValidBik(form.bik) && !isValidAccount(form.account, form.bik))
      add('account', M.account);
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return form;
}
