/** One page of a PDF drawn as a picture, with the document's page count. */
export interface RenderedPdfPage {
  /** A PNG data URL of the page. */
  src: string;
  width: number;
  height: number;
  pages: number;
}

/**
 * Draws page `pageNumber` (from 1) of the PDF at `url` with its longer side `longSide` pixels,
 * for a place that marks something on the page (the cloud's preview is the first page at
 * 320 px). pdf.js loads on the first call.
 */
export async function renderPdfPage(
  url: string,
  pageNumber: number,
  longSide = 1200,
): Promise<RenderedPdfPage> {
  const { pdfjs } = await import('./pdfjs');
  const doc = await pdfjs.getDocument({ url }).promise;
  try {
    const page = await doc.getPage(Math.min(Math.max(1, pageNumber), doc.numPages));
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: longSide / Math.max(base.width, base.height) });
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    await page.render({ canvas, viewport }).promise;
    return {
      src: canvas.toDataURL('image/png'),
      width: canvas.width,
      height: canvas.height,
      pages: doc.numPages,
    };
  } finally {
    void doc.destroy();
  }
}
