/**
 * Cloud benchmarks (issue 4): `pnpm --filter @kreolab/api bench`. Prints a table; asserts nothing.
 *  1. listing a folder of 10,000 items (in-process app, GET /creatives/{id});
 *  2. splitting a 60 s 1080p video at 1 frame/s (upload, video_split, poll until PROCESSED).
 * Inputs are generated into a temporary folder and deleted afterwards. The upload of a 1 GB file
 * is measured in bench/upload.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { creatives } from '../src/db/schema';
import { signUpAndLogin } from '../test/helpers/auth';
import { inProcessApp } from './lib/app';

const MB = 1_000_000;
const rows: [string, string][] = [];
const work = mkdtempSync(path.join(os.tmpdir(), 'kreolab-bench-'));
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args], { stdio: 'inherit' });
}

async function listingBench() {
  const app = await inProcessApp(path.join(work, 'inproc'), 0.5);
  try {
    const user = await signUpAndLogin(app);
    const folder = await app.inject({
      method: 'POST',
      url: '/api/v1/creatives/folder',
      headers: user.headers,
      payload: { name: 'Большая' },
    });
    const folderId = folder.json().id as number;
    const values = Array.from({ length: 10_000 }, (_, i) => ({
      ownerId: user.userId,
      parentId: folderId,
      name: `Кадр ${i + 1}.jpg`,
      type: 'image/jpeg',
      size: 100_000,
      storageKey: `u/${user.userId}/bench-${i}`,
      width: 1920,
      height: 1080,
    }));
    for (let i = 0; i < values.length; i += 1000)
      await app.db.insert(creatives).values(values.slice(i, i + 1000));
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/creatives/${folderId}`,
        headers: user.headers,
      });
      times.push(performance.now() - t0);
      size = res.rawPayload.length;
    }
    times.sort((a, b) => a - b);
    rows.push([
      `listing 10,000 items (median of 7; ${(size / 1e6).toFixed(1)} MB JSON)`,
      `${times[3]!.toFixed(0)} ms (min ${times[0]!.toFixed(0)})`,
    ]);
  } finally {
    await app.close();
  }
}

async function splitBench() {
  const file = path.join(work, 'hd.mp4');
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc2=duration=60:size=1920x1080:rate=30',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    file,
  ]);
  const app = await inProcessApp(path.join(work, 'inproc'), 0.5);
  try {
    const user = await signUpAndLogin(app);
    const data = await fs.readFile(file);
    const boundary = '----kreolabsplit';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="hd.mp4"\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await app.inject({
      method: 'POST',
      url: '/api/v1/creatives/upload',
      payload,
      headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const id = up.json().items[0].id as number;
    const t0 = performance.now();
    await app.inject({
      method: 'POST',
      url: '/api/v1/creatives/video_split',
      headers: user.headers,
      payload: { id, frequency: 1 },
    });
    let state: { split_status: string; frames_count: number; reason?: string | null };
    do {
      await new Promise((r) => setTimeout(r, 100));
      state = (
        await app.inject({
          method: 'POST',
          url: '/api/v1/creatives/check_split_status',
          headers: user.headers,
          payload: { id },
        })
      ).json();
    } while (state.split_status === 'PROCESSING');
    rows.push([
      `split of 60 s 1080p (${(data.length / MB).toFixed(1)} MB) at 1 frame/s → ${state.frames_count} frames ${state.split_status}`,
      secs(performance.now() - t0),
    ]);
  } finally {
    await app.close();
  }
}

try {
  await listingBench();
  await splitBench();
} finally {
  rmSync(work, { recursive: true, force: true });
}
const width = Math.max(...rows.map(([k]) => k.length));
console.log(`\ncloud benchmarks (${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)})`);
for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
