/**
 * Analysis through the product (issues 6 and 12): `pnpm --filter @kreolab/api bench`, or
 * `BENCH_ONLY=analysis`. Prints figures; asserts nothing.
 *  1. a 1080×1080 banner: a research started through the API until its result is assembled;
 *  2. a 30-second video of three slowly zooming banners (the engine bench's clip), uploaded and
 *     split at 1 frame a second through the API, then researched: seconds a frame from start to
 *     result (target ≤ 0.3 s a frame on 2 cores), and the process's peak memory.
 * The app runs in this process with the job worker and the polling interval of `pnpm start`, on
 * PGlite and the file store in a temporary folder (deleted afterwards). `BENCH_REPS` (default 3)
 * runs of each, medians printed.
 */
import { makeBanner, makeClip } from '@kreolab/engine/bench';
import { mkdtempSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { engine } from '../src/analyses/engine';
import { analysisItems } from '../src/db/schema';
import { api, setTariff, waitForStatus } from '../test/helpers/analyses';
import { signUpAndLogin } from '../test/helpers/auth';
import { inProcessApp } from './lib/app';

const REPS = Number(process.env.BENCH_REPS ?? 3);
const work = mkdtempSync(path.join(os.tmpdir(), 'kreolab-bench-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rows: [string, string][] = [];

const app = await inProcessApp(path.join(work, 'data'));
try {
  const user = await signUpAndLogin(app);
  await setTariff(app, user.userId, { analysesLeft: 100 });
  const call = api(app, user.headers);
  const labId = (await call.post('/labs', { name: 'Замеры' })).json().id as number;

  async function upload(name: string, type: string, data: Buffer): Promise<number> {
    const boundary = '----kreolabbench';
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/creatives/upload',
      headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    if (res.statusCode !== 201) throw new Error(`upload ${name}: ${res.statusCode} ${res.body}`);
    return res.json().items[0].id as number;
  }

  /** Of each research: milliseconds until its last item was written, and from there on. */
  const phases: { items: number; assembling: number }[] = [];

  /** Milliseconds from the start of a new research of `creativeId` to its result. */
  async function research(creativeId: number, placement: string): Promise<number> {
    const id = (
      await call.post('/analyses', {
        type: 'research',
        lab_id: labId,
        name: 'Замер',
        creative_ids: [creativeId],
        settings: { goal: 'conversion', placement },
      })
    ).json().id as number;
    const t0 = performance.now();
    const started = await call.post(`/analyses/${id}/start`);
    if (started.statusCode !== 202) throw new Error(`start: ${started.statusCode} ${started.body}`);
    const done = await waitForStatus(app, id, ['done', 'failed'], 600_000);
    if (done.status !== 'done') throw new Error(`research ${id} ${done.status}`);
    const elapsed = performance.now() - t0;
    const [last] = await app.db
      .select({ at: sql<string>`max(${analysisItems.updatedAt})::text` })
      .from(analysisItems)
      .where(eq(analysisItems.analysisId, id));
    const itemsAt = new Date(last!.at).getTime();
    phases.push({
      items: itemsAt - done.startedAt!.getTime(),
      assembling: done.finishedAt!.getTime() - itemsAt,
    });
    return elapsed;
  }

  const banner = await upload('баннер.jpg', 'image/jpeg', await makeBanner());
  await research(banner, 'banner'); // loads the models and starts the OCR workers
  const bannerMs: number[] = [];
  for (let r = 0; r < REPS; r++) bannerMs.push(await research(banner, 'banner'));
  rows.push([
    `banner 1080×1080, start → result, median of ${REPS}`,
    `${median(bannerMs).toFixed(0)} ms (${bannerMs.map((x) => x.toFixed(0)).join(', ')})`,
  ]);

  const clip = path.join(work, 'clip.mp4');
  await makeClip(clip);
  const video = await upload('ролик.mp4', 'video/mp4', await fs.readFile(clip));
  await call.post('/creatives/video_split', { id: video, frequency: 1 });
  let split: { split_status: string; frames_count: number };
  do {
    await new Promise((r) => setTimeout(r, 200));
    split = (await call.post('/creatives/check_split_status', { id: video })).json();
  } while (split.split_status === 'PROCESSING');
  if (split.split_status !== 'PROCESSED') throw new Error(`split ${split.split_status}`);
  const frames = split.frames_count;
  const videoMs: number[] = [];
  for (let r = 0; r < REPS; r++) videoMs.push(await research(video, 'video'));
  const perFrame = videoMs.map((x) => x / frames);
  const videoPhases = phases.slice(-REPS);
  rows.push([
    `video 30 s 1080×1080 → ${frames} frames, start → result a frame, median of ${REPS}`,
    `${median(perFrame).toFixed(0)} ms (${perFrame.map((x) => x.toFixed(0)).join(', ')}; target ≤ 300 ms)`,
  ]);
  rows.push([
    '  of which: items analysed, then the result assembled (medians)',
    `${(median(videoPhases.map((x) => x.items)) / frames).toFixed(0)} ms + ${(median(videoPhases.map((x) => x.assembling)) / frames).toFixed(0)} ms a frame`,
  ]);
  rows.push([
    'peak RSS of the process (app, worker, engine)',
    `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  ]);
} finally {
  await app.close();
  // the engine's OCR worker threads outlive the app (`pnpm start` exits after closing it)
  await (await engine()).closeOcr();
  rmSync(work, { recursive: true, force: true });
}
const width = Math.max(...rows.map(([k]) => k.length));
console.log(
  `\nanalysis through the product (${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)})`,
);
for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
