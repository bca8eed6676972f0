/**
 * Load benchmark (issue 8): the built app on loopback with seeded data, autocannon at 50
 * connections against /health (the framework's own ceiling), the folder listing, search and the
 * profile; a table of req/s, the ratio to /health, p50/p99 latency, errors and server memory.
 *
 *   pnpm --filter @kreolab/api bench                     # every bench, this one included
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 tsx bench/load.ts
 *   BENCH_SOAK_SECONDS=300 tsx bench/load.ts             # then a soak of the listing, RSS every 10 s
 *   BENCH_MARKDOWN=1 ...                                 # also print the table as Markdown
 *
 * The server runs in this process (one Node process, like `pnpm start`), with a PGlite database
 * in a temporary folder and the local file store; autocannon's workers share the CPU with it,
 * which is the honest figure for a 2-core machine. Targets are reported, not asserted.
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../src/app';
import { hashPassword } from '../src/auth/passwords';
import { signAccessToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 0);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 200);

const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kreolab-bench-'));
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
    },
    dataDir,
  );
  const app = await build({ config, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await app.lifecycle.start();
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;

  // Seed: one user, a folder of ITEMS items (folders and images), a few labs.
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
  const folderId = folder.statusCode === 201 || folder.statusCode === 200 ? folder.json().id : null;
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

  const targets: { name: string; path: string }[] = [
    { name: 'GET /health', path: '/api/v1/health' },
    ...(folderId
      ? [{ name: `GET /creatives/{id} (${seeded} items)`, path: `/api/v1/creatives/${folderId}` }]
      : []),
    {
      name: 'GET /creatives/search?q=кампания',
      path: `/api/v1/creatives/search?q=${encodeURIComponent('кампания')}`,
    },
    { name: 'GET /profile/me', path: '/api/v1/profile/me' },
    { name: 'GET /labs', path: '/api/v1/labs' },
  ];

  const rows: Record<string, string | number>[] = [];
  let healthRps = 0;
  for (const target of targets) {
    // A probe first: an operation still answering 501 is reported, not benchmarked.
    const probe = await fetch(base + target.path, { headers });
    if (probe.status >= 300) {
      notes.push(`${target.name} answers ${probe.status}: not benchmarked`);
      continue;
    }
    if (global.gc) global.gc();
    const rssBefore = process.memoryUsage().rss;
    const result = await autocannon({
      url: base + target.path,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { authorization: headers.authorization },
    });
    const rps = result.requests.average;
    if (target.path.endsWith('/health')) healthRps = rps;
    rows.push({
      endpoint: target.name,
      'req/s': Math.round(rps),
      'vs /health': healthRps ? `${Math.round((rps / healthRps) * 100)}%` : '-',
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      'RSS MiB before→after': `${mib(rssBefore)}→${mib(process.memoryUsage().rss)}`,
    });
  }

  console.log(
    `\nLoad: ${CONNECTIONS} connections × ${SECONDS} s each, loopback, one server process`,
  );
  console.log(machine());
  console.table(rows);
  for (const note of notes) console.log(`note: ${note}`);
  if (process.env.BENCH_MARKDOWN) console.log(`\n${markdown(rows)}`);

  if (SOAK_SECONDS > 0) {
    const target = targets[1] ?? targets[0]!;
    console.log(`\nSoak: ${target.name}, ${SOAK_SECONDS} s, RSS every 10 s`);
    const samples: number[] = [];
    const timer = setInterval(() => {
      samples.push(mib(process.memoryUsage().rss));
      console.log(
        `  ${samples.length * 10}s RSS ${samples.at(-1)} MiB, heap ${mib(process.memoryUsage().heapUsed)} MiB`,
      );
    }, 10_000);
    const soak = await autocannon({
      url: base + target.path,
      connections: CONNECTIONS,
      duration: SOAK_SECONDS,
      headers: { authorization: headers.authorization },
    });
    clearInterval(timer);
    const half = Math.floor(samples.length / 2);
    console.log(
      `soak: ${Math.round(soak.requests.average)} req/s, p99 ${soak.latency.p99} ms, errors ${soak.errors + soak.non2xx}, ` +
        `RSS first half max ${Math.max(...samples.slice(0, half))} MiB, second half max ${Math.max(...samples.slice(half))} MiB`,
    );
  }

  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `machine: ${os.cpus().length} CPUs (${cpu.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

function markdown(rows: Record<string, string | number>[]): string {
  if (!rows.length) return '';
  const keys = Object.keys(rows[0]!);
  return [
    `| ${keys.join(' | ')} |`,
    `|${keys.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${keys.map((k) => String(r[k])).join(' | ')} |`),
  ].join('\n');
}

await main();
