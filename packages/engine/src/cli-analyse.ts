/* analyse / compare commands of the CLI. */
import fs from 'node:fs';
import path from 'node:path';
import { analyseFrames, type AnalyseOptions, type AnalysisOutput } from './analyse';
import { compare } from './analyse/compare';
import { GOALS, type Goal } from './analyse/metrics';
import { analysePdf, analyseVideo } from './media';
import { PLACEMENTS, type Placement, type Segment } from './viewers/population';

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/** "Имя,25-34,интерес;интерес" → a segment. */
export function parseSegment(s: string): Segment {
  const [name = 'Сегмент', ages = '18-65', interests = ''] = s.split(',');
  const [lo, hi] = ages.split('-').map(Number);
  return {
    id: name,
    name,
    age_min: lo ?? 18,
    age_max: hi ?? lo ?? 65,
    interests: interests.split(';').filter(Boolean),
  };
}

function options(args: string[]): AnalyseOptions {
  const placement = (flag(args, 'placement') ?? 'social_feed') as Placement;
  if (!PLACEMENTS.includes(placement))
    throw new Error(`--placement: one of ${PLACEMENTS.join(', ')}`);
  const goal = (flag(args, 'goal') ?? 'awareness') as Goal;
  if (!GOALS.includes(goal)) throw new Error(`--goal: one of ${GOALS.join(', ')}`);
  const segments: Segment[] = [];
  args.forEach((a, i) => {
    if (a === '--segment' && args[i + 1]) segments.push(parseSegment(args[i + 1]!));
  });
  const viewingTime = flag(args, 'viewing-time');
  const regionViewers = flag(args, 'region-viewers');
  if (viewingTime !== undefined && !(Number(viewingTime) > 0 && Number(viewingTime) <= 60))
    throw new Error('--viewing-time: seconds, 0–60');
  if (
    regionViewers !== undefined &&
    !(
      Number.isInteger(Number(regionViewers)) &&
      Number(regionViewers) >= 1 &&
      Number(regionViewers) <= 100000
    )
  )
    throw new Error('--region-viewers: a whole number, 1–100000');
  return {
    placement,
    goal,
    segments,
    viewers: Number(flag(args, 'viewers') ?? 20),
    seed: Number(flag(args, 'seed') ?? 1),
    brand: flag(args, 'brand'),
    viewingTimeS: viewingTime === undefined ? undefined : Number(viewingTime),
    regionViewers: regionViewers === undefined ? undefined : Number(regionViewers),
  };
}

async function analyseFile(file: string, o: AnalyseOptions): Promise<AnalysisOutput> {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.pdf') return analysePdf(fs.readFileSync(file), o);
  if (['.mp4', '.mov', '.webm', '.mkv', '.avi'].includes(ext)) return analyseVideo(file, o);
  return analyseFrames([fs.readFileSync(file)], o);
}

/** «1 зритель», «3 зрителя», «1000 зрителей»: the count with its Russian plural. */
export function viewersWords(n: number): string {
  const tens = n % 100;
  const ones = n % 10;
  const word =
    tens >= 11 && tens <= 14
      ? 'зрителей'
      : ones === 1
        ? 'зритель'
        : ones >= 2 && ones <= 4
          ? 'зрителя'
          : 'зрителей';
  return `${n} ${word}`;
}

