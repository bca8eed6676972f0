import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { S3Config } from '../../src/config';

/**
 * An S3 server on loopback (s3rver) for the test file that calls this at its top level: started
 * before the file's tests with one empty bucket, closed after them, and every temporary folder
 * it or the file made (`tempDir`) removed. `config()` is the S3 configuration the storage takes.
 */
export function s3ForFile(bucket: string) {
  const dirs: string[] = [];
  let server: S3rver | undefined;
  let config: S3Config | undefined;
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), `${bucket}-`));
    dirs.push(dir);
    return dir;
  };
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: tempDir(),
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await server.run();
    config = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    };
  });
  afterAll(async () => {
    await server?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return {
    config(): S3Config {
      if (!config) throw new Error('the S3 server starts before the tests, not at collection');
      return config;
    },
    tempDir,
  };
}
