/**
 * Benchmarks (print figures, assert nothing): attention map of an 800×600 image on one core,
 * full analysis of a 1080×1080 banner, time per frame of a 60-frame video, stage shares,
 * peak memory.  Run: pnpm --filter @kreolab/engine bench
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { analyseFrames, analyseImage, closeOcr, decodeImage, detect, predictAttention } from '../src';
import { extractVideoFrames, ffmpegPath } from '../src/media';
import sharp from 'sharp';
import { makeBanner } from './fixtures';

const run = promisify(execFile);
const OSIE = path.resolve(import.meta.dirname, '../../../../shared/eval/osie-dev/images');
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;

async function attentionBench(): Promise<void> {
  const files = fs.existsSync(OSIE) ? fs.readdirSync(OSIE).slice(0, 12).map((f) => path.join(OSIE, f)) : [];
  const bufs = files.length ? files.map((f) => fs.readFileSync(f)) : [await makeBanner()];
  // warm-up: loads the weights and the face model; one libvips thread, so the figure is for one core
  const vipsThreads = sharp.concurrency();
  sharp.concurrency(1);
  await predictAttention(bufs[0]!);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const timesNoFaces: number[] = [];
  for (const b of bufs) {
    let t0 = performance.now();
    const c0 = process.cpuUsage();
    await predictAttention(b, { faces: true });
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpuTimes.push((c.user + c.system) / 1000);
    t0 = performance.now();
    await predictAttention(b, { faces: false });
    timesNoFaces.push(performance.now() - t0);
  }
  sharp.concurrency(vipsThreads);
  const img = await decodeImage(bufs[0]!);
  const t0 = performance.now();
  await detect(img, { faces: false, text: true });
  const ocr = performance.now() - t0;
  console.log(`attention map, 800×600 JPEG (decode + features + faces + model, one thread), median of ${bufs.length}: ${ms(median(times))} wall, ${ms(median(cpuTimes))} CPU`);
  console.log(`  without face detection: ${ms(median(timesNoFaces))}; OCR of the same image (not part of the map above): ${ms(ocr)}`);
}

async function analyseBench(): Promise<void> {
  const banner = await makeBanner();
  await analyseImage(banner, { viewers: 20 }); // warm-up (OCR worker start)
  const runs: number[] = [];
  const cpu: number[] = [];
  let last: Record<string, number> = {};
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const out = await analyseImage(banner, { viewers: 20, segments: [{ name: 'Молодые мамы', age_min: 25, age_max: 38 }], placement: 'social_feed', goal: 'conversion' });
    runs.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    last = out.timings;
  }
  const total = Object.values(last).reduce((s, v) => s + v, 0);
  console.log(`full analyse, 1080×1080 banner (OCR, faces, attention, regions, metrics, colours, PNGs, 20 viewers), median of 3: ${ms(median(runs))} wall, ${ms(median(cpu))} CPU (both threads)`);
  console.log(`  stages: ${Object.entries(last).map(([k, v]) => `${k} ${((100 * v) / total).toFixed(0)} % (${ms(v)})`).join(', ')}`);
}

async function videoBench(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kreolab-bench-'));
  const file = path.join(dir, 'clip.mp4');
  try {
    await run(await ffmpegPath(), ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30:duration=60', '-pix_fmt', 'yuv420p', file]);
    let t0 = performance.now();
    const frames = await extractVideoFrames(file, { fps: 1, maxFrames: 60 });
    const extract = performance.now() - t0;
    t0 = performance.now();
    const out = await analyseFrames(frames, { viewers: 10, images: true });
    const analyse = performance.now() - t0;
    console.log(`video, ${frames.length} frames (640×360, 1 fps): extraction ${ms(extract)}, analysis ${ms(analyse)} → ${ms((extract + analyse) / frames.length)} per frame`);
    const total = Object.values(out.timings).reduce((s, v) => s + v, 0);
    console.log(`  stages: ${Object.entries(out.timings).map(([k, v]) => `${k} ${((100 * v) / total).toFixed(0)} %`).join(', ')}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`kreolab engine bench — ${os.cpus().length} CPU(s), load average ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}`);
await attentionBench();
await analyseBench();
if (!process.argv.includes('--no-video')) await videoBench();
clearInterval(sampler);
console.log(`peak memory (RSS): ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
await closeOcr();
