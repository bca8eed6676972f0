import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { SellerRequisites } from '../billing/config';
import { formatRoubles } from '../billing/money';
import { amountInWords } from './words';

export interface InvoiceLine {
  description: string;
  quantity: number;
  unit: string;
  amountKopecks: number;
}

export interface InvoiceDocument {
  number: string;
  date: Date;
  seller: SellerRequisites;
  buyer: { name: string; inn: string; kpp: string; address: string };
  lines: InvoiceLine[];
  /** VAT percent included in the prices; null: «Без НДС». */
  vatRate: number | null;
  /** What the invoice is for, printed under the table («Оплата тарифа …»). */
  note?: string;
}

const require = createRequire(import.meta.url);

/** DejaVu Sans from the npm package (no OS fonts needed); Debian's copy as a fallback. */
function fontPath(file: 'DejaVuSans.ttf' | 'DejaVuSans-Bold.ttf'): string {
  try {
    return require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
  } catch {
    const system = `/usr/share/fonts/truetype/dejavu/${file}`;
    if (existsSync(system)) return system;
    throw new Error(`Font ${file} not found: install dejavu-fonts-ttf`);
  }
}

let fonts: Promise<[Uint8Array, Uint8Array]> | null = null;
const loadFonts = () =>
  (fonts ??= Promise.all([
    readFile(fontPath('DejaVuSans.ttf')),
    readFile(fontPath('DejaVuSans-Bold.ttf')),
  ]));

/** dd.mm.yyyy in Moscow time (product-spec §9). */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/** VAT included in a gross amount: gross × rate / (100 + rate), to the kopeck. */
export const vatIncluded = (grossKopecks: number, rate: number) =>
  Math.round((grossKopecks * rate) / (100 + rate));

const BLACK = rgb(0, 0, 0);
const MARGIN = 40;
const PAGE = { width: 595.28, height: 841.89 }; // A4

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

class Writer {
  y = PAGE.height - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  text(text: string, x: number, options: { size?: number; bold?: boolean; width?: number } = {}) {
    const size = options.size ?? 9;
    const font = options.bold ? this.bold : this.regular;
    const lines = wrap(text, font, size, options.width ?? PAGE.width - MARGIN - x);
    for (const line of lines) {
      this.page.drawText(line, { x, y: this.y - size, size, font, color: BLACK });
      this.y -= size * 1.35;
    }
    return lines.length;
  }

  right(text: string, xRight: number, y: number, size = 9, bold = false) {
    const font = bold ? this.bold : this.regular;
    const w = font.widthOfTextAtSize(text, size);
    this.page.drawText(text, { x: xRight - w, y, size, font, color: BLACK });
  }

  rect(x: number, y: number, width: number, height: number) {
    this.page.drawRectangle({ x, y, width, height, borderColor: BLACK, borderWidth: 0.6 });
  }

  line(x1: number, y: number, x2: number, thickness = 0.6) {
    this.page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness, color: BLACK });
  }
}

/** The bank block at the top: the payee's bank, БИК, accounts, ИНН/КПП and name. */
function bankBlock(w: Writer, seller: SellerRequisites) {
  const left = MARGIN;
  const mid = 340;
  const labelX = mid + 4;
  const valueX = 390;
  const right = PAGE.width - MARGIN;
  const top = w.y;
  const row = 14;
  // Left: bank (2 rows), ИНН/КПП (1), payee (2); right: БИК, corr. account, account (3 rows).
  const height = row * 5;
  w.rect(left, top - height, right - left, height);
  for (const x of [mid, valueX - 4])
    w.page.drawLine({ start: { x, y: top }, end: { x, y: top - height }, thickness: 0.6 });
  w.line(left, top - row * 2, right);
  w.line(mid, top - row, right);
  w.line(left, top - row * 3, mid);
  const at = (text: string, x: number, y: number, size = 8) =>
    w.page.drawText(text, { x, y, size, font: w.regular, color: BLACK });
  at(seller.bank, left + 4, top - 10);
  at('Банк получателя', left + 4, top - row * 2 + 4, 7);
  at('БИК', labelX, top - 10);
  at(seller.bik, valueX, top - 10);
  at('Сч. №', labelX, top - row - 10);
  at(seller.corrAccount, valueX, top - row - 10);
  at(`ИНН ${seller.inn}`, left + 4, top - row * 2 - 10);
  at(`КПП ${seller.kpp}`, left + 150, top - row * 2 - 10);
  at(seller.name, left + 4, top - row * 3 - 10);
  at('Получатель', left + 4, top - height + 4, 7);
  at('Сч. №', labelX, top - row * 2 - 10);
  at(seller.account, valueX, top - row * 2 - 10);
  w.y = top - height - 20;
}

