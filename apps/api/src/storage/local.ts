import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, notFound } from '../errors';
import { assertValidKey, assertValidPrefix } from './keys';
import type { ByteRange, ObjectInfo, Storage } from './types';

/** Tries of `moveInto` before it gives up (each lost to a concurrent prune). */
const MOVE_TRIES = 5;

/**
 * Renames `from` to `to`, making `to`'s folders first. A concurrent delete prunes empty folders
 * (`#prune`), so a folder made here may be gone again before the rename, or a parent may go
 * while `mkdir` makes the child (ENOENT from either): make them again, a few times.
 */
async function moveInto(from: string, to: string): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      await fs.mkdir(path.dirname(to), { recursive: true });
      await fs.rename(from, to);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || tries >= MOVE_TRIES) throw error;
    }
  }
}

/** Files under one folder (`DATA_DIR/files`); key `a/b.jpg` is the file `<root>/a/b.jpg`. */
export class LocalStorage implements Storage {
  readonly kind = 'local';
  // A dot-folder cannot collide with a key: keys may not have segments starting with a dot.
  readonly #tmp: string;

  constructor(readonly root: string) {
    this.#tmp = path.join(root, '.tmp');
  }

  #path(key: string): string {
    assertValidKey(key);
    const full = path.resolve(this.root, key);
    // Belt and braces: the key check already refuses `..`, this refuses anything it missed.
    if (!full.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`Key escapes root: ${key}`);
    return full;
  }

  async put(key: string, body: Readable | Buffer): Promise<ObjectInfo> {
    const target = this.#path(key);
    await fs.mkdir(this.#tmp, { recursive: true });
    const tmp = path.join(this.#tmp, randomUUID());
    const out = createWriteStream(tmp, { flags: 'wx' });
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, out);
      // rename() is atomic within one filesystem: readers never see a half-written file.
      await moveInto(tmp, target);
    } catch (error) {
      // A source that fails at once rejects the pipeline while the file is still being opened;
      // the stream creates it and closes it after that, so removing it before then left it behind
      if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
      await fs.rm(tmp, { force: true });
      throw error;
    }
    return this.#info(key, await fs.stat(target));
  }

  async putFile(key: string, file: string): Promise<ObjectInfo> {
    const target = this.#path(key);
    try {
      await moveInto(file, target);
    } catch (error) {
      // Another filesystem (EXDEV): copy through the atomic put, then drop the source.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') {
        await fs.rm(file, { force: true });
        throw error;
      }
      try {
        await this.put(key, createReadStream(file));
      } finally {
        await fs.rm(file, { force: true });
      }
    }
    return this.#info(key, await fs.stat(target));
  }

  async get(key: string, range?: ByteRange) {
    const file = this.#path(key);
    const stats = await fs.stat(file).catch(() => null);
    if (!stats?.isFile()) throw notFound();
    const info = this.#info(key, stats);
    if (!range) return { body: createReadStream(file), info };
    const end = Math.min(range.end ?? stats.size - 1, stats.size - 1);
    if (range.start < 0 || range.start > end) {
      throw new AppError(
        416,
        'RANGE_NOT_SATISFIABLE',
        `Range not satisfiable for size ${stats.size}`,
      );
    }
    return { body: createReadStream(file, { start: range.start, end }), info };
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const stats = await fs.stat(this.#path(key)).catch(() => null);
    return stats?.isFile() ? this.#info(key, stats) : null;
  }

  async delete(key: string): Promise<void> {
    const file = this.#path(key);
    await fs.rm(file, { force: true });
    await this.#prune(path.dirname(file));
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    assertValidPrefix(prefix, true);
    // S3 prefixes are plain string prefixes: `a/b` matches `a/b.jpg` and `a/bc/d`.
    const dir = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    for await (const key of this.#walk(dir)) {
      if (!key.startsWith(prefix)) continue;
      const stats = await fs.stat(path.join(this.root, key)).catch(() => null);
      if (stats?.isFile()) yield this.#info(key, stats);
    }
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertValidPrefix(prefix, false);
    const keys: string[] = [];
    for await (const { key } of this.list(prefix)) keys.push(key);
    for (const key of keys) await this.delete(key);
    return keys.length;
  }

  async directUrl(): Promise<string | null> {
    return null;
  }

  async *#walk(dir: string): AsyncIterable<string> {
    const entries = await fs
      .readdir(path.join(this.root, dir), { withFileTypes: true })
      .catch(() => []);
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.')) continue;
      const key = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* this.#walk(key);
      else if (entry.isFile()) yield key;
    }
  }

  /** Empty folders left behind by deletes are removed, as S3 has no folders to leave. */
  async #prune(dir: string): Promise<void> {
    const root = path.resolve(this.root);
    for (let d = dir; d.startsWith(root + path.sep); d = path.dirname(d)) {
      const removed = await fs.rmdir(d).then(
        () => true,
        () => false,
      );
      if (!removed) return;
    }
  }

  #info(key: string, stats: { size: number; mtime: Date }): ObjectInfo {
    return { key, size: stats.size, modifiedAt: stats.mtime };
  }
}
