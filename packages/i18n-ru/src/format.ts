import { DATE_FORMAT, dayjs } from './dayjs';

type DateInput = Date | string | number | dayjs.Dayjs | null | undefined;

/** dd.mm.yyyy; an empty or invalid value gives an empty string rather than 'Invalid Date'. */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMAT) : '';
}

/** Amounts in the Russian number format (space-grouped thousands, decimal comma). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat('ru-RU', options).format(value);
}

/**
 * A share as a percentage, 0.1234 → «12,3 %»; «—» without a value. The result page and the PDF
 * report both write shares with it. Always `digits` decimals: a column of shares read «14 %»
 * beside «25,8 %», as if the first were rounder or known less precisely.
 */
export function formatShare(share: number | null | undefined, digits = 1): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return '—';
  const value = formatNumber(share * 100, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${value}\u00a0%`;
}

/**
 * A signed change with an arrow, as the «Версии» tab and the PDF report both write it: «▲ +9»,
 * «▼ −3,5»; «0» when it rounds to nothing at `digits` decimals.
 */
export function formatChange(delta: number, digits = 1): string {
  const rounded = +delta.toFixed(digits);
  if (rounded === 0) return '0';
  const text = formatNumber(Math.abs(rounded), { maximumFractionDigits: digits });
  return rounded > 0 ? `▲ +${text}` : `▼ −${text}`;
}

/** A value rounded as Intl writes it at `digits` decimals (half away from zero). */
export function roundShown(value: number, digits = 0): number {
  const f = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * f)) / f;
}

/**
 * The change between two values as they are shown at `digits` decimals, so that a row of a
 * table of changes adds up: 35.9 → 36.4 shown whole read «36», «36», «▲ +1».
 */
export function shownChange(from: number, to: number, digits = 0): number {
  return +(roundShown(to, digits) - roundShown(from, digits)).toFixed(digits);
}

/**
 * The change between two shares (0..1) as formatShare writes them at `digits` decimals, in
 * percentage points: «▲ +0,5 п. п.», «0»; a share that is not there (a region that appeared or
 * went) counts as none.
 */
export function formatPointsChange(from: number | null, to: number | null, digits = 1): string {
  return inPoints(formatChange(shownChange((from ?? 0) * 100, (to ?? 0) * 100, digits), digits));
}

const inPoints = (change: string) => (change === '0' ? change : `${change}\u00a0п.\u00a0п.`);

/**
 * The change of a 0–100 metric between its values as shown whole: in points of the metric, or,
 * for a metric in per cent (the share of text), in percentage points («▲ +3 п. п.»), where a bare
 * «+3» beside «10 %» and «13 %» read as points of a score or as per cent of the first value.
 */
export function formatMetricChange(from: number, to: number, percent = false): string {
  const text = formatChange(shownChange(from, to), 0);
  return percent ? inPoints(text) : text;
}

const SIZE_UNITS = ['Б', 'КБ', 'МБ', 'ГБ', 'ТБ'] as const;

/**
 * File sizes with one decimal; base 1024 unless base 1000 is asked for. `round` drops a zero
 * fraction: a tariff's quota is «10 ГБ», as its description says, not «10,0 ГБ».
 */
export function formatFileSize(
  bytes: number,
  options: { base?: 1024 | 1000; round?: boolean } = {},
): string {
  const base = options.base ?? 1024;
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= base && unit < SIZE_UNITS.length - 1) {
    value /= base;
    unit += 1;
  }
  // Whole bytes have no fraction; larger units show exactly one decimal (unless `round`).
  let digits = unit === 0 ? 0 : 1;
  // A value that rounds up to the base reads in the next unit: 1 GB less 42 KB of free space
  // printed «1 024,0 МБ».
  if (Math.round(value * 10 ** digits) >= base * 10 ** digits && unit < SIZE_UNITS.length - 1) {
    value /= base;
    unit += 1;
    digits = 1;
  }
  const text = formatNumber(value, {
    minimumFractionDigits: options.round ? 0 : digits,
    maximumFractionDigits: digits,
  });
  return `${text}\u00a0${SIZE_UNITS[unit]}`;
}

/** Russian plural form for n: plural(5, ['файл', 'файла', 'файлов']) → 'файлов'. */
export function plural(n: number, forms: readonly [string, string, string]): string {
  const abs = Math.abs(Math.trunc(n));
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}
