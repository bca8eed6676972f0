/** Russian amounts in words, as printed on invoices: «Одна тысяча двести рублей 00 копеек». */

const ONES_M = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const ONES_F = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

type Forms = readonly [string, string, string];

/** The Russian plural form for n: 1 рубль, 2 рубля, 5 рублей (11–14 take the third). */
export function plural(n: number, forms: Forms): string {
  const mod100 = n % 100;
  const mod10 = n % 10;
  if (mod100 >= 11 && mod100 <= 14) return forms[2];
  if (mod10 === 1) return forms[0];
  if (mod10 >= 2 && mod10 <= 4) return forms[1];
  return forms[2];
}

function triad(n: number, feminine: boolean): string[] {
  const words = [HUNDREDS[Math.floor(n / 100)]!];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]!);
  else {
    words.push(TENS[Math.floor(rest / 10)]!);
    words.push((feminine ? ONES_F : ONES_M)[rest % 10]!);
  }
  return words.filter(Boolean);
}

const SCALES: { forms: Forms; feminine: boolean }[] = [
  { forms: ['', '', ''], feminine: false },
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
  { forms: ['триллион', 'триллиона', 'триллионов'], feminine: false },
];

/** A whole number in words (masculine), lower case: 1200 → «одна тысяча двести». */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`);
  if (n === 0) return 'ноль';
  const words: string[] = [];
  let rest = n;
  const groups: number[] = [];
  while (rest > 0) {
    groups.push(rest % 1000);
    rest = Math.floor(rest / 1000);
  }
  if (groups.length > SCALES.length) throw new RangeError(`Too large: ${n}`);
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i]!;
    if (g === 0) continue;
    const scale = SCALES[i]!;
    words.push(...triad(g, scale.feminine));
    if (i > 0) words.push(plural(g, scale.forms));
  }
  return words.join(' ');
}

/** 120000 → «Одна тысяча двести рублей 00 копеек». */
export function amountInWords(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0)
    throw new RangeError(`Not an amount in kopecks: ${kopecks}`);
  const roubles = Math.floor(kopecks / 100);
  const cents = kopecks % 100;
  const text = `${numberInWords(roubles)} ${plural(roubles, ['рубль', 'рубля', 'рублей'])} ${String(cents).padStart(2, '0')} ${plural(cents, ['копейка', 'копейки', 'копеек'])}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
