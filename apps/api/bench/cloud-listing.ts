/**
 * The 10,000-item folder (issue 16): `BENCH_ONLY=cloud-listing pnpm --filter @kreolab/api bench`.
 * Prints a table; asserts nothing. One folder of 10,000 files (and 20 sub-folders) in an
 * in-process app on PGlite with the listing cache off (CLOUD_CACHE_MB=0), so every request
 * reads the database:
 *  - before: the listing as it was read before issue 16 (every row through drizzle, sorted,
 *    signed and serialized), run here against the same database;
 *  - the whole folder in one answer, as GET /creatives/{id} answers without parameters (the
 *    documented default, now read as one JSON value);
 *  - the first page (`?limit=100`), what the web app waits for before it draws;
 *  - the whole folder walked page by page (`?limit=1000` and the cursors);
 *  - the first page sorted by size and by date.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../src/app';
import { loadConfig } from '../src/config';
import { and, eq } from 'drizzle-orm';
import { compareItems, folderSizes, itemColumns, itemContext, toItem } from '../src/cloud/items';
import { creatives } from '../src/db/schema';
import { signUpAndLogin } from '../test/helpers/auth';

const work = mkdtempSync(path.join(os.tmpdir(), 'kreolab-bench-listing-'));
const rows: [string, string][] = [];
const RUNS = 7;

async function median(run: () => Promise<unknown>): Promise<{ median: number; min: number }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[RUNS >> 1]!, min: times[0]! };
}
const ms = (t: { median: number; min: number }) =>
  `${t.median.toFixed(0)} ms (min ${t.min.toFixed(0)})`;

const config = loadConfig(
  {
    NODE_ENV: 'test',
    DATA_DIR: work,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    WEB_DIST: path.join(work, 'no-web'),
    CLOUD_CACHE_MB: '0',
  },
  work,
);
const app = await build({ config, logger: false, jobPollingIntervalSeconds: 0.5 });
try {
  await app.lifecycle.start();
  const user = await signUpAndLogin(app);
  const folder = await app.inject({
    method: 'POST',
    url: '/api/v1/creatives/folder',
    headers: user.headers,
    payload: { name: 'Большая' },
  });
  const folderId = folder.json<{ id: number }>().id;
  const day = 86_400_000;
  const values = Array.from({ length: 10_000 }, (_, i) => ({
    ownerId: user.userId,
    parentId: folderId,
    name: `Кадр ${i + 1}.jpg`,
    type: i % 3 === 0 ? 'application/pdf' : 'image/jpeg',
    size: 1000 + ((i * 7919) % 100_000),
    storageKey: `u/${user.userId}/bench-${i}`,
    width: 1920,
    height: 1080,
    createdAt: new Date(Date.UTC(2026, 0, 1) + ((i * 104_729) % 300) * day),
  }));
  for (let i = 0; i < 20; i++)
    values.push({ ...values[0]!, name: `Папка ${i + 1}`, type: 'folder', size: 0, storageKey: '' });
  for (let i = 0; i < values.length; i += 1000)
    await app.db
      .insert(creatives)
      .values(
        values
          .slice(i, i + 1000)
          .map((v) => (v.type === 'folder' ? { ...v, storageKey: null } : v)),
      );

  const get = async (query: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/creatives/${folderId}${query}`,
      headers: user.headers,
    });
    if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const before = await median(async () => {
    const found = await app.db
      .select(itemColumns)
      .from(creatives)
      .where(and(eq(creatives.ownerId, user.userId), eq(creatives.parentId, folderId)));
    found.sort(compareItems);
    const sizes = await folderSizes(
      app.db,
      user.userId,
      found.filter((r) => r.type === 'folder').map((r) => r.id),
    );
    const ctx = itemContext(app);
    const items = await Promise.all(found.map((r) => toItem(ctx, r, { size: sizes.get(r.id) })));
    return JSON.stringify({ folder: null, items });
  });
  rows.push(['before: whole folder as read before issue 16 (no HTTP)', ms(before)]);
  let bytes = 0;
  const whole = await median(async () => {
    bytes = (await get('')).rawPayload.length;
  });
  rows.push([
    `after: whole folder in one answer, the default (${(bytes / 1e6).toFixed(1)} MB JSON)`,
    ms(whole),
  ]);
  const first = await median(() => get('?limit=100'));
  rows.push(['after: first page of 100 (sorted by name)', ms(first)]);
  let pages = 0;
  const walked = await median(async () => {
    pages = 0;
    let cursor: string | null = null;
    do {
      const res = await get(`?limit=1000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      cursor = res.json<{ next_cursor: string | null }>().next_cursor;
      pages++;
    } while (cursor);
  });
  rows.push([`whole folder in ${pages} pages of 1000`, ms(walked)]);
  rows.push([
    'first page of 100 sorted by size, largest first',
    ms(await median(() => get('?limit=100&sort=size&order=desc'))),
  ]);
  rows.push([
    'first page of 100 sorted by date',
    ms(await median(() => get('?limit=100&sort=date'))),
  ]);
} finally {
  await app.close();
  rmSync(work, { recursive: true, force: true });
}
const width = Math.max(...rows.map(([k]) => k.length));
console.log(
  `\nlisting a folder of 10,020 items (${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}; median of ${RUNS})`,
);
for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
