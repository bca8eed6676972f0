import type { components } from '@kreolab/api-spec';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import type { Analysis } from '../db/schema';
import { PdfWriter } from '../pdf/writer';
import type { ResearchSettings, SegmentJson } from './model';
import { comparisonResultOf, researchResultOf } from './stored';

type MetricKey = keyof components['schemas']['Metrics'];

export const METRIC_NAMES: Record<MetricKey, string> = {
  focus: 'Фокус',
  clarity: 'Ясность',
  cognitive_load: 'Когнитивная нагрузка',
  text_coverage: 'Доля текста',
  legibility: 'Читаемость',
  colourfulness: 'Красочность',
  brightness: 'Яркость',
  contrast: 'Контраст',
  score: 'Итоговая оценка',
};
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
/** Frames drawn in full; a long video gets its first ones and a note. */
const MAX_FRAMES = 6;

const pct = (x: number) => `${Math.round(x * 100)} %`;
const date = (d: Date) =>
  d.toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

async function bytesOf(app: FastifyInstance, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  try {
    const { body } = await app.storage.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body as Readable) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}

async function researchBody(
  app: FastifyInstance,
  w: PdfWriter,
  a: Analysis,
  feedback: { segment: string; text: string }[],
) {
  const r = researchResultOf(a);
  const settings = a.settings as ResearchSettings | null;
  if (settings)
    w.text(
      `Цель: ${GOALS[settings.goal] ?? settings.goal}. Размещение: ${PLACEMENTS[settings.placement] ?? settings.placement}.`,
    );
  const segs = (a.segments as SegmentJson[] | null) ?? [];
  w.text(`Аудитория: ${segs.map((s) => `${s.name} (${s.age_from}–${s.age_to})`).join('; ')}.`);
  w.text(`Кадров в исследовании: ${r.frames.length}.`, { gap: 6 });
  for (const f of r.frames.slice(0, MAX_FRAMES)) {
    const where = f.page
      ? `, страница ${f.page}`
      : f.time !== null
        ? `, ${String(f.time).replace('.', ',')} с`
        : '';
    w.heading(`Кадр ${f.index + 1}${where}`, 13);
    const shown = [];
    for (const [key, caption] of [
      [f.image_key, 'Креатив'],
      [f.attention.heatmap_key, 'Карта внимания'],
    ] as const) {
      const bytes = await bytesOf(app, key);
      if (!bytes) continue;
      // A copy with its own ArrayBuffer: small Buffers share Node's pool, which pdf-lib misreads.
      const own = new Uint8Array(bytes);
      const image = key!.endsWith('.png') ? await w.doc.embedPng(own) : await w.doc.embedJpg(own);
      shown.push({ image, caption });
    }
    if (shown.length) w.images(shown);
    w.heading('Метрики', 11);
    for (const [key, name] of Object.entries(METRIC_NAMES) as [MetricKey, string][]) {
      const m = f.metrics[key];
      w.row([
        { text: name, x: 0, width: 130, bold: true },
        { text: String(Math.round(m.value)), x: 135, width: 30 },
        { text: m.explanation, x: 170, width: w.width - 170 },
      ]);
    }
    w.heading('Области внимания', 11);
    w.row([
      { text: '№', x: 0, width: 25, bold: true },
      { text: 'Область', x: 30, width: 230, bold: true },
      { text: 'Доля внимания', x: 270, width: 80, bold: true },
      { text: 'Заметят', x: 360, width: 60, bold: true },
    ]);
    for (const region of [...f.regions].sort((x, y) => x.order - y.order).slice(0, 15)) {
      w.row([
        { text: String(region.order), x: 0, width: 25 },
        {
          text: `${KINDS[region.kind] ?? region.kind}${region.text ? `: «${region.text}»` : ''}`,
          x: 30,
          width: 230,
        },
        { text: pct(region.attention_share), x: 270, width: 80 },
        { text: pct(region.seen_probability), x: 360, width: 60 },
      ]);
    }
    w.heading('Цвета', 11);
    for (const c of f.colours.palette) w.swatch(c.hex, `${c.name}, ${c.hex}, ${pct(c.share)}`);
    if (f.colours.warm_share !== undefined && f.colours.cool_share !== undefined)
      w.text(
        `Тёплые оттенки: ${pct(f.colours.warm_share)}, холодные: ${pct(f.colours.cool_share)}.`,
      );
  }
  if (r.frames.length > MAX_FRAMES)
    w.text(`Ещё ${r.frames.length - MAX_FRAMES} кадров — в результате на сайте.`, { gap: 6 });
  w.heading('Зрители по сегментам');
  for (const s of r.segments)
    w.text(
      `${s.name}: ${s.viewers} зрителей, в среднем ${String(s.mean_viewing_time).replace('.', ',')} с; ` +
        `заметили бренд ${pct(s.noticed_brand)}, сообщение ${pct(s.noticed_message)}, призыв ${pct(s.noticed_cta)}.`,
    );
  if (r.findings.length) {
    w.heading('Выводы и рекомендации');
    for (const f of r.findings) {
      w.text(`• ${f.text}`, { bold: true, gap: 0 });
      w.text(f.recommendation, { gap: 4 });
    }
  }
  if (feedback.length) {
    w.heading('Отзывы смоделированных зрителей');
    for (const f of feedback) w.text(`${f.segment}. ${f.text}`, { gap: 3 });
  }
  w.heading('Как получены числа', 11);
  w.text(r.method.note, { size: 8, color: [0.35, 0.35, 0.4] });
}

function comparisonBody(w: PdfWriter, a: Analysis) {
  const r = comparisonResultOf(a);
  const names = new Map(r.ranking.map((e) => [e.research_id, e.name]));
  w.heading('Рейтинг');
  for (const e of r.ranking)
    w.text(`${e.rank}. ${e.name} — итоговая оценка ${Math.round(e.score)}`);
  w.heading('Метрики');
  for (const m of r.metrics)
    w.text(
      `${METRIC_NAMES[m.metric] ?? m.metric}: ${m.values.map((v) => `${names.get(v.research_id)} ${Math.round(v.value)}`).join(', ')}`,
    );
  w.heading('Сегменты');
  for (const s of r.segments) {
    w.text(s.name, { bold: true });
    for (const v of s.values)
      w.text(
        `${names.get(v.research_id)}: бренд ${pct(v.noticed_brand)}, сообщение ${pct(v.noticed_message)}, ` +
          `призыв ${pct(v.noticed_cta)} (± ${pct(v.uncertainty)})`,
      );
  }
  w.heading('Как получены числа', 11);
  w.text(r.method.note, { size: 8, color: [0.35, 0.35, 0.4] });
}

/** GET /analyses/{id}/report.pdf: the result in Russian, with its images, as one PDF. */
export async function buildReport(
  app: FastifyInstance,
  a: Analysis,
  feedback: { segment: string; text: string }[],
): Promise<Uint8Array> {
  const kind = a.type === 'research' ? 'исследования' : 'сравнения';
  const w = await PdfWriter.create(`Креолаб — отчёт ${kind} «${a.name}»`);
  w.text('Креолаб', { size: 10, color: [0.45, 0.3, 0.8] });
  w.text(`Отчёт ${kind} «${a.name}»`, { size: 18, bold: true, gap: 4 });
  w.text(`Дата: ${date(a.finishedAt ?? a.updatedAt)}`, { color: [0.4, 0.4, 0.45], gap: 8 });
  if (a.type === 'research') await researchBody(app, w, a, feedback);
  else comparisonBody(w, a);
  return w.save();
}
