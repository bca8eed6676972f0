import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config';
import { AppError, notFound } from '../errors';
import { contentDisposition } from './disposition';
import { assertValidKey, assertValidPrefix } from './keys';
import type { ByteRange, ObjectInfo, PutOptions, Storage } from './types';

const MiB = 1024 * 1024;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

export function s3ClientConfig(config: S3Config): S3ClientConfig {
  return {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
  };
}

/**
 * Any S3-compatible store. Writes stream through multipart uploads (8 MiB parts, four in
 * flight: about 32 MiB of memory per upload whatever the file size); an object appears only
 * when its upload completes, so readers never see a part. Browsers get presigned GET URLs.
 */
export class S3Storage implements Storage {
  readonly kind = 's3';
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(config: S3Config, client?: S3Client) {
    this.#client = client ?? new S3Client(s3ClientConfig(config));
    this.#bucket = config.bucket;
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions = {}): Promise<ObjectInfo> {
    assertValidKey(key);
    const upload = new Upload({
      client: this.#client,
      params: { Bucket: this.#bucket, Key: key, Body: body, ContentType: options.contentType },
      partSize: 8 * MiB,
      queueSize: 4,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // A failed source stream: make sure no multipart upload is left open.
      await upload.abort().catch(() => {});
      throw error;
    }
    const info = await this.stat(key);
    if (!info) throw new Error(`S3 object ${key} missing right after its upload`);
    return info;
  }

  async putFile(key: string, file: string, options: PutOptions = {}): Promise<ObjectInfo> {
    try {
      return await this.put(key, createReadStream(file), options);
    } finally {
      await fs.rm(file, { force: true });
    }
  }

  async get(key: string, range?: ByteRange) {
    assertValidKey(key);
    try {
      const res = await this.#client.send(
        new GetObjectCommand({
          Bucket: this.#bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
        }),
      );
      const total = res.ContentRange
        ? Number(res.ContentRange.split('/')[1])
        : Number(res.ContentLength ?? 0);
      return {
        body: res.Body as Readable,
        info: { key, size: total, modifiedAt: res.LastModified ?? new Date(0) },
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) throw notFound();
      if (status === 416) throw new AppError(416, 'RANGE_NOT_SATISFIABLE', 'Range not satisfiable');
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    assertValidKey(key);
    try {
      const res = await this.#client.send(
        new HeadObjectCommand({ Bucket: this.#bucket, Key: key }),
      );
      return {
        key,
        size: Number(res.ContentLength ?? 0),
        modifiedAt: res.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    assertValidPrefix(prefix, true);
    let token: string | undefined;
    do {
      const res = await this.#client.send(
        new ListObjectsV2Command({
          Bucket: this.#bucket,
          Prefix: prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const o of res.Contents ?? []) {
        if (o.Key)
          yield {
            key: o.Key,
            size: Number(o.Size ?? 0),
            modifiedAt: o.LastModified ?? new Date(0),
          };
      }
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertValidPrefix(prefix, false);
    let batch: string[] = [];
    let count = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await this.#client.send(
        new DeleteObjectsCommand({
          Bucket: this.#bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      count += batch.length;
      batch = [];
    };
    for await (const { key } of this.list(prefix)) {
      batch.push(key);
      if (batch.length === 1000) await flush();
    }
    await flush();
    return count;
  }

  async directUrl(
    key: string,
    options: { expiresInSeconds: number; downloadName?: string; contentType?: string },
  ): Promise<string | null> {
    assertValidKey(key);
    const command = new GetObjectCommand({
      Bucket: this.#bucket,
      Key: key,
      ...(options.downloadName
        ? { ResponseContentDisposition: contentDisposition(options.downloadName) }
        : {}),
      ...(options.contentType ? { ResponseContentType: options.contentType } : {}),
    });
    return getSignedUrl(this.#client, command, { expiresIn: options.expiresInSeconds });
  }
}
