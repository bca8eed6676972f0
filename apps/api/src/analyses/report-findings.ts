import type { components } from '@kreolab/api-spec';
import { plural } from '../invoices/words';

type Finding = components['schemas']['Finding'];

/**
 * Which frames of a research a finding holds for, as the report's headings number them
 * («Кадр 3 …»): «Во всех кадрах», «Кадры 1–3, 5», «Кадр 2». Null for a research of one frame.
 * The report lists each finding once for the whole research, so a finding of page 5 of a booklet
 * did not say where it was (the result page's «Выводы» names them the same way, by its picker's
 * names: packages/analysis/src/result/frameLabels.ts).
 */
export function findingFramesWords(finding: Finding, frames: number): string | null {
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
  if (indexes.length === frames) return 'Во всех кадрах';
  const runs: [number, number][] = [];
  for (const i of indexes) {
    const last = runs[runs.length - 1];
    if (last && i === last[1] + 1) last[1] = i;
    else runs.push([i, i]);
  }
  const list = runs.map(([a, b]) => (a === b ? `${a + 1}` : `${a + 1}–${b + 1}`)).join(', ');
  return `${indexes.length > 1 ? 'Кадры' : 'Кадр'} ${list}`;
}

/** The line under the report's last frame when the research has more («Ещё 1 кадр …»). */
export function moreFramesWords(extra: number): string {
  return `Ещё ${extra} ${plural(extra, ['кадр', 'кадра', 'кадров'])} — в результате на сайте.`;
}
