/**
 * Russian company requisites with their check digits: ИНН (10 or 12 digits), КПП (format),
 * БИК (format) and the settlement account (its key digit against the БИК).
 */

const digits = (s: string) => [...s].map(Number);

function weighted(values: number[], weights: number[]): number {
  return weights.reduce((sum, w, i) => sum + w * values[i]!, 0);
}

export function isValidInn(inn: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(inn) || /^0+$/.test(inn)) return false;
  const d = digits(inn);
  const check = (weights: number[]) => (weighted(d, weights) % 11) % 10;
  if (d.length === 10) return check([2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[9];
  return (
    check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] &&
    check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11]
  );
}

/** КПП: tax office (4 digits, not 0000), reason (2 digits or capital letters), number (3 digits). */
export function isValidKpp(kpp: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp) && !kpp.startsWith('0000');
}

/** БИК: 9 digits, 04 (Russia), then region, division and the bank's own number. */
export function isValidBik(bik: string): boolean {
  return /^04\d{7}$/.test(bik);
}

/** A settlement account (20 digits) and its key digit, computed with the last three of the БИК. */
export function isValidAccount(account: string, bik: string): boolean {
  if (!/^\d{20}$/.test(account) || !isValidBik(bik)) return false;
  const d = digits(bik.slice(-3) + account);
  const weights = d.map((_, i) => [7, 1, 3][i % 3]!);
  return weighted(d, weights) % 10 === 0;
}

/** A correspondent account (20 digits, 301…) and its key digit against the БИК. */
export function isValidCorrAccount(account: string, bik: string): boolean {
  if (!/^301\d{17}$/.test(account) || !isValidBik(bik)) return false;
  const d = digits(`0${bik.slice(4, 6)}${account}`);
  const weights = d.map((_, i) => [7, 1, 3][i % 3]!);
  return weighted(d, weights) % 10 === 0;
}
