/**
 * The authorization matrix, generated from the contract: every operation, as it lands, is
 * checked without credentials, with forged ones, with the admin token's variants, and with
 * another user's ids. Operations still answering 501 are listed as pending, not skipped.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build';
import { idFields, operations, resolve, sample, type Operation, type Overrides } from './contract';
import {
  ADMIN_TOKEN,
  call,
  changedTables,
  fingerprint,
  makeOwner,
  type Owner,
  type ResourceKind,
} from './world';

/** Public operations whose own credential is something other than a bearer token. */
const OWN_CREDENTIAL: Record<string, string> = {
  refresh: 'the refresh cookie',
};

/** Id-like names that do not point at a user's resource. */
const NOT_OWNED = new Set(['tariff_id', 'segment_id']);

/** Which resource an id parameter or body field points at. */
function kindOf(op: Operation, name: string): ResourceKind | null {
  if (NOT_OWNED.has(name)) return null;
  switch (name) {
    case 'labId':
    case 'lab_id':
      return 'lab';
    case 'briefId':
    case 'brief_id':
      return 'brief';
    case 'analysis_id':
    case 'research_ids':
      return 'analysis';
    case 'creative_ids':
      return 'creative';
    case 'parent_id':
    case 'target_id':
      return 'folder';
    case 'ids':
      return 'creative';
  }
  if (name === 'id') {
    if (op.path.startsWith('/tariffs/invoice/')) return 'invoice';
    if (op.tag === 'analyses') return 'analysis';
    // A share link's owner operations hang under its analysis (/analyses/{id}/shares).
    if (op.tag === 'shares') return 'analysis';
    if (op.tag === 'payments') return 'payment';
    if (op.tag === 'cloud') return op.operationId === 'getFolder' ? 'folder' : 'creative';
    if (op.tag === 'tokens') return 'apiToken';
  }
  return null;
}

const pending: string[] = [];
const checked: string[] = [];

let t: TestApp;
let a: Owner;
let b: Owner;
let tariffId = 1;

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_TOKEN } });
  a = await makeOwner(t.app);
  b = await makeOwner(t.app);
  const tariffs = await call(t.app, 'listTariffs', { headers: a.headers });
  if (tariffs.statusCode === 200) {
    const items = (tariffs.json() as { items?: { id: number }[] }).items;
    tariffId = items?.[0]?.id ?? tariffId;
  }
});
afterAll(async () => {
  await t?.close();
});

/** A value for an id field: one of the owner's ids (an array where the schema wants one). */
function idValue(owner: Owner, kind: ResourceKind, name: string, mixWith?: Owner): unknown {
  const own = owner.ids[kind] ?? 999_999;
  if (!/ids$/.test(name)) return own;
  // A list holding a foreign id among the caller's own must be refused as a whole.
  const other = mixWith?.ids[kind];
  return other !== undefined && other !== own ? [own, other] : [own, own + 1];
}

function bodyFor(op: Operation, caller: Owner, foreign?: { name: string; owner: Owner }) {
  if (!op.body) return undefined;
  const overrides: Overrides = { tariff_id: tariffId, segment_id: 0 };
  const top = resolve(op.body.schema);
  const optional = (name: string) =>
    name in ((top.properties as object) ?? {}) &&
    !((top.required as string[] | undefined) ?? []).includes(name);
  for (const name of idFields(op.body.schema)) {
    const kind = kindOf(op, name);
    if (!kind) continue;
    // Optional id fields other than the one under test stay out of the body.
    if (foreign && foreign.name !== name && optional(name)) continue;
    overrides[name] =
      foreign?.name === name
        ? idValue(foreign.owner, kind, name, caller)
        : idValue(caller, kind, name);
  }
  if (op.operationId === 'createAnalysis') {
    // One of lab_id and brief_id, as the contract says.
    delete overrides[foreign?.name === 'brief_id' ? 'lab_id' : 'brief_id'];
    delete overrides.research_ids;
  }
  return sample(op.body.schema, overrides);
}

