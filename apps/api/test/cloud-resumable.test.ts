import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../src/app';
import { sweepUploads } from '../src/cloud/resumable';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { creatives, uploads } from '../src/db/schema';
import { S3Storage, type Storage } from '../src/storage';
import { buildTestApp, type TestApp } from './helpers/build';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import { jpeg, mp4, pdf } from './helpers/cloud';
import { s3ForFile } from './helpers/s3';

const TUS = { 'tus-resumable': '1.0.0' };
const MAX = 1_500_000;
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const meta = (name: string, parentId?: number) =>
  `filename ${b64(name)}${parentId ? `,parent_id ${b64(String(parentId))}` : ''}`;

function create(app: FastifyInstance, user: SignedInUser, length: number, metadata: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/creatives/uploads',
    headers: {
      ...user.headers,
      ...TUS,
      'upload-length': String(length),
      'upload-metadata': metadata,
    },
  });
}
function head(app: FastifyInstance, user: SignedInUser, url: string) {
  return app.inject({ method: 'HEAD', url, headers: { ...user.headers, ...TUS } });
}
function patch(
  app: FastifyInstance,
  user: SignedInUser,
  url: string,
  offset: number,
  data: Buffer,
) {
  return app.inject({
    method: 'PATCH',
    url,
    headers: {
      ...user.headers,
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: data,
  });
}
/** A valid MP4 padded with a `free` atom to `bytes`: big, yet quick to probe. */
function paddedMp4(bytes: number): Buffer {
  const clip = mp4(1);
  const atom = Buffer.alloc(8);
  atom.writeUInt32BE(bytes - clip.length, 0);
  atom.write('free', 4, 'latin1');
  const pad = Buffer.alloc(bytes - clip.length - 8);
  for (let i = 0; i < pad.length; i += 4096) pad[i] = i % 251;
  return Buffer.concat([clip, atom, pad]);
}
const offsetOf = async (app: FastifyInstance, user: SignedInUser, url: string) =>
  Number((await head(app, user, url)).headers['upload-offset']);

const { config: s3Config, tempDir } = s3ForFile('kreolab-tus');

/** Everything the same on the local folder (one file written in place) and on S3 (pieces). */
describe.each([
  ['local disk', () => undefined],
  ['S3', () => new S3Storage(s3Config())],
] as [string, () => Storage | undefined][])('resumable upload on %s', (_kind, storage) => {
  let t: TestApp;
  let a: SignedInUser;
  let b: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { UPLOAD_MAX_FILE_SIZE: String(MAX) },
      ...(storage() ? { storage: storage()! } : {}),
    });
    a = await signUpAndLogin(t.app);
    b = await signUpAndLogin(t.app);
  });
  afterAll(() => t.close());

  /** Whether any byte of the upload at `url` is still stored, on disk or in S3. */
  const leftovers = async (url: string) => {
    const id = url.split('/').pop()!;
    if (existsSync(path.join(t.dataDir, 'uploads', id))) return 1;
    let n = 0;
    for await (const _ of t.app.storage.list(`tus/${id}/`)) n += 1;
    return n;
  };
  const free = async (user: SignedInUser) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/creatives/disk_space',
        headers: user.headers,
      })
    ).json().free_space as number;

  it('creates, takes chunks, says where it stands, and ends as a cloud file', async () => {
    const data = pdf(2, 30_000);
    const before = await free(a);
    const res = await create(t.app, a, data.length, meta('Отчёт.pdf'));
    expect(res.statusCode, res.body).toBe(201);
    const url = res.headers.location as string;
    expect(url).toMatch(/^\/api\/v1\/creatives\/uploads\/[0-9a-f-]{36}$/);
    expect(res.headers['tus-resumable']).toBe('1.0.0');
    expect(Date.parse(res.headers['upload-expires'] as string) - Date.now()).toBeGreaterThan(
      23.9 * 3600_000,
    );
    expect(res.json()).toMatchObject({ url, offset: 0, length: data.length });
    expect(await offsetOf(t.app, a, url)).toBe(0);

    const first = await patch(t.app, a, url, 0, data.subarray(0, 10_000));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe('10000');
    expect(await offsetOf(t.app, a, url)).toBe(10_000);
    // An unfinished upload is not in the quota.
    expect(await free(a)).toBe(before);
    expect((await patch(t.app, a, url, 10_000, data.subarray(10_000, 25_000))).statusCode).toBe(
      204,
    );
    const last = await patch(t.app, a, url, 25_000, data.subarray(25_000));
    expect(last.statusCode, last.body).toBe(200);
    const item = last.json().items[0];
    expect(item).toMatchObject({ name: 'Отчёт.pdf', type: 'application/pdf', size: data.length });
    expect(item.pages).toBe(2);
    expect(last.json().free_space).toBe(before - data.length);
    const [row] = await t.app.db.select().from(creatives).where(eq(creatives.id, item.id));
    expect((await buffer((await t.app.storage.get(row!.storageKey!)).body)).equals(data)).toBe(
      true,
    );
    expect(await leftovers(url)).toBe(0);

    // A client that lost the last answer asks again and learns the same file, not a copy.
    expect(await offsetOf(t.app, a, url)).toBe(data.length);
    const again = await patch(t.app, a, url, data.length, Buffer.alloc(0));
    expect(again.statusCode).toBe(200);
    expect(again.json().items[0].id).toBe(item.id);
  });

  it('refuses a file over the size limit or the free space before any byte, and stores nothing', async () => {
    const tooBig = await create(t.app, a, MAX + 1, meta('big.mp4'));
    expect([tooBig.statusCode, tooBig.json().code]).toEqual([413, 'FILE_TOO_BIG']);
    const user = await signUpAndLogin(t.app);
    const total = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/creatives/disk_space',
        headers: user.headers,
      })
    ).json().total_space as number;
    await t.app.db.insert(creatives).values({
      ownerId: user.userId,
      name: 'filler.pdf',
      type: 'application/pdf',
      size: total - 1000,
    });
    const noRoom = await create(t.app, user, 1001, meta('a.pdf'));
    expect([noRoom.statusCode, noRoom.json().code]).toEqual([413, 'FILE_TOO_BIG']);
    const rows = await t.app.db.select().from(uploads).where(eq(uploads.ownerId, user.userId));
    expect(rows).toHaveLength(0);
  });

  it('stops taking chunks once the free space is gone, keeping what it had', async () => {
    const user = await signUpAndLogin(t.app);
    const data = pdf(1, 50_000);
    const url = (await create(t.app, user, data.length, meta('a.pdf'))).headers.location as string;
    expect((await patch(t.app, user, url, 0, data.subarray(0, 20_000))).statusCode).toBe(204);
    const total = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/creatives/disk_space',
        headers: user.headers,
      })
    ).json().total_space as number;
    await t.app.db.insert(creatives).values({
      ownerId: user.userId,
      name: 'filler.pdf',
      type: 'application/pdf',
      size: total - 10_000,
    });
    const res = await patch(t.app, user, url, 20_000, data.subarray(20_000));
    expect([res.statusCode, res.json().code]).toEqual([413, 'FILE_TOO_BIG']);
    expect(await offsetOf(t.app, user, url)).toBe(20_000);
  });

  it('answers bad input with a catalogue code and changes nothing', async () => {
    const data = pdf(1, 40_000);
    const url = (await create(t.app, a, data.length, meta('x.pdf'))).headers.location as string;
    expect((await patch(t.app, a, url, 0, data.subarray(0, 10_000))).statusCode).toBe(204);

    // A forged id, and a malformed one.
    const forged = `/api/v1/creatives/uploads/${randomUUID()}`;
    for (const res of [
      await head(t.app, a, forged),
      await patch(t.app, a, forged, 0, data),
      await t.app.inject({ method: 'DELETE', url: forged, headers: { ...a.headers, ...TUS } }),
    ])
      expect(res.statusCode).toBe(404);
    expect((await patch(t.app, a, forged, 0, data)).json().code).toBe('OBJECT_NOT_FOUND');
    const malformed = await patch(t.app, a, '/api/v1/creatives/uploads/not-an-id', 0, data);
    expect([malformed.statusCode, malformed.json().code]).toEqual([422, 'VALIDATION_ERROR']);

    // Another user's upload: as if it did not exist, for every method.
    expect((await head(t.app, b, url)).statusCode).toBe(404);
    const theirs = await patch(t.app, b, url, 10_000, data.subarray(10_000));
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'OBJECT_NOT_FOUND']);
    const del = await t.app.inject({ method: 'DELETE', url, headers: { ...b.headers, ...TUS } });
    expect(del.statusCode).toBe(404);

    // A chunk out of order, before or after where the upload stands.
    for (const at of [0, 5_000, 20_000]) {
      const res = await patch(t.app, a, url, at, data.subarray(at, at + 1_000));
      expect([res.statusCode, res.json().code]).toEqual([409, 'UPLOAD_OFFSET_MISMATCH']);
      expect(res.headers['upload-offset']).toBe('10000');
    }
    // A chunk beyond the declared size.
    const beyond = await patch(t.app, a, url, 10_000, Buffer.concat([data.subarray(10_000), data]));
    expect([beyond.statusCode, beyond.json().code]).toEqual([413, 'FILE_TOO_BIG']);
    // Not the tus media type, no protocol version, bad metadata.
    const wrongType = await t.app.inject({
      method: 'PATCH',
      url,
      headers: {
        ...a.headers,
        ...TUS,
        'upload-offset': '10000',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect([wrongType.statusCode, wrongType.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const noVersion = await t.app.inject({ method: 'HEAD', url, headers: a.headers });
    expect(noVersion.statusCode).toBe(422);
    for (const bad of [
      '',
      'filename',
      'filename ???',
      `name ${b64('x')}`,
      `${meta('a.pdf')},parent_id ${b64('x')}`,
    ]) {
      const res = await create(t.app, a, 100, bad);
      expect([res.statusCode, res.json().code], bad).toEqual([422, 'VALIDATION_ERROR']);
    }
    const notMyFolder = await create(t.app, a, 100, meta('a.pdf', 999_999));
    expect([notMyFolder.statusCode, notMyFolder.json().code]).toEqual([404, 'OBJECT_NOT_FOUND']);

    // Through all of it, the upload stayed where it was and completes with the right bytes.
    expect(await offsetOf(t.app, a, url)).toBe(10_000);
    const done = await patch(t.app, a, url, 10_000, data.subarray(10_000));
    expect(done.statusCode, done.body).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(creatives)
      .where(eq(creatives.id, done.json().items[0].id as number));
    expect((await buffer((await t.app.storage.get(row!.storageKey!)).body)).equals(data)).toBe(
      true,
    );
  });

  it('refuses a format by its first bytes and a broken file at the end, leaving nothing', async () => {
    const text = Buffer.from('just some text, not a creative at all');
    const url = (await create(t.app, a, text.length, meta('a.jpg'))).headers.location as string;
    const res = await patch(t.app, a, url, 0, text);
    expect([res.statusCode, res.json().code]).toEqual([400, 'FORMAT_NOT_SUPPORTED']);
    expect(await offsetOf(t.app, a, url)).toBe(0);

    const image = await jpeg(64, 48);
    const broken = Buffer.concat([image.subarray(0, 200), Buffer.alloc(800)]);
    const url2 = (await create(t.app, a, broken.length, meta('b.jpg'))).headers.location as string;
    const bad = await patch(t.app, a, url2, 0, broken);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'INCORRECT_IMAGE']);
    expect((await head(t.app, a, url2)).statusCode).toBe(404);
    const names = (
      await t.app.db.select().from(creatives).where(eq(creatives.ownerId, a.userId))
    ).map((r) => r.name);
    expect(names).not.toContain('b.jpg');
    expect(await leftovers(url2)).toBe(0);
    await t.app.inject({ method: 'DELETE', url, headers: { ...a.headers, ...TUS } });
    expect(await leftovers(url)).toBe(0);
  });

  it('is cancelled by DELETE and expires after 24 h, bytes and all', async () => {
    const data = pdf(1, 30_000);
    const url = (await create(t.app, a, data.length, meta('c.pdf'))).headers.location as string;
    await patch(t.app, a, url, 0, data.subarray(0, 10_000));
    const del = await t.app.inject({ method: 'DELETE', url, headers: { ...a.headers, ...TUS } });
    expect(del.statusCode).toBe(204);
    expect((await head(t.app, a, url)).statusCode).toBe(404);
    expect(await leftovers(url)).toBe(0);

    const url2 = (await create(t.app, a, data.length, meta('d.pdf'))).headers.location as string;
    await patch(t.app, a, url2, 0, data.subarray(0, 10_000));
    const id = url2.split('/').pop()!;
    await t.app.db
      .update(uploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploads.id, id));
    // Expired is gone for the client at once, whether or not the sweep ran yet.
    expect((await head(t.app, a, url2)).statusCode).toBe(404);
    expect((await patch(t.app, a, url2, 10_000, data.subarray(10_000))).statusCode).toBe(404);
    expect(await leftovers(url2)).toBe(1);
    expect(await sweepUploads(t.app, t.app.log, { orphans: false })).toBe(1);
    expect(await t.app.db.select().from(uploads).where(eq(uploads.id, id))).toHaveLength(0);
    expect(await leftovers(url2)).toBe(0);
  });
});

