import {
  COMPARISON_METRIC_TEXTS,
  formatShare,
  RESULT_SHARED_TEXTS,
  seenAudienceNote,
} from '@kreolab/i18n-ru';
import type { FastifyInstance } from 'fastify';
import { asc, eq, inArray } from 'drizzle-orm';
import { feedbackBatches, feedbackItems, type Analysis } from '../db/schema';
import { invalid } from '../errors';
import { PdfWriter } from '../pdf/writer';
import { readObject } from '../storage';
import type { ResearchSettings, SegmentJson } from './model';
import {
  assertResult,
  comparisonNamedNow,
  creativeNames,
  overallApart,
  researchScore,
  SCORE_THRESHOLDS,
  scoreBand,
  scoresCompare,
  settingDiffers,
} from './result';
import { researchResultOf, type StoredComparisonJson, type StoredFrameJson } from './stored';
import { comparedResearches } from './comparison';
import { writeContextRanking, writeContextReport } from './context';
import { heatmapOver, ZONE_RGB, type ZoneName } from './zones';
import {
  findingFramesWords,
  type FrameNoun,
  frameNoun,
  frameNumber,
  moreFramesWords,
  NOUN_WORDS,
  versionsOf,
} from './report-findings';
import { writeVersionDiff } from './report-versions';
import { metricBest, metricWay } from './metric-best';
import { brandUnread, segmentVerdicts } from './segment-verdicts';
import { MAP_PROPERTIES, METRIC_NAMES, metricValue, type MetricKey } from './report-words';

/** «по кадру», «по креативу»: the frame the report's overall figures are of. */
const KEY_DATIVE: Record<keyof typeof NOUN_WORDS, string> = {
  frames: 'кадру',
  creatives: 'креативу',
  versions: 'версии',
  pages: 'странице',
};

/**
 * What a metric's line in the comparison's report adds, as its page says it: lower is better,
 * neither end is better, or a property of the map with no best named. The list reads best first,
 * so without it «Когнитивная нагрузка: Б 24, А 26» or «Яркость: …» read as a plain ranking.
 */
function directionNote(metric: string, given: 'higher' | 'lower' | 'none' | undefined) {
  const way = metricWay(metric, given);
  if (way !== 'none' && MAP_PROPERTIES.includes(metric))
    return 'свойство прогнозной карты, лучший не назван';
  return way === 'lower'
    ? 'меньше — лучше'
    : way === 'none'
      ? 'ни больше, ни меньше не лучше'
      : null;
}

const GOALS: Record<string, string> = {
  awareness: 'узнаваемость',
  consideration: 'рассмотрение',
  conversion: 'конверсия',
};
const PLACEMENTS: Record<string, string> = {
  social_feed: 'лента соцсетей',
  banner: 'баннер',
  outdoor: 'наружная реклама',
  print: 'печать',
  video: 'видео',
};
const KINDS: Record<string, string> = {
  text: 'Текст',
  face: 'Лицо',
  object: 'Объект',
  custom: 'Своя область',
};
/**
 * A region's kind as the page names it: the brand's logo the user marked in the research's
 * settings is a custom region with the brand's role (packages/analysis `regionKindLabel`).
 */
const kindOf = (r: { kind: string; role?: string }) =>
  r.kind === 'custom' && r.role === 'brand' ? 'Логотип' : (KINDS[r.kind] ?? r.kind);
/** What a region stands for, as the page's badge names it (packages/analysis REGION_ROLE_LABELS). */
const ROLES: Record<string, string> = { brand: 'бренд', message: 'сообщение', cta: 'призыв' };
const SEVERITY_ORDER = { error: 0, warn: 1, info: 2 } as const;
/** The page's red, orange and teal of a finding, dark enough for text. */
const SEVERITY_RGB: Record<keyof typeof SEVERITY_ORDER, [number, number, number]> = {
  error: [0.72, 0.11, 0.11],
  warn: [0.75, 0.35, 0.0],
  info: [0.03, 0.45, 0.38],
};
/** Frames drawn in full; a long video gets its first ones and a note. */
const MAX_FRAMES = 6;

