/**
 * The server of the load benchmark, in a process of its own (forked by bench/load.ts), so that
 * autocannon in the parent does not share this event loop. Builds the app as `pnpm start` does
 * (ROLE=all: the job worker runs in-process), on PGlite in a temporary folder or, when
 * BENCH_SERVER_DATABASE_URL is set, on a fresh PostgreSQL database created beside it and dropped
 * at the end; seeds one user, a folder of BENCH_ITEMS items (3/4 folders, 1/4 PNG images) and
 * five labs through the API, then sends `{port, token, folderId, seeded, notes}` to the parent
 * over IPC. The parent's 'stop' message (or its disconnect) closes everything.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../src/app';
import { hashPassword } from '../../src/auth/passwords';
import { signAccessToken } from '../../src/auth/tokens';
import { cloudCache } from '../../src/cloud/listing-cache';
import { profileCache } from '../../src/routes/profile/cache';
import { loadConfig } from '../../src/config';
import { users } from '../../src/db/schema';
import { freshPgDatabase } from '../../test/helpers/pg';

export interface ServerReady {
  type: 'ready';
  port: number;
  token: string;
  folderId: number | null;
  seeded: number;
  database: 'pglite' | 'postgres';
  notes: string[];
}

const ITEMS = Number(process.env.BENCH_ITEMS ?? 200);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kreolab-bench-'));
  const adminUrl = process.env.BENCH_SERVER_DATABASE_URL;
  const pgDatabase = adminUrl ? await freshPgDatabase(adminUrl, 'bench') : null;
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
      WEB_DIST: path.join(dataDir, 'no-web'),
      HOST: '127.0.0.1',
      PORT: '0',
      ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
      ...(process.env.CLOUD_CACHE_MB ? { CLOUD_CACHE_MB: process.env.CLOUD_CACHE_MB } : {}),
    },
    dataDir,
  );
  const app = await build({ config, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await app.lifecycle.start();
  const { port } = app.server.address() as { port: number };

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      const cache = cloudCache(app);
      console.log(
        `server: listing cache ${cache.hits} hits, ${cache.misses} misses, ` +
          `${cache.size} entries, ${Math.round(cache.bytes / 1024)} KiB`,
      );
      const profiles = profileCache(app);
      console.log(`server: profile cache ${profiles.hits} hits, ${profiles.misses} misses`);
      await app.close().catch(() => {});
      await pgDatabase?.drop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    })());
  process.on('message', (message) => {
    if (message === 'stop') void close().then(() => process.exit(0));
  });
  process.on('disconnect', () => void close().then(() => process.exit(0)));

  const [row] = await app.db
    .insert(users)
    .values({
      email: 'bench@example.com',
      passwordHash: await hashPassword('Kr3o-lab!bench#7'),
      isVerified: true,
    })
    .returning({ id: users.id, email: users.email });
  const token = signAccessToken(config.jwtSecret, { id: row!.id, email: row!.email });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const notes: string[] = [];
  const post = (url: string, body: unknown) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload: JSON.stringify(body) });

  const folder = await post('/creatives/folder', { name: 'Бенчмарк', parent_id: null });
  const folderId: number | null = folder.statusCode < 300 ? folder.json().id : null;
  if (!folderId) notes.push(`createFolder answers ${folder.statusCode}: no folder listing`);
  let seeded = 0;
  if (folderId) {
    const images = Math.floor(ITEMS / 4);
    for (let i = 0; seeded < ITEMS - images && i < ITEMS; i++) {
      const res = await post('/creatives/folder', {
        name: `Папка ${i} кампания`,
        parent_id: folderId,
      });
      if (res.statusCode < 300) seeded++;
    }
    const maxFiles = config.upload.maxFiles;
    for (let done = 0; done < images; done += maxFiles) {
      const boundary = `----bench${done}`;
      const parts: Buffer[] = [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="parent_id"\r\n\r\n${folderId}\r\n`,
        ),
      ];
      for (let j = 0; j < Math.min(maxFiles, images - done); j++) {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="кампания-${done + j}.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          PNG,
          Buffer.from('\r\n'),
        );
      }
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/creatives/upload',
        headers: {
          authorization: headers.authorization,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.concat(parts),
      });
      if (res.statusCode < 300) seeded += (res.json().items as unknown[]).length;
      else {
        notes.push(`uploadCreatives answers ${res.statusCode}: the folder holds folders only`);
        break;
      }
    }
  }
  let labs = 0;
  for (let i = 0; i < 5; i++)
    if ((await post('/labs', { name: `Лаборатория ${i}` })).statusCode < 300) labs++;
  if (labs === 0) notes.push('createLab is not built: no labs seeded');

  const ready: ServerReady = {
    type: 'ready',
    port,
    token,
    folderId,
    seeded,
    database: app.database.kind,
    notes,
  };
  process.send!(ready);
}

if (!process.send) {
  console.error('bench/lib/server.ts is forked by bench/load.ts (it talks over IPC)');
  process.exit(2);
}
await main();
