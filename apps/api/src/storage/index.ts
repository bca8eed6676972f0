import type { Config } from '../config';
import { LocalStorage } from './local';
import type { Storage } from './types';

export type { ByteRange, ObjectInfo, PutOptions, Storage } from './types';
export { InvalidKeyError } from './keys';
export { LocalStorage };

/** The S3 driver joins here later (S3_ENDPOINT, S3_BUCKET, ...). */
export function createStorage(config: Pick<Config, 'filesDir'>): Storage {
  return new LocalStorage(config.filesDir);
}
