import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Worker } from 'tesseract.js';
import type { RgbImage } from '../image';
import { CACHE_DIR, packageDir } from '../paths';
import { centreInPanel, findFlatAreas, type Panel } from './panels';
import { plausibleText } from './plausible';
import { closeSceneText, detectTextLines, type SceneLine } from './scenetext';

/** One recognised line of text, in the coordinates of the image given to `recogniseText`. */
export interface TextBox {
  x: number;
  y: number;
  w: number;
  h: number;
  text: string;
  confidence: number;
}

/**
 * Where the trained data comes from, without any network: Debian's tesseract-ocr-rus /
 * tesseract-ocr-eng packages when installed (both languages), else the eng data bundled
 * in @tesseract.js-data/eng.
 */
export function tessdataSource(): { langs: string; langPath: string; gzip: boolean } {
  const candidates = [
    '/usr/share/tesseract-ocr/5/tessdata',
    '/usr/share/tesseract-ocr/4.00/tessdata',
    '/usr/share/tessdata',
  ];
  for (const dir of candidates) {
    if (fs.existsSync(path.join(dir, 'eng.traineddata'))) {
      const rus = fs.existsSync(path.join(dir, 'rus.traineddata'));
      return { langs: rus ? 'rus+eng' : 'eng', langPath: dir, gzip: false };
    }
  }
  const pkg = packageDir('@tesseract.js-data/eng');
  return { langs: 'eng', langPath: path.join(pkg, '4.0.0_best_int'), gzip: true };
}

const workers: Promise<Worker>[] = [];

async function startWorker(): Promise<Worker> {
  const { createWorker, PSM } = await import('tesseract.js');
  const src = tessdataSource();
  const worker = await createWorker(src.langs.split('+'), 1, {
    langPath: src.langPath,
    gzip: src.gzip,
    cacheMethod: 'none',
    cachePath: path.join(CACHE_DIR, 'tessdata'),
  });
  // Sparse text: advertising layouts and scenes have scattered text, not pages of prose.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '96' });
  return worker;
}

function getWorker(i: number): Promise<Worker> {
  while (workers.length <= i) workers.push(startWorker());
  return workers[i]!;
}

/**
 * OCR jobs whose image is still being encoded (in libvips' threads) and so not yet handed to a
 * worker. The encoder's callback needs this thread's event loop: where this thread went straight
 * into its own synchronous work (the panel search, faces, CenterNet, the map's features), the
 * workers sat idle for the first 150–200 ms of a banner's analysis. `ocrQueued` lets a caller
 * wait until every job started so far is on a worker before it starts that work.
 */
const preparing = new Set<Promise<unknown>>();

/** Counts `p` (a step before a job reaches a worker: a resize, an encoding) until it settles. */
export function ocrPreparation<T>(p: Promise<T>): Promise<T> {
  preparing.add(p);
  const done = () => preparing.delete(p);
  p.then(done, done);
  return p;
}

/**
 * Settles when every OCR job started so far has been handed to a worker (its image encoded and
 * posted), not when it is read. Never rejects: a failed encoding is reported by its own job.
 */