const NBSP = '\u00a0';
/** A 95 % range as the page words it: «от 41 до 63 %». */
const range = (iv: { low: number; high: number }) =>
  `от ${Math.round(iv.low * 100)} до ${Math.round(iv.high * 100)}${NBSP}%`;
/**
 * A share with its range when it has one: «52 % (от 41 до 63 %)»; «не найден» without the
 * element, as the result page's table says.
 */
const shareWith = (share: number, iv: { low: number; high: number } | null | undefined) =>
  iv === null
    ? 'не найден'
    : iv
      ? `${formatShare(share, 0)} (${range(iv)})`
      : formatShare(share, 0);
/** A count as the page writes it: «1 000». */
const count = (n: number) => n.toLocaleString('ru-RU');
const BAND_NAMES = { low: 'низкая', average: 'средняя', good: 'хорошая' } as const;
/** The map's legend in the page's words (packages/analysis/src/texts.ts, «Как читать карту»). */
const ZONE_LEGEND: Record<ZoneName, (attention: string, area: string) => string> = {
  hot: (a, s) => `Красное — ${a} внимания на ${s} площади`,
  warm: (a, s) => `Жёлтое — ${a} внимания на ${s} площади`,
  mild: (a, s) => `Зелёное — ${a} внимания на ${s} площади`,
  none: (a, s) => `Без цвета — ${a} внимания на ${s} площади: сюда почти не смотрят`,
};
const BAND_LEGEND =
  `Шкала оценки: ниже ${SCORE_THRESHOLDS.average} — низкая, ` +
  `${SCORE_THRESHOLDS.average}–${SCORE_THRESHOLDS.good - 1} — средняя, от ${SCORE_THRESHOLDS.good} — хорошая.`;
/** « (от 52 до 66)» for a score's range; nothing for none or one without width. */
const rangeWords = (r?: { low: number; high: number }) =>
  r && Math.round(r.high) > Math.round(r.low)
    ? ` (от ${Math.round(r.low)} до ${Math.round(r.high)})`
    : '';
const scoreWords = (score: number) => `${Math.round(score)} — ${BAND_NAMES[scoreBand(score).band]}`;

/** An area the user drew on the result page, in pixels of one frame. */
export interface DrawnRegion {
  frame: number;
  bbox: { x: number; y: number; width: number; height: number };
}

/**
 * The `regions` parameter of the report (`0:10,20,100,50;1:0,0,40,40`): the contract's pattern
 * has checked the form; an area outside the result's frames or without size is 422.
 */
export function parseDrawnRegions(param: string | undefined, frames: number): DrawnRegion[] {
  if (!param) return [];
  const out = param.split(';').map((part) => {
    const [frame, rest] = part.split(':');
    const [x, y, width, height] = rest!.split(',').map(Number);
    return { frame: Number(frame), bbox: { x: x!, y: y!, width: width!, height: height! } };
  });
  if (out.some((r) => r.frame >= frames || r.bbox.width <= 0 || r.bbox.height <= 0))
    throw invalid({ regions: ['Область вне кадров результата или без размера'] });
  return out;
}

const overlap = (a0: number, a1: number, b0: number, b1: number) =>
  Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

/**
 * The attention share of a drawn area from the frame's attention grid: the same computation as
 * the result page's (packages/analysis/src/grid.ts), so both show the same number.
 */
export function gridShare(frame: StoredFrameJson, rect: DrawnRegion['bbox']): number {
  const { width: gw, height: gh, values } = frame.attention.grid;
  const { width: iw, height: ih } = frame;
  if (gw <= 0 || gh <= 0 || iw <= 0 || ih <= 0) return 0;
  const x0 = (Math.max(0, rect.x) / iw) * gw;
  const x1 = (Math.min(iw, rect.x + rect.width) / iw) * gw;
  const y0 = (Math.max(0, rect.y) / ih) * gh;
  const y1 = (Math.min(ih, rect.y + rect.height) / ih) * gh;
  if (!(x1 > x0 && y1 > y0)) return 0;
  let total = 0;
  for (let i = 0; i < gw * gh; i += 1) total += values[i] ?? 0;
  if (!(total > 0)) return 0;
  let inside = 0;
  for (let gy = Math.floor(y0); gy < Math.min(gh, Math.ceil(y1)); gy += 1) {
    const fy = overlap(gy, gy + 1, y0, y1);
    for (let gx = Math.floor(x0); gx < Math.min(gw, Math.ceil(x1)); gx += 1)
      inside += (values[gy * gw + gx] ?? 0) * fy * overlap(gx, gx + 1, x0, x1);
  }
  return Math.min(1, Math.max(0, inside / total));
}
const date = (d: Date) =>
  d.toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

