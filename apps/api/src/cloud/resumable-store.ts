import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../storage';

/** Where an upload stands: bytes stored for good, and (object storage) the pieces they are in. */
export interface Stored {
  offset: number;
  segments: Segment[];
}

/** One stored piece in object storage; its key names the request that wrote it. */
export interface Segment {
  size: number;
  key: string;
}

/**
 * The bytes of unfinished resumable uploads (src/cloud/resumable.ts). Every API process must
 * reach them, so they live where the finished files live: beside the local folder, or in the
 * object store. What is durable is reported through `commit` while a chunk streams, so a
 * process that dies mid-chunk loses at most the bytes since the last commit.
 */
export interface ChunkStore {
  create(id: string): Promise<void>;
  /**
   * Appends `source` at `from.offset`; bytes a dead process wrote past it are overwritten.
   * Calls `commit` with each durable prefix (serially) and answers the last one, also when
   * the source fails (a dropped connection keeps what arrived).
   */
  write(
    id: string,
    from: Stored,
    source: Readable,
    commit: (at: Stored) => Promise<void>,
  ): Promise<{ stored: Stored; error?: unknown }>;
  /** The first bytes, to tell the format. */
  head(id: string, from: Stored, bytes: number): Promise<Buffer>;
  /** A local file with the whole upload, for probing; `spool` is a free path it may use. The store forgets it. */
  assemble(id: string, at: Stored, spool: string): Promise<string>;
  remove(id: string, at?: Stored): Promise<void>;
  /** Ids of uploads that have bytes here, with when they last changed (for the orphan sweep). */
  list(): AsyncIterable<{ id: string; modifiedAt: Date }>;
}

const COMMIT_EVERY_MS = 1000;

/**
 * One file per upload in DATA_DIR/uploads, written in place at the offset: no copy at the end,
 * since the finished file is renamed into the local storage folder (the same disk).
 */
export class LocalChunkStore implements ChunkStore {
  constructor(readonly dir: string) {}

