/**
 * `pnpm admin <command>`: the admin API over HTTP (KREOLAB_URL, default http://localhost:8080;
 * ADMIN_TOKEN). Prints the answer as JSON; exits 1 with the error body on stderr on failure.
 *
 *   promocode create --code X (--percent 10 | --amount 500) [--tariffs 2,3] [--max-uses N]
 *                    [--max-uses-per-user N] [--valid-until 2026-12-31T23:59:59Z]
 *   certificate create --code X --tariff ID (--days N | --generations N)
 *   tariff create --name X --price R --days N --disk BYTES --analyses N --generations N
 *                 [--generation-price R] [--description X] [--trial] [--inactive]
 *   tariff update ID [the same options] [--active true|false]
 *   payments list [--status pending|waiting_for_capture|succeeded|canceled] [--limit N] [--offset N]
 *   invoice paid ID
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

export interface AdminCliOptions {
  url: string;
  token: string;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

const OPTIONS = {
  code: { type: 'string' },
  percent: { type: 'string' },
  amount: { type: 'string' },
  tariffs: { type: 'string' },
  'max-uses': { type: 'string' },
  'max-uses-per-user': { type: 'string' },
  'valid-until': { type: 'string' },
  tariff: { type: 'string' },
  days: { type: 'string' },
  generations: { type: 'string' },
  name: { type: 'string' },
  price: { type: 'string' },
  disk: { type: 'string' },
  analyses: { type: 'string' },
  'generation-price': { type: 'string' },
  description: { type: 'string' },
  trial: { type: 'boolean' },
  inactive: { type: 'boolean' },
  active: { type: 'string' },
  status: { type: 'string' },
  limit: { type: 'string' },
  offset: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const USAGE = `Usage: pnpm admin <command>
  promocode create --code X (--percent 10 | --amount 500) [--tariffs 2,3] [--max-uses N] [--max-uses-per-user N] [--valid-until ISO]
  certificate create --code X --tariff ID (--days N | --generations N)
  tariff create --name X --price R --days N --disk BYTES --analyses N --generations N [--generation-price R] [--description X] [--trial] [--inactive]
  tariff update ID [the options of create] [--active true|false]
  payments list [--status S] [--limit N] [--offset N]
  invoice paid ID
Environment: KREOLAB_URL (default http://localhost:8080), ADMIN_TOKEN.`;

class UsageError extends Error {}

const num = (v: string | undefined, name: string) => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n)) throw new UsageError(`--${name} must be a number`);
  return n;
};

function defined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

type Values = ReturnType<typeof parse>['values'];
const parse = (argv: string[]) =>
  parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });

function tariffBody(v: Values) {
  return defined({
    name: v.name,
    description: v.description,
    price: num(v.price, 'price'),
    period_days: num(v.days, 'days'),
    disk_space: num(v.disk, 'disk'),
    analyses_limit: num(v.analyses, 'analyses'),
    generations_limit: num(v.generations, 'generations'),
    generation_price: num(v['generation-price'], 'generation-price'),
    is_trial: v.trial ? true : undefined,
    is_active: v.inactive ? false : v.active === undefined ? undefined : v.active === 'true',
  });
}

/** The HTTP request a command line means. */
export function requestFor(argv: string[]): { method: string; path: string; body?: unknown } {
  const { values: v, positionals: p } = parse(argv);
  const [noun, verb, id] = p;
  const command = `${noun ?? ''} ${verb ?? ''}`.trim();
  const needId = () => {
    if (!id || !/^\d+$/.test(id)) throw new UsageError(`${command}: the id is required`);
    return id;
  };
  switch (command) {
    case 'promocode create':
      if (!v.code) throw new UsageError('promocode create: --code is required');
      return {
        method: 'POST',
        path: '/admin/promocodes',
        body: defined({
          code: v.code,
          discount_percent: num(v.percent, 'percent'),
          discount_amount: num(v.amount, 'amount'),
          tariff_ids: v.tariffs?.split(',').map((s) => Number(s.trim())),
          max_uses: num(v['max-uses'], 'max-uses'),
          max_uses_per_user: num(v['max-uses-per-user'], 'max-uses-per-user'),
          valid_until: v['valid-until'],
        }),
      };
    case 'certificate create':
      if (!v.code || !v.tariff)
        throw new UsageError('certificate create: --code and --tariff are required');
      return {
        method: 'POST',
        path: '/admin/certificates',
        body: defined({
          code: v.code,
          tariff_id: num(v.tariff, 'tariff'),
          days: num(v.days, 'days'),
          generation_count: num(v.generations, 'generations'),
        }),
      };
    case 'tariff create':
      return { method: 'POST', path: '/admin/tariffs', body: tariffBody(v) };
    case 'tariff update':
      return { method: 'PATCH', path: `/admin/tariffs/${needId()}`, body: tariffBody(v) };
    case 'payments list': {
      const query = new URLSearchParams(
        defined({ status: v.status, limit: v.limit, offset: v.offset }) as Record<string, string>,
      ).toString();
      return { method: 'GET', path: `/admin/payments${query ? `?${query}` : ''}` };
    }
    case 'invoice paid':
      return { method: 'POST', path: `/admin/invoices/${needId()}/paid` };
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : 'No command given');
  }
}

/** Runs one command; resolves to the exit code. */
export async function runAdmin(argv: string[], options: AdminCliOptions): Promise<number> {
  const out = options.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const err = options.err ?? ((line: string) => process.stderr.write(`${line}\n`));
  let request;
  try {
    if (argv.includes('--help') || argv.includes('-h') || argv.length === 0) {
      out(USAGE);
      return argv.length === 0 ? 2 : 0;
    }
    request = requestFor(argv);
  } catch (error) {
    err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (!options.token) {
    err('ADMIN_TOKEN is not set');
    return 2;
  }
  const url = `${options.url.replace(/\/+$/, '')}/api/v1${request.path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: {
        authorization: `Bearer ${options.token}`,
        ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
    });
  } catch (error) {
    err(`Cannot reach ${url}: ${(error as Error).message}`);
    return 1;
  }
  const text = await response.text();
  let pretty = text;
  try {
    pretty = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // not JSON: print as is
  }
  if (!response.ok) {
    err(`HTTP ${response.status}\n${pretty}`);
    return 1;
  }
  out(pretty);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const code = await runAdmin(process.argv.slice(2), {
    url: process.env.KREOLAB_URL ?? 'http://localhost:8080',
    token: process.env.ADMIN_TOKEN ?? '',
  });
  process.exitCode = code;
}