function summary(out: AnalysisOutput, file: string): string {
  const lines: string[] = [`${path.basename(file)}: кадров ${out.result.frames.length}`];
  for (const f of out.result.frames) {
    lines.push(`\nКадр ${f.index + 1} (${f.width}×${f.height})`);
    for (const [k, m] of Object.entries(f.metrics))
      lines.push(`  ${k.padEnd(15)} ${String(m.value).padStart(3)}  ${m.explanation}`);
    lines.push(
      `  Палитра: ${f.colours.palette.map((p) => `${p.name} ${p.hex} ${Math.round(p.share * 100)} %`).join(', ')}`,
    );
    for (const r of f.regions)
      lines.push(
        `  [${r.kind}${r.role !== 'other' ? `/${r.role}` : ''}] ${r.text ? `«${r.text}» ` : ''}внимание ${Math.round(r.attention_share * 100)} %, заметят ${Math.round(r.seen_probability * 100)} %${r.seen_interval ? ` [${Math.round(r.seen_interval.low * 100)}–${Math.round(r.seen_interval.high * 100)}]` : ''}, порядок ${r.order ?? '—'}`,
      );
    for (const fd of f.findings)
      lines.push(
        `  ${fd.kind === 'problem' ? '!' : fd.kind === 'uncertain' ? '?' : '+'} ${fd.text} ${fd.recommendation}`,
      );
  }
  for (const s of out.result.segments) {
    lines.push(
      `\nСегмент «${s.name}» (${s.age_min}–${s.age_max}), ${viewersWords(s.viewers)}, ${s.placement}`,
    );
    for (const fb of s.feedback) lines.push(`  ${fb.text}`);
  }
  lines.push(
    `\nВремя: ${Object.entries(out.timings)
      .map(([k, v]) => `${k} ${v.toFixed(0)} мс`)
      .join(', ')}`,
  );
  return lines.join('\n');
}

export async function runAnalyseCommand(args: string[], abs: (p: string) => string): Promise<void> {
  const file = args[0];
  if (!file || file.startsWith('--'))
    throw new Error(
      'usage: pnpm engine analyse <file> [--segment ...] [--placement ...] [--goal ...] [--viewing-time s] [--region-viewers N] [--json] [--out folder]',
    );
  const out = await analyseFile(abs(file), options(args));
  const outDir = flag(args, 'out');
  if (outDir) {
    const dir = abs(outDir);
    fs.mkdirSync(dir, { recursive: true });
    const base = path.parse(file).name;
    out.assets.forEach((a, i) => {
      if (a.heatmap) fs.writeFileSync(path.join(dir, `${base}-${i + 1}-heatmap.png`), a.heatmap);
      if (a.fog) fs.writeFileSync(path.join(dir, `${base}-${i + 1}-fog.png`), a.fog);
    });
  }
  console.log(args.includes('--json') ? JSON.stringify(out.result, null, 2) : summary(out, file));
}

export async function runCompareCommand(args: string[], abs: (p: string) => string): Promise<void> {
  const files = args.filter((a, i) => !a.startsWith('--') && !(args[i - 1] ?? '').startsWith('--'));
  if (files.length < 2)
    throw new Error(
      'usage: pnpm engine compare <file> <file> [...] [--segment ...] [--goal ...] [--json]',
    );
  const o = { ...options(args), images: false };
  const results = [];
  for (const f of files) results.push((await analyseFile(abs(f), o)).result);
  const c = compare(results);
  if (args.includes('--json')) {
    console.log(JSON.stringify(c, null, 2));
    return;
  }
  console.log('Итог:');
  for (const e of c.overall)
    console.log(
      `  ${path.basename(files[e.index]!)}: оценка ${e.score}` +
        (e.range && e.range.high > e.range.low
          ? ` [${Math.round(e.range.low)}–${Math.round(e.range.high)}]`
          : '') +
        `, средний ранг ${e.mean_rank}`,
    );
  if (c.overall_distinguishable !== null)
    console.log(
      c.overall_distinguishable
        ? '  Лучшая оценка выше следующей сверх их общей погрешности.'
        : '  Лучший вариант не назван: оценки различаются меньше их общей погрешности.',
    );
  for (const s of c.segments) {
    console.log(`Сегмент «${s.name}»:`);
    for (const cr of s.creatives) {
      const f = (w: typeof cr.brand) =>
        w
          ? `${Math.round(w.share * 100)} % [${Math.round(w.low * 100)}–${Math.round(w.high * 100)}]`
          : '—';
      console.log(
        `  ${path.basename(files[cr.index]!)}: бренд ${f(cr.brand)}, сообщение ${f(cr.message)}, призыв ${f(cr.cta)}`,
      );
    }
    for (const v of [s.verdict.brand, s.verdict.message, s.verdict.cta])
      if (v) console.log(`  ${v}`);
  }
}
