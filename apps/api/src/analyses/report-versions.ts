// The research report's «Версии» section (issue 17): a research of two versions of one file has
// its verdict, difference map and changes on the result page's «Версии» tab
// (packages/analysis/src/versions/VersionDiffView.tsx) and had none of it in its PDF. The section
// says the same in the same words (`VERSION_TEXTS`, `formatMetricChange` of @kreolab/i18n-ru)
// and draws the same map: the page's pixels (packages/analysis/src/versions/diff.ts, which the
// server may not import) are written again here, and test/report-versions.test.ts pins the grid
// both pin.
import type { components } from '@kreolab/api-spec';
import {
  formatMetricChange,
  formatPointsChange,
  formatShare,
  VERSION_TEXTS as T,
} from '@kreolab/i18n-ru';
import type { PdfWriter } from '../pdf/writer';
import { inPercent, METRIC_NAMES, metricValue } from './report-words';
import { layOver } from './zones';

type VersionDiff = components['schemas']['VersionDiff'];
type Rgb = readonly [number, number, number];

/** Gained attention blue, lost orange: a pair colour-blind readers tell apart too. */
const GAINED_RGB: Rgb = [28, 126, 214];
const LOST_RGB: Rgb = [247, 103, 7];
/** A change below this part of the largest one is left clear. */
const SMALL_CHANGE = 0.15;
const MAX_ALPHA = 200;

/** The map's RGBA pixels, one per grid cell, or null when nothing changed. */
export function diffPixels(
  grid: VersionDiff['grid'],
): { width: number; height: number; data: Uint8Array } | null {
  const n = grid.width * grid.height;
  if (n === 0) return null;
  const at = (i: number) => {
    const v = grid.values[i] ?? 0;
    return Number.isFinite(v) ? v : 0;
  };
  let max = 0;
  for (let i = 0; i < n; i++) max = Math.max(max, Math.abs(at(i)));
  if (!(max > 1e-6)) return null;
  const data = new Uint8Array(n * 4);
  for (let i = 0; i < n; i++) {
    const t = Math.abs(at(i)) / max;
    if (t < SMALL_CHANGE) continue;
    data.set(at(i) > 0 ? GAINED_RGB : LOST_RGB, i * 4);
    data[i * 4 + 3] = Math.round(
      MAX_ALPHA * Math.min(1, (t - SMALL_CHANGE) / (1 - SMALL_CHANGE) + 0.25),
    );
  }
  return { width: grid.width, height: grid.height, data };
}

/** The newer version with the map laid over it as the page lays its canvas; null when nothing changed. */
export async function diffOver(image: Buffer, grid: VersionDiff['grid']): Promise<Buffer | null> {
  const pixels = diffPixels(grid);
  return pixels ? layOver(image, pixels) : null;
}

const GREY: [number, number, number] = [0.35, 0.35, 0.4];
const BETTER: [number, number, number] = [0.03, 0.5, 0.4];
const WORSE: [number, number, number] = [0.75, 0.14, 0.14];
const hex = (c: Rgb) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** The colour of a metric's change (`metricChange`, which the page's table reads as well). */
const CHANGE_COLOURS: Record<VersionDiff['metrics'][number]['change'], [number, number, number]> = {
  better: BETTER,
  worse: WORSE,
  neutral: GREY,
};

/** The head of both tables: what is compared, the two versions and the change. */
function head(w: PdfWriter, first: string, from: number, to: number) {
  w.row([
    { text: first, x: 0, width: 200, bold: true },
    { text: T.version(from), x: 205, width: 70, bold: true },
    { text: T.version(to), x: 280, width: 70, bold: true },
    { text: T.change, x: 355, width: w.width - 355, bold: true },
  ]);
}

/** The section: the verdict, the map over the newer version (`image`), the tables of changes. */
export async function writeVersionDiff(w: PdfWriter, diff: VersionDiff, image: Buffer | null) {
  const { from_version: from, to_version: to } = diff;
  const title = T.title(from, to);
  w.heading(`${T.tab}: ${title[0]!.toLowerCase()}${title.slice(1)}`);
  w.text(diff.better_version === null ? T.even : T.better(diff.better_version), {
    bold: true,
    gap: 0,
  });
  w.text(diff.verdict, { gap: 6 });
  const over = image ? await diffOver(image, diff.grid) : null;
  if (over)
    w.images([
      { image: await w.doc.embedJpg(new Uint8Array(over)), caption: T.mapLabel(from, to) },
    ]);
  else if (!image) w.text(T.imageMissing, { size: 9, color: GREY });
  if (image) {
    w.swatch(hex(GAINED_RGB), T.gained);
    w.swatch(hex(LOST_RGB), T.lost);
    w.text(over ? T.smallChange : T.noChange, { size: 8, color: GREY, gap: 4 });
  }

  w.heading(T.metricsTitle, 11);
  head(w, T.metric, from, to);
  for (const m of diff.metrics) {
    w.row([
      { text: METRIC_NAMES[m.key], x: 0, width: 200 },
      { text: metricValue(m.key, m.from), x: 205, width: 70 },
      { text: metricValue(m.key, m.to), x: 280, width: 70 },
      {
        // between the values as shown, so the row adds up; the share of text's in percentage
        // points, as the page writes it
        text: formatMetricChange(m.from, m.to, inPercent(m.key)),
        x: 355,
        width: w.width - 355,
        color: CHANGE_COLOURS[m.change],
      },
    ]);
  }

  w.heading(T.regionsTitle, 11);
  if (diff.regions.length === 0) {
    w.text(T.noRegions, { size: 9, color: GREY });
    return;
  }
  head(w, T.region, from, to);
  for (const r of diff.regions)
    w.row([
      {
        text:
          r.label +
          (r.status === 'matched'
            ? ''
            : ` (${r.status === 'appeared' ? T.appeared : T.disappeared})`),
        x: 0,
        width: 200,
      },
      { text: formatShare(r.from_share), x: 205, width: 70 },
      { text: formatShare(r.to_share), x: 280, width: 70 },
      { text: formatPointsChange(r.from_share, r.to_share), x: 355, width: w.width - 355 },
    ]);
}