function paramsFor(op: Operation, caller: Owner, foreign?: { name: string; owner: Owner }) {
  const params: Record<string, string | number> = {};
  for (const p of op.pathParams) {
    const kind = kindOf(op, p.name);
    const owner = foreign?.name === p.name ? foreign.owner : caller;
    params[p.name] = kind ? (owner.ids[kind] ?? 999_999) : 1;
  }
  return params;
}

const bearerOps = operations.filter((op) => !op.public && !op.security.includes('adminToken'));
const adminOps = operations.filter((op) => op.security.includes('adminToken'));
const publicOps = operations.filter((op) => op.public);

function forgedToken(): string {
  const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const claims = Buffer.from(
    JSON.stringify({
      sub: String(a.userId),
      email: a.email,
      aud: 'kreolab',
      typ: 'access',
      exp: Math.floor(Date.now() / 1000) + 600,
    }),
  ).toString('base64url');
  const sig = createHmac('sha256', 'not-the-server-secret-not-the-server-secret')
    .update(`${head}.${claims}`)
    .digest('base64url');
  return `${head}.${claims}.${sig}`;
}

describe('authorization matrix: without or with forged credentials', () => {
  it.each(bearerOps.map((op) => [op.operationId, op] as const))(
    '%s → 401 without a token, with a forged one, and with an admin token; nothing changes',
    async (_id, op) => {
      const before = await fingerprint(t.app);
      const body = bodyFor(op, a);
      const params = paramsFor(op, a);
      const variants: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${forgedToken()}` },
        { authorization: `Bearer ${ADMIN_TOKEN}` },
        { authorization: 'Basic dXNlcjpwYXNz' },
      ];
      for (const headers of variants) {
        const res = await call(t.app, op.operationId, { params, body, headers });
        expect(res.statusCode, `${JSON.stringify(headers)}: ${res.body}`).toBe(401);
        // An answer to HEAD carries no body (HTTP): the status says it.
        if (op.method !== 'head') expect(res.json()).toMatchObject({ code: 'NO_TOKEN' });
      }
      expect(changedTables(before, await fingerprint(t.app))).toEqual([]);
    },
  );

  it.each(adminOps.map((op) => [op.operationId, op] as const))(
    '%s (admin) → 401/403 without the admin token, with a wrong one, and with a user token',
    async (_id, op) => {
      const before = await fingerprint(t.app);
      const body = bodyFor(op, a);
      for (const headers of [
        {},
        { authorization: `Bearer ${ADMIN_TOKEN}x` },
        { authorization: `Bearer ${ADMIN_TOKEN.slice(0, -1)}` },
        a.headers,
      ]) {
        const res = await call(t.app, op.operationId, { params: { id: 1 }, body, headers });
        expect([401, 403], `${JSON.stringify(headers)}: ${res.body}`).toContain(res.statusCode);
        expect(typeof (res.json() as { code?: unknown }).code).toBe('string');
      }
      expect(changedTables(before, await fingerprint(t.app))).toEqual([]);
      // And the right token is let through (to a handler, a 404 or a 501, but not 401/403).
      const ok = await call(t.app, op.operationId, {
        params: { id: 999_999 },
        body,
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      expect([401, 403]).not.toContain(ok.statusCode);
    },
  );

  it.each(publicOps.map((op) => [op.operationId, op] as const))(
    '%s (public) answers without credentials',
    async (_id, op) => {
      const res = await call(t.app, op.operationId, {
        params: { token: 'not-a-token' },
        body: bodyFor(op, a),
      });
      if (OWN_CREDENTIAL[op.operationId]) {
        // Refused for lack of its own credential, never for a missing bearer token.
        expect(res.statusCode, res.body).toBeLessThan(500);
        return;
      }
      expect(res.statusCode, res.body).not.toBe(401);
      if (res.statusCode !== 501) expect(res.statusCode, res.body).toBeLessThan(500);
    },
  );
});

interface CrossCase {
  op: Operation;
  name: string;
  where: 'path' | 'body';
  kind: ResourceKind;
}

const crossCases: CrossCase[] = bearerOps.flatMap((op) => {
  const cases: CrossCase[] = [];
  for (const p of op.pathParams) {
    const kind = kindOf(op, p.name);
    if (kind) cases.push({ op, name: p.name, where: 'path', kind });
  }
  for (const name of op.body ? idFields(op.body.schema) : []) {
    const kind = kindOf(op, name);
    if (kind) cases.push({ op, name, where: 'body', kind });
  }
  return cases;
});

/**
 * Operations whose ids are not numbers of this matrix's world: a resumable upload's id is a
 * uuid made per upload. Another user's upload id → 404 with nothing changed, for HEAD, PATCH and
 * DELETE, is tested in test/cloud-resumable.test.ts.
 */
const COVERED_ELSEWHERE = new Set(['getUploadOffset', 'patchUpload', 'deleteUpload']);

describe("authorization matrix: another user's ids → 404, and nothing changes", () => {
  it('every id-carrying operation of the contract has a case here', () => {
    const covered = new Set(crossCases.map((c) => c.op.operationId));
    const withIds = bearerOps.filter(
      (op) =>
        op.pathParams.length > 0 ||
        (op.body && idFields(op.body.schema).some((n) => !NOT_OWNED.has(n))),
    );
    expect(
      withIds
        .map((op) => op.operationId)
        .filter((id) => !covered.has(id) && !COVERED_ELSEWHERE.has(id)),
    ).toEqual([]);
  });

  it.each(
    crossCases.map(
      (c) => [`${c.op.operationId}: ${c.where} ${c.name} = another user's ${c.kind}`, c] as const,
    ),
  )('%s', async (label, { op, name, kind }) => {
    if (a.ids[kind] === undefined) {
      pending.push(`${label}: no ${kind} to point at (${a.missing[kind]})`);
      return;
    }
    const foreign = { name, owner: a };
    const before = await fingerprint(t.app);
    const res = await call(t.app, op.operationId, {
      params: paramsFor(op, b, foreign),
      body: bodyFor(op, b, foreign),
      headers: b.headers,
    });
    const after = await fingerprint(t.app);
    if (res.statusCode === 501) {
      pending.push(`${label}: 501 NOT_IMPLEMENTED`);
    } else {
      checked.push(label);
      const where = `${op.method.toUpperCase()} ${op.path} as B: ${res.body}`;
      if (res.statusCode === 404) {
        expect(res.json()).toMatchObject({ code: 'OBJECT_NOT_FOUND' });
      } else {
        // Refused for a reason that does not depend on whose id it is (research_ids on a
        // research): the same call with the caller's own id must be refused identically, so
        // the answer tells nothing about the other user's resource.
        const control = await call(t.app, op.operationId, {
          params: paramsFor(op, b),
          body: bodyFor(op, b, { name, owner: b }),
          headers: b.headers,
        });
        expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, where).toBeLessThan(500);
        expect(res.statusCode, `${where}; with B's own id: ${control.body}`).toBe(
          control.statusCode,
        );
        expect(res.json().code, where).toBe(control.json().code);
      }
    }
    expect(changedTables(before, after)).toEqual([]);
  });

  it('the owner still sees every resource of theirs unchanged', async () => {
    const reads: [ResourceKind, string, string][] = [
      ['lab', 'getLab', 'labId'],
      ['brief', 'getBrief', 'briefId'],
      ['analysis', 'getAnalysis', 'id'],
      ['folder', 'getFolder', 'id'],
      ['payment', 'getPayment', 'id'],
      ['invoice', 'getInvoicePdf', 'id'],
    ];
    for (const [kind, operationId, param] of reads) {
      const id = a.ids[kind];
      if (id === undefined) continue;
      const res = await call(t.app, operationId, { params: { [param]: id }, headers: a.headers });
      expect(res.statusCode, `${operationId} ${id}: ${res.body}`).toBe(200);
    }
  });

  it('reports what is checked and what is pending', () => {
    const missing = Object.entries(a.missing).map(([k, why]) => `${k}: ${why}`);
    console.info(
      [
        `authorization matrix: ${checked.length} cross-user cases checked, ${pending.length} pending`,
        ...(missing.length ? ['fixtures not available yet:', ...missing.map((m) => `  ${m}`)] : []),
        ...(pending.length ? ['pending:', ...pending.map((p) => `  ${p}`)] : []),
      ].join('\n'),
    );
    expect(checked.length + pending.length).toBe(crossCases.length);
  });
});