async function bytesOf(app: FastifyInstance, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  try {
    return await readObject(app.storage, key);
  } catch {
    return null;
  }
}

async function researchBody(
  app: FastifyInstance,
  w: PdfWriter,
  a: Analysis,
  feedback: { segment: string; text: string }[],
  drawn: DrawnRegion[],
) {
  const r = researchResultOf(a);
  const settings = a.settings as ResearchSettings | null;
  if (settings)
    w.text(
      `Цель: ${GOALS[settings.goal] ?? settings.goal}. Размещение: ${PLACEMENTS[settings.placement] ?? settings.placement}.`,
    );
  const segs = (a.segments as SegmentJson[] | null) ?? [];
  w.text(`Аудитория: ${segs.map((s) => `${s.name} (${s.age_from}–${s.age_to})`).join('; ')}.`);
  const noun = frameNoun(r.frames);
  w.text(`${NOUN_WORDS[noun].count} в исследовании: ${r.frames.length}.`);
  const keyRange = (r.frames[r.key_frame?.index ?? 0] ?? r.frames[0])?.metrics.score.range;
  w.text(`Общая оценка: ${scoreWords(researchScore(r))}` + rangeWords(keyRange) + '.', {
    bold: true,
    gap: 0,
  });
  // Several creatives: each frame is named by its file, as on the page («Кадр 1» said nothing
  // about which of twenty banners it was); the frames of one video share its name.
  const names = await creativeNames(
    app,
    a,
    r.frames.map((f) => f.creative_id),
  );
  const several = new Set(r.frames.map((f) => names.get(f.creative_id) ?? f.creative_id)).size > 1;
  const versions = new Map(versionsOf(r.frames).map((v, i) => [r.frames[i]!, v]));
  /** «Кадр 3 — «буклет.pdf», версия 2, страница 1»: a frame's heading and its row in the table. */
  const titleOf = (f: StoredFrameJson) => {
    // the pages of one PDF are numbered by their page already
    const where =
      f.page && noun !== 'pages'
        ? `, страница ${f.page}`
        : f.time !== null
          ? `, ${String(f.time).replace('.', ',')} с`
          : '';
    const file = several ? names.get(f.creative_id) : undefined;
    // a version in the heading's number, or beside the file's name
    const version = noun === 'versions' ? null : (versions.get(f) ?? null);
    const what = [file && `«${file}»`, version !== null && `версия ${version}`].filter(Boolean);
    return `${NOUN_WORDS[noun].one} ${frameNumber(f, noun)}${what.length ? ` — ${what.join(', ')}` : ''}${where}`;
  };
  // several frames: the score, the segments' shares and the feedback are the key frame's, named
  // as its heading below names it (a video's «кадр 3, 2 с»: the page names it by its time)
  if (r.frames.length > 1) {
    const title = titleOf(r.frames[r.key_frame?.index ?? 0]!);
    w.text(
      `Общая оценка, доли заметивших и отзывы — по ${KEY_DATIVE[noun]} с лучшей оценкой: ` +
        `${title[0]!.toLowerCase()}${title.slice(1)}.`,
      { gap: 0 },
    );
  }
  w.text(BAND_LEGEND, { size: 8, color: [0.35, 0.35, 0.4], gap: 6 });
  // the regions' shares are the placement's broad audience; a brief's segments are other people
  const seenNote = seenAudienceNote(r.segments, RESULT_SHARED_TEXTS.segmentsSection);
  for (const f of r.frames.slice(0, MAX_FRAMES)) {
    w.heading(titleOf(f), 13);
    const shown = [];
    // A copy with its own ArrayBuffer: small Buffers share Node's pool, which pdf-lib misreads.
    const embed = (bytes: Buffer, png: boolean) =>
      png ? w.doc.embedPng(new Uint8Array(bytes)) : w.doc.embedJpg(new Uint8Array(bytes));
    const creative = await bytesOf(app, f.image_key);
    if (creative)
      shown.push({
        image: await embed(creative, f.image_key!.endsWith('.png')),
        caption: 'Креатив',
      });
    // The map in the page's zones (src/analyses/zones.ts), drawn from the grid over the creative;
    // the stored PNG only where there is no grid to draw.
    const overlaid = creative ? await heatmapOver(creative, f.attention.grid) : null;
    const stored = overlaid ? null : await bytesOf(app, f.attention.heatmap_key);
    if (overlaid)
      shown.push({ image: await embed(overlaid.jpeg, false), caption: 'Карта внимания' });
    else if (stored)
      shown.push({
        image: await embed(stored, f.attention.heatmap_key!.endsWith('.png')),
        caption: 'Карта внимания',
      });
    if (shown.length) w.images(shown);
    if (overlaid) {
      w.text('Как читать карту', { bold: true, size: 9, gap: 2 });
      for (const z of overlaid.zones.stats) {
        const [r, g, b] = ZONE_RGB[z.zone];
        const hex = `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
        w.swatch(hex, ZONE_LEGEND[z.zone](formatShare(z.attention, 0), formatShare(z.area, 0)));
      }
    }
    w.heading('Метрики', 11);
    for (const [key, name] of Object.entries(METRIC_NAMES) as [MetricKey, string][]) {
      const m = f.metrics[key];
      w.row([
        { text: name, x: 0, width: 130, bold: true },
        { text: metricValue(key, m.value), x: 135, width: 30 },
        { text: m.explanation, x: 170, width: w.width - 170 },
      ]);
    }
    w.heading('Области внимания', 11);
    w.row([
      { text: 'Порядок', x: 0, width: 50, bold: true },
      { text: 'Область', x: 55, width: 175, bold: true },
      { text: 'Доля внимания', x: 235, width: 70, bold: true },
      { text: 'Заметят', x: 310, width: w.width - 310, bold: true },
    ]);
    // Every region, numbered as the page numbers them (in viewing order, from 1: a result stored
    // before the orders were ranks has mean ranks such as 2.4), then the areas the user drew,
    // «С1», «С2» as on the page.
    for (const [n, region] of [...f.regions].sort((x, y) => x.order - y.order).entries()) {
      w.row([
        { text: String(n + 1), x: 0, width: 50 },
        {
          text:
            `${kindOf(region)}${region.text ? `: «${region.text}»` : ''}` +
            (region.role && ROLES[region.role] ? ` (${ROLES[region.role]})` : ''),
          x: 55,
          width: 175,
        },
        { text: formatShare(region.attention_share), x: 235, width: 70 },
        {
          text: region.seen_interval
            ? `${formatShare(region.seen_probability, 0)} (${range(region.seen_interval)})`
            : formatShare(region.seen_probability, 0),
          x: 310,
          width: w.width - 310,
        },
      ]);
    }
    drawn
      .filter((d) => d.frame === f.index)
      .forEach((d, i) =>
        w.row([
          { text: `С${i + 1}`, x: 0, width: 50 },
          { text: `${KINDS.custom}: Область ${i + 1}`, x: 55, width: 175 },
          { text: formatShare(gridShare(f, d.bbox)), x: 235, width: 70 },
          { text: '—', x: 310, width: w.width - 310 },
        ]),
      );
    if (seenNote && f.regions.length > 0) w.text(seenNote, { size: 8, color: [0.35, 0.35, 0.4] });
    w.heading('Цвета', 11);
    for (const c of f.colours.palette)
      w.swatch(c.hex, `${c.name}, ${c.hex}, ${formatShare(c.share)}`);
    if (f.colours.warm_share !== undefined && f.colours.cool_share !== undefined)
      w.text(
        `Тёплые оттенки: ${formatShare(f.colours.warm_share)}, холодные: ${formatShare(f.colours.cool_share)}, ` +
          `без оттенка (белый, серый, чёрный): ${formatShare(Math.max(0, 1 - f.colours.warm_share - f.colours.cool_share))}.`,
      );
  }
  if (r.frames.length > MAX_FRAMES)
    w.text(moreFramesWords(r.frames.length - MAX_FRAMES, noun), { gap: 6 });
  if (r.frames.length > 1) writeTimeline(w, r, noun, titleOf);
  w.heading('Зрители по сегментам');
  for (const s of r.segments) {
    const iv = s.intervals;
    w.text(
      // one decimal of a second, as the page's table («1,8 с»; it printed «1,79 с»)
      `${s.name}: ${count(s.viewers)} смоделированных зрителей, в среднем ` +
        `${s.mean_viewing_time.toLocaleString('ru-RU', { maximumFractionDigits: 1 })}${NBSP}с.`,
      { bold: true, gap: 0 },
    );
    const rest =
      `сообщение: ${shareWith(s.noticed_message, iv?.noticed_message)}; ` +
      `призыв: ${shareWith(s.noticed_cta, iv?.noticed_cta)}.`;
    w.text(
      // without a brand named nothing was looked for: «не найден» would read as a miss
      s.brand === null
        ? `Бренд не указан. Заметят ${rest}`
        : `Заметят бренд${s.brand_text ? ` «${s.brand_text}»` : ''}: ${brandUnread(s) ? RESULT_SHARED_TEXTS.brandUnread : shareWith(s.noticed_brand, iv?.noticed_brand)}; ${rest}`,
      { gap: 4 },
    );
  }
  if (r.segments.some((s) => s.intervals))
    w.text(
      'Диапазон «от … до …» — где окажется доля реальных людей с вероятностью 95\u00a0%: ' +
        'он взят из сверки модели с записями движения глаз.',
      { size: 8, color: [0.35, 0.35, 0.4] },
    );
  if (r.context) writeContextReport(w, r.context, r.segments[0]?.brand !== null);
  if (r.version_diff)
    await writeVersionDiff(
      w,
      r.version_diff,
      await bytesOf(app, r.frames[r.version_diff.to_frame_index]?.image_key ?? null),
    );
  if (r.findings.length) {
    w.heading('Выводы и рекомендации');
    // problems first, in the result's order within a severity, each title in its severity's
    // colour: as the page's «Выводы» lists them (packages/analysis result/Findings.tsx); the
    // report listed a kept button before a text no one can read
    const sorted = [...r.findings].sort(
      (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity],
    );
    const numbers = r.frames.map((x) => frameNumber(x, noun));
    // one video's frames: named by their times, as the page's «Выводы»
    // (a video's frames are files of their own, named by the video: `several` reads names)
    const oneVideo =
      noun === 'frames' &&
      !several &&
      r.frames.every((x) => x.time !== null && x.time !== undefined);
    const times = oneVideo ? r.frames.map((x) => x.time!) : undefined;
    for (const f of sorted) {
      w.text(`• ${f.text}`, { bold: true, gap: 0, color: SEVERITY_RGB[f.severity] });
      const where = findingFramesWords(f, r.frames.length, noun, numbers, times);
      if (where) w.text(`${where}.`, { size: 8, color: [0.35, 0.35, 0.4], gap: 0 });
      w.text(f.recommendation, { gap: 4 });
    }
  }
  if (feedback.length) {
    w.heading('Отзывы смоделированных зрителей');
    for (const f of feedback) w.text(`${f.segment}. ${f.text}`, { gap: 3 });
  }
  methodSection(app, w, r.method.note);
}

/** The metrics of the page's chart «Метрики по кадрам» (packages/analysis Charts.tsx), in its order. */
const TIMELINE_METRICS: readonly MetricKey[] = ['score', 'focus', 'clarity', 'cognitive_load'];

/**
 * «Метрики по кадрам»: every frame's row of the metrics the page's chart draws, the key frame in
 * bold. A video's report draws its first frames alone; this gives the numbers of all of them,
 * as the page's tab does.
 */
function writeTimeline(
  w: PdfWriter,
  r: ReturnType<typeof researchResultOf>,
  noun: FrameNoun,
  titleOf: (f: StoredFrameJson) => string,
) {
  w.heading(NOUN_WORDS[noun].chart);
  const col = (i: number) => 210 + i * ((w.width - 210) / TIMELINE_METRICS.length);
  const width = (w.width - 210) / TIMELINE_METRICS.length - 6;
  w.row([
    { text: NOUN_WORDS[noun].one, x: 0, width: 200, bold: true },
    ...TIMELINE_METRICS.map((k, i) => ({ text: METRIC_NAMES[k], x: col(i), width, bold: true })),
  ]);
  const key = r.key_frame?.index ?? 0;
  for (const f of r.frames)
    w.row([
      { text: titleOf(f), x: 0, width: 200, bold: f.index === key },
      ...TIMELINE_METRICS.map((k, i) => ({
        text: metricValue(k, f.metrics[k].value),
        x: col(i),
        width,
        bold: f.index === key,
      })),
    ]);
  // the summary above says what the key frame's figures are
  w.text(`Жирным — ${NOUN_WORDS[noun].forms[0]} с лучшей оценкой.`, {
    size: 8,
    color: [0.35, 0.35, 0.4],
    gap: 4,
  });
}

/** «Как получены числа»: the method note and where its accuracy is published (the /method page). */
function methodSection(app: FastifyInstance, w: PdfWriter, note: string) {
  w.heading('Как получены числа', 11);
  w.text(note, { size: 8, color: [0.35, 0.35, 0.4] });
  w.text(`Как проверена точность этих чисел: ${app.config.publicUrl}/method`, {
    size: 8,
    color: [0.35, 0.35, 0.4],
  });
}

/**
 * The variants as the report lists them: in the ranking's order with their places, or, when their
 * overall scores do not compare (different goals, `scoresCompare`), in the order the user picked
 * them and without a place, as the page does (packages/analysis comparison/model.ts `placed`).
 */
function listedVariants(a: Analysis, r: StoredComparisonJson) {
  if (scoresCompare(r.ranking) !== false)
    return r.ranking.map((e) => ({ ...e, caption: `${e.rank}. ${e.name}` }));
  const at = (id: number) => a.researchIds.indexOf(id);
  return [...r.ranking]
    .sort((x, y) => at(x.research_id) - at(y.research_id))
    .map((e) => ({ ...e, caption: e.name }));
}

/** Variants side by side in the report's row of maps; more rows for more variants. */
const MAPS_PER_ROW = 3;

/**
 * Each variant's key frame (its best-scored, where the comparison page opens it) with its map in
 * the page's zones over it, as a research's report draws its frames, in the order of
 * `listedVariants` (a comparison's report had no picture at all); a research deleted since is
 * left out.
 */
async function comparisonMaps(
  app: FastifyInstance,
  w: PdfWriter,
  a: Analysis,
  listed: ReturnType<typeof listedVariants>,
) {
  const byId = await comparedResearches(app.db, a);
  const shown = [];
  for (const e of listed) {
    const row = byId.get(e.research_id);
    if (!row) continue;
    const stored = researchResultOf(row);
    const frame = stored.frames[stored.key_frame?.index ?? 0] ?? stored.frames[0];
    const creative = frame && (await bytesOf(app, frame.image_key));
    if (!frame || !creative) continue;
    const overlaid = await heatmapOver(creative, frame.attention.grid);
    if (!overlaid) continue;
    const caption = e.caption;
    shown.push({
      image: await w.doc.embedJpg(new Uint8Array(overlaid.jpeg)),
      caption: caption.length > 40 ? `${caption.slice(0, 39)}…` : caption,
    });
  }
  if (shown.length === 0) return;
  w.heading('Карты внимания');
  for (let i = 0; i < shown.length; i += MAPS_PER_ROW)
    w.images(shown.slice(i, i + MAPS_PER_ROW), 200);
  w.text(
    'У варианта из нескольких кадров или страниц — тот, у которого лучшая оценка: с него ' +
      'открывается карта на странице сравнения. Красное, жёлтое и зелёное — по четверти ' +
      'внимания на самой малой площади; без цвета — последняя четверть, куда почти не смотрят.',
    { size: 8, color: [0.35, 0.35, 0.4] },
  );
}

async function comparisonBody(app: FastifyInstance, w: PdfWriter, a: Analysis) {
  const r = await comparisonNamedNow(app, a);
  const names = new Map(r.ranking.map((e) => [e.research_id, e.name]));
  const comparable = scoresCompare(r.ranking) !== false;
  const listed = listedVariants(a, r);
  w.heading(comparable ? 'Рейтинг' : 'Варианты');
  for (const e of listed)
    w.text(`${e.caption} — общая оценка ${scoreWords(e.score)}` + rangeWords(e.score_range));
  // the same rule as the page (packages/analysis comparison/model.ts otherVersions)
  const older =
    r.method.metrics_version === undefined
      ? []
      : r.ranking.filter(
          (e) =>
            e.model_version !== undefined &&
            (e.model_version !== r.method.model_version ||
              (e.metrics_version ?? null) !== r.method.metrics_version),
        );
  if (older.length)
    w.text(
      `Прежней версией модели выполнены исследования: ${older.map((e) => e.name).join(', ')}. ` +
        'Их показатели посчитаны иначе, и сравнение может быть неточным.',
      { bold: true },
    );
  // what the page says of them (packages/analysis comparison/model.ts `settingsOf`)
  const settingsOf = (key: 'goal' | 'placement', words: Record<string, string>) =>
    listed.map((e) => `${e.name} — ${words[e[key]!] ?? e[key]}`).join('; ');
  if (!comparable)
    w.text(
      'По общей оценке лучший вариант не назван: варианты оценены для разных целей ' +
        `(${settingsOf('goal', GOALS)}), их оценки складываются из разного.`,
      { bold: true },
    );
  else if (r.score_distinguishable === false)
    w.text('По общей оценке лучший вариант не назван: разница меньше погрешности прогноза.', {
      bold: true,
    });
  if (settingDiffers(r.ranking, 'placement'))
    w.text(
      `Варианты исследованы для разных площадок (${settingsOf('placement', PLACEMENTS)}): ` +
        'читаемость текста и доли заметивших посчитаны для разного времени просмотра и размера экрана.',
    );
  w.text(BAND_LEGEND, { size: 8, color: [0.35, 0.35, 0.4] });
  await comparisonMaps(app, w, a, listed);
  if (r.context) writeContextRanking(w, r.context.title, r.ranking);
  w.heading('Метрики');
  w.text(COMPARISON_METRIC_TEXTS.hint, { size: 8, color: [0.35, 0.35, 0.4] });
  // the overall score first, as the page's bars list it (the engine sends it last)
  const metrics = [...r.metrics].sort(
    (a, b) => Number(b.metric === 'score') - Number(a.metric === 'score'),
  );
  for (const m of metrics) {
    const note = directionNote(m.metric, m.better);
    // the best as the page's bars and table mark it (`metricBest`, decided once for both)
    const best = metricBest(m, overallApart(r));
    w.text(
      `${METRIC_NAMES[m.metric] ?? m.metric}${note ? ` (${note})` : ''}: ${m.values.map((v) => `${names.get(v.research_id)} ${metricValue(m.metric, v.value)}${v.research_id === best ? ` — ${COMPARISON_METRIC_TEXTS.best}` : ''}`).join(', ')}`,
    );
  }
  w.heading('Сегменты');
  const ELEMENTS = [
    ['noticed_brand', 'бренд'],
    ['noticed_message', 'сообщение'],
    ['noticed_cta', 'призыв'],
  ] as const;
  for (const s of r.segments) {
    w.text(s.name, { bold: true });
    // a research that did not simulate this segment (added to the brief after it) has no value
    // here, and is not compared in it (the page says so too)
    const absent = r.ranking.filter((e) => !s.values.some((v) => v.research_id === e.research_id));
    for (const e of absent)
      w.text(`${e.name}: зрителей этого сегмента не моделировали, в нём вариант не сравнивается.`, {
        color: [0.35, 0.35, 0.4],
      });
    for (const v of s.values)
      w.text(
        `${names.get(v.research_id)}: ` +
          ELEMENTS.map(([k, label]) =>
            k === 'noticed_brand' && v.brand === null
              ? `${label} не указан`
              : k === 'noticed_brand' && brandUnread(v)
                ? `${label} ${RESULT_SHARED_TEXTS.brandUnread}`
                : v.intervals
                  ? `${label} ${shareWith(v[k], v.intervals[k])}`
                  : `${label} ${formatShare(v[k], 0)} (± ${formatShare(v.uncertainty, 0)})`,
          ).join(', '),
      );
    // who is noticed most, as the page's «Главные различия» name it («Вариант А заметнее по
    // бренду»): the verdicts the page reads (`segmentVerdicts`, decided once for both)
    const verdicts = segmentVerdicts(s);
    const apart = ELEMENTS.flatMap(([k, label]) => {
      const v = verdicts[k];
      return v.kind === 'leads' ? [`${label} — ${names.get(v.research_id!)}`] : [];
    });
    const same = ELEMENTS.filter(([k]) => verdicts[k].kind === 'indistinguishable').map(
      ([, label]) => label,
    );
    if (apart.length) w.text(`Заметнее других сверх погрешности: ${apart.join('; ')}.`);
    if (same.length)
      w.text(`Не различимы (разница меньше погрешности): ${same.join(', ')}.`, { gap: 4 });
  }
  methodSection(app, w, r.method.note);
}

/** GET /analyses/{id}/report.pdf: the result in Russian, with its images, as one PDF. */
export async function buildReport(
  app: FastifyInstance,
  a: Analysis,
  feedback: { segment: string; text: string }[],
  drawn: DrawnRegion[] = [],
): Promise<Uint8Array> {
  const kind = a.type === 'research' ? 'исследования' : 'сравнения';
  const w = await PdfWriter.create(`Креолаб — отчёт ${kind} «${a.name}»`);
  w.text('Креолаб', { size: 10, color: [0.45, 0.3, 0.8] });
  w.text(`Отчёт ${kind} «${a.name}»`, { size: 18, bold: true, gap: 4 });
  w.text(`Дата: ${date(a.finishedAt ?? a.updatedAt)}`, { color: [0.4, 0.4, 0.45], gap: 8 });
  if (a.type === 'research') await researchBody(app, w, a, feedback, drawn);
  else await comparisonBody(app, w, a);
  return w.save();
}

/**
 * The report of an analysis with a result, as the owner downloads it and as a guest of a shared
 * link does (src/shares): its feedback in order, and the areas drawn on the page (`regions`).
 */
export async function analysisReport(
  app: FastifyInstance,
  a: Analysis,
  regions: string | undefined,
): Promise<Uint8Array> {
  assertResult(a);
  const drawn =
    a.type === 'research' ? parseDrawnRegions(regions, researchResultOf(a).frames.length) : [];
  const names = new Map(((a.segments as SegmentJson[] | null) ?? []).map((s) => [s.id, s.name]));
  const batches = await app.db
    .select({ id: feedbackBatches.id, segmentId: feedbackBatches.segmentId })
    .from(feedbackBatches)
    .where(eq(feedbackBatches.analysisId, a.id))
    .orderBy(asc(feedbackBatches.createdAt), asc(feedbackBatches.id));
  const segmentOf = new Map(batches.map((b) => [b.id, names.get(Number(b.segmentId)) ?? '']));
  const items = batches.length
    ? await app.db
        .select()
        .from(feedbackItems)
        .where(
          inArray(
            feedbackItems.batchId,
            batches.map((b) => b.id),
          ),
        )
        .orderBy(asc(feedbackItems.batchId), asc(feedbackItems.position))
    : [];
  return buildReport(
    app,
    a,
    items.map((i) => ({
      segment: segmentOf.get(i.batchId) ?? '',
      text: String(i.data.text ?? ''),
    })),
    drawn,
  );
}