describe('resumable upload over a real connection', () => {
  let t: TestApp;
  let a: SignedInUser;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { UPLOAD_MAX_FILE_SIZE: String(8_000_000) } });
    a = await signUpAndLogin(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('keeps the bytes of a chunk whose connection dropped, and resumes from there', async () => {
    const data = paddedMp4(4_000_000);
    const url = (await create(t.app, a, data.length, meta('drop.pdf'))).headers.location as string;
    const req = http.request(`${base}${url}`, {
      method: 'PATCH',
      headers: {
        ...a.headers,
        ...TUS,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(data.length),
      },
    });
    req.on('error', () => {});
    req.write(data.subarray(0, 2_500_000));
    await new Promise((r) => setTimeout(r, 300));
    req.destroy();
    let offset = 0;
    for (let i = 0; i < 50 && offset === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      offset = await offsetOf(t.app, a, url);
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(2_500_000);
    const res = await patch(t.app, a, url, offset, data.subarray(offset));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(creatives)
      .where(eq(creatives.id, res.json().items[0].id as number));
    const got = await buffer((await t.app.storage.get(row!.storageKey!)).body);
    // equals(), not toEqual(): a deep diff of megabytes takes the test a minute.
    expect(got.equals(data)).toBe(true);
  });
  it('answers a refused chunk with its catalogue code, small or large', async () => {
    // A refusal stops reading the body, and Node then reports the request aborted too; the
    // answer was once BAD_REQUEST «connection closed» for it, which the web shows as «Упс!».
    for (const size of [43, 3_000_000]) {
      const text = Buffer.alloc(size, 'просто текст, не картинка ');
      const url = (await create(t.app, a, size, meta('текст.jpg'))).headers.location as string;
      // A connection of its own (no keep-alive), so that the server can close after the file.
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(`${base}${url}`, {
          method: 'PATCH',
          agent: false,
          headers: {
            ...a.headers,
            ...TUS,
            'upload-offset': '0',
            'content-type': 'application/offset+octet-stream',
            'content-length': String(size),
          },
        });
        req.on('error', reject);
        req.on('response', (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.end(text);
      });
      expect([answer.status, JSON.parse(answer.body).code], String(size)).toEqual([
        400,
        'FORMAT_NOT_SUPPORTED',
      ]);
      expect(await offsetOf(t.app, a, url)).toBe(0);
    }
  });
});

