/**
 * Keys come from our own code, but they embed user-chosen names sometimes; anything that could
 * leave the storage root or mean different things on disk and on S3 is refused outright.
 */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidKeyError';
  }
}

export function assertValidKey(key: string): void {
  if (key.length === 0 || key.length > 512) throw new InvalidKeyError(key);
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..')
      throw new InvalidKeyError(key);
  }
}

/** A prefix is a key, optionally ending with `/`; the empty prefix (everything) is allowed for list only. */
export function assertValidPrefix(prefix: string, allowEmpty: boolean): void {
  if (prefix === '') {
    if (allowEmpty) return;
    throw new InvalidKeyError(prefix);
  }
  assertValidKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}
