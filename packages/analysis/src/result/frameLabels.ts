// How a research's frames are named wherever a user picks one: the result page's frame picker
// and the comparison's heatmap tiles.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import { VERSION_TEXTS } from '@kreolab/i18n-ru';
import type { Finding, Frame } from '@kreolab/api-client';
import { type FRAME_UNIT_TEXTS, RESULT_TEXTS } from '../texts';
import { pinnedLabel } from '../versions/pinned';

type Labelled = Pick<Frame, 'time' | 'page' | 'creative_id' | 'creative_name' | 'creative_version'>;

/**
 * The version a frame's file was analysed at, where the research has that file at several
 * versions (issue 17); null otherwise: one pinned version needs no number.
 */
function versionOf(frame: Labelled, frames: readonly Labelled[]): number | null {
  const v = frame.creative_version;
  if (v === null || v === undefined) return null;
  const others = frames.some(
    (f) =>
      f.creative_id === frame.creative_id &&
      f.creative_version !== null &&
      f.creative_version !== undefined &&
      f.creative_version !== v,
  );
  return others ? v : null;
}

/**
 * What a research's frames are: a video's frames, PDFs' pages, separate images (two banners
 * are two creatives, not two frames: the tab said «По кадрам» of a research of two banners), or
 * the versions of one image (they read «Кадр 1» and «Кадр 2» before).
 */
export type FrameUnit = keyof typeof FRAME_UNIT_TEXTS;
export function frameUnit(frames: readonly Labelled[]): FrameUnit {
  // an image beside a PDF's pages is no page: frames
  if (frames.every((f) => f.page !== null && f.page !== undefined)) return 'pages';
  const stills = frames.every((f) => f.time === null || f.time === undefined);
  if (!stills) return 'frames';
  if (new Set(frames.map((f) => f.creative_id)).size === frames.length) return 'creatives';
  const versions = frames.map((f) => versionOf(f, frames));
  return versions.every((v) => v !== null) &&
    new Set(frames.map((f, i) => `${f.creative_id}:${versions[i]}`)).size === frames.length
    ? 'versions'
    : 'frames';
}

/** «0,5 с», «Страница 2» or «Кадр 3»: a frame of a research of one creative. */
export function frameLabel(frame: Labelled, i: number): string {
  if (frame.time !== null && frame.time !== undefined) return ANALYSIS_TEXTS.frameTime(frame.time);
  if (frame.page !== null && frame.page !== undefined) return ANALYSIS_TEXTS.framePage(frame.page);
  return `${ANALYSIS_TEXTS.frame} ${i + 1}`;
}

/**
 * The frames' names by their files where the research has several creatives («баннер.jpg»,
 * «буклет.pdf · стр. 2»), else null (as for a frame whose file is gone for good).
 */
export function fileLabels(frames: readonly Labelled[]): (string | null)[] {
  // By name, not id: the frames of one video are files of its own (the server names them all
  // by the video), and a research of that video alone keeps its times.
  const several = new Set(frames.map((f) => f.creative_name ?? f.creative_id)).size > 1;
  return frames.map((frame) => {
    const file = several ? frame.creative_name : null;
    // versions of one file: «Версия 2», or «баннер.jpg · версия 2» beside other files
    const version = versionOf(frame, frames);
    const name =
      version === null ? file : file ? pinnedLabel(file, version) : VERSION_TEXTS.version(version);
    if (!name) return null;
    if (frame.time !== null && frame.time !== undefined)
      return `${name} · ${ANALYSIS_TEXTS.frameTime(frame.time)}`;
    if (frame.page !== null && frame.page !== undefined)
      return `${name} · ${ANALYSIS_TEXTS.framePageShort(frame.page)}`;
    return name;
  });
}

/**
 * The frames' labels. A research of several creatives names each frame by its file
 * («баннер.jpg», «буклет.pdf · стр. 2»): «Кадр 1», «Страница 1», «Страница 2» did not say which
 * of its banners a frame was. One creative keeps the page or the time alone (`alone`, which
 * also names a frame whose file is gone for good).
 */
