import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileSigner } from '../src/cloud/urls';
import { creatives } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helpers/build';
import { signUpAndLogin, tamperedMac, type SignedInUser } from './helpers/auth';
import { jpeg, mp4, multipart, pdf, png, pngBomb, upload } from './helpers/cloud';

const QUOTA = 2_000_000;
let t: TestApp;
let a: SignedInUser;
let video: Buffer;

beforeAll(async () => {
  t = await buildTestApp({
    env: { DISK_QUOTA_DEFAULT: String(QUOTA), UPLOAD_MAX_FILE_SIZE: '1500000' },
  });
  a = await signUpAndLogin(t.app);
  video = mp4(1);
});
afterAll(() => t.close());

const free = async (user: SignedInUser) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/creatives/disk_space',
      headers: user.headers,
    })
  ).json().free_space as number;

const totalSpace = async (user: SignedInUser) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/creatives/disk_space',
      headers: user.headers,
    })
  ).json().total_space as number;

const storedFiles = (userId: number) => {
  const dir = path.join(t.config.filesDir, 'u', String(userId));
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0;
};
const tmpFiles = () => {
  const dir = path.join(t.config.dataDir, 'tmp');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

describe('upload', () => {
  it('accepts JPG, PNG, PDF and MP4 by content, with their sizes, pages and duration', async () => {
    const res = await upload(t.app, a.headers, [
      { name: 'photo.jpg', data: await jpeg(64, 48) },
      { name: 'renamed.mp4', data: await png(32, 16), type: 'video/mp4' },
      { name: 'doc.pdf', data: pdf(3) },
      { name: 'clip.mp4', data: video },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [photo, renamed, doc, clip] = res.json().items;
    expect(photo).toMatchObject({ type: 'image/jpeg', width: 64, height: 48, split_status: null });
    expect(renamed).toMatchObject({
      name: 'renamed.mp4',
      type: 'image/png',
      width: 32,
      height: 16,
    });
    expect(doc).toMatchObject({ type: 'application/pdf', pages: 3 });
    expect(clip).toMatchObject({
      type: 'video/mp4',
      width: 320,
      height: 240,
      split_status: 'NONE',
    });
    expect(clip.duration).toBeCloseTo(1, 0);
    expect(res.json().free_space).toBe(await free(a));
  });

  it('gives a taken name a suffix, like Drive', async () => {
    const data = await jpeg();
    await upload(t.app, a.headers, [{ name: 'same.jpg', data }]);
    const res = await upload(t.app, a.headers, [
      { name: 'SAME.jpg', data },
      { name: 'same.jpg', data },
    ]);
    expect(res.json().items.map((i: { name: string }) => i.name)).toEqual([
      'SAME (1).jpg',
      'same (2).jpg',
    ]);
  });

  it('refuses what is not JPG, PNG, PDF, MOV or MP4, whatever its name says', async () => {
    const before = storedFiles(a.userId);
    for (const file of [
      {
        name: 'notes.jpg',
        data: Buffer.from('just some text, not a picture at all'),
        type: 'image/jpeg',
      },
      { name: 'a.gif', data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;') },
      { name: 'tiny.png', data: Buffer.from([0x89, 0x50]) },
      { name: 'empty.pdf', data: Buffer.alloc(0) },
    ]) {
      const res = await upload(t.app, a.headers, [file]);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json().code).toBe('FORMAT_NOT_SUPPORTED');
    }
    expect(storedFiles(a.userId)).toBe(before);
    expect(tmpFiles()).toBe(0);
  });

  it('refuses a decompression bomb and broken files as INCORRECT_IMAGE, keeping none of the batch', async () => {
    const before = storedFiles(a.userId);
    const free0 = await free(a);
    for (const file of [
      { name: 'bomb.png', data: pngBomb() },
      {
        name: 'broken.jpg',
        data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 7)]),
      },
      { name: 'broken.mp4', data: Buffer.concat([video.subarray(0, 32), Buffer.alloc(200)]) },
    ]) {
      const res = await upload(t.app, a.headers, [{ name: 'ok.jpg', data: await jpeg() }, file]);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json().code).toBe('INCORRECT_IMAGE');
    }
    expect(storedFiles(a.userId)).toBe(before);
    expect(await free(a)).toBe(free0);
  });

  it('refuses a file over the size limit with 413 FILE_TOO_BIG', async () => {
    const res = await upload(t.app, a.headers, [{ name: 'big.pdf', data: pdf(1, 1_600_000) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('FILE_TOO_BIG');
    expect(tmpFiles()).toBe(0);
  });

  it('refuses an unknown parent', async () => {
    const res = await upload(t.app, a.headers, [{ name: 'x.jpg', data: await jpeg() }], 999_999);
    expect(res.statusCode).toBe(404);
  });

  it('lets ten parallel uploads racing for the last free bytes never exceed the quota', async () => {
    const user = await signUpAndLogin(t.app);
    // Whatever decides the quota (the default or a tariff), leave 250 000 bytes of it free.
    const total = await totalSpace(user);
    await t.app.db.insert(creatives).values({
      ownerId: user.userId,
      name: 'filler.pdf',
      type: 'application/pdf',
      size: total - 250_000,
    });
    expect(await free(user)).toBe(250_000);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        upload(t.app, user.headers, [{ name: `race-${i}.pdf`, data: pdf(1, 100_000) }]),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 413)).toHaveLength(8);
    expect(await free(user)).toBe(50_000);
    expect(storedFiles(user.userId)).toBe(2);
    expect(tmpFiles()).toBe(0);
  });

  it('checks the quota before reading the body', async () => {
    const user = await signUpAndLogin(t.app);
    const body = multipart([{ name: 'x.pdf', data: pdf(1, 1_000) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/creatives/upload',
      headers: {
        ...user.headers,
        ...body.headers,
        'content-length': String((await totalSpace(user)) + 100_000),
      },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
  });

  it('leaves no partial file and no item when the client goes away mid-upload', async () => {
    const user = await signUpAndLogin(t.app);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const body = multipart([{ name: 'cut.pdf', data: pdf(1, 1_000_000) }]);
    await new Promise<void>((resolve) => {
      const req = http.request(`${address}/api/v1/creatives/upload`, {
        method: 'POST',
        headers: { ...user.headers, ...body.headers, 'content-length': body.payload.length },
      });
      req.on('error', () => resolve());
      req.write(body.payload.subarray(0, 400_000), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 200);
      });
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(await free(user)).toBe(await totalSpace(user));
    expect(storedFiles(user.userId)).toBe(0);
    expect(tmpFiles()).toBe(0);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/creatives',
      headers: user.headers,
    });
    expect(list.json().items).toEqual([]);
  });
});

describe('signed file URLs', () => {
  let item: { id: number; url: string; size: number };
  let data: Buffer;
  beforeAll(async () => {
    data = pdf(1, 5_000);
    const res = await upload(t.app, a.headers, [{ name: 'Отчёт «итог» v2.pdf', data }]);
    item = res.json().items[0];
  });

  it('serves the file without a bearer, with type, disposition, nosniff and cache headers', async () => {
    expect(item.url).toMatch(/^\/api\/v1\/files\/\d+\.\d+\.[\w-]{43}$/);
    const res = await t.app.inject({ method: 'GET', url: item.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(data.length),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="_____ ______ v2.pdf"; filename*=UTF-8''${encodeURIComponent('Отчёт «итог» v2.pdf')}`,
    );
    const download = await t.app.inject({ method: 'GET', url: `${item.url}?download=1` });
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('answers ranges with 206 and bad ones with 416', async () => {
    const part = await t.app.inject({
      method: 'GET',
      url: item.url,
      headers: { range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${data.length}`);
    expect(part.rawPayload.equals(data.subarray(10, 20))).toBe(true);
    const tail = await t.app.inject({
      method: 'GET',
      url: item.url,
      headers: { range: 'bytes=-100' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(data.subarray(-100))).toBe(true);
    const open = await t.app.inject({
      method: 'GET',
      url: item.url,
      headers: { range: 'bytes=4990-' },
    });
    expect(open.rawPayload.equals(data.subarray(4990))).toBe(true);
    const past = await t.app.inject({
      method: 'GET',
      url: item.url,
      headers: { range: 'bytes=99999-' },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${data.length}`);
  });

  it('refuses a tampered or expired token', async () => {
    const token = item.url.split('/').pop()!;
    const [id, expires, mac] = token.split('.');
    const tampered = [
      `${id}.${Number(expires) + 3600}.${mac}`,
      `${Number(id) + 1}.${expires}.${mac}`,
      `${id}.${expires}.${tamperedMac(mac!)}`,
      'garbage',
    ];
    for (const bad of tampered) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/files/${bad}` });
      expect([403, 404], bad).toContain(res.statusCode);
    }
    const signer = new FileSigner(t.config.jwtSecret, 3600);
    const [row] = await t.app.db.query.creatives.findMany({
      where: (c, { eq }) => eq(c.id, item.id),
    });
    const expired = signer.sign(item.id, row!.storageKey!, Math.floor(Date.now() / 1000) - 1);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/files/${expired}` });
    expect(res.statusCode).toBe(403);
  });

  it('stops serving a deleted file', async () => {
    const up = await upload(t.app, a.headers, [{ name: 'gone.jpg', data: await jpeg() }]);
    const gone = up.json().items[0];
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/creatives/delete',
      headers: a.headers,
      payload: { ids: [gone.id] },
    });
    // In the trash it is still there (researches read it); deleted for good it is not.
    expect((await t.app.inject({ method: 'GET', url: gone.url })).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/creatives/trash/delete',
      headers: a.headers,
      payload: { ids: [gone.id] },
    });
    expect((await t.app.inject({ method: 'GET', url: gone.url })).statusCode).toBe(404);
  });
});
