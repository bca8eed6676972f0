/**
 * Uploads over a real socket: a multipart body cut short or trickled in is answered 408 within
 * a rate window or two, and its spool file is removed; spool files nobody owns are swept at
 * start and periodically, never a live upload's; Node's own 408/400 answers carry {code, detail}.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import { buildTestApp, type TestApp } from './helpers/build';
import { png } from './helpers/cloud';
import { until } from './helpers/wait';

let t: TestApp;
let a: SignedInUser;
let port: number;
const tmp = () => path.join(t.config.dataDir, 'tmp');
const spoolFiles = () => (existsSync(tmp()) ? readdirSync(tmp()) : []);

/** A file the sweep must take for one left by a process that died mid-upload. */
function abandoned(ageMs: number) {
  const file = path.join(tmp(), `spool-${randomUUID()}`);
  writeFileSync(file, 'partial');
  const then = new Date(Date.now() - ageMs);
  utimesSync(file, then, then);
  return file;
}

beforeAll(async () => {
  t = await buildTestApp({
    env: { UPLOAD_MIN_RATE: '1000', UPLOAD_RATE_WINDOW: '1' },
    timeouts: { headersMs: 400, checkEveryMs: 100 },
    spool: { leaseMs: 1500, heartbeatMs: 200, sweepEveryMs: 300 },
  });
  a = await signUpAndLogin(t.app);
  // Left by an earlier process: swept when this one becomes ready.
  mkdirSync(tmp(), { recursive: true });
  abandoned(60_000);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface Exchange {
  socket: net.Socket;
  /** Everything the server sent, once it closed the connection (or the timeout passed). */
  answer: Promise<{ text: string; ms: number }>;
}

function connect(head: string, timeoutMs = 8000): Exchange {
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  const chunks: Buffer[] = [];
  const answer = new Promise<{ text: string; ms: number }>((resolve) => {
    const done = () =>
      resolve({ text: Buffer.concat(chunks).toString(), ms: Date.now() - started });
    socket.on('data', (c) => chunks.push(c));
    socket.on('close', done);
    socket.on('error', done);
    setTimeout(() => {
      done();
      socket.destroy();
    }, timeoutMs).unref();
  });
  socket.write(head);
  return { socket, answer };
}

function uploadHead(contentLength: number) {
  return (
    `POST /api/v1/creatives/upload HTTP/1.1\r\nHost: localhost\r\n` +
    `Authorization: ${a.headers.authorization}\r\n` +
    `Content-Type: multipart/form-data; boundary=X\r\nContent-Length: ${contentLength}\r\n` +
    'Connection: close\r\n\r\n'
  );
}

const FILE_PART = '--X\r\nContent-Disposition: form-data; name="files"; filename="t.jpg"\r\n\r\n';

function parse(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: body ? (JSON.parse(body) as object) : null };
}

describe('multipart bodies that stop or crawl', () => {
  it('a body cut short inside a small file part → 408 REQUEST_TIMEOUT promptly, no spool file left', async () => {
    const { answer } = connect(uploadHead(10_000) + FILE_PART + 'AAAA');
    const { text, ms } = await answer;
    expect(parse(text)).toEqual({
      status: 408,
      body: { code: 'REQUEST_TIMEOUT', detail: expect.any(String) },
    });
    expect(ms).toBeLessThan(4000);
    await until(() => spoolFiles().length === 0, 'spoolFiles().length === 0', { timeoutMs: 3000 });
    expect(spoolFiles()).toEqual([]);
  });

  it('a slow upload (40 bytes every 700 ms) → 408 within a few windows', async () => {
    const image = await png(300, 300);
    const { socket, answer } = connect(uploadHead(image.length + 200) + FILE_PART);
    let sent = 0;
    const drip = setInterval(() => {
      if (socket.writable) socket.write(image.subarray(sent, (sent += 40)));
    }, 700);
    const { text, ms } = await answer;
    clearInterval(drip);
    expect(parse(text)).toEqual({
      status: 408,
      body: { code: 'REQUEST_TIMEOUT', detail: expect.any(String) },
    });
    expect(ms).toBeLessThan(5000);
    await until(() => spoolFiles().length === 0, 'no spool file', { timeoutMs: 3000 });
  });

  it('a client that goes away mid-file leaves no spool file', async () => {
    const image = await png(200, 200);
    const { socket } = connect(uploadHead(image.length + 500) + FILE_PART);
    socket.write(image.subarray(0, image.length >> 1));
    await until(() => spoolFiles().length === 1, 'spoolFiles().length === 1', { timeoutMs: 3000 });
    socket.destroy();
    await until(() => spoolFiles().length === 0, 'spoolFiles().length === 0', { timeoutMs: 3000 });
    expect(spoolFiles()).toEqual([]);
  });

  it('an upload above the minimum rate that lasts longer than the spool lease completes', async () => {
    const image = await png(64, 64);
    const padding = Buffer.alloc(9000, 0);
    const data = Buffer.concat([image, padding]);
    const tail = '\r\n--X--\r\n';
    const total = FILE_PART.length + data.length + tail.length;
    const { socket, answer } = connect(uploadHead(total) + FILE_PART);
    // 3 s at ~3 KB/s: longer than the 1.5 s lease, with sweeps every 300 ms meanwhile.
    for (let i = 0; i < data.length; i += 1500) {
      socket.write(data.subarray(i, i + 1500));
      await new Promise((r) => setTimeout(r, 500));
    }
    socket.write(tail);
    const { text } = await answer;
    expect(parse(text).status, text).toBe(201);
    await until(() => spoolFiles().length === 0, 'spoolFiles().length === 0', { timeoutMs: 3000 });
  });
});

describe('abandoned spool files', () => {
  it('were swept when the server became ready', () => {
    expect(spoolFiles()).toEqual([]);
  });

  it('are swept periodically once their lease ran out, and a fresh one is kept until then', async () => {
    const old = abandoned(10_000);
    const fresh = abandoned(0);
    await until(() => !existsSync(old), '!existsSync(old)', { timeoutMs: 3000 });
    expect(existsSync(fresh)).toBe(true);
    await until(() => !existsSync(fresh), '!existsSync(fresh)', { timeoutMs: 4000 });
  });
});

describe("Node's own error answers", () => {
  it('headers that do not arrive in time → 408 {code, detail}', async () => {
    const { text } = await connect('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n').answer;
    expect(parse(text)).toEqual({
      status: 408,
      body: { code: 'REQUEST_TIMEOUT', detail: expect.any(String) },
    });
  });

  it('bytes that are not HTTP → 400 {code, detail}', async () => {
    const { text } = await connect('NOT HTTP AT ALL\r\n\r\n').answer;
    expect(parse(text)).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', detail: expect.any(String) },
    });
  });
});
