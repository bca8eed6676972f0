/**
 * Cloud benchmarks (issue 4): `pnpm --filter @kreolab/api bench`. Prints a table; asserts nothing.
 *  1. upload of a 1 GB file through the real HTTP server (a child process on PGlite and the
 *     local folder) against a plain stream copy of the same file on the same disk, with the
 *     server's peak RSS during the upload;
 *  2. listing a folder of 10,000 items (in-process app, GET /creatives/{id});
 *  3. splitting a 60 s 1080p video at 1 frame/s (upload, video_split, poll until PROCESSED).
 * Inputs are generated into a temporary folder and deleted afterwards. BENCH_UPLOAD_MB overrides
 * the upload size (default 1000 MB).
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { build } from '../src/app';
import { loadConfig } from '../src/config';
import { creatives } from '../src/db/schema';
import { signUpAndLogin } from '../test/helpers/auth';
import { linkIn, waitForMail } from '../test/helpers/mail';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const MB = 1_000_000;
const rows: [string, string][] = [];
const record = (...entries: [string, string][]) => {
  for (const entry of entries) {
    rows.push(entry);
    console.log(`  ${entry[0]}: ${entry[1]}`);
  }
};
const work = mkdtempSync(path.join(os.tmpdir(), 'kreolab-bench-'));
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args], { stdio: 'inherit' });
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}

/** A valid MP4 of `bytes`: a short clip with a `free` atom of padding after it. */
async function bigMp4(file: string, bytes: number) {
  const clip = path.join(work, 'clip.mp4');
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=1:size=320x240:rate=10',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    clip,
  ]);
  const head = readFileSync(clip);
  const pad = bytes - head.length;
  const out = createWriteStream(file);
  const atom = Buffer.alloc(8);
  atom.writeUInt32BE(pad, 0);
  atom.write('free', 4, 'latin1');
  out.write(head);
  out.write(atom);
  const chunk = Buffer.alloc(8 * 1024 * 1024);
  for (let left = pad - 8; left > 0; left -= chunk.length) {
    if (!out.write(left >= chunk.length ? chunk : chunk.subarray(0, left)))
      await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

function peakRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function uploadBench() {
  const bytes = Number(process.env.BENCH_UPLOAD_MB ?? 1000) * MB;
  const file = path.join(work, 'big.mp4');
  await bigMp4(file, bytes);

  const copyStart = performance.now();
  await pipeline(createReadStream(file), createWriteStream(path.join(work, 'copy.mp4')));
  const copyMs = performance.now() - copyStart;
  await fs.rm(path.join(work, 'copy.mp4'));

  const port = await freePort();
  const dataDir = path.join(work, 'server');
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      INIT_CWD: API_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      WEB_DIST: path.join(work, 'no-web'),
      UPLOAD_MAX_FILE_SIZE: String(2 * bytes),
      DISK_QUOTA_DEFAULT: String(4 * bytes),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}/api/v1`;
    for (let i = 0; ; i++) {
      const ok = await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 600) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const email = 'bench@example.com';
    const password = 'Kr3o-lab!bench#7';
    const json = { 'content-type': 'application/json' };
    await fetch(`${base}/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    const [mail] = await waitForMail(dataDir, email, { timeoutMs: 30_000 });
    const { token: verify } = linkIn(mail!, '/signin', 'verify');
    await fetch(`${base}/auth/verify`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token: verify }),
    });
    const login = await fetch(`${base}/auth/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const rssBefore = peakRss(server.pid!);

    const boundary = '----kreolabbench';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const started = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${base}/creatives/upload`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + bytes + tail.length,
        },
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.write(head);
      const body = createReadStream(file);
      body.pipe(req, { end: false });
      body.on('end', () => req.end(tail));
    });
    const uploadMs = performance.now() - started;
    const rss = peakRss(server.pid!);
    record(
      [
        `plain copy of ${bytes / MB} MB (same disk)`,
        `${secs(copyMs)}  ${(bytes / MB / (copyMs / 1000)).toFixed(0)} MB/s`,
      ],
      [
        `upload of ${bytes / MB} MB over HTTP (status ${status})`,
        `${secs(uploadMs)}  ${(bytes / MB / (uploadMs / 1000)).toFixed(0)} MB/s`,
      ],
      [
        'server peak RSS (before → after upload)',
        `${(rssBefore / 2 ** 20).toFixed(0)} → ${(rss / 2 ** 20).toFixed(0)} MiB`,
      ],
    );
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    await fs.rm(file, { force: true });
  }
}

async function inProcessApp() {
  const dataDir = path.join(work, 'inproc');
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      WEB_DIST: path.join(work, 'no-web'),
      DISK_QUOTA_DEFAULT: String(10 * 1024 ** 3),
    },
    dataDir,
  );
  const app = await build({ config, logger: false, jobPollingIntervalSeconds: 0.5 });
  await app.lifecycle.start();
  return app;
}

async function listingBench() {
  const app = await inProcessApp();
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
  const app = await inProcessApp();
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
  await uploadBench();
  await listingBench();
  await splitBench();
} finally {
  rmSync(work, { recursive: true, force: true });
}
const width = Math.max(...rows.map(([k]) => k.length));
console.log(`\ncloud benchmarks (${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)})`);
for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
