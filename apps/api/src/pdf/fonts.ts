import fontkit from '@pdf-lib/fontkit';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * A Cyrillic font for server-made PDFs (analysis reports, invoices): DejaVu Sans from the
 * `dejavu-fonts-ttf` npm package, else the Debian package's copy. Read once per process.
 */
const require = createRequire(import.meta.url);
const SYSTEM_DIR = '/usr/share/fonts/truetype/dejavu';

const cache = new Map<string, Buffer>();

function fontBytes(file: 'DejaVuSans.ttf' | 'DejaVuSans-Bold.ttf'): Buffer {
  const cached = cache.get(file);
  if (cached) return cached;
  const candidates: string[] = [];
  try {
    candidates.push(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
  } catch {
    // the package is absent: the system copy below
  }
  candidates.push(`${SYSTEM_DIR}/${file}`);
  const found = candidates.find((p) => existsSync(p));
  if (!found)
    throw new Error(`Font ${file} not found (install dejavu-fonts-ttf or fonts-dejavu-core)`);
  const bytes = readFileSync(found);
  cache.set(file, bytes);
  return bytes;
}

export interface CyrillicFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Embeds DejaVu Sans (regular and bold, subset) into the document. */
export async function embedCyrillicFonts(doc: PDFDocument): Promise<CyrillicFonts> {
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    doc.embedFont(fontBytes('DejaVuSans.ttf'), { subset: true }),
    doc.embedFont(fontBytes('DejaVuSans-Bold.ttf'), { subset: true }),
  ]);
  return { regular, bold };
}
