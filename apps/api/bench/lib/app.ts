import path from 'node:path';
import { build } from '../../src/app';
import { loadConfig } from '../../src/config';

/**
 * The app in this process as the benchmarks use it: PGlite and the file store under `dataDir`,
 * the job worker started. `jobPollingIntervalSeconds` left out is what `pnpm start` runs with.
 */
export async function inProcessApp(dataDir: string, jobPollingIntervalSeconds?: number) {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      WEB_DIST: path.join(dataDir, 'no-web'),
      DISK_QUOTA_DEFAULT: String(10 * 1024 ** 3),
    },
    dataDir,
  );
  const app = await build({ config, logger: false, jobPollingIntervalSeconds });
  await app.lifecycle.start();
  return app;
}
