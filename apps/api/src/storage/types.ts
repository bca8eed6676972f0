import type { Readable } from 'node:stream';

/** An inclusive byte range, as in HTTP `Range: bytes=start-end`; `end` absent means to the end. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface ObjectInfo {
  key: string;
  size: number;
  modifiedAt: Date;
}

export interface PutOptions {
  contentType?: string;
}

/**
 * S3-shaped object storage: flat keys with `/` as a prefix separator, whole-object writes,
 * ranged reads. Two drivers: the local folder (./local.ts) and S3-compatible stores (./s3.ts).
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes atomically: readers see the old object or the whole new one, never a part. */
  put(key: string, body: Readable | Buffer, options?: PutOptions): Promise<ObjectInfo>;
  /**
   * Moves a finished local file (e.g. an upload spooled to disk and checked) into storage;
   * the file is gone afterwards, whether or not it succeeded. Local: a rename when possible.
   */
  putFile(key: string, file: string, options?: PutOptions): Promise<ObjectInfo>;
  /** Throws a 404 AppError when the key does not exist. */
  get(key: string, range?: ByteRange): Promise<{ body: Readable; info: ObjectInfo }>;
  /** null when the key does not exist. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** Deleting a missing key is not an error (as on S3). */
  delete(key: string): Promise<void>;
  list(prefix: string): AsyncIterable<ObjectInfo>;
  /** Deletes every key under the prefix; returns how many were deleted. */
  deletePrefix(prefix: string): Promise<number>;
  /**
   * A URL the browser can fetch directly (a presigned URL on S3), or null when the driver has
   * none and the API must serve the bytes itself through its own signed route.
   */
  directUrl(
    key: string,
    options: { expiresInSeconds: number; downloadName?: string; contentType?: string },
  ): Promise<string | null>;
}
