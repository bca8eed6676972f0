import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { analyseFrames, type AnalyseOptions, type AnalysisOutput } from './analyse';
import { EngineError } from './errors';

const run = promisify(execFile);

/** The pages of a PDF read by default: a caller marking a page needs to know which exist. */
export const MAX_PDF_PAGES = 20;

/** Renders PDF pages to PNG with mupdf (at most `maxPages`, longest side about `side` px). */
export async function renderPdfPages(
  pdf: Uint8Array,
  opts: { maxPages?: number; side?: number } = {},
): Promise<Buffer[]> {
  const mupdf = await import('mupdf');
  let doc: InstanceType<typeof mupdf.Document>;
  try {
    doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  } catch (e) {
    throw new EngineError('INCORRECT_IMAGE', `cannot open the PDF: ${(e as Error).message}`, {
      cause: e,
    });
  }
  const out: Buffer[] = [];
  const n = Math.min(doc.countPages(), opts.maxPages ?? MAX_PDF_PAGES);
  for (let i = 0; i < n; i++) {
    const page = doc.loadPage(i);
    const [x0, y0, x1, y1] = page.getBounds();
    const scale = (opts.side ?? 1200) / Math.max(x1 - x0, y1 - y0);
    const pix = page.toPixmap(
      mupdf.Matrix.scale(scale, scale),
      mupdf.ColorSpace.DeviceRGB,
      false,
      true,
    );
    out.push(Buffer.from(pix.asPNG()));
  }
  return out;
}

/** The ffmpeg binary: the system one when present, else @ffmpeg-installer/ffmpeg's. */
export async function ffmpegPath(): Promise<string> {
  for (const p of ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg']) if (fs.existsSync(p)) return p;
  const m = (await import('@ffmpeg-installer/ffmpeg')) as {
    path?: string;
    default?: { path: string };
  };
  return m.path ?? m.default!.path;
}

/** Extracts JPEG frames from a video file at `fps` frames per second (at most `maxFrames`). */
export async function extractVideoFrames(
  file: string,
  opts: { fps?: number; maxFrames?: number; side?: number } = {},
): Promise<Buffer[]> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'kreolab-frames-'));
  try {
    const side = opts.side ?? 720;
    await run(await ffmpegPath(), [
      '-v',
      'error',
      '-i',
      file,
      '-vf',
      `fps=${opts.fps ?? 1},scale='min(${side},iw)':-2`,
      '-frames:v',
      String(opts.maxFrames ?? 60),
      '-q:v',
      '3',
      path.join(dir, 'f%05d.jpg'),
    ]);
    const files = (await fs.promises.readdir(dir)).filter((f) => f.endsWith('.jpg')).sort();
    if (files.length === 0)
      throw new EngineError('INCORRECT_IMAGE', 'no frames could be read from the video');
    return Promise.all(files.map((f) => fs.promises.readFile(path.join(dir, f))));
  } catch (e) {
    if (e instanceof EngineError) throw e;
    throw new EngineError('INCORRECT_IMAGE', `cannot read the video: ${(e as Error).message}`, {
      cause: e,
    });
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

export async function analysePdf(pdf: Uint8Array, o: AnalyseOptions = {}): Promise<AnalysisOutput> {
  return analyseFrames(await renderPdfPages(pdf), o);
}

export async function analyseVideo(
  file: string,
  o: AnalyseOptions & { fps?: number; maxFrames?: number } = {},
): Promise<AnalysisOutput> {
  return analyseFrames(await extractVideoFrames(file, { fps: o.fps, maxFrames: o.maxFrames }), o);
}
