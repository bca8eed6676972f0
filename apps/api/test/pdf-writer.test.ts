// The report's writer (src/pdf/writer.ts) on real A4 pages, read back with mupdf as a reader
// would see them.
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { PdfWriter } from '../src/pdf/writer';

async function pagesOf(w: PdfWriter): Promise<string[]> {
  const doc = mupdf.Document.openDocument(await w.save(), 'application/pdf');
  const pages: string[] = [];
  for (let i = 0; i < doc.countPages(); i++)
    pages.push(
      doc.loadPage(i).toStructuredText('preserve-whitespace').asText().replace(/\s+/g, ' '),
    );
  return pages;
}

describe('the PDF writer', () => {
  it('keeps a heading with the start of what it heads, not alone at a page’s foot', async () => {
    const w = await PdfWriter.create('Отчёт');
    w.text('Метрики');
    // 36 points left: the heading itself fits, a table's two-line header row under it does not
    w.y = 48 + 36;
    w.heading('Области внимания', 11);
    w.row([
      { text: 'Порядок', x: 0, width: 60, bold: true },
      { text: 'Доля внимания', x: 250, width: 40, bold: true },
    ]);
    w.row([{ text: '1 Купить', x: 0, width: 200 }]);
    const pages = await pagesOf(w);
    expect(pages).toHaveLength(2);
    expect(pages[0]).not.toContain('Области внимания');
    expect(pages[1]).toMatch(/^ ?Области внимания Порядок/);
    expect(pages[1]).toContain('1 Купить');
  });

  it('leaves a heading where it is when its content fits under it', async () => {
    const w = await PdfWriter.create('Отчёт');
    w.heading('Цвета', 11);
    w.text('белый, #f5f0ea, 80,8 %');
    const pages = await pagesOf(w);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Цвета белый, #f5f0ea');
  });
});
