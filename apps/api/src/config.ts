import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { billingConfig, BillingEnvShape, type BillingConfig } from './billing/config';

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
  ALLOWED_ORIGINS: optional(
    z
      .string()
      .refine(
        (v) => v.split(',').every((o) => /^https?:\/\/[^/\s]+\/?$/.test(o.trim())),
        'must be http(s) origins separated by commas',
      ),
  ),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  METRIKA_ID: optional(z.string().regex(/^\d{1,12}$/, 'must be a numeric counter id')),
  WEB_DIST: optional(z.string()),
  UPLOAD_MAX_FILE_SIZE: optional(z.coerce.number().int().min(1)),
  UPLOAD_MAX_FILES: optional(z.coerce.number().int().min(1).max(1000)),
  UPLOAD_MIN_RATE: optional(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(1024 * 1024 * 1024),
  ),
  UPLOAD_RATE_WINDOW: optional(z.coerce.number().int().min(1).max(3600)),
  API_TOKEN_RATE: optional(z.coerce.number().int().min(1).max(100_000)),
  DISK_QUOTA_DEFAULT: optional(z.coerce.number().int().min(0)),
  FILE_URL_TTL: optional(
    z.coerce
      .number()
      .int()
      .min(60)
      .max(7 * 24 * 3600),
  ),
  IMAGE_MAX_PIXELS: optional(z.coerce.number().int().min(1)),
  CLOUD_CACHE_MB: optional(z.coerce.number().int().min(0).max(4096)),
  JOB_LEASE_SECONDS: optional(z.coerce.number().int().min(3).max(3600)),
  ANALYSIS_TIMEOUT_SECONDS: optional(
    z.coerce
      .number()
      .int()
      .min(10)
      .max(24 * 3600),
  ),
  SPLIT_MAX_FRAMES: optional(z.coerce.number().int().min(1).max(100_000)),
  FFMPEG_PATH: optional(z.string().min(1)),
  FFPROBE_PATH: optional(z.string().min(1)),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  S3_BUCKET: optional(z.string().min(3).max(63)),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_REGION: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false', '1', '0'])),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(z.string().min(3)),
  SUPPORT_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
  TRUST_PROXY: optional(
    z
      .string()
      .regex(
        /^(true|false|\d+|[\d.:a-fA-F/, ]+)$/,
        'must be true, false, a hop count or addresses',
      ),
  ),
  ...BillingEnvShape,
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
  /**
   * Origins the app is also opened from (besides PUBLIC_URL's and the request's own host):
   * a card payment started there returns there (ALLOWED_ORIGINS, comma-separated).
   */
  readonly allowedOrigins: readonly string[];
  readonly jwtSecret: string;
  readonly logLevel: string;
  readonly metrikaId: string | null;
  readonly webDist: string;
  readonly filesDir: string;
  readonly upload: {
    readonly maxFileSize: number;
    readonly maxFiles: number;
    /** A multipart body slower than this many bytes per second over one window is answered 408. */
    readonly minRateBytes: number;
    readonly rateWindowSeconds: number;
  };
  /** The cloud (issue 4): default quota (until tariffs decide), signed URL life, media limits. */
  readonly cloud: {
    readonly quotaDefault: number;
    readonly urlTtlSeconds: number;
    readonly maxImagePixels: number;
    readonly splitMaxFrames: number;
    readonly ffmpegPath: string;
    readonly ffprobePath: string;
    /** Budget of the per-process cache of folder listings and search results; 0: off. */
    readonly cacheBytes: number;
  };
  readonly jobs: {
    /**
     * A worker that has not beaten its heartbeat for this long is taken for dead, and its
     * running jobs are retried elsewhere (src/jobs/leases.ts).
     */
    readonly leaseSeconds: number;
    /** A running analysis that has not moved for this long, with no job left, is recovered. */
    readonly analysisTimeoutSeconds: number;
  };
  /** S3-compatible storage when S3_BUCKET is set; otherwise files live in `filesDir`. */
  readonly s3: S3Config | null;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for the client address. */
  readonly trustProxy: boolean | number | string;
  /** Payments, VAT and the seller's requisites on invoices (issue 7). */
  readonly billing: BillingConfig;
  /** SMTP when `smtpUrl` is set; otherwise one .eml per message in `outboxDir`. */
  readonly mail: {
    readonly smtpUrl: string | null;
    readonly from: string;
    readonly outboxDir: string;
  };
  /** Where the contact form (POST /feedback) is mailed. */
  readonly supportEmail: string;
  /** Requests per minute that one personal access token may make (src/tokens). */
  readonly apiTokenRatePerMinute: number;
}

export interface S3Config {
  readonly endpoint: string | null;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string | null;
  readonly secretAccessKey: string | null;
  readonly forcePathStyle: boolean;
}

export type { BillingConfig } from './billing/config';

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
  const billing = billingConfig(e, e.NODE_ENV ?? 'development');
  if (billing.problems.length > 0) throw new ConfigError(billing.problems);
  const problems = s3Problems(e);
  if (problems.length > 0) throw new ConfigError(problems);
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
    allowedOrigins: Object.freeze(
      (e.ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)
        .map((o) => new URL(o).origin),
    ),
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    logLevel: e.LOG_LEVEL ?? 'info',
    metrikaId: e.METRIKA_ID ?? null,
    webDist: e.WEB_DIST ? path.resolve(baseDir, e.WEB_DIST) : DEFAULT_WEB_DIST,
    filesDir: path.join(dataDir, 'files'),
    upload: Object.freeze({
      maxFileSize: e.UPLOAD_MAX_FILE_SIZE ?? 500 * MiB,
      maxFiles: e.UPLOAD_MAX_FILES ?? 20,
      minRateBytes: e.UPLOAD_MIN_RATE ?? 4096,
      rateWindowSeconds: e.UPLOAD_RATE_WINDOW ?? 10,
    }),
    cloud: Object.freeze({
      quotaDefault: e.DISK_QUOTA_DEFAULT ?? 1024 * MiB,
      urlTtlSeconds: e.FILE_URL_TTL ?? 3600,
      maxImagePixels: e.IMAGE_MAX_PIXELS ?? 100_000_000,
      splitMaxFrames: e.SPLIT_MAX_FRAMES ?? 3000,
      ffmpegPath: e.FFMPEG_PATH ?? 'ffmpeg',
      ffprobePath: e.FFPROBE_PATH ?? 'ffprobe',
      cacheBytes: (e.CLOUD_CACHE_MB ?? 32) * MiB,
    }),
    jobs: Object.freeze({
      leaseSeconds: e.JOB_LEASE_SECONDS ?? 30,
      analysisTimeoutSeconds: e.ANALYSIS_TIMEOUT_SECONDS ?? 600,
    }),
    s3: e.S3_BUCKET
      ? Object.freeze({
          endpoint: e.S3_ENDPOINT ?? null,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
        })
      : null,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    billing: billing.billing,
    mail: Object.freeze({
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? 'Креолаб <no-reply@localhost>',
      outboxDir: path.join(dataDir, 'outbox'),
    }),
    supportEmail: e.SUPPORT_EMAIL ?? 'support@localhost',
    apiTokenRatePerMinute: e.API_TOKEN_RATE ?? 300,
  });
}

/** S3 settings only make sense together: a bucket, and both halves of a key or neither. */
function s3Problems(e: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  const anyS3 = [e.S3_ENDPOINT, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].some(
    (v) => v !== undefined,
  );
  if (anyS3 && !e.S3_BUCKET)
    problems.push('S3_BUCKET: is required when other S3_ variables are set');
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined))
    problems.push('S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return problems;
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
