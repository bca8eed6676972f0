import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Request } from '@playwright/test';
import { signIn, signUpVerified, VIEWPORTS } from './helpers';

// Issue 16's resumable upload end to end: a 200 MB video uploaded in the browser, the server
// process killed in the middle of it and started again on the same data folder, and the
// upload goes on from where the server stood and finishes: one upload, the right size, the
// same bytes. The suite's server cannot be killed under the other journeys, so this spec runs
// its own API process (the web app the suite's server built, apps/web/dist) on another port.
const SIZE = 200 * 1024 * 1024;
/** Killed once the server holds this much: inside the second 64 MiB chunk. */
const KILL_AT = 72 * 1024 * 1024;
/** The page's upload speed, bytes per second (see where it is set). */
const THROTTLE = 20 * 1024 * 1024;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api');
const email = `e2e-resume-${Date.now().toString(36)}@example.com`;
const password = 'Dokachka-Kreolab#4';

/** A valid MP4 of `bytes`: a one-second clip and a `free` atom of padding (as apps/api/bench/upload.ts). */
async function bigMp4(dir: string, bytes: number): Promise<string> {
  const clip = path.join(dir, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=320x240:rate=10'],
    ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', clip],
  ]);
  const head = readFileSync(clip);
  const file = path.join(dir, 'ролик-200.mp4');
  const out = createWriteStream(file);
  const atom = Buffer.alloc(8);
  atom.writeUInt32BE(bytes - head.length, 0);
  atom.write('free', 4, 'latin1');
  out.write(head);
  out.write(atom);
  // Not zeros: a resumed upload that wrote a piece twice or skipped one changes the hash.
  const chunk = Buffer.alloc(8 * 1024 * 1024);
  for (let i = 0; i < chunk.length; i += 4) chunk.writeUInt32LE(Math.imul(i, 2654435761) >>> 0, i);
  let n = 0;
  for (let left = bytes - head.length - 8; left > 0; left -= chunk.length) {
    chunk.writeUInt32LE(n++, 0);
    if (!out.write(Buffer.from(left >= chunk.length ? chunk : chunk.subarray(0, left))))
      await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return file;
}

async function sha256(source: NodeJS.ReadableStream): Promise<string> {
  const hash = createHash('sha256');
  for await (const piece of source) hash.update(piece as Buffer);
  return hash.digest('hex');
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}

