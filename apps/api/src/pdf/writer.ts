import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { embedCyrillicFonts, type CyrillicFonts } from './fonts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
/** Points under a heading for what it heads: a table's two-line header row and its first row. */
const KEEP_WITH_HEADING = 44;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: [number, number, number];
  gap?: number;
}

/** A top-to-bottom writer over A4 pages: wrapped text, images and rows, new pages as needed. */
export class PdfWriter {
  page!: PDFPage;
  y = 0;
  readonly width = A4[0] - 2 * MARGIN;

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: CyrillicFonts,
  ) {
    this.newPage();
  }

  static async create(title: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setLanguage('ru-RU');
    doc.setProducer('Креолаб');
    return new PdfWriter(doc, await embedCyrillicFonts(doc));
  }

  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  font(bold?: boolean): PDFFont {
    return bold ? this.fonts.bold : this.fonts.regular;
  }

  /** Lines of `text` that fit `width` at `size` (words longer than a line are cut). */
  wrap(text: string, size: number, width = this.width, bold = false): string[] {
    const font = this.font(bold);
    const lines: string[] = [];
    for (const paragraph of clean(text).split('\n')) {
      let line = '';
      // A no-break space (between a number and its unit) keeps both on one line.
      for (const word of paragraph.split(/[^\S\u00a0]+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= width) line = next;
        else {
          if (line) lines.push(line);
          line = word;
          while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
            let cut = line.length - 1;
            while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
            lines.push(line.slice(0, cut));
            line = line.slice(cut);
          }
        }
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, style: TextStyle = {}, x = 0, width = this.width) {
    const size = style.size ?? 10;
    const lead = size * 1.35;
    for (const line of this.wrap(text, size, width, style.bold)) {
      this.ensure(lead);
      this.page.drawText(line, {
        x: MARGIN + x,
        y: this.y - size,
        size,
        font: this.font(style.bold),
        color: rgb(...(style.color ?? [0.1, 0.1, 0.12])),
      });
      this.y -= lead;
    }
    this.y -= style.gap ?? 2;
  }

  /**
   * A heading kept with the start of what it heads: room for itself and KEEP_WITH_HEADING more,
   * or it opens the next page. Room for itself alone left «Области внимания» alone at a page's
   * foot, its table of regions (a two-line header row) on the next.
   */
  heading(text: string, size = 14) {
    this.ensure(size * 2 + 4 + KEEP_WITH_HEADING);
    this.y -= size * 0.6;
    this.text(text, { size, bold: true, gap: 4 });
  }

  /** Cells side by side (x offsets and widths in points), as one row that stays on one page. */
  row(
    cells: {
      text: string;
      x: number;
      width: number;
      bold?: boolean;
      color?: [number, number, number];
    }[],
    size = 9,
  ) {
    const wrapped = cells.map((c) => this.wrap(c.text, size, c.width, c.bold));
    const height = Math.max(...wrapped.map((w) => w.length)) * size * 1.3 + 3;
    this.ensure(height);
    wrapped.forEach((lines, i) => {
      lines.forEach((line, j) =>
        this.page.drawText(line, {
          x: MARGIN + cells[i]!.x,
          y: this.y - size - j * size * 1.3,
          size,
          font: this.font(cells[i]!.bold),
          color: rgb(...(cells[i]!.color ?? [0.1, 0.1, 0.12])),
        }),
      );
    });
    this.y -= height;
  }

  /** Images side by side, scaled to fit the width and `maxHeight`, with captions under them. */
  images(items: { image: PDFImage; caption: string }[], maxHeight = 260) {
    const gap = 12;
    const slot = (this.width - gap * (items.length - 1)) / items.length;
    const scale = Math.min(
      ...items.map(({ image }) => Math.min(slot / image.width, maxHeight / image.height)),
    );
    const height = Math.max(...items.map(({ image }) => image.height * scale));
    this.ensure(height + 16);
    items.forEach(({ image, caption }, i) => {
      const x = MARGIN + i * (slot + gap);
      this.page.drawImage(image, {
        x,
        y: this.y - image.height * scale,
        width: image.width * scale,
        height: image.height * scale,
      });
      this.page.drawText(clean(caption), {
        x,
        y: this.y - height - 11,
        size: 8,
        font: this.fonts.regular,
        color: rgb(0.4, 0.4, 0.45),
      });
    });
    this.y -= height + 18;
  }

  swatch(hex: string, label: string) {
    const n = Number.parseInt(hex.slice(1), 16);
    this.ensure(16);
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y - 11,
      width: 22,
      height: 11,
      color: rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255),
      borderColor: rgb(0.7, 0.7, 0.7),
      borderWidth: 0.5,
    });
    this.page.drawText(clean(label), {
      x: MARGIN + 30,
      y: this.y - 10,
      size: 9,
      font: this.fonts.regular,
    });
    this.y -= 15;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}

/** Control characters and astral symbols (emoji from OCR) have no glyph in DejaVu Sans. */
function clean(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code > 0xffff) continue;
    out += (code < 32 && code !== 10) || code === 127 ? ' ' : ch;
  }
  return out;
}
