import { describe, expect, it } from 'vitest';
import {
  dayjs,
  formatChange,
  formatMetricChange,
  formatDate,
  formatFileSize,
  formatNumber,
  formatPointsChange,
  formatShare,
  plural,
  roundShown,
  shownChange,
} from './index';

const NBSP = '\u00a0';

describe('formatDate', () => {
  it('formats as dd.mm.yyyy', () => {
    expect(formatDate(new Date(2024, 0, 5))).toBe('05.01.2024');
    expect(formatDate('2023-12-31T10:00:00')).toBe('31.12.2023');
  });
  it('gives an empty string for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('uses the Russian locale with weeks starting on Monday', () => {
    expect(dayjs.locale()).toBe('ru');
    // 2024-06-05 is a Wednesday; the week starts on Monday 2024-06-03.
    expect(dayjs('2024-06-05').startOf('week').format('DD.MM.YYYY')).toBe('03.06.2024');
    expect(dayjs('2024-06-03').format('dddd')).toBe('понедельник');
  });
});

describe('formatNumber', () => {
  it('uses ru-RU grouping and decimal comma', () => {
    expect(formatNumber(1234567.5).replace(/\s/g, ' ')).toBe('1 234 567,5');
    expect(formatNumber(42)).toBe('42');
  });
});

describe('formatFileSize', () => {
  it('uses base 1024 by default with one decimal', () => {
    expect(formatFileSize(0)).toBe(`0${NBSP}Б`);
    expect(formatFileSize(512)).toBe(`512${NBSP}Б`);
    expect(formatFileSize(1024)).toBe(`1,0${NBSP}КБ`);
    expect(formatFileSize(1536)).toBe(`1,5${NBSP}КБ`);
    expect(formatFileSize(5 * 1024 ** 2)).toBe(`5,0${NBSP}МБ`);
    expect(formatFileSize(1.25 * 1024 ** 3)).toBe(`1,3${NBSP}ГБ`);
    expect(formatFileSize(2 * 1024 ** 4)).toBe(`2,0${NBSP}ТБ`);
  });
  it('moves to the next unit when the value rounds up to the base', () => {
    // A trial's 1 GB less the 42 KB uploaded: it read «1 024,0 МБ».
    expect(formatFileSize(1024 ** 3 - 42 * 1024)).toBe(`1,0${NBSP}ГБ`);
    expect(formatFileSize(1024 ** 2 - 10)).toBe(`1,0${NBSP}МБ`);
    expect(formatFileSize(1024 ** 2 - 60 * 1024)).toBe(`964,0${NBSP}КБ`);
    expect(formatFileSize(1023)).toBe(`1${NBSP}023${NBSP}Б`);
  });
  it('drops a zero fraction when asked to round (a quota), and keeps any other', () => {
    expect(formatFileSize(10 * 1024 ** 3, { round: true })).toBe(`10${NBSP}ГБ`);
    expect(formatFileSize(100 * 1024 ** 3, { round: true })).toBe(`100${NBSP}ГБ`);
    expect(formatFileSize(1.5 * 1024 ** 3, { round: true })).toBe(`1,5${NBSP}ГБ`);
    expect(formatFileSize(512, { round: true })).toBe(`512${NBSP}Б`);
  });
  it('uses base 1000 on request', () => {
    expect(formatFileSize(1000, { base: 1000 })).toBe(`1,0${NBSP}КБ`);
    expect(formatFileSize(1_500_000, { base: 1000 })).toBe(`1,5${NBSP}МБ`);
    expect(formatFileSize(1000)).toBe(
      `1${NBSP}000${NBSP}Б`.replace(`1${NBSP}000`, formatNumber(1000)),
    );
  });
  it('stays in terabytes for huge values and rejects nonsense', () => {
    expect(formatFileSize(3000 * 1024 ** 4)).toMatch(/ТБ$/);
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('formatShare', () => {
  it('formats shares in Russian', () => {
    expect(formatShare(0.1234)).toBe('12,3\u00a0%');
    expect(formatShare(null)).toBe('—');
    expect(formatShare(Number.NaN)).toBe('—');
  });
  it('keeps the same decimals in a column of shares', () => {
    expect(formatShare(0.14)).toBe('14,0\u00a0%');
    expect(formatShare(0.258)).toBe('25,8\u00a0%');
    expect(formatShare(0.14, 0)).toBe('14\u00a0%');
    expect(formatShare(0.1449, 0)).toBe('14\u00a0%');
  });
});
describe('formatChange', () => {
  it('shows the direction with an arrow and a sign', () => {
    expect(formatChange(9)).toBe('▲ +9');
    expect(formatChange(-3.46)).toBe('▼ −3,5');
    expect(formatChange(0.01)).toBe('0');
    expect(formatChange(-0.4, 0)).toBe('0');
    expect(formatChange(1234.5, 0)).toBe(`▲ +1${NBSP}235`);
  });
  it('writes a metric change between its values as shown, a per-cent metric in points', () => {
    // 9.6 and 13.4 show as «10» and «13»: the change the row shows is 3, not 3.8
    expect(formatMetricChange(9.6, 13.4)).toBe('▲ +3');
    expect(formatMetricChange(9.6, 13.4, true)).toBe(`▲ +3${NBSP}п.${NBSP}п.`);
    expect(formatMetricChange(10.2, 9.8, true)).toBe('0');
    expect(formatMetricChange(71, 64)).toBe('▼ −7');
  });
  it('writes a change of shares in percentage points', () => {
    expect(formatPointsChange(0.1, 0.19)).toBe(`▲ +9${NBSP}п.${NBSP}п.`);
    expect(formatPointsChange(0.05, 0.014)).toBe(`▼ −3,6${NBSP}п.${NBSP}п.`);
    expect(formatPointsChange(0.2, 0.20004)).toBe('0');
    // a region that appeared or went: the other share is none
    expect(formatPointsChange(null, 0.076)).toBe(`▲ +7,6${NBSP}п.${NBSP}п.`);
    expect(formatPointsChange(0.076, null, 0)).toBe(`▼ −8${NBSP}п.${NBSP}п.`);
  });
  it('takes a change between the values as shown, so a row adds up', () => {
    // 35.9 % → 36.4 % whole is «36 %» and «36 %»: no change, not «▲ +1»
    expect(formatPointsChange(0.359, 0.364, 0)).toBe('0');
    expect(`${formatShare(0.359)} ${formatShare(0.364)} ${formatPointsChange(0.359, 0.364)}`).toBe(
      `35,9${NBSP}% 36,4${NBSP}% ▲ +0,5${NBSP}п.${NBSP}п.`,
    );
    expect(shownChange(68.5, 69.4)).toBe(0);
    expect(shownChange(68.4, 69.5)).toBe(2);
    expect(shownChange(-0.5, 0.4)).toBe(1);
    expect(roundShown(-2.5)).toBe(-3);
  });
});
describe('plural', () => {
  const forms = ['файл', 'файла', 'файлов'] as const;
  it.each([
    [0, 'файлов'],
    [1, 'файл'],
    [2, 'файла'],
    [4, 'файла'],
    [5, 'файлов'],
    [11, 'файлов'],
    [12, 'файлов'],
    [14, 'файлов'],
    [21, 'файл'],
    [22, 'файла'],
    [101, 'файл'],
    [111, 'файлов'],
    [1004, 'файла'],
  ])('%i → %s', (n, expected) => {
    expect(plural(n, forms)).toBe(expected);
  });
});