/** The API (and the built web app) on `port` over `dataDir`, in a process group of its own. */
class OwnServer {
  child: ChildProcess | null = null;
  log = '';
  constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    const child = spawn(path.join(apiDir, 'node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: apiDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        INIT_CWD: apiDir,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        PUBLIC_URL: this.url,
        LOG_LEVEL: 'warn',
      },
    });
    child.stdout!.on('data', (d: Buffer) => (this.log += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (this.log += d.toString()));
    this.child = child;
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${this.log}`);
      const up = await fetch(`${this.url}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      if (Date.now() > deadline) throw new Error(`the server did not start:\n${this.log}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** SIGKILL to the whole group (tsx runs node as a child): a crash, not a clean stop. */
  async kill() {
    const child = this.child;
    if (!child?.pid || child.exitCode !== null) return;
    const gone = once(child, 'exit');
    process.kill(-child.pid, 'SIGKILL');
    await gone;
    this.child = null;
  }
}

test('a 200 MB upload survives a server restart in the middle and finishes once', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(300_000);
  const work = mkdtempSync(path.join(tmpdir(), 'kreolab-e2e-resume-'));
  const server = new OwnServer(await freePort(), path.join(work, 'data'));
  try {
    const file = await bigMp4(work, SIZE);
    const fileHash = await sha256(createReadStream(file));
    await server.start();

    const api = await playwright.request.newContext({ baseURL: server.url });
    await signUpVerified(api, { email, password }, server.dataDir);
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'ru-RU',
      viewport: VIEWPORTS.desktop,
    });
    const page = await context.newPage();
    await signIn(page, { email, password });
    await page.goto('/cloud');
    await expect(page.getByText('В облаке пока нет файлов')).toBeVisible();

    // Every tus request the page sends: one creation, then PATCHes from their offsets.
    // `status` is what the server answered (none while it was down).
    type Sent = { method: string; offset: number | null; at: number; status?: number };
    const sent: Sent[] = [];
    const byRequest = new Map<Request, Sent>();
    let killedAt = Infinity;
    page.on('request', (r: Request) => {
      if (!r.url().includes('/api/v1/creatives/uploads')) return;
      const offset = r.headers()['upload-offset'];
      const entry = { method: r.method(), offset: offset ? Number(offset) : null, at: Date.now() };
      sent.push(entry);
      byRequest.set(r, entry);
    });
    page.on('response', (res) => {
      const entry = byRequest.get(res.request());
      if (entry) entry.status = res.status();
    });

    // The page sends at most 20 MiB/s (Chromium's network emulation), so the kill lands inside
    // the second chunk however fast the machine: unthrottled, a local upload can pass it between
    // two looks at the data folder.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: THROTTLE,
    });
    const startedAt = Date.now();
    await page.locator('input[type="file"]').setInputFiles(file);

    // Kill the server once it holds part of the second chunk, then start it again.
    const uploads = path.join(server.dataDir, 'uploads');
    const held = () =>
      existsSync(uploads)
        ? readdirSync(uploads).reduce((sum, n) => sum + statSync(path.join(uploads, n)).size, 0)
        : 0;
    await expect.poll(held, { timeout: 60_000, intervals: [20] }).toBeGreaterThanOrEqual(KILL_AT);
    const heldAtKill = held();
    const toKillMs = Date.now() - startedAt;
    // The throttle holds (a lower bound only: a slow machine passes it too).
    expect(toKillMs).toBeGreaterThanOrEqual((KILL_AT / THROTTLE) * 1000 * 0.8);
    expect(heldAtKill, 'the upload was killed before it finished').toBeLessThan(SIZE);
    await server.kill();
    killedAt = Date.now();
    // While it is down the file says it waits for the connection, not a frozen percentage.
    const waiting = page.getByText(/загрузка прервалась, пробуем снова…$/);
    await expect(waiting).toBeVisible({ timeout: 15_000 });
    const waitSaidMs = Date.now() - killedAt;
    await server.start();
    const restartMs = Date.now() - killedAt;

    // The upload goes on by itself and the file appears, with its size.
    const name = path.basename(file);
    await expect(page.getByRole('button', { name: `Открыть: ${name}`, exact: true })).toBeVisible({
      timeout: 120_000,
    });
    await expect(page.getByText('200,0\u00a0МБ').first()).toBeVisible();
    await expect(waiting).toHaveCount(0);

    // One upload was created; after the restart it went on from a middle offset, not from 0.
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1);
    // The restarted server took the rest from a middle offset, each chunk once. (While it
    // started it may have answered 503 or nothing; the client waits those out and asks HEAD.)
    const after = sent.filter((s) => s.at > killedAt);
    const trail = after.map((s) => `${s.method}@${s.offset ?? '-'}→${s.status ?? 'none'}`);
    const answered = after.filter((s) => s.method === 'PATCH' && (s.status ?? 500) < 500);
    // A restart faster than the upload's lock (15 s, src/cloud/resumable.ts) finds the killed
    // process still holding it: 409 with Retry-After, nothing written, and the client retries
    // the same offset once the lock lapses.
    const resumed = answered.filter((s) => s.status !== 409);
    expect(resumed.length, trail.join(' ')).toBeGreaterThan(0);
    expect(resumed[0]!.offset).toBeGreaterThan(0);
    expect(resumed[0]!.offset).toBeLessThanOrEqual(heldAtKill);
    for (const refused of answered.filter((s) => s.status === 409))
      expect(refused.offset, trail.join(' ')).toBe(resumed[0]!.offset);
    expect(
      resumed.map((s) => s.status),
      trail.join(' '),
    ).toEqual([...resumed.map(() => 204).slice(1), 200]);
    const offsets = resumed.map((s) => s.offset!);
    expect(offsets, 'each chunk taken once').toEqual([...new Set(offsets)].sort((a, b) => a - b));
    const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
    // Figures for the log (not limits): where it was killed and resumed, and how long it took.
    console.log(
      `upload-resume: killed holding ${mib(heldAtKill)} ${toKillMs} ms after the upload began, the wait said in ${waitSaidMs} ms, server back in ${restartMs} ms, ` +
        `resumed at ${mib(resumed[0]!.offset!)} ${resumed[0]!.at - killedAt} ms after the kill; ` +
        trail.join(' '),
    );

    // The server holds the same 200 MB, once: its listing says so, the bytes hash the same,
    // the quota counts it once, and no piece of the upload is left behind.
    // The page's access token is its `kreolab` cookie (packages/api-client/src/token.ts).
    const token = (await context.cookies()).find((c) => c.name === 'kreolab')?.value;
    expect(token).toBeTruthy();
    const auth = { Authorization: `Bearer ${decodeURIComponent(token!)}` };
    const listing = await api.get('/api/v1/creatives', { headers: auth });
    expect(listing.status()).toBe(200);
    const items = (
      (await listing.json()) as { items: { name: string; size: number; url: string }[] }
    ).items;
    const stored = items.find((i) => i.name === name);
    expect(stored?.size).toBe(SIZE);
    expect(items.filter((i) => i.name.startsWith('ролик-200'))).toHaveLength(1);
    const download = await fetch(new URL(stored!.url, server.url));
    expect(download.status).toBe(200);
    expect(await sha256(download.body as unknown as NodeJS.ReadableStream)).toBe(fileHash);
    const space = (await (
      await api.get('/api/v1/creatives/disk_space', { headers: auth })
    ).json()) as { used_space: number };
    expect(space.used_space).toBe(SIZE);
    expect(held()).toBe(0);
    await context.close();
    await api.dispose();
  } finally {
    await server.kill();
    rmSync(work, { recursive: true, force: true });
  }
});