export function frameLabels<F extends Labelled>(
  frames: readonly F[],
  alone: (frame: F, i: number) => string = frameLabel,
): string[] {
  return fileLabels(frames).map((name, i) => name ?? alone(frames[i]!, i));
}

/** Runs of consecutive numbers, in order: [0, 1, 2, 5] → [[0, 2], [5, 5]]. */
export function runsOf(numbers: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const n of [...new Set(numbers)].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  return runs;
}

/** A finding's list stops after this many parts («…, и ещё 7»): the frames of a video collapse. */
const MAX_PARTS = 5;

function capped(parts: string[]): string {
  if (parts.length <= MAX_PARTS) return parts.join(', ');
  return `${parts.slice(0, MAX_PARTS).join(', ')} ${RESULT_TEXTS.findingMore(parts.length - MAX_PARTS)}`;
}

const seconds = (s: number) => s.toLocaleString('ru-RU', { maximumFractionDigits: 1 });

/**
 * The frames (their `index`) a finding holds for, or null for every frame: a research of one
 * frame, or a finding of the whole research. A finding stored before `frame_indexes` holds for
 * its first frame alone.
 */
export function framesOfFinding(
  finding: Pick<Finding, 'frame_index' | 'frame_indexes'>,
): readonly number[] | null {
  if (finding.frame_indexes) return finding.frame_indexes;
  return finding.frame_index === null || finding.frame_index === undefined
    ? null
    : [finding.frame_index];
}

/**
 * Which frames a finding of the «Выводы» tab holds for, named as the frame picker names them:
 * «Во всех кадрах», «Кадры: 0–12 с, 30 с», «Страницы 1–3, 5», «Креатив: баннер.jpg». Null for a
 * research of one frame and for a finding without frames. The tab lists each finding once for
 * the whole research, so without this a finding of page 5 of a booklet did not say where it was.
 */
export function findingFrames(
  finding: Pick<Finding, 'frame_index' | 'frame_indexes'>,
  frames: readonly (Labelled & Pick<Frame, 'index'>)[],
  labels: readonly string[],
): string | null {
  const indexes = framesOfFinding(finding);
  if (frames.length < 2 || !indexes) return null;
  const position = new Map(frames.map((f, i) => [f.index, i]));
  // positions in the research, once each and in order
  const at = [...new Set(indexes.map((i) => position.get(i)))]
    .filter((i): i is number => i !== undefined)
    .sort((a, b) => a - b);
  if (!at.length) return null;
  const pages = frames.every((f) => f.page !== null && f.page !== undefined);
  const unit = frameUnit(frames);
  const creatives = unit === 'creatives';
  if (at.length === frames.length)
    return creatives
      ? RESULT_TEXTS.findingAllCreatives
      : unit === 'versions'
        ? RESULT_TEXTS.findingAllVersions
        : RESULT_TEXTS.findingAll(pages);
  // the versions' labels name themselves: «Версия 2»
  if (unit === 'versions') return capped(at.map((i) => labels[i]!));
  const many = at.length > 1;
  const oneFile = fileLabels(frames).every((name) => name === null);
  const runs = runsOf(at);
  if (oneFile && pages)
    return RESULT_TEXTS.findingPages(
      capped(
        runsOf(at.map((i) => frames[i]!.page!)).map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`)),
      ),
      many,
    );
  if (oneFile && frames.every((f) => f.time !== null && f.time !== undefined))
    return RESULT_TEXTS.findingFrames(
      capped(
        runs.map(([a, b]) =>
          a === b
            ? ANALYSIS_TEXTS.frameTime(frames[a]!.time!)
            : `${seconds(frames[a]!.time!)}–${ANALYSIS_TEXTS.frameTime(frames[b]!.time!)}`,
        ),
      ),
      many,
    );
  return (creatives ? RESULT_TEXTS.findingCreatives : RESULT_TEXTS.findingFrames)(
    capped(at.map((i) => labels[i]!)),
    many,
  );
}