/** The invoice (счёт на оплату) as an A4 PDF with DejaVu Sans embedded (subset). */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await loadFonts();
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });
  pdf.setTitle(`Счёт на оплату № ${doc.number} от ${formatDate(doc.date)}`);
  pdf.setAuthor(doc.seller.name);
  pdf.setLanguage('ru-RU');
  pdf.setCreationDate(doc.date);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const w = new Writer(page, regular, bold);
  const right = PAGE.width - MARGIN;

  bankBlock(w, doc.seller);
  w.text(`Счёт на оплату № ${doc.number} от ${formatDate(doc.date)}`, MARGIN, {
    size: 14,
    bold: true,
  });
  w.line(MARGIN, w.y - 2, right, 1.5);
  w.y -= 12;

  const party = (label: string, text: string) => {
    const y = w.y;
    w.page.drawText(label, { x: MARGIN, y: y - 9, size: 9, font: regular, color: BLACK });
    w.text(text, MARGIN + 80, { bold: true });
    w.y -= 4;
  };
  const s = doc.seller;
  party('Поставщик:', `${s.name}, ИНН ${s.inn}${s.kpp ? `, КПП ${s.kpp}` : ''}, ${s.address}`);
  const b = doc.buyer;
  party('Покупатель:', `${b.name}, ИНН ${b.inn}${b.kpp ? `, КПП ${b.kpp}` : ''}, ${b.address}`);
  w.y -= 6;

  // The table of lines.
  const cols = [MARGIN, MARGIN + 24, 350, 400, 430, 500, right];
  const headers = ['№', 'Товары (работы, услуги)', 'Кол-во', 'Ед.', 'Цена', 'Сумма'];
  const rowTop = w.y;
  const headerHeight = 16;
  headers.forEach((h, i) =>
    page.drawText(h, { x: cols[i]! + 3, y: rowTop - 11, size: 8, font: bold, color: BLACK }),
  );
  let y = rowTop - headerHeight;
  const rows: number[] = [rowTop, y];
  doc.lines.forEach((line, i) => {
    const described = wrap(line.description, regular, 8, cols[2]! - cols[1]! - 6);
    const height = Math.max(14, described.length * 10 + 4);
    page.drawText(String(i + 1), { x: cols[0]! + 3, y: y - 10, size: 8, font: regular });
    described.forEach((d, j) =>
      page.drawText(d, { x: cols[1]! + 3, y: y - 10 - j * 10, size: 8, font: regular }),
    );
    w.right(String(line.quantity), cols[3]! - 3, y - 10, 8);
    page.drawText(line.unit, { x: cols[3]! + 3, y: y - 10, size: 8, font: regular });
    w.right(formatRoubles(Math.round(line.amountKopecks / line.quantity)), cols[5]! - 3, y - 10, 8);
    w.right(formatRoubles(line.amountKopecks), cols[6]! - 3, y - 10, 8);
    y -= height;
    rows.push(y);
  });
  for (const r of rows) w.line(cols[0]!, r, right);
  for (const c of cols)
    page.drawLine({ start: { x: c, y: rowTop }, end: { x: c, y }, thickness: 0.6 });
  w.y = y - 8;

  const total = doc.lines.reduce((sum, l) => sum + l.amountKopecks, 0);
  const totals: [string, string][] = [
    ['Итого:', formatRoubles(total)],
    doc.vatRate === null
      ? ['Без НДС', '—']
      : [`В том числе НДС (${doc.vatRate}%):`, formatRoubles(vatIncluded(total, doc.vatRate))],
    ['Всего к оплате:', formatRoubles(total)],
  ];
  for (const [label, value] of totals) {
    w.right(label, cols[5]! - 6, w.y - 9, 9, true);
    w.right(value, right - 3, w.y - 9, 9, true);
    w.y -= 14;
  }
  w.y -= 6;
  w.text(`Всего наименований ${doc.lines.length}, на сумму ${formatRoubles(total)} руб.`, MARGIN);
  w.text(amountInWords(total), MARGIN, { bold: true });
  if (doc.note) {
    w.y -= 4;
    w.text(doc.note, MARGIN, { size: 8 });
  }
  w.y -= 4;
  w.text(
    'Оплата этого счёта означает согласие с условиями оказания услуг. Услуга предоставляется ' +
      'после поступления денег на расчётный счёт поставщика. Счёт действителен 5 банковских дней.',
    MARGIN,
    { size: 8 },
  );
  w.line(MARGIN, w.y - 4, right, 1.5);
  w.y -= 30;
  const signY = w.y;
  page.drawText('Руководитель', { x: MARGIN, y: signY, size: 9, font: bold });
  w.line(MARGIN + 75, signY - 2, MARGIN + 240);
  page.drawText('Бухгалтер', { x: 310, y: signY, size: 9, font: bold });
  w.line(370, signY - 2, right);
  return pdf.save();
}
