/**
 * Benchmarks of the whole analysis (run from bench/run.ts): a 1080×1080 banner through
 * analyseImage and a 30-second video through analyseVideo (the product's paths), each with
 * its peak memory. Targets: ≤ 1 s a banner and ≤ 0.3 s a video frame on 2 cores.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyseImage } from '../src';
import { analyseVideo } from '../src/media';
import { BENCH_BANNERS, makeBanner, makeClip, makePlainBanner } from './fixtures';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;
const mb = (x: number) => `${(x / 1024 / 1024).toFixed(0)} MB`;

/** Peak resident memory while `f` runs, sampled every 10 ms. */
async function withPeak<T>(f: () => Promise<T>): Promise<[T, number]> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const r = await f();
    return [r, Math.max(peak, process.memoryUsage().rss)];
  } finally {
    clearInterval(timer);
  }
}

const stages = (t: Record<string, number>) => {
  const total = Object.values(t).reduce((s, v) => s + v, 0);
  return Object.entries(t)
    .map(([k, v]) => `${k} ${((100 * v) / total).toFixed(0)} % (${ms(v)})`)
    .join(', ');
};

export async function analyseBench(): Promise<void> {
  const banners = await Promise.all(BENCH_BANNERS.map((b) => makeBanner(b.photo, b.headline)));
  const opts = {
    viewers: 20,
    segments: [{ name: 'Молодые мамы', age_min: 25, age_max: 38 }],
    placement: 'social_feed' as const,
    goal: 'conversion' as const,
  };
  /** Six analyses taking `inputs` in turn: wall and process CPU time of each, the last's stages. */
  const timed = async (inputs: Buffer[]) => {
    const runs: number[] = [];
    const cpu: number[] = [];
    let last: Record<string, number> = {};
    for (let i = 0; i < 6; i++) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const out = await analyseImage(inputs[i % inputs.length]!, opts);
      runs.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
      last = out.timings;
    }
    return { runs, cpu, last };
  };
  const t0 = performance.now();
  await analyseImage(banners[0]!, opts);
  const first = performance.now() - t0;
  const [{ runs, cpu, last }, peak] = await withPeak(() => timed(banners));
  console.log(
    `full analyse, 1080×1080 banner (OCR, faces, attention, regions, metrics, colours, PNGs, 20 viewers), median of ${runs.length} (3 banners): ${ms(median(runs))} wall, ${ms(median(cpu))} CPU (process, all threads; target ≤ 1 s on 2 cores); first call with model loading ${ms(first)}; peak RSS ${mb(peak)}`,
  );
  console.log(`  stages of the last: ${stages(last)}`);
  // a creative on a plain ground: OCR's third, adaptive pass runs (the photo banners skip it)
  const plain = await makePlainBanner();
  await analyseImage(plain, opts);
  const onPlain = await timed([plain]);
  console.log(
    `full analyse, 1080×1080 creative on a plain ground (OCR's adaptive pass runs too), median of ${onPlain.runs.length}: ${ms(median(onPlain.runs))} wall, ${ms(median(onPlain.cpu))} CPU (target ≤ 1 s on 2 cores)`,
  );
}

/**
 * The clip through analyseVideo as the product runs it, interleaved with the same clip with
 * every frame's attention predicted (everyFrameAttention, as before frames of a shot shared
 * the map), after one warm-up run: medians of `reps` runs each, so before/after share a load.
 */
export async function videoBench(reps = 2): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kreolab-bench-'));
  const file = path.join(dir, 'clip.mp4');
  try {
    await makeClip(file);
    const o = { fps: 1, maxFrames: 30, viewers: 10 };
    await analyseVideo(file, o);
    const runs = {
      shared: { wall: [] as number[], cpu: [] as number[] },
      every: { wall: [] as number[], cpu: [] as number[] },
    };
    let n = 0;
    let peak = 0;
    let timings: Record<string, number> = {};
    for (let r = 0; r < reps; r++)
      for (const k of r % 2 ? (['every', 'shared'] as const) : (['shared', 'every'] as const)) {
        const t0 = performance.now();
        const c0 = process.cpuUsage();
        const [out, p] = await withPeak(() =>
          analyseVideo(file, { ...o, everyFrameAttention: k === 'every' }),
        );
        const c = process.cpuUsage(c0);
        n = out.result.frames.length;
        runs[k].wall.push((performance.now() - t0) / n);
        runs[k].cpu.push((c.user + c.system) / 1000 / n);
        if (k === 'shared') {
          peak = Math.max(peak, p);
          timings = out.timings;
        }
      }
    console.log(
      `video, 30 s 1080×1080 clip → ${n} frames at 720 px (analyseVideo: extraction + analysis), median of ${reps}: ${ms(median(runs.shared.wall))} per frame wall, ${ms(median(runs.shared.cpu))} CPU per frame (process, without ffmpeg; target ≤ 300 ms); peak RSS ${mb(peak)}`,
    );
    console.log(
      `  every frame's attention predicted (everyFrameAttention), interleaved: ${ms(median(runs.every.wall))} wall, ${ms(median(runs.every.cpu))} CPU per frame`,
    );
    console.log(`  stages of the last: ${stages(timings)}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