export async function ocrQueued(): Promise<void> {
  while (preparing.size > 0) await Promise.allSettled([...preparing]);
  // the hand-over itself (tesseract.js loads the buffer and posts it) is a chain of promise
  // callbacks; one turn of the event loop lets all of them run before the caller's work
  await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Jobs queued or running on each worker, so a job goes to the least busy one. */
const busy: number[] = [];
/**
 * Per worker, its jobs that may share it (posted to tesseract's own queue as they come) and the
 * last job that may not (`exclusive`: it changes the worker's parameters for its own reading,
 * `recogniseAdaptive`). An exclusive job starts when every earlier job on its worker has ended,
 * and later jobs wait for it, so no image is read with another job's parameters.
 */
const shared: Set<Promise<unknown>>[] = [];
const exclusiveTail: Promise<unknown>[] = [];

/**
 * Runs `job` on the least busy OCR worker. Frames of a video or pages of a PDF are read ahead
 * while the main thread analyses earlier ones; a fixed worker per kind of pass left one
 * worker idle while the other had the queue.
 */
async function onWorker<T>(
  job: (w: Worker) => Promise<T>,
  opts: { exclusive?: boolean } = {},
): Promise<T> {
  while (busy.length < OCR_THREADS) {
    busy.push(0);
    shared.push(new Set());
    exclusiveTail.push(Promise.resolve());
  }
  let i = 0;
  for (let k = 1; k < OCR_THREADS; k++) if (busy[k]! < busy[i]!) i = k;
  busy[i]!++;
  const start = opts.exclusive
    ? Promise.allSettled([exclusiveTail[i], ...shared[i]!])
    : exclusiveTail[i]!;
  const run = start.then(async () => job(await getWorker(i)));
  const settled = run.catch(() => {});
  if (opts.exclusive) exclusiveTail[i] = settled;
  else {
    shared[i]!.add(settled);
    void settled.then(() => shared[i]?.delete(settled));
  }
  try {
    return await run;
  } finally {
    busy[i]!--;
  }
}

/**
 * Stops the OCR workers (the CLI and the benchmarks call it before exiting). The server does
 * not: other apps of the same process (tests) may still be reading, and its process exits after
 * `app.close()` (apps/api/src/main.ts).
 */
export async function closeOcr(): Promise<void> {
  const all = workers.splice(0);
  busy.length = 0;
  shared.length = 0;
  exclusiveTail.length = 0;
  await Promise.all([...all.map(async (w) => (await w).terminate()), closeSceneText()]);
}

const WORDLIKE = /[\p{L}\p{N}]{2,}/u;
/**
 * A unit sign read as a word of its own right after a number: «Скидка 30 %», «990 ₽» (Russian
 * typography spaces them). Such a sign is part of the offer, not noise; without it the region
 * read «Скидка 30» on a banner that says «Скидка 30 %».
 */
const UNIT_SIGN = /^[%‰₽$€£]$/u;
/**
 * «₽» as Tesseract reads it: a Cyrillic «Р» (confidence 88 on a bold «от 24 990 ₽») or a Latin
 * «P» (92 on the same line read in a strip; README "Digits, the rouble sign and look-alike
 * letters"). Russian has no one-letter word «р», so after a number it is the sign, and `lineText`
 * writes it so (the Latin letter only in a Cyrillic line).
 */
const ROUBLE_LETTER = /^[РрPp]$/u;
const CYRILLIC_ROUBLE_LETTER = /^[Рр]$/u;
const ENDS_IN_DIGIT = /\p{N}$/u;
/** A one-digit number: kept inside a phrase («на 7 ночей»), where a texture's mark rarely sits. */
const ONE_DIGIT = /^\p{Nd}$/u;
/**
 * A word that starts with a group of exactly three digits: after a one-digit number it is that
 * number's thousands group («4 990 ₽», «1 500 000»; Russian typography spaces them), so the digit
 * is kept even at a line's start, where a price stands (README "Digits, the rouble sign and
 * look-alike letters", third amendment).
 */
const THOUSANDS_GROUP = /^\p{Nd}{3}(?!\p{Nd})/u;
/**
 * One-letter words of Russian and English (prepositions, conjunctions, pronouns): kept before a
 * kept word of the same script (`sameScript`), inside a phrase or at its start, where «уже в
 * продаже» read «уже продаже» and «В корзину» read «корзину». At a line's end a lone letter is
 * more often a texture than a word, so it is not kept there.
 */
const ONE_LETTER_WORD = /^[вискоуаяВИСКОУАЯaAI]$/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;
/**
 * Whether the word after a one-letter word is of its script or has no letters: a Russian
 * preposition goes before a Russian word or a number («в 18:30»). On a photograph a stray «К» was
 * read before «Sunday,».
 */
const sameScript = (letter: string, next: string) =>
  !(CYRILLIC.test(letter) ? LATIN : CYRILLIC).test(next);

/**
 * The words of a line worth keeping: confident and word-like (two letters or digits at least),
 * a confident one-digit number inside a phrase, a confident unit sign (or «Р», the rouble sign
 * as read) right after a kept number, or a confident one-letter word before a kept word of its
 * script (after another kept word or at the line's start).
 */
export function keptWords<W extends { text: string; confidence: number }>(
  words: readonly W[],
  minConfidence: number,
): W[] {
  const sure = (i: number) => words[i]!.confidence >= minConfidence;
  const word = words.map((w, i) => sure(i) && WORDLIKE.test(w.text));
  const letter = (i: number) => i >= 0 && sure(i) && ONE_LETTER_WORD.test(words[i]!.text.trim());
  // a one-digit number after a kept word or after a one-letter word at the phrase's start or
  // after a kept word («в 2 раза»), and before a kept word; or anywhere before its thousands
  // group; then it counts as a word itself
  const thousands = (i: number) =>
    word[i + 1] === true && THOUSANDS_GROUP.test(words[i + 1]!.text.trim());
  const base = word.map(
    (b, i) =>
      b ||
      (sure(i) &&
        ONE_DIGIT.test(words[i]!.text.trim()) &&
        (thousands(i) ||
          (i > 0 &&
            (word[i - 1]! || (letter(i - 1) && (i === 1 || word[i - 2]!))) &&
            word[i + 1] === true))),
  );
  const kept = base.map((b, i) => {
    if (b) return true;
    const w = words[i]!;
    if (w.confidence < minConfidence) return false;
    const text = w.text.trim();
    if (UNIT_SIGN.test(text) || ROUBLE_LETTER.test(text))
      return i > 0 && base[i - 1]! && ENDS_IN_DIGIT.test(words[i - 1]!.text);
    if (ONE_LETTER_WORD.test(text))
      return (
        (i === 0 || base[i - 1]!) && base[i + 1] === true && sameScript(text, words[i + 1]!.text)
      );
    return false;
  });
  return words.filter((_, i) => kept[i]);
}

/** Latin letters with a Cyrillic twin of the same shape, and the twin. */
const TWIN: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
};
const TWINS_ONLY = /^([^\p{L}\p{N}]*)([aceopxyABCEHKMOPTX]+)([^\p{L}\p{N}]*)$/u;
/**
 * A lower-case Russian word read with small capitals: Cyrillic т, к, м and н are drawn as small
 * capitals, so «от» comes out «oT». No English word starts in lower case and goes on in these
 * capitals («B» is left out for «eBay»).
 */
