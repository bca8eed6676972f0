import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors';
import { InvalidKeyError, LocalStorage } from '../src/storage';

describe('LocalStorage', () => {
  let root: string;
  let storage: LocalStorage;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'kreolab-storage-'));
    storage = new LocalStorage(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('puts a stream and reads it back whole or by range', async () => {
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

  it('overwrites atomically and leaves nothing behind when a write fails', async () => {
    await storage.put('k/file.bin', Buffer.from('old'));
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('k/file.bin', failing)).rejects.toThrow('client went away');
    expect(await text((await storage.get('k/file.bin')).body)).toBe('old');
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
    await storage.put('k/file.bin', Buffer.from('new'));
    expect(await text((await storage.get('k/file.bin')).body)).toBe('new');
  });

  it('stats, deletes (idempotently) and prunes empty folders', async () => {
    await storage.put('a/b/c.txt', Buffer.from('x'));
    expect(await storage.stat('a/b/c.txt')).toMatchObject({ size: 1 });
    expect(await storage.stat('a/b/missing.txt')).toBeNull();
    await storage.delete('a/b/c.txt');
    await storage.delete('a/b/c.txt');
    expect(await storage.stat('a/b/c.txt')).toBeNull();
    expect(existsSync(path.join(root, 'a'))).toBe(false);
    await expect(storage.get('a/b/c.txt')).rejects.toBeInstanceOf(AppError);
  });

  // A cleanup job deleting a folder's last file prunes the folder while an upload is making it:
  // the put failed with ENOENT from mkdir (a 500), seen once the job queue ran jobs at once.
  it('puts into a folder that a concurrent delete is pruning', async () => {
    for (let i = 0; i < 200; i++) {
      await storage.put(`users/9/deep/${i}.jpg`, Buffer.from('a'));
      await Promise.all([
        storage.delete(`users/9/deep/${i}.jpg`),
        storage.put(`users/9/deep/${i + 1}.jpg`, Buffer.from('b')),
      ]);
      expect(await storage.stat(`users/9/deep/${i + 1}.jpg`)).toMatchObject({ size: 1 });
      await storage.delete(`users/9/deep/${i + 1}.jpg`);
    }
  });

  it('lists and deletes by S3-style prefix', async () => {
    for (const key of ['u/1/x.jpg', 'u/1/frames/0001.jpg', 'u/10/y.jpg', 'u/2/z.jpg']) {
      await storage.put(key, Buffer.from(key));
    }
    const keys = async (prefix: string) => {
      const out: string[] = [];
      for await (const item of storage.list(prefix)) out.push(item.key);
      return out.sort();
    };
    expect(await keys('u/1/')).toEqual(['u/1/frames/0001.jpg', 'u/1/x.jpg']);
    expect(await keys('u/1')).toEqual(['u/1/frames/0001.jpg', 'u/1/x.jpg', 'u/10/y.jpg']);
    expect(await keys('')).toHaveLength(4);
    expect(await storage.deletePrefix('u/1/')).toBe(2);
    expect(await keys('u/')).toEqual(['u/10/y.jpg', 'u/2/z.jpg']);
    await expect(storage.deletePrefix('')).rejects.toBeInstanceOf(InvalidKeyError);
  });

  it('refuses keys that could leave the root', async () => {
    for (const key of [
      '../etc/passwd',
      'a/../../b',
      '/abs',
      'a//b',
      'a/./b',
      '.hidden',
      'a\\b',
      '',
      'a/b/',
    ]) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.stat(key), key).rejects.toBeInstanceOf(InvalidKeyError);
    }
    expect(await storage.directUrl()).toBeNull();
  });
});