  #file(id: string) {
    return path.join(this.dir, id);
  }

  async create(id: string) {
    await fs.mkdir(this.dir, { recursive: true });
    await (await fs.open(this.#file(id), 'wx')).close();
  }

  async write(id: string, from: Stored, source: Readable, commit: (at: Stored) => Promise<void>) {
    await fs.truncate(this.#file(id), from.offset);
    // A stream on a path (callback writes, coalesced with writev), not on a FileHandle: the
    // FileHandle stream awaits a promise per 64 KiB socket chunk and ran at half the speed of
    // the multipart upload's spool file in the upload bench.
    const out = createWriteStream(this.#file(id), {
      flags: 'r+',
      start: from.offset,
      highWaterMark: 1 << 20,
    });
    let committed = from.offset;
    let committing: Promise<void> = Promise.resolve();
    const commitNow = () => {
      const at = from.offset + out.bytesWritten;
      if (at === committed) return committing;
      committed = at;
      committing = committing.then(() => commit({ offset: at, segments: [] }));
      return committing;
    };
    const timer = setInterval(() => void commitNow().catch(() => {}), COMMIT_EVERY_MS);
    let error: unknown;
    try {
      await pipeline(source, out);
    } catch (failure) {
      error = failure;
      if (!out.closed) await once(out, 'close').catch(() => {});
    } finally {
      clearInterval(timer);
    }
    try {
      await commitNow();
    } catch (failure) {
      error ??= failure;
    }
    return { stored: { offset: committed, segments: [] }, error };
  }

  async head(id: string, _from: Stored, bytes: number) {
    const handle = await fs.open(this.#file(id), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async assemble(id: string, at: Stored) {
    const file = this.#file(id);
    await fs.truncate(file, at.offset);
    return file;
  }

  async remove(id: string) {
    await fs.rm(this.#file(id), { force: true });
  }

  async *list() {
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    for (const name of names) {
      const stat = await fs.stat(path.join(this.dir, name)).catch(() => null);
      if (stat?.isFile()) yield { id: name, modifiedAt: stat.mtime };
    }
  }
}

/** Object storage keeps its pieces this big; a dying process loses at most one. */
export const SEGMENT_BYTES = 16 * 1024 * 1024;

const PREFIX = 'tus/';
// A writer that lost its hold may still finish a put; its own key keeps it from replacing the
// piece of the writer that took over.
const segmentKey = (id: string, index: number) =>
  `${PREFIX}${id}/${String(index).padStart(6, '0')}-${randomBytes(6).toString('hex')}`;

/**
 * Object storage (S3) has no append, so a chunk is stored as pieces of up to SEGMENT_BYTES,
 * each one object; the row lists their sizes. Assembling reads them back in order into a
 * local file, which the checks need anyway (ffprobe, sharp and mupdf read files).
 */
export class SegmentChunkStore implements ChunkStore {
  constructor(
    readonly storage: Storage,
    readonly segmentBytes = SEGMENT_BYTES,
  ) {}

  async create() {}

  async write(id: string, from: Stored, source: Readable, commit: (at: Stored) => Promise<void>) {
    let stored: Stored = { offset: from.offset, segments: [...from.segments] };
    let piece: PassThrough | null = null;
    let putting: Promise<unknown> | null = null;
    let size = 0;
    let key = '';
    const finish = async () => {
      if (!piece) return;
      piece.end();
      await putting;
      stored = { offset: stored.offset + size, segments: [...stored.segments, { size, key }] };
      piece = null;
      putting = null;
      await commit(stored);
    };
    try {
      for await (const data of source as AsyncIterable<Buffer>) {
        let chunk = data;
        while (chunk.length > 0) {
          if (!piece) {
            piece = new PassThrough({ highWaterMark: 1 << 20 });
            size = 0;
            key = segmentKey(id, stored.segments.length);
            const current = piece;
            putting = this.storage.put(key, current);
            // A failed put ends the piece with its error, so a writer waiting on it wakes up.
            putting.catch((error: unknown) => current.destroy(error as Error));
          }
          const take = Math.min(chunk.length, this.segmentBytes - size);
          size += take;
          if (!piece.write(chunk.subarray(0, take))) await once(piece, 'drain');
          chunk = chunk.subarray(take);
          if (size === this.segmentBytes) await finish();
        }
      }
      await finish();
      return { stored };
    } catch (error) {
      // The piece in flight is lost (its put is abandoned); the ones before it are stored.
      const current = piece as PassThrough | null;
      current?.destroy(error as Error);
      await (putting as Promise<unknown> | null)?.catch(() => {});
      return { stored, error };
    }
  }

  async head(id: string, from: Stored, bytes: number) {
    if (from.segments.length === 0) return Buffer.alloc(0);
    const { body } = await this.storage.get(from.segments[0]!.key, { start: 0, end: bytes - 1 });
    const parts: Buffer[] = [];
    for await (const part of body as AsyncIterable<Buffer>) parts.push(part);
    return Buffer.concat(parts).subarray(0, bytes);
  }

  async assemble(_id: string, at: Stored, spool: string) {
    const out = createWriteStream(spool, { flags: 'wx' });
    try {
      for (const segment of at.segments) {
        const { body } = await this.storage.get(segment.key);
        await pipeline(body, out, { end: false });
      }
    } finally {
      out.end();
      await once(out, 'close').catch(() => {});
    }
    return spool;
  }

  async remove(id: string) {
    await this.storage.deletePrefix(`${PREFIX}${id}/`);
  }

  async *list() {
    const seen = new Map<string, Date>();
    for await (const object of this.storage.list(PREFIX)) {
      const id = object.key.slice(PREFIX.length).split('/')[0]!;
      const last = seen.get(id);
      if (!last || last < object.modifiedAt) seen.set(id, object.modifiedAt);
    }
    for (const [id, modifiedAt] of seen) yield { id, modifiedAt };
  }
}

/** The local folder's files are renamed into place; anything else gets pieces in storage. */
export function chunkStoreFor(storage: Storage, dataDir: string): ChunkStore {
  return storage.kind === 'local'
    ? new LocalChunkStore(path.join(dataDir, 'uploads'))
    : new SegmentChunkStore(storage);
}
