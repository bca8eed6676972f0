// pdf.js with its worker, set once for every PDF the web shows (the viewer's slides, a page to
// mark a logo on): Vite emits the worker as an asset. Imported lazily: pdf.js is large.
import { pdfjs } from 'react-pdf';

pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

export { pdfjs };
