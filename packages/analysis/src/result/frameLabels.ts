// How a research's frames are named wherever a user picks one: the result page's frame picker
// and the comparison's heatmap tiles.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { Frame } from '@kreolab/api-client';

type Labelled = Pick<Frame, 'time' | 'page' | 'creative_id' | 'creative_name'>;

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
    const name = several ? frame.creative_name : null;
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
