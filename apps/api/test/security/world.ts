/**
 * Users and their resources for the security suite, made through the API wherever the feature
 * answers (a 501 leaves that resource absent), and a fingerprint of the database to prove that
 * a refused request changed nothing.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signUpAndLogin, type SignedInUser } from '../helpers/auth';
import {
  encodeBody,
  idFields,
  isIdName,
  operations,
  pathOf,
  sample,
  type Operation,
  type Overrides,
} from './contract';

export const ADMIN_TOKEN = 'security-suite-admin-token-0123456789';

export type ResourceKind =
  'folder' | 'creative' | 'lab' | 'brief' | 'analysis' | 'payment' | 'invoice' | 'apiToken';

export interface Owner extends SignedInUser {
  /** Ids of this user's resources; absent where the feature is not built yet. */
  ids: Partial<Record<ResourceKind, number>>;
  /** Why a resource is absent (the answer of its create call). */
  missing: Partial<Record<ResourceKind, string>>;
}

const byId = new Map(operations.map((op) => [op.operationId, op]));
export const operation = (id: string): Operation => {
  const op = byId.get(id);
  if (!op) throw new Error(`No operation ${id} in the contract`);
  return op;
};

/** The credentials an operation asks for: the admin token, the owner's bearer, or none. */
export function credentialsFor(op: Operation, owner: Owner): Record<string, string> {
  if (op.security.includes('adminToken')) return { authorization: `Bearer ${ADMIN_TOKEN}` };
  return op.public ? {} : owner.headers;
}

/** Path parameters that name nothing: an id nobody has, a token that is no token. */
export function unknownPathParams(op: Operation): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const p of op.pathParams) params[p.name] = isIdName(p.name) ? 999_999 : 'token';
  return params;
}

/** Body values for the id fields of an operation: the owner's own resources. */
export function ownIdOverrides(op: Operation, owner: Owner): Overrides {
  const overrides: Overrides = { segment_id: 0 };
  for (const name of idFields(op.body!.schema)) {
    const id = owner.ids.lab ?? owner.ids.folder ?? 1;
    overrides[name] = /ids$/.test(name) ? [id] : id;
  }
  if (op.operationId === 'createAnalysis') {
    delete overrides.brief_id;
    delete overrides.research_ids;
  }
  return overrides;
}

let address = 0;
/** Each call from its own client address, so no rate limit is met by accident. */
export const nextAddress = () => `10.77.${(++address >> 8) & 255}.${address & 255}`;

export async function call(
  app: FastifyInstance,
  operationId: string,
  {
    params = {},
    body,
    headers = {},
    remoteAddress = nextAddress(),
  }: {
    params?: Record<string, string | number>;
    body?: unknown;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  const op = operation(operationId);
  const encoded = body === undefined ? { headers: {} } : encodeBody(op, body);
  return app.inject({
    method: op.method.toUpperCase() as 'GET',
    url: pathOf(op, params),
    payload: encoded.payload,
    headers: { ...encoded.headers, ...headers },
    remoteAddress,
  });
}

function idOf(res: LightMyRequestResponse, ...paths: string[][]): number | undefined {
  if (res.statusCode >= 300) return undefined;
  const body = res.json() as Record<string, unknown>;
  for (const path of paths) {
    const value = path.reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], body);
    if (typeof value === 'number') return value;
  }
  return undefined;
}

/** A user with one of everything the built features can make. */
export async function makeOwner(app: FastifyInstance): Promise<Owner> {
  const user = await signUpAndLogin(app);
  const owner: Owner = { ...user, ids: {}, missing: {} };
  const h = user.headers;
  const note = (kind: ResourceKind, res: LightMyRequestResponse, id: number | undefined) => {
    if (id !== undefined) owner.ids[kind] = id;
    else owner.missing[kind] = `${res.statusCode} ${res.body.slice(0, 160)}`;
  };

  const folder = await call(app, 'createFolder', {
    headers: h,
    body: { name: 'Папка A', parent_id: null },
  });
  note('folder', folder, idOf(folder, ['id'], ['item', 'id']));

  const upload = await call(app, 'uploadCreatives', {
    headers: h,
    body: { files: ['x'] },
  });
  note('creative', upload, idOf(upload, ['items', '0', 'id']));

  const lab = await call(app, 'createLab', { headers: h, body: { name: 'Лаборатория A' } });
  note('lab', lab, idOf(lab, ['id']));

  const brief = await call(app, 'createBrief', {
    headers: h,
    body: sample(operation('createBrief').body!.schema),
  });
  note('brief', brief, idOf(brief, ['id']));

  if (owner.ids.lab && owner.ids.creative) {
    const analysis = await call(app, 'createAnalysis', {
      headers: h,
      body: {
        type: 'research',
        lab_id: owner.ids.lab,
        name: 'Исследование A',
        creative_ids: [owner.ids.creative],
        settings: { goal: 'awareness', placement: 'banner' },
      },
    });
    note('analysis', analysis, idOf(analysis, ['id']));
  } else {
    owner.missing.analysis = 'needs a lab and a creative first';
  }

  const apiToken = await call(app, 'createApiToken', {
    headers: h,
    body: { name: 'Токен A', scope: 'read', expires_in_days: 30 },
  });
  note('apiToken', apiToken, idOf(apiToken, ['token', 'id']));

  const tariff = await call(app, 'adminCreateTariff', {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    body: {
      name: 'Тариф безопасности',
      price: 100,
      period_days: 30,
      disk_space: 1e9,
      analyses_limit: 10,
      generations_limit: 10,
    },
  });
  const tariffId = idOf(tariff, ['id']);
  if (tariffId) {
    const payment = await call(app, 'createPayment', {
      headers: h,
      body: { tariff_id: tariffId, generation_count: 0 },
    });
    note('payment', payment, idOf(payment, ['payment_id'], ['id']));
    const invoice = await call(app, 'createInvoice', {
      headers: h,
      body: sample(operation('createInvoice').body!.schema, {
        tariff_id: tariffId,
        inn: '7707083893', // a real company's INN and KPP: the check digit is right
        kpp: '773601001',
      }),
    });
    note('invoice', invoice, idOf(invoice, ['invoice_id'], ['id']));
  } else {
    owner.missing.payment = `needs a tariff first (adminCreateTariff: ${tariff.statusCode})`;
    owner.missing.invoice = owner.missing.payment;
  }
  return owner;
}

/** Tables whose rows change on every request whatever it does. */
// Bookkeeping that moves by itself: rate counters, migrations, and the job workers' heartbeats
// and claims (a worker beats every few seconds whatever the request under test did).
const VOLATILE = new Set(['rate_limits', '__drizzle_migrations', 'job_workers', 'job_claims']);

let fingerprintSql: string | null = null;

/** A fingerprint of every table of the public schema: row count and a hash of all rows (one query). */
export async function fingerprint(app: FastifyInstance): Promise<Record<string, string>> {
  if (!fingerprintSql) {
    const { rows } = await app.database.executeSql(
      `select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      [],
    );
    fingerprintSql = (rows as { table_name: string }[])
      .map((r) => r.table_name)
      .filter((table) => !VOLATILE.has(table))
      .map(
        (table) =>
          `select '${table}' as t, count(*)::int || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table}" x`,
      )
      .join(' union all ');
  }
  const { rows } = await app.database.executeSql(fingerprintSql, []);
  return Object.fromEntries((rows as { t: string; h: string }[]).map((r) => [r.t, r.h]));
}

/** Tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
