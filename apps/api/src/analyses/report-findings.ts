import type { components } from '@kreolab/api-spec';
import { plural } from '../invoices/words';

type Finding = components['schemas']['Finding'];

type Labelled = {
  time?: number | null;
  page?: number | null;
  creative_id: number;
  creative_version?: number | null;
};

/**
 * The version each frame's file was analysed at where the research has that file at several
 * versions (issue 17), else null, in the frames' order: the result page's rule
 * (packages/analysis frameLabels.ts). One pass over the frames, however many a video has.
 */
export function versionsOf(frames: readonly Labelled[]): (number | null)[] {
  const seen = new Map<number, Set<number>>();
  for (const f of frames) {
    if (f.creative_version === null || f.creative_version === undefined) continue;
    const versions = seen.get(f.creative_id) ?? new Set<number>();
    versions.add(f.creative_version);
    seen.set(f.creative_id, versions);
  }
  return frames.map((f) =>
    f.creative_version !== null &&
    f.creative_version !== undefined &&
    (seen.get(f.creative_id)?.size ?? 0) > 1
      ? f.creative_version
      : null,
  );
}

/**
 * The report's noun for a research's frames: separate images are creatives («Креатив 2 —
 * «баннер.jpg»»), the versions of one image versions («Версия 2»), a video's frames and a PDF's
 * pages frames, as the result page names them (packages/analysis/src/result/frameLabels.ts,
 * `frameUnit`: the server may not import it).
 */
export type FrameNoun = 'frames' | 'creatives' | 'versions' | 'pages';
export function frameNoun(frames: readonly Labelled[]): FrameNoun {
  // the pages of one PDF at one version: «Страница 2», numbered as in the file
  const versions = versionsOf(frames);
  const onePdf =
    frames.every((f) => f.page !== null && f.page !== undefined) &&
    new Set(frames.map((f) => f.creative_id)).size === 1 &&
    versions.every((v) => v === null);
  if (onePdf) return 'pages';
  const stills = frames.every(
    (f) => (f.time === null || f.time === undefined) && (f.page === null || f.page === undefined),
  );
  if (!stills) return 'frames';
  if (new Set(frames.map((f) => f.creative_id)).size === frames.length) return 'creatives';
  return versions.every((v) => v !== null) &&
    new Set(frames.map((f, i) => `${f.creative_id}:${versions[i]}`)).size === frames.length
    ? 'versions'
    : 'frames';
}

/** The number a frame's heading carries: its version's, its page's, else its place. */
export const frameNumber = (frame: Labelled & { index: number }, noun: FrameNoun): number =>
  noun === 'versions' ? frame.creative_version! : noun === 'pages' ? frame.page! : frame.index + 1;
export const NOUN_WORDS: Record<
  FrameNoun,
  {
    one: string;
    many: string;
    all: string;
    count: string;
    forms: [string, string, string];
    /** The table of every frame's metrics, as the page's chart is titled. */
    chart: string;
  }
> = {
  frames: {
    one: 'Кадр',
    many: 'Кадры',
    all: 'Во всех кадрах',
    count: 'Кадров',
    forms: ['кадр', 'кадра', 'кадров'],
    chart: 'Метрики по кадрам',
  },
  pages: {
    one: 'Страница',
    many: 'Страницы',
    all: 'На всех страницах',
    count: 'Страниц',
    forms: ['страница', 'страницы', 'страниц'],
    chart: 'Метрики по страницам',
  },
  versions: {
    one: 'Версия',
    many: 'Версии',
    all: 'Во всех версиях',
    count: 'Версий',
    forms: ['версия', 'версии', 'версий'],
    chart: 'Метрики по версиям',
  },
  creatives: {
    one: 'Креатив',
    many: 'Креативы',
    all: 'Во всех креативах',
    count: 'Креативов',
    forms: ['креатив', 'креатива', 'креативов'],
    chart: 'Метрики по креативам',
  },
};

/**
 * Which frames of a research a finding holds for, as the report's headings number them
 * («Кадр 3 …»): «Во всех кадрах», «Кадры 1–3, 5», «Кадр 2» («Креатив 2» of separate images); the
 * frames of one video by their `times`, as the page does: «Кадры: 0–2 с, 5 с».
 * Null for a research of one frame.
 * The report lists each finding once for the whole research, so a finding of page 5 of a booklet
 * did not say where it was (the result page's «Выводы» names them the same way, by its picker's
 * names: packages/analysis/src/result/frameLabels.ts).
 */
export function findingFramesWords(
  finding: Finding,
  frames: number,
  noun: FrameNoun = 'frames',
  numbers?: readonly number[],
  times?: readonly number[],
): string | null {
  const words = NOUN_WORDS[noun];
  if (frames < 2) return null;
  const indexes = [
    ...new Set(
      finding.frame_indexes ??
        (finding.frame_index === null || finding.frame_index === undefined
          ? []
          : [finding.frame_index]),
    ),
  ]
    .filter((i) => i >= 0 && i < frames)
    .sort((a, b) => a - b);
  if (!indexes.length) return null;
  if (indexes.length === frames) return words.all;
  // one video's frames by their times, as the page's picker and «Выводы» name them: «Кадры:
  // 3–5 с» (its headings say both: «Кадр 4, 3 с»)
  if (noun === 'frames' && times?.length === frames) {
    const at = (i: number) => times[i]!.toLocaleString('ru-RU', { maximumFractionDigits: 1 });
    const list = runsOf(indexes)
      .map(([a, b]) => (a === b ? `${at(a)} с` : `${at(a)}–${at(b)} с`))
      .join(', ');
    return `${indexes.length > 1 ? words.many : words.one}: ${list}`;
  }
  const shown = indexes.map((i) => numbers?.[i] ?? i + 1);
  // versions by their own numbers, each (versions 1 and 3 side by side are no span «1–3»);
  // frames and pages in runs of consecutive numbers («Страницы 1–3, 5»)
  const list =
    noun === 'versions'
      ? shown.join(', ')
      : runsOf(shown)
          .map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`))
          .join(', ');
  return `${indexes.length > 1 ? words.many : words.one} ${list}`;
}

/** The line under the report's last frame when the research has more («Ещё 1 кадр …»). */
export function moreFramesWords(extra: number, noun: FrameNoun = 'frames'): string {
  return `Ещё ${extra} ${plural(extra, NOUN_WORDS[noun].forms)} — в результате на сайте.`;
}

/** Runs of consecutive numbers, in order: [1, 2, 3, 5] → [[1, 3], [5, 5]]. */
function runsOf(numbers: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const n of [...new Set(numbers)].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  return runs;
}
