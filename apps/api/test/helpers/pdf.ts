import * as mupdf from 'mupdf';

/** A PDF's text, every page, with runs of white space (line breaks, NBSP) as one space. */
export function pdfText(bytes: Buffer | Uint8Array): string {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  let text = '';
  for (let i = 0; i < doc.countPages(); i++)
    text += doc.loadPage(i).toStructuredText('preserve-whitespace').asText();
  return text.replace(/\s+/g, ' ');
}
