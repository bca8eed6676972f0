/**
 * Benchmarks (print figures, assert nothing): attention map of an 800×600 image on one core,
 * full analysis of a 1080×1080 banner and time per frame of a 30-frame video (bench/analyse.ts),
 * stage shares, peak memory.  Run: pnpm --filter @kreolab/engine bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeOcr, decodeImage, detect, detectObjects, predictAttention } from '../src';
import { centerNetLayer, loadScenePca, OBJECT_SIDE } from '../src/detect/objects';
import { resizeRgb } from '../src/image';
import { detectFaces } from '../src/detect/faces';
import { FACE_SIDE } from '../src/detect';
import sharp from 'sharp';
import { analyseBench, videoBench } from './analyse';
import { contextBench } from './context';
import { makeBanner } from './fixtures';

const OSIE = path.resolve(import.meta.dirname, '../../../../shared/eval/osie-dev/images');
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;

async function attentionBench(): Promise<void> {
  const files = fs.existsSync(OSIE)
    ? fs
        .readdirSync(OSIE)
        .slice(0, 12)
        .map((f) => path.join(OSIE, f))
    : [];
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
  // the face stage alone, on the image detect() hands BlazeFace (FACE_SIDE) (warm, one thread)
  const faceCpu: number[] = [];
  for (const b of bufs) {
    const small = await resizeRgb(await decodeImage(b), FACE_SIDE);
    const c0 = process.cpuUsage();
    await detectFaces(small);
    const c = process.cpuUsage(c0);
    faceCpu.push((c.user + c.system) / 1000);
  }
  // CenterNet alone (in the map when the weights read objects; in the analysis beside OCR)
  const objectCpu: number[] = [];
  for (const b of bufs) {
    const im = await decodeImage(b);
    const c0 = process.cpuUsage();
    await detectObjects(im);
    const c = process.cpuUsage(c0);
    objectCpu.push((c.user + c.system) / 1000);
  }
  // CenterNet run only as far as the scene layer the map reads: what the map would still pay
  // for the network without its detection head (the 4-px fusion, the 80×80 heads, decoding)
  const pca = loadScenePca();
  const layerCpu: number[] = [];
  if (pca)
    for (const b of bufs) {
      const im = await decodeImage(b);
      const c0 = process.cpuUsage();
      await centerNetLayer(im, OBJECT_SIDE, pca.node);
      const c = process.cpuUsage(c0);
      layerCpu.push((c.user + c.system) / 1000);
    }
  sharp.concurrency(vipsThreads);
  const img = await decodeImage(bufs[0]!);
  const t0 = performance.now();
  await detect(img, { faces: false, text: true });
  const ocr = performance.now() - t0;
  console.log(
    `attention map, 800×600 JPEG (decode + features + faces + objects + model, one thread), median of ${bufs.length}: ${ms(median(times))} wall, ${ms(median(cpuTimes))} CPU (target ≤ 100 ms)`,
  );
  console.log(
    `  without face detection: ${ms(median(timesNoFaces))}; face detection alone (BlazeFace and the mesh check at ${FACE_SIDE} px): ${ms(median(faceCpu))} CPU; OCR of the same image (not part of the map above): ${ms(ocr)}`,
  );
  console.log(
    `  CenterNet objects alone (${OBJECT_SIDE} px, wasm, first call excluded), median of ${bufs.length}: ${ms(median(objectCpu.slice(1)))} CPU` +
      (layerCpu.length
        ? `; only as far as its scene layer (${pca!.node}): ${ms(median(layerCpu))} CPU`
        : ''),
  );
}

console.log(
  `kreolab engine bench — ${os.cpus().length} CPU(s), load average ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}`,
);
// --context-only: the context research figures alone
if (process.argv.includes('--context-only')) {
  await contextBench();
  clearInterval(sampler);
  await closeOcr();
  process.exit(0);
}
// --video-only: the video's figure alone, for quick before/after measurements
if (process.argv.includes('--video-only')) {
  await videoBench();
  clearInterval(sampler);
  console.log(`peak memory (RSS): ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
  await closeOcr();
  process.exit(0);
}
// --no-attention: the analysis and video figures alone
if (!process.argv.includes('--no-attention')) await attentionBench();
// --attention-only: the map's figure alone, for quick before/after measurements
if (!process.argv.includes('--attention-only')) {
  await analyseBench();
  if (!process.argv.includes('--no-video')) await videoBench();
  await contextBench();
}
clearInterval(sampler);
console.log(`peak memory (RSS): ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
await closeOcr();
