/**
 * Upload benchmark (issue 16): `BENCH_ONLY=upload pnpm bench`. A 1 GB MP4 (BENCH_UPLOAD_MB
 * overrides the size) through the real HTTP server, a child process on PGlite and the local
 * folder, in the same run as a plain stream copy of the same file on the same disk:
 *  1. the resumable upload (tus: POST /creatives/uploads, then PATCH chunks of 64 MiB, the
 *     size the web client sends);
 *  2. the multipart POST /creatives/upload, for comparison;
 *  3. before both, a bare Node HTTP server that only writes the body to a file, as the floor.
 * For each, the throughput against the plain copy and the server's peak RSS while it ran
 * (sampled from /proc every 50 ms). Prints figures; asserts nothing.
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

const CHUNK = 64 * 1024 * 1024;

/**
 * A bare Node HTTP server that only streams a request body to a file: what any upload through
 * HTTP on this machine costs before the product does anything (parsing, checks, the database).
 */
const BARE_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const { pipeline } = require('node:stream/promises');
const [port, target] = process.argv.slice(1);
http
  .createServer(async (req, res) => {
    await pipeline(req, fs.createWriteStream(target, { highWaterMark: 1 << 20 }));
    res.writeHead(204).end();
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
`;

function rss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Runs `work` while sampling the process's resident memory; answers the time and the peak. */
async function measured<T>(pid: number, work: () => Promise<T>) {
  let peak = rss(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rss(pid))), 50);
  const started = performance.now();
  try {
    const result = await work();
    return { ms: performance.now() - started, peak, result };
  } finally {
    clearInterval(timer);
  }
}

function send(
  url: string,
  method: string,
  headers: Record<string, string | number>,
  parts: (Buffer | { file: string; start: number; end: number })[],
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    void (async () => {
      for (const part of parts) {
        if (Buffer.isBuffer(part)) {
          if (!req.write(part)) await once(req, 'drain');
          continue;
        }
        await pipeline(
          createReadStream(part.file, {
            start: part.start,
            end: part.end - 1,
            highWaterMark: 1 << 20,
          }),
          req,
          { end: false },
        );
      }
      req.end();
    })().catch(reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function uploadBench() {
  const bytes = Number(process.env.BENCH_UPLOAD_MB ?? 1000) * MB;
  // Each way is measured this many times, interleaved, and the median is reported: the machine
  // is shared, and one run of each swings by a factor of two.
  const rounds = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3);
  const file = path.join(work, 'big.mp4');
  await bigMp4(file, bytes);

  const barePort = await freePort();
  const bareTarget = path.join(work, 'bare.bin');
  const bareServer = spawn(process.execPath, ['-e', BARE_SERVER, String(barePort), bareTarget], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(bareServer.stdout, 'data');

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
      if (i > 1800) throw new Error('server did not start');
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
    const auth = { authorization: `Bearer ${token}` };
    const pid = server.pid!;
    const idle = rss(pid);
    const removeAll = async (body: string) => {
      const ids = (JSON.parse(body) as { items: { id: number }[] }).items.map((i) => i.id);
      await fetch(`${base}/creatives/delete`, {
        method: 'POST',
        headers: { ...auth, ...json },
        body: JSON.stringify({ ids }),
      });
      // Deleted files go to the trash and would count against the quota of the next round.
      await fetch(`${base}/creatives/trash/empty`, { method: 'POST', headers: auth });
    };

    const copy = async () => {
      const started = performance.now();
      await pipeline(createReadStream(file), createWriteStream(path.join(work, 'copy.mp4')));
      const ms = performance.now() - started;
      await fs.rm(path.join(work, 'copy.mp4'));
      return ms;
    };
    const bare = async () => {
      const run = await measured(bareServer.pid!, () =>
        send(`http://127.0.0.1:${barePort}/`, 'PUT', { 'content-length': bytes }, [
          { file, start: 0, end: bytes },
        ]),
      );
      await fs.rm(bareTarget, { force: true });
      return run;
    };
    const tus = async () => {
      const run = await measured(pid, async () => {
        const created = await send(
          `${base}/creatives/uploads`,
          'POST',
          {
            ...auth,
            'tus-resumable': '1.0.0',
            'upload-length': bytes,
            'upload-metadata': `filename ${Buffer.from('big.mp4').toString('base64')}`,
          },
          [],
        );
        if (created.status !== 201) throw new Error(`create: ${created.status} ${created.body}`);
        const url = `http://127.0.0.1:${port}${created.headers.location}`;
        let last = created;
        for (let at = 0; at < bytes; at += CHUNK) {
          const end = Math.min(bytes, at + CHUNK);
          last = await send(
            url,
            'PATCH',
            {
              ...auth,
              'tus-resumable': '1.0.0',
              'upload-offset': at,
              'content-type': 'application/offset+octet-stream',
              'content-length': end - at,
            },
            [{ file, start: at, end }],
          );
          if (last.status !== 204 && last.status !== 200)
            throw new Error(`patch: ${last.status} ${last.body}`);
        }
        return last;
      });
      await removeAll(run.result.body);
      return run;
    };
    const boundary = '----kreolabbench';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const multipart = async () => {
      const run = await measured(pid, () =>
        send(
          `${base}/creatives/upload`,
          'POST',
          {
            ...auth,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': head.length + bytes + tail.length,
          },
          [head, { file, start: 0, end: bytes }, tail],
        ),
      );
      if (run.result.status !== 201) throw new Error(`multipart: ${run.result.status}`);
      await removeAll(run.result.body);
      return run;
    };

    const times = { copy: [] as number[], bare: [] as number[], tus: [] as number[] };
    const multi: number[] = [];
    let tusPeak = 0;
    let multiPeak = 0;
    for (let round = 0; round < rounds; round++) {
      times.copy.push(await copy());
      times.bare.push((await bare()).ms);
      const t = await tus();
      times.tus.push(t.ms);
      tusPeak = Math.max(tusPeak, t.peak);
      const m = await multipart();
      multi.push(m.ms);
      multiPeak = Math.max(multiPeak, m.peak);
    }
    const rate = (ms: number) => `${(bytes / MB / (ms / 1000)).toFixed(0)} MB/s`;
    const copyMs = median(times.copy);
    const bareMs = median(times.bare);
    const line = (ms: number) =>
      `${secs(ms)}  ${rate(ms)}  ${((copyMs / ms) * 100).toFixed(0)} % of the plain copy, ${((bareMs / ms) * 100).toFixed(0)} % of the bare server`;
    const mib = (n: number) => `${(n / 2 ** 20).toFixed(0)} MiB`;
    console.log(`\nmedians of ${rounds} interleaved rounds:`);
    record(
      [`plain copy of ${bytes / MB} MB (same disk)`, `${secs(copyMs)}  ${rate(copyMs)}`],
      [
        `bare Node HTTP server streaming it to a file (the floor of any HTTP upload here)`,
        line(bareMs),
      ],
      [`resumable (tus, ${CHUNK / 2 ** 20} MiB chunks) upload`, line(median(times.tus))],
      ['  server peak RSS during it (idle before)', `${mib(tusPeak)} (${mib(idle)})`],
      [`multipart upload`, line(median(multi))],
      ['  server peak RSS during it', mib(multiPeak)],
    );
  } finally {
    server.kill('SIGTERM');
    bareServer.kill('SIGTERM');
    await once(server, 'exit');
    await fs.rm(file, { force: true });
  }
}

try {
  await uploadBench();
} finally {
  rmSync(work, { recursive: true, force: true });
}
const width = Math.max(...rows.map(([k]) => k.length));
console.log(`\nupload benchmark (${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)})`);
for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