const SMALL_CAPITALS = /^[aceopxy][aceopxyTKMH]*[TKMH]/u;
const CYRILLIC_LETTERS = /\p{Script=Cyrillic}/gu;
const LATIN_LETTERS = /\p{Script=Latin}/gu;

/**
 * A line's text from its kept words (README "Digits, the rouble sign and look-alike letters"):
 * «Р» after a number as «₽» (a Latin «P» too in a Cyrillic line); a word of Latin twins of Cyrillic letters in Cyrillic in a line with
 * more Cyrillic letters than Latin (the same shapes, so nothing a reader sees changes), and in any
 * line in Cyrillic lower case when it was read with small capitals («oT 24 990» → «от 24 990»).
 */
export function lineText(words: readonly { text: string }[]): string {
  const line = words.map((w) => w.text).join(' ');
  const cyrillicLine =
    (line.match(CYRILLIC_LETTERS)?.length ?? 0) > (line.match(LATIN_LETTERS)?.length ?? 0);
  const sign = cyrillicLine ? ROUBLE_LETTER : CYRILLIC_ROUBLE_LETTER;
  return words
    .map((w, i) =>
      i > 0 && sign.test(w.text.trim()) && ENDS_IN_DIGIT.test(words[i - 1]!.text) ? '₽' : w.text,
    )
    .map((t) => {
      const m = TWINS_ONLY.exec(t);
      if (!m) return t;
      const latin = m[2]!;
      const small = SMALL_CAPITALS.test(latin);
      if (!small && !cyrillicLine) return t;
      const word = [...latin].map((c) => TWIN[c]!).join('');
      return m[1]! + (small ? word.toLowerCase() : word) + m[3]!;
    })
    .join(' ')
    .trim();
}

/** OCR worker threads: two on multi-core machines, so a large creative is read in two strips at once. */
export const OCR_THREADS = Math.min(
  2,
  Math.max(1, os.availableParallelism?.() ?? os.cpus().length),
);

async function recogniseStrip(
  worker: Worker,
  png: Buffer,
  dy: number,
  minConfidence: number,
  params: Record<string, string> = {},
): Promise<TextBox[]> {
  // tesseract.js sets `params` for this reading alone and restores the worker's own after it
  const { data } = await worker.recognize(png, params as never, { blocks: true, text: false });
  const out: TextBox[] = [];
  for (const block of data.blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const line of para.lines) {
        const words = keptWords(line.words, minConfidence);
        if (words.length === 0) continue;
        const text = lineText(words);
        const x0 = Math.min(...words.map((w) => w.bbox.x0));
        const y0 = Math.min(...words.map((w) => w.bbox.y0));
        const x1 = Math.max(...words.map((w) => w.bbox.x1));
        const y1 = Math.max(...words.map((w) => w.bbox.y1));
        const conf = words.reduce((s, w) => s + w.confidence, 0) / words.length;
        if (x1 - x0 < 4 || y1 - y0 < 4) continue;
        out.push({ x: x0, y: y0 + dy, w: x1 - x0, h: y1 - y0, text, confidence: conf });
      }
    }
  }
  return out;
}

