import type { Config } from '../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './types';

export type { ByteRange, ObjectInfo, PutOptions, Storage } from './types';
export { InvalidKeyError } from './keys';
export { contentDisposition } from './disposition';
export { LocalStorage, S3Storage };

/** S3 when S3_BUCKET is set (S3_ENDPOINT, S3_REGION, ...), else the local folder. */
export function createStorage(config: Pick<Config, 'filesDir' | 's3'>): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(config.filesDir);
}

/** A stored object's bytes, whole: for the engine, sharp and PDF pages, which need a buffer. */
export async function readObject(storage: Storage, key: string): Promise<Buffer> {
  const { body } = await storage.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
