import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors';
import { InvalidKeyError, LocalStorage, S3Storage, type Storage } from '../src/storage';
import { buildTestApp } from './helpers/build';
import { s3ForFile } from './helpers/s3';
import { signUpAndLogin } from './helpers/auth';
import { pdf, upload } from './helpers/cloud';

const { config: s3Config, tempDir } = s3ForFile('kreolab-test');

/** The storage contract, the same for every driver. */
describe.each([
  ['local', () => new LocalStorage(tempDir())],
  ['s3', () => new S3Storage(s3Config())],
] as [string, () => Storage][])('%s storage contract', (_kind, make) => {
  it('puts a stream and reads it back whole or by range; 416 past the end', async () => {
    const storage = make();
    const info = await storage.put('users/1/a.txt', Readable.from(['hello ', 'world']));
    expect(info).toMatchObject({ key: 'users/1/a.txt', size: 11 });
    expect(await text((await storage.get('users/1/a.txt')).body)).toBe('hello world');
    expect(await text((await storage.get('users/1/a.txt', { start: 6 })).body)).toBe('world');
    expect(await text((await storage.get('users/1/a.txt', { start: 0, end: 4 })).body)).toBe(
      'hello',
    );
    await expect(storage.get('users/1/a.txt', { start: 20 })).rejects.toMatchObject({
      statusCode: 416,
    });
  });

  it('keeps the old object when a write fails, and moves a finished file in', async () => {
    const storage = make();
    await storage.put('k/file.bin', Buffer.from('old'));
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('k/file.bin', failing)).rejects.toThrow();
    expect(await text((await storage.get('k/file.bin')).body)).toBe('old');
    const dir = tempDir();
    const file = path.join(dir, 'f');
    await import('node:fs/promises').then((fs) => fs.writeFile(file, 'from disk'));
    expect(await storage.putFile('k/moved.txt', file)).toMatchObject({ size: 9 });
    expect(await text((await storage.get('k/moved.txt')).body)).toBe('from disk');
  });

  it('stats, deletes idempotently, 404s a missing key', async () => {
    const storage = make();
    await storage.put('a/b/c.txt', Buffer.from('x'));
    expect(await storage.stat('a/b/c.txt')).toMatchObject({ size: 1 });
    expect(await storage.stat('a/b/missing.txt')).toBeNull();
    await storage.delete('a/b/c.txt');
    await storage.delete('a/b/c.txt');
    expect(await storage.stat('a/b/c.txt')).toBeNull();
    await expect(storage.get('a/b/c.txt')).rejects.toBeInstanceOf(AppError);
  });

  it('lists and deletes by prefix', async () => {
    const storage = make();
    for (const key of ['u/1/x.jpg', 'u/1/frames/0001.jpg', 'u/10/y.jpg', 'u/2/z.jpg'])
      await storage.put(key, Buffer.from(key));
    const keys = async (prefix: string) => {
      const out: string[] = [];
      for await (const item of storage.list(prefix)) out.push(item.key);
      return out.filter((k) => k.startsWith('u/')).sort();
    };
    expect(await keys('u/1/')).toEqual(['u/1/frames/0001.jpg', 'u/1/x.jpg']);
    expect(await keys('u/1')).toEqual(['u/1/frames/0001.jpg', 'u/1/x.jpg', 'u/10/y.jpg']);
    expect(await storage.deletePrefix('u/1/')).toBe(2);
    expect(await keys('u/')).toEqual(['u/10/y.jpg', 'u/2/z.jpg']);
    await expect(storage.deletePrefix('')).rejects.toBeInstanceOf(InvalidKeyError);
  });

  it('refuses keys that could escape', async () => {
    const storage = make();
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', '.hidden', ''])
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(InvalidKeyError);
  });
});

describe('the cloud on S3', () => {
  it('uploads into the bucket and gives presigned URLs that serve ranges and the name', async () => {
    const t = await buildTestApp({ storage: new S3Storage(s3Config()) });
    try {
      const user = await signUpAndLogin(t.app);
      const data = pdf(1, 3000);
      const res = await upload(t.app, user.headers, [{ name: 'Отчёт.pdf', data }]);
      expect(res.statusCode, res.body).toBe(201);
      const { url } = res.json().items[0];
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/kreolab-test\/u\/\d+\/.+X-Amz-Signature=/);
      const whole = await fetch(url);
      expect(whole.status).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer()).equals(data)).toBe(true);
      expect(whole.headers.get('content-disposition')).toContain(
        `filename*=UTF-8''${encodeURIComponent('Отчёт.pdf')}`,
      );
      const part = await fetch(url, { headers: { range: 'bytes=0-4' } });
      expect(part.status).toBe(206);
      expect(await part.text()).toBe('%PDF-');
      const del = await t.app.inject({
        method: 'POST',
        url: '/api/v1/creatives/delete',
        headers: user.headers,
        payload: { ids: [res.json().items[0].id] },
      });
      expect(del.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