function iou(a: TextBox, b: TextBox): number {
  return overlapArea(a, b) / Math.min(a.w * a.h, b.w * b.h);
}

/** The area two boxes share. */
function overlapArea(a: Panel, b: Panel): number {
  const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  return ix * iy;
}

/**
 * Recognises text lines. Lines with low confidence or without a real word are dropped,
 * which removes most of the "text" tesseract finds in textures of natural scenes.
 * Large images are read as two overlapping horizontal strips in parallel (the overlap,
 * 16 % of the height, is larger than any line of advertising text we expect); a line found
 * in both strips is kept once, with the higher confidence.
 */
export async function recogniseText(img: RgbImage, minConfidence = 55): Promise<TextBox[]> {
  const grey = greyOf(img);
  const whole = recogniseWhole(img, grey, minConfidence);
  // findFlatAreas holds this thread for 10–100 ms on a banner: the whole image's strips reach the
  // workers first (the panels queue behind them there anyway)
  const flat = ocrQueued().then(() => findFlatAreas(img));
  const panels = flat.then((f) => recognisePanels(f.panels, grey, minConfidence, f.designed));
  // the adaptive threshold only on a plain ground (see recogniseAdaptive)
  const adaptive = flat.then((f) => (f.designed ? recogniseAdaptive(grey, minConfidence) : []));
  // lines over a photograph only (see recogniseSceneLines); the detector holds this thread (wasm,
  // one thread) while the workers read what is queued
  const scene = flat.then(async (f) => {
    if (f.designed) return [];
    await ocrQueued();
    return detectTextLines(img);
  });
  // whichever fails first is reported by the awaits below; the others must not go unhandled
  for (const p of [whole, panels, adaptive, scene]) p.catch(() => {});
  const out = mergeText(await whole, await panels);
  const read = await rereadRows(
    mergeText(out, await adaptive),
    (await flat).panels,
    grey,
    img,
    minConfidence,
  );
  return recogniseSceneLines(read, await scene, img, minConfidence);
}

/**
 * The share of `box`'s area that `lines` cover (at most 1; lines read from one image seldom
 * overlap each other).
 */
export function coveredShare(box: Panel, lines: readonly Panel[]): number {
  let covered = 0;
  for (const l of lines) covered += overlapArea(box, l);
  return Math.min(1, covered / Math.max(1, box.w * box.h));
}

/**
 * A detector line covered this much by lines already read is taken as read. Its box is grown
 * around the letters (the detector's unclip) and Tesseract's is tight on them, so a line read
 * whole covers 0.68–0.99 of it on the tuning stories and a line read in part («Второй стак»,
 * «итайте») 0.56 at most; at a half those two were not read again.
 */
export const SCENE_COVERED = 2 / 3;
/**
 * How far a detector line may reach past the readings that overlap it, in its own heights, and
 * still count as read: a reading that lost a line's first or last letters («ОМАРКЕТ» of
 * «КРЕОМАРКЕТ», 69 % of the box) covers most of the box but stops short of its end.
 */
export const SCENE_END = 1;

/** The longer of the stretches at either end of `box` that no overlapping line reaches. */
export function unreadEnd(box: Panel, lines: readonly Panel[]): number {
  const over = lines.filter((l) => overlapArea(box, l) > 0);
  if (over.length === 0) return box.w;
  const left = Math.min(...over.map((l) => l.x)) - box.x;
  const right = box.x + box.w - Math.max(...over.map((l) => l.x + l.w));
  return Math.max(0, left, right);
}

/** The margin around a detector line's box in its crop, in the box's heights. */
const SCENE_PAD = 0.25;
/** Tesseract's page segmentation mode for a crop: a single line (PSM.SINGLE_LINE). */
const SINGLE_LINE = '7';

/**
 * Lines the text detector finds (`detectTextLines`) that the readings above missed, read one by
 * one: Tesseract reads white headlines over a photograph with one threshold for the image or strip
 * and loses them to the photograph (0 of 8 right on the tuning stories), while a crop of the line
 * alone, cut at its own threshold with the text dark on light (`darkOnLight`), is read as a single
 * line. A crop's line is added where nothing was read; where pieces of it were read («Ty» of «Туры
 * к морю», «итайте» of «Читайте больше»), it replaces those whose centre lies in the detector's box
 * when it passes the plausibility checks and has more letters and digits than they have together.
 * Lines whose box is mostly covered by readings that reach both its ends (`SCENE_COVERED`,
 * `SCENE_END`) are not read again, so an image whose every detected line was read keeps its lines
 * as they were (the stories: README "Stories read at their own size"). A creative on a plain
 * ground (`findFlatAreas`' `designed`) is not searched: Tesseract finds its lines itself, and where
 * it reads one in part the detector splits small type into words (a leaderboard's 11-px
 * «Подробности акции на сайте магазина» into three boxes, read as «и на сайте магазина» beside
 * «Подробн»).
 */
