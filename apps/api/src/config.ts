import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** apps/web/dist beside this package: where `pnpm --filter @kreolab/web build` writes. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const MiB = 1024 * 1024;

// .env files often carry `NAME=` for "not set": treat empty strings as absent.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const EnvSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(z.coerce.number().int().min(0).max(65535)), // 0: any free port
  HOST: optional(z.string().min(1)),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }),
  ),
  ROLE: optional(z.enum(['all', 'api', 'worker'])),
  ADMIN_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  METRIKA_ID: optional(z.string().regex(/^\d{1,12}$/, 'must be a numeric counter id')),
  WEB_DIST: optional(z.string()),
  UPLOAD_MAX_FILE_SIZE: optional(z.coerce.number().int().min(1)),
  UPLOAD_MAX_FILES: optional(z.coerce.number().int().min(1).max(1000)),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(z.string().min(3)),
  TRUST_PROXY: optional(
    z
      .string()
      .regex(
        /^(true|false|\d+|[\d.:a-fA-F/, ]+)$/,
        'must be true, false, a hop count or addresses',
      ),
  ),
});

export type Role = 'all' | 'api' | 'worker';

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** PostgreSQL when set; otherwise PGlite in `pgliteDir` ('memory://' keeps it in memory). */
  readonly db: { readonly url: string | null; readonly pgliteDir: string };
  readonly role: Role;
  readonly adminToken: string | null;
  readonly publicUrl: string;
  readonly jwtSecret: string;
  readonly logLevel: string;
  readonly metrikaId: string | null;
  readonly webDist: string;
  readonly filesDir: string;
  readonly upload: { readonly maxFileSize: number; readonly maxFiles: number };
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for the client address. */
  readonly trustProxy: boolean | number | string;
  /** SMTP when `smtpUrl` is set; otherwise one .eml per message in `outboxDir`. */
  readonly mail: {
    readonly smtpUrl: string | null;
    readonly from: string;
    readonly outboxDir: string;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the environment once into one frozen object. Every problem is reported together, so
 * an operator fixes the whole .env in one go instead of one variable per restart.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  baseDir: string = env.INIT_CWD ?? process.cwd(),
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const port = e.PORT ?? 8080;
  // `pnpm start` runs with cwd apps/api; relative paths mean "from where the user typed it".
  const dataDir = path.resolve(baseDir, e.DATA_DIR ?? './data');
  return Object.freeze({
    env: e.NODE_ENV ?? 'development',
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir,
    db: Object.freeze({ url: e.DATABASE_URL ?? null, pgliteDir: path.join(dataDir, 'db') }),
    role: e.ROLE ?? 'all',
    adminToken: e.ADMIN_TOKEN ?? null,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    logLevel: e.LOG_LEVEL ?? 'info',
    metrikaId: e.METRIKA_ID ?? null,
    webDist: e.WEB_DIST ? path.resolve(baseDir, e.WEB_DIST) : DEFAULT_WEB_DIST,
    filesDir: path.join(dataDir, 'files'),
    upload: Object.freeze({
      maxFileSize: e.UPLOAD_MAX_FILE_SIZE ?? 500 * MiB,
      maxFiles: e.UPLOAD_MAX_FILES ?? 20,
    }),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    mail: Object.freeze({
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? 'Креолаб <no-reply@localhost>',
      outboxDir: path.join(dataDir, 'outbox'),
    }),
  });
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * Without JWT_SECRET a fresh machine still works, and tokens survive restarts because the
 * generated secret is kept beside the data. Several API instances must share JWT_SECRET.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
