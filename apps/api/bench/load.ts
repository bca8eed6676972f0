/**
 * Load benchmark (issue 8): the built app on loopback with seeded data, autocannon at 50
 * connections against /health (the framework's own ceiling), the folder listing, search and the
 * profile; a table of req/s, the ratio to /health, p50/p99 latency, errors and server memory.
 *
 *   pnpm --filter @kreolab/api bench                     # every bench, this one included
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 tsx bench/load.ts
 *   BENCH_SOAK_SECONDS=300 tsx bench/load.ts             # then a soak of the listing, RSS every 10 s
 *   BENCH_MARKDOWN=1 ...                                 # also print the table as Markdown
 *   BENCH_DATABASE_URL=postgres://... ...                # PGlite, then the same on PostgreSQL
 *   bash .ci/with-postgres.sh pnpm --filter @kreolab/api bench   # (TEST_DATABASE_URL works too)
 *   BENCH_DB=postgres ...                                # only one of them (pglite | postgres)
 *
 * The server runs in a child process (bench/lib/server.ts: one Node process, like `pnpm start`),
 * on PGlite in a temporary folder or on a fresh database of the given PostgreSQL server, with the
 * local file store; autocannon runs here, in the parent, so it does not steal the server's event
 * loop (it still shares the machine's cores). Server memory is the child's VmRSS from /proc, and
 * its CPU time per request (from /proc/<pid>/stat) is printed beside the rates.
 * Targets are reported, not asserted.
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ServerReady } from './lib/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 0);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const ONLY_DB = process.env.BENCH_DB;
const SERVER = fileURLToPath(new URL('./lib/server.ts', import.meta.url));

type Row = Record<string, string | number>;

/** The child's resident set in MiB, from /proc (0 where there is no /proc). */
function rssMib(pid: number): number {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/**
 * The child's CPU time (user + system) in ms, from /proc/<pid>/stat. CPU per request is the
 * figure that survives a busy machine: throughput and latency move with others' load, it
 * barely does. Clock ticks are taken as 100 per second (Linux's USER_HZ).
 */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

async function startServer(databaseUrl: string | undefined) {
  const child: ChildProcess = fork(SERVER, [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: {
      ...process.env,
      BENCH_SERVER_DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<ServerReady>((resolve, reject) => {
    child.once('message', (m) => resolve(m as ServerReady));
    child.once('exit', (code, signal) =>
      reject(new Error(`bench server exited (${code ?? signal}) before it was ready`)),
    );
  });
  return {
    ready,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.send('stop');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function benchDatabase(label: string, databaseUrl: string | undefined) {
  const server = await startServer(databaseUrl);
  const { ready, pid } = server;
  const base = `http://127.0.0.1:${ready.port}`;
  const authorization = `Bearer ${ready.token}`;
  const notes = [...ready.notes];
  try {
    const targets: { name: string; path: string }[] = [
      { name: 'GET /health', path: '/api/v1/health' },
      ...(ready.folderId
        ? [
            {
              name: `GET /creatives/{id} (${ready.seeded} items)`,
              path: `/api/v1/creatives/${ready.folderId}`,
            },
          ]
        : []),
      {
        name: 'GET /creatives/search?q=кампания',
        path: `/api/v1/creatives/search?q=${encodeURIComponent('кампания')}`,
      },
      { name: 'GET /profile/me', path: '/api/v1/profile/me' },
      { name: 'GET /labs', path: '/api/v1/labs' },
    ];

    const rows: Row[] = [];
    let healthRps = 0;
    for (const target of targets) {
      // A probe first: an operation still answering 501 is reported, not benchmarked.
      const probe = await fetch(base + target.path, { headers: { authorization } });
      await probe.arrayBuffer();
      if (probe.status >= 300) {
        notes.push(`${target.name} answers ${probe.status}: not benchmarked`);
        continue;
      }
      const rssBefore = rssMib(pid);
      const cpuBefore = cpuMs(pid);
      const result = await autocannon({
        url: base + target.path,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { authorization },
      });
      const rps = result.requests.average;
      const cpuPerRequest = (cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total);
      if (target.path.endsWith('/health')) healthRps = rps;
      rows.push({
        endpoint: target.name,
        'req/s': Math.round(rps),
        'vs /health': healthRps ? `${Math.round((rps / healthRps) * 100)}%` : '-',
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        'server CPU ms/req': Number.isFinite(cpuPerRequest) ? cpuPerRequest.toFixed(2) : '-',
        'RSS MiB before→after': `${rssBefore}→${rssMib(pid)}`,
      });
    }

    console.log(
      `\nLoad on ${label}: ${CONNECTIONS} connections × ${SECONDS} s each, loopback, ` +
        `server in its own process (pid ${pid}), autocannon in this one`,
    );
    console.log(machine());
    console.table(rows);
    for (const note of notes) console.log(`note: ${note}`);
    if (process.env.BENCH_MARKDOWN) console.log(`\n${markdown(rows)}`);

    if (SOAK_SECONDS > 0)
      await soak(label, base + (targets[1] ?? targets[0]!).path, pid, authorization);
  } finally {
    await server.stop();
  }
}

async function soak(label: string, url: string, pid: number, authorization: string) {
  console.log(`\nSoak on ${label}: ${url}, ${SOAK_SECONDS} s, server RSS every 10 s`);
  const samples: number[] = [];
  const timer = setInterval(() => {
    samples.push(rssMib(pid));
    console.log(`  ${samples.length * 10}s RSS ${samples.at(-1)} MiB`);
  }, 10_000);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SOAK_SECONDS,
    headers: { authorization },
  });
  clearInterval(timer);
  const half = Math.floor(samples.length / 2);
  const first = samples.slice(0, half);
  const second = samples.slice(half);
  console.log(
    `soak: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, errors ${result.errors + result.timeouts + result.non2xx}, ` +
      `RSS min ${Math.min(...samples)} MiB, first half max ${Math.max(...first)} MiB, ` +
      `second half max ${Math.max(...second)} MiB (${samples.join(' ')})`,
  );
}

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `machine: ${os.cpus().length} CPUs (${cpu.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

function markdown(rows: Row[]): string {
  if (!rows.length) return '';
  const keys = Object.keys(rows[0]!);
  return [
    `| ${keys.join(' | ')} |`,
    `|${keys.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${keys.map((k) => String(r[k])).join(' | ')} |`),
  ].join('\n');
}

const runs: [string, string | undefined][] = [];
if (!ONLY_DB || ONLY_DB === 'pglite') runs.push(['PGlite', undefined]);
if (PG_URL && (!ONLY_DB || ONLY_DB === 'postgres')) runs.push(['PostgreSQL', PG_URL]);
if (ONLY_DB === 'postgres' && !PG_URL) {
  console.error('BENCH_DB=postgres needs BENCH_DATABASE_URL (or TEST_DATABASE_URL)');
  process.exit(1);
}
for (const [label, url] of runs) await benchDatabase(label, url);