async function recogniseSceneLines(
  lines: TextBox[],
  found: readonly SceneLine[],
  img: RgbImage,
  minConfidence: number,
): Promise<TextBox[]> {
  const missed = found.filter(
    (b) => coveredShare(b, lines) < SCENE_COVERED || unreadEnd(b, lines) > SCENE_END * b.h,
  );
  if (missed.length === 0) return lines;
  const readings = await Promise.all(
    missed.map(async (b) => {
      const pad = Math.round(SCENE_PAD * b.h);
      const x0 = Math.max(0, Math.floor(b.x - pad));
      const y0 = Math.max(0, Math.floor(b.y - pad));
      const x1 = Math.min(img.width, Math.ceil(b.x + b.w + pad));
      const y1 = Math.min(img.height, Math.ceil(b.y + b.h + pad));
      if (x1 - x0 < 8 || y1 - y0 < 8) return [];
      const png = await scenePng(img, { left: x0, top: y0, width: x1 - x0, height: y1 - y0 });
      const read = await onWorker((w) =>
        recogniseStrip(w, png, 0, minConfidence, { tessedit_pageseg_mode: SINGLE_LINE }),
      );
      return read.map((t) => ({ ...t, x: t.x + x0, y: t.y + y0 }));
    }),
  );
  let out = [...lines];
  for (const [k, b] of missed.entries()) {
    for (const t of readings[k]!) {
      const inside = out.filter((o) => centreInPanel(o, b));
      if (inside.length > 0) {
        if (!plausibleText(t) || wordChars(t.text) <= wordChars(inside.map((o) => o.text).join('')))
          continue;
        out = out.filter((o) => !inside.includes(o));
      }
      out = mergeText(out, [t]);
    }
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * Lines that lie on one row: connected by pairs overlapping vertically by at least half the
 * shorter one's height; only rows of two lines or more.
 */
export function rowsOf(lines: readonly TextBox[]): number[][] {
  const group = lines.map((_, i) => i);
  const find = (i: number): number => (group[i] === i ? i : (group[i] = find(group[i]!)));
  for (let i = 0; i < lines.length; i++)
    for (let j = i + 1; j < lines.length; j++) {
      const [a, b] = [lines[i]!, lines[j]!];
      const overlap = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      if (overlap >= 0.5 * Math.min(a.h, b.h)) group[find(i)] = find(j);
    }
  const rows = new Map<number, number[]>();
  lines.forEach((_, i) => rows.set(find(i), [...(rows.get(find(i)) ?? []), i]));
  return [...rows.values()].filter((r) => r.length > 1);
}

const WORD_CHARS = /[\p{L}\p{N}]/gu;
const wordChars = (text: string) => text.match(WORD_CHARS)?.length ?? 0;
const squeezed = (text: string) => text.replace(/\s+/g, '');

/**
 * The line of a row's reading that replaces its pieces: it overlaps the row by half its height,
 * contains every piece's text and has more letters and digits than the pieces together.
 */
export function wholeLine(
  pieces: readonly TextBox[],
  read: readonly TextBox[],
): TextBox | undefined {
  const top = Math.min(...pieces.map((p) => p.y));
  const bottom = Math.max(...pieces.map((p) => p.y + p.h));
  const pieceChars = wordChars(pieces.map((p) => p.text).join(''));
  return read.find(
    (t) =>
      Math.min(t.y + t.h, bottom) - Math.max(t.y, top) >= 0.5 * Math.min(t.h, bottom - top) &&
      pieces.every((p) => squeezed(t.text).includes(squeezed(p.text))) &&
      wordChars(t.text) > pieceChars,
  );
}

/**
 * A row read in pieces, read again on its own (README "A line read in pieces"): one threshold
 * for a whole strip of a photograph split «до 40 % до воскресенья» on a dark band into «до 40 %
 * до» and «енья», where a crop of the row reads it whole. The crop's line replaces the pieces
 * only when it contains every piece and has more letters and digits than they have together;
 * two columns read as one line gain nothing and stay apart. Lines on a button or a plate
 * (`flat`) are in no row.
 */
async function rereadRows(
  lines: TextBox[],
  flat: readonly Panel[],
  grey: () => sharp.Sharp,
  size: { width: number; height: number },
  minConfidence: number,
): Promise<TextBox[]> {
  // a line on a button or a plate ends at its edge: such lines are in no row (the test banners'
  // brand and button share a row, and each paid a crop's reading for nothing)
  const free = lines.flatMap((t, i) => (flat.some((p) => centreInPanel(t, p)) ? [] : [i]));
  const rows = rowsOf(free.map((i) => lines[i]!)).map((row) => row.map((k) => free[k]!));
  if (rows.length === 0) return lines;
  const replaced = new Set<number>();
  const added: TextBox[] = [];
  await Promise.all(
    rows.map(async (row) => {
      const pieces = row.map((i) => lines[i]!);
      const h = Math.max(...pieces.map((p) => p.h));
      const top = Math.min(...pieces.map((p) => p.y));
      const bottom = Math.max(...pieces.map((p) => p.y + p.h));
      const x0 = Math.max(0, Math.floor(Math.min(...pieces.map((p) => p.x)) - h));
      const x1 = Math.min(size.width, Math.ceil(Math.max(...pieces.map((p) => p.x + p.w)) + h));
      const y0 = Math.max(0, Math.floor(top - h / 4));
      const y1 = Math.min(size.height, Math.ceil(bottom + h / 4));
      if (x1 - x0 < 4 || y1 - y0 < 4) return;
      const png = await ocrPng(grey, { left: x0, top: y0, width: x1 - x0, height: y1 - y0 });
      const read = await onWorker((w) => recogniseStrip(w, png, y0, minConfidence));
      const whole = wholeLine(
        pieces,
        read.map((t) => ({ ...t, x: t.x + x0 })),
      );
      if (!whole) return;
      row.forEach((i) => replaced.add(i));
      added.push(whole);
    }),
  );
  if (added.length === 0) return lines;
  return [...lines.filter((_, i) => !replaced.has(i)), ...added].sort(
    (a, b) => a.y - b.y || a.x - b.x,
  );
}

/**
 * `found` with the lines of a later pass added where `found` has nothing at their place (a
 * third of the smaller box overlapping), sorted top to bottom. The passes are merged in a fixed
 * order (whole image, panels, adaptive threshold), so the same image always gives the same lines.
 */
function mergeText(found: readonly TextBox[], later: readonly TextBox[]): TextBox[] {
  const out = [...found];
  for (const t of later) if (!out.some((o) => iou(o, t) > 0.3)) out.push(t);
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * The PNG of (an area of) the greyscale image that an OCR job hands its worker, counted until it
 * is encoded (`ocrPreparation`). Stored, not deflated (level 0): nothing for the worker to
 * inflate and less for libvips to do. A panel's crop (`corners`) has its corners painted over
 * first (`withoutCorners`); an area is enlarged by `scale`.
 */
function ocrPng(
  grey: () => sharp.Sharp,
  area?: sharp.Region,
  { scale = 1, corners = false }: { scale?: number; corners?: boolean } = {},
): Promise<Buffer> {
  return ocrPreparation(
    (async () => {
      let part = area ? grey().extract(area) : grey();
      if (corners) {
        const { data, info } = await part
          .extractChannel(0)
          .raw()
          .toBuffer({ resolveWithObject: true });
        part = sharp(withoutCorners(data, info.width, info.height), {
          raw: { width: info.width, height: info.height, channels: 1 },
        });
      }
      if (area && scale !== 1)
        part = part.resize(Math.round(area.width * scale), Math.round(area.height * scale), {
          kernel: 'cubic',
        });
      return part.png({ compressionLevel: 0 }).toBuffer();
    })(),
  );
}

/**
 * Where a detector line's crop is cut between text and ground (`darkOnLight`): a quarter of the
 * way from the text's level (the crop's 5th percentile once the text is dark) to its median.
 * Tesseract's own threshold, or Otsu's, put the photograph's patches with the letters («Туры к
 * морю» over a beach read «ры к мо», or nothing): of the tuning stories' 40 detector lines the
 * grey crop read 20 right, turned dark on light 22, cut at 0.15, 0.2, 0.25 and 0.3 of the way
 * 33, 34, 35 and 33.
 */
const SCENE_TEXT_SHARE = 0.25;
const SCENE_TEXT_LEVEL = 0.05;

/**
 * A detector line's crop (`rgb`, 3 channels, row by row) as black text on white, the way
 * Tesseract reads best. Light text is told from dark by its middle band: brighter than the
 * crop's border, the text is light, and its whiteness is measured by the smallest of its three
 * channels (white is high in all three, a sunlit or coloured ground is not), turned so the text
 * is dark; dark text keeps its grey. The result is cut at `SCENE_TEXT_SHARE`.
 */
export function darkOnLight(rgb: Uint8Array, width: number, height: number): Uint8Array {
  const n = width * height;
  const grey = new Uint8Array(n);
  const white = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const r = rgb[3 * i]!;
    const g = rgb[3 * i + 1]!;
    const b = rgb[3 * i + 2]!;
    grey[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    white[i] = 255 - Math.min(r, g, b);
  }
  // the border: the crop's padding around the detector's box; the band: its middle rows inside
  const ry = Math.max(1, Math.round(height * 0.12));
  const rx = Math.max(1, Math.round(Math.min(width * 0.12, height * 0.5)));
  let band = 0;
  let bandN = 0;
  let border = 0;
  let borderN = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const v = grey[y * width + x]!;
      if (y < ry || y >= height - ry || x < rx || x >= width - rx) {
        border += v;
        borderN++;
      } else if (y >= height * 0.3 && y < height * 0.7) {
        band += v;
        bandN++;
      }
    }
  const light = bandN > 0 && borderN > 0 && band / bandN > border / borderN;
  const level = light ? white : grey;
  const histogram = new Uint32Array(256);
  for (let i = 0; i < n; i++) histogram[level[i]!]!++;
  const percentile = (p: number) => {
    let v = 0;
    for (let seen = histogram[0]!; v < 255 && seen <= p * (n - 1); seen += histogram[++v]!);
    return v;
  };
  const text = percentile(SCENE_TEXT_LEVEL);
  const cut = text + SCENE_TEXT_SHARE * (percentile(0.5) - text);
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = level[i]! < cut ? 0 : 255;
  return out;
}

/** A detector line's crop of `img`, black text on white (`darkOnLight`), as a PNG for a worker. */
function scenePng(img: RgbImage, area: sharp.Region): Promise<Buffer> {
  return ocrPreparation(
    (async () => {
      const { data, info } = await sharp(img.data, {
        raw: { width: img.width, height: img.height, channels: 3 },
      })
        .extract(area)
        .raw()
        .toBuffer({ resolveWithObject: true });
      return sharp(darkOnLight(data, info.width, info.height), {
        raw: { width: info.width, height: info.height, channels: 1 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
    })(),
  );
}

/**
 * How far from a panel's colour (grey levels) a pixel must be to count as outside the panel when
 * it is joined to the crop's edge (`withoutCorners`).
 */
export const PANEL_OUTSIDE_LEVELS = 40;

/**
 * A panel's crop with the photograph in its corners painted over (README "Panels read without
 * their corners"): a rounded button's or plate's bounding box holds bits of what lies behind it,
 * which Tesseract read as marks beside the text («БРИЗ.» at confidence 19) or as the line itself
 * (a pill-shaped «Купить» read as nothing). Pixels joined to the crop's edge through pixels more
 * than `PANEL_OUTSIDE_LEVELS` from the crop's median (the panel's colour, which fills most of its
 * box) take that median; the text, enclosed by the panel's colour, stays. `grey` is one channel,
 * row by row; a new array is returned.
 */
export function withoutCorners(grey: Uint8Array, width: number, height: number): Uint8Array {
  const n = width * height;
  const histogram = new Uint32Array(256);
  for (let i = 0; i < n; i++) histogram[grey[i]!]!++;
  let median = 0;
  for (let seen = 0; median < 255 && seen + histogram[median]! <= n / 2; median++)
    seen += histogram[median]!;
  const out = Uint8Array.from(grey);
  const visited = new Uint8Array(n);
  const stack = new Int32Array(n);
  let top = 0;
  const far = (i: number) => Math.abs(grey[i]! - median) > PANEL_OUTSIDE_LEVELS;
  const push = (i: number) => {
    if (visited[i] || !far(i)) return;
    visited[i] = 1;
    stack[top++] = i;
  };
  for (let x = 0; x < width; x++) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    push(y * width);
    push(y * width + width - 1);
  }
  while (top > 0) {
    const i = stack[--top]!;
    out[i] = median;
    const x = i % width;
    if (x > 0) push(i - 1);
    if (x < width - 1) push(i + 1);
    if (i >= width) push(i - width);
    if (i + width < n) push(i + width);
  }
  return out;
}

/**
 * A designed creative's panels (`FLAT_BACKGROUND_MIN`) are read at twice their size: on a
 * button's crop tesseract dropped a wide capital at the line's start («упить» for «Купить» on a
 * red button) and read the line whole when enlarged (README, "Calls to action"). A photograph's
 * panels are read as they are (enlarged, their textures read as text). A panel over
 * `PANEL_MAX_PIXELS` once enlarged is read as it is.
 */
const PANEL_SCALE = 2;
const PANEL_MAX_PIXELS = 1_500_000;

/**
 * Buttons and plates (`findFlatAreas`) read on their own: on a crop that holds only the panel's
 * colour and its text, one threshold suits it, so light text on a coloured button is read. The
 * corners of a rounded panel's box are painted in its colour first (`withoutCorners`).
 */
async function recognisePanels(
  flat: readonly Panel[],
  grey: () => sharp.Sharp,
  minConfidence: number,
  designed: boolean,
): Promise<TextBox[]> {
  const panels = flat.filter((p) => p.w >= 12 && p.h >= 8);
  // all panels are queued at once: the pool spreads them over the workers
  const found = await Promise.all(
    panels.map(async (p) => {
      const scale = designed && p.w * p.h * PANEL_SCALE ** 2 <= PANEL_MAX_PIXELS ? PANEL_SCALE : 1;
      const area = { left: p.x, top: p.y, width: p.w, height: p.h };
      const png = await ocrPng(grey, area, { scale, corners: true });
      return (await onWorker((w) => recogniseStrip(w, png, 0, minConfidence))).map((t) => ({
        ...t,
        x: p.x + t.x / scale,
        y: p.y + t.y / scale,
        w: t.w / scale,
        h: t.h / scale,
      }));
    }),
  );
  return found.flat();
}

/**
 * A greyscale pipeline of `img` for each OCR job: tesseract reads light text on saturated colour
 * (white on a red button) far better in grey. A new pipeline per job, not clone(): a clone
 * structured-copies its options, the raw pixels included (3.5 MB a 1080×1080 banner, on this
 * thread, for each of its dozens of panels).
 */
function greyOf(img: RgbImage): () => sharp.Sharp {
  return () =>
    sharp(img.data, {
      raw: { width: img.width, height: img.height, channels: 3 },
    }).greyscale();
}

/**
 * The whole image read once more with Leptonica's tiled Otsu threshold (tesseract's
 * `thresholding_method` 1) in place of one threshold for the image: text in a low contrast
 * with its own background (dark grey on black, a pale line on white) next to a bright object
 * falls on one side of the global threshold with its background and is not seen at all.
 */
async function recogniseAdaptive(
  grey: () => sharp.Sharp,
  minConfidence: number,
): Promise<TextBox[]> {
  const png = await ocrPng(grey);
  return onWorker(
    async (w) => {
      await w.setParameters({ thresholding_method: '1' } as never);
      try {
        return await recogniseStrip(w, png, 0, minConfidence);
      } finally {
        await w.setParameters({ thresholding_method: '0' } as never);
      }
    },
    { exclusive: true },
  );
}

async function recogniseWhole(
  img: RgbImage,
  grey: () => sharp.Sharp,
  minConfidence: number,
): Promise<TextBox[]> {
  if (OCR_THREADS < 2 || img.width * img.height < 700_000) {
    const png = await ocrPng(grey);
    return onWorker((w) => recogniseStrip(w, png, 0, minConfidence));
  }
  const overlap = 2 * Math.round(img.height * 0.08);
  const mid = Math.round(img.height / 2);
  const top = { top: 0, height: Math.min(img.height, mid + overlap / 2) };
  const bottom = {
    top: Math.max(0, mid - overlap / 2),
    height: img.height - Math.max(0, mid - overlap / 2),
  };
  const strips = await Promise.all(
    [top, bottom].map(async (s) => {
      const png = await ocrPng(grey, { left: 0, top: s.top, width: img.width, height: s.height });
      return onWorker((w) => recogniseStrip(w, png, s.top, minConfidence));
    }),
  );
  const out: TextBox[] = [];
  for (const t of [...strips[0]!, ...strips[1]!].sort((a, b) => b.confidence - a.confidence)) {
    if (!out.some((o) => iou(o, t) > 0.5)) out.push(t);
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}