describe('resumable upload across a server restart', () => {
  it('continues in a new server on the same database and files', async () => {
    const dataDir = tempDir();
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'test-secret-test-secret-test-secret!',
        WEB_DIST: path.join(dataDir, 'no-web'),
      },
      dataDir,
    );
    const pg = process.env.TEST_DATABASE_URL
      ? await (await import('./helpers/pg')).freshPgDatabase(process.env.TEST_DATABASE_URL)
      : null;
    const dbOptions = { url: pg?.url ?? null, pgliteDir: path.join(dataDir, 'db') };
    const start = async () => {
      const app = await build({ config, logger: false, database: openDatabase(dbOptions) });
      await app.lifecycle.start();
      return app;
    };
    const data = pdf(3, 60_000);
    let app = await start();
    const user = await signUpAndLogin(app);
    const url = (await create(app, user, data.length, meta('restart.pdf'))).headers
      .location as string;
    expect((await patch(app, user, url, 0, data.subarray(0, 25_000))).statusCode).toBe(204);
    await app.close();

    app = await start();
    try {
      expect(await offsetOf(app, user, url)).toBe(25_000);
      const res = await patch(app, user, url, 25_000, data.subarray(25_000));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().items[0]).toMatchObject({ name: 'restart.pdf', pages: 3 });
    } finally {
      await app.close();
      await pg?.drop();
    }
  });
});
