/**
 * Hostile values on every field the contract names: each body property (nested ones and array
 * items included), each path and query parameter and each multipart field of every operation
 * gets, one at a time and with the rest of the request valid, text PostgreSQL cannot store
 * (U+0000, an unpaired surrogate), integers past int4 (2^31), 1e308 and a 10^6-character
 * string. Never a 5xx; a refusal always carries a catalogue code. Nothing here knows a feature:
 * a new field is covered the moment it is in the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build';
import {
  encodeBody,
  operations,
  pathOf,
  resolve,
  sample,
  type Operation,
  type Overrides,
} from './contract';
import {
  ADMIN_TOKEN,
  credentialsFor,
  makeOwner,
  nextAddress,
  ownIdOverrides,
  unknownPathParams,
  type Owner,
} from './world';

const HOSTILE: readonly [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'a\uD800b'],
  ['2^31', 2 ** 31],
  ['1e308', 1e308],
  ['10^6 characters', 'x'.repeat(1_000_000)],
];

type Json = Record<string, unknown>;
type Path = (string | number)[];

let t: TestApp;
let owner: Owner;
let sent = 0;
const fuzzed = new Set<string>();
const fields = new Set<string>();

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_TOKEN } });
  owner = await makeOwner(t.app);
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const overridesFor = (op: Operation) => ownIdOverrides(op, owner);

/** A value with every property of the schema present (nested objects, one array item). */
function full(raw: unknown, overrides: Overrides, depth = 0): unknown {
  const schema = resolve(raw);
  const props = schema.properties as Record<string, unknown> | undefined;
  if (depth < 6 && props) {
    const out: Json = {};
    for (const [key, sub] of Object.entries(props)) {
      out[key] = key in overrides ? overrides[key] : full(sub, overrides, depth + 1);
    }
    return out;
  }
  if (depth < 6 && schema.items && !(schema.items as Json).enum) {
    const item = full(schema.items, overrides, depth + 1);
    return item !== null && typeof item === 'object' ? [item] : sample(schema);
  }
  return sample(schema);
}

/** Every place a hostile value can go: the primitive leaves of a value. */
function leaves(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) {
    return value.length ? leaves(value[0], [...at, 0]) : [[...at, 0]];
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Json);
    return entries.length ? entries.flatMap(([k, v]) => leaves(v, [...at, k])) : [at];
  }
  return at.length ? [at] : [];
}

/** The minimal valid body with `value` at `path`, parents taken from the full value. */
function withValue(minimal: unknown, complete: unknown, path: Path, value: unknown): unknown {
  const root = structuredClone(minimal ?? {}) as Json;
  let node: Json = root;
  let model = complete as Json;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) {
      node[key] = value;
      break;
    }
    model = (model?.[key] ?? {}) as Json;
    const next = node[key];
    node[key] = next !== null && typeof next === 'object' ? next : structuredClone(model ?? {});
    node = node[key] as Json;
  }
  return root;
}

const headersFor = (op: Operation) => credentialsFor(op, owner);
const paramsFor = unknownPathParams;

/** Operations answered to HEAD: their answers carry no body (HTTP). */
const HEAD_OPERATIONS = new Set(
  operations.filter((o) => o.method === 'head').map((o) => o.operationId),
);

async function expectSafe(
  label: string,
  send: () => Promise<{ statusCode: number; body: string }>,
) {
  sent += 1;
  const res = await send();
  const where = `${label} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  // An answer to HEAD carries no body (HTTP): its status is all there is to check.
  if (res.statusCode >= 400 && !HEAD_OPERATIONS.has(label.split(' ')[0]!)) {
    const body = JSON.parse(res.body) as { code?: unknown };
    expect(body.code, where).toMatch(/^[A-Za-z_]+$/);
  }
}

const PLACEHOLDER = 'HOSTILE-VALUE';

/**
 * Percent-encoding as a client that does not check its text would send it: an unpaired
 * surrogate goes out as its three generalized UTF-8 bytes (encodeURIComponent refuses it).
 */
function percentEncoded(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

const describeValue = (value: unknown) =>
  typeof value === 'string' ? `string(${value.length})` : String(value);

describe('hostile values on every field of every operation', () => {
  it.each(operations.map((op) => [op.operationId, op] as const))('%s', async (operationId, op) => {
    fuzzed.add(operationId);
    const method = op.method.toUpperCase() as 'POST';
    // Path and query parameters, one at a time.
    for (const p of [...op.pathParams, ...op.queryParams]) {
      fields.add(`${operationId} ${p.name}`);
      for (const [name, value] of HOSTILE) {
        const params = { ...paramsFor(op), [p.name]: PLACEHOLDER };
        const url = pathOf(op, params).replace(PLACEHOLDER, percentEncoded(String(value)));
        const minimal = op.body ? sample(op.body.schema, overridesFor(op)) : undefined;
        const { payload, headers } = encodeBody(op, minimal);
        await expectSafe(`${operationId} ${p.name}=${name}`, () =>
          t.app.inject({
            method,
            url,
            payload,
            headers: { ...headers, ...headersFor(op) },
            remoteAddress: nextAddress(),
          }),
        );
      }
    }
    if (!op.body) return;
    // Body properties (multipart fields too), one at a time.
    const overrides = overridesFor(op);
    const minimal = sample(op.body.schema, overrides);
    const complete = full(op.body.schema, overrides);
    for (const path of leaves(complete)) {
      fields.add(`${operationId} ${path.join('.')}`);
      for (const [name, value] of HOSTILE) {
        const body = withValue(minimal, complete, path, value);
        const { payload, headers } = encodeBody(op, body);
        await expectSafe(`${operationId} ${path.join('.')}=${name} (${describeValue(value)})`, () =>
          t.app.inject({
            method,
            url: pathOf(op, paramsFor(op)),
            payload,
            headers: { ...headers, ...headersFor(op) },
            remoteAddress: nextAddress(),
          }),
        );
      }
    }
  });

  it('covered every operation and reports the figures', () => {
    expect(fuzzed.size).toBe(operations.length);
    console.info(
      `hostile values: ${fuzzed.size} operations, ${fields.size} fields and parameters, ` +
        `${HOSTILE.length} values each, ${sent} requests, 0 answered 5xx`,
    );
  });
});
