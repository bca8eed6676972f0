/**
 * The contract, read for the security suite: every operation with its parameters and body
 * schema resolved, and a generator of minimal valid values for a schema. Nothing here knows a
 * feature: new operations are covered the moment they are in openapi.yaml.
 */
import { loadSpec, operationIds, type OperationInfo } from '@kreolab/api-spec';

export type Schema = Record<string, unknown>;
export const spec = loadSpec();

function deref<T = Schema>(value: unknown): T {
  let node = value as { $ref?: string } | undefined;
  for (let i = 0; node?.$ref && i < 20; i++) {
    const parts = node.$ref.replace(/^#\//, '').split('/');
    node = parts.reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], spec) as {
      $ref?: string;
    };
  }
  return node as T;
}

export interface Operation extends OperationInfo {
  pathParams: { name: string; schema: Schema }[];
  queryParams: { name: string; required: boolean; schema: Schema }[];
  /** The media type of the body and its schema; null without a body. */
  body: { type: string; required: boolean; schema: Schema } | null;
}

const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

export const operations: Operation[] = operationIds(spec).map((info) => {
  const item = spec.paths[info.path] as Record<string, unknown>;
  const op = item[info.method] as Record<string, unknown>;
  const params = [
    ...((item.parameters as unknown[]) ?? []),
    ...((op.parameters as unknown[]) ?? []),
  ].map((p) => deref<{ name: string; in: string; required?: boolean; schema?: Schema }>(p));
  const requestBody = deref<{ required?: boolean; content?: Record<string, { schema?: Schema }> }>(
    op.requestBody,
  );
  const type = BODY_TYPES.find((t) => requestBody?.content?.[t]);
  return {
    ...info,
    pathParams: params
      .filter((p) => p.in === 'path')
      .map((p) => ({ name: p.name, schema: deref(p.schema ?? {}) })),
    queryParams: params
      .filter((p) => p.in === 'query')
      .map((p) => ({ name: p.name, required: p.required === true, schema: deref(p.schema ?? {}) })),
    body: type
      ? {
          type,
          required: requestBody?.required === true,
          schema: deref(requestBody!.content![type]!.schema ?? {}),
        }
      : null,
  };
});

/** Values to put in place of generated ones, by property or parameter name. */
export type Overrides = Record<string, unknown>;

const FORMAT_SAMPLES: Record<string, string> = {
  email: 'sample@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  date: '2025-01-01',
  'date-time': '2025-01-01T00:00:00Z',
  uuid: '00000000-0000-4000-8000-000000000000',
  binary: 'file',
  password: 'Kr3o-lab!test#7',
};

function typeOf(schema: Schema): string | undefined {
  const t = schema.type;
  if (Array.isArray(t)) return (t as string[]).find((x) => x !== 'null') ?? 'null';
  return t as string | undefined;
}

/** Merges allOf parts and picks the first non-null alternative of oneOf/anyOf. */
export function resolve(raw: unknown): Schema {
  let schema = deref(raw) ?? {};
  if (Array.isArray(schema.allOf)) {
    const merged: Schema = { ...schema, properties: {}, required: [] };
    delete merged.allOf;
    for (const part of (schema.allOf as unknown[]).map(resolve)) {
      Object.assign(merged.properties as object, part.properties ?? {});
      (merged.required as string[]).push(...((part.required as string[]) ?? []));
      for (const [k, v] of Object.entries(part))
        if (k !== 'properties' && k !== 'required') merged[k] ??= v;
    }
    schema = merged;
  }
  const choices = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (choices) {
    const options = choices.map(resolve);
    return options.find((o) => o.type !== 'null') ?? options[0]!;
  }
  return schema;
}

/**
 * A minimal value that the schema accepts: required properties only (plus any property named in
 * `overrides`), the smallest lengths and counts, the first enum value.
 */
export function sample(raw: unknown, overrides: Overrides = {}, name?: string): unknown {
  if (name !== undefined && name in overrides) return overrides[name];
  const schema = resolve(raw);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  if ('default' in schema && schema.default !== null) return schema.default;
  switch (typeOf(schema) ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, unknown>;
      const required = new Set((schema.required as string[]) ?? []);
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(props)) {
        if (required.has(key) || key in overrides) out[key] = sample(sub, overrides, key);
      }
      return out;
    }
    case 'array': {
      const count = Math.max(1, (schema.minItems as number) ?? 0);
      const items = resolve(schema.items ?? {});
      // Distinct items when uniqueItems (ids 1, 2, ...; strings a, b, ...).
      return Array.from({ length: count }, (_, i) => {
        const value = sample(items);
        if (typeof value === 'number') return value + i;
        if (typeof value === 'string' && !items.enum) return value + (i ? String(i) : '');
        return Array.isArray(items.enum) ? (items.enum[i % items.enum.length] ?? value) : value;
      });
    }
    case 'string': {
      const format = schema.format as string | undefined;
      if (format && FORMAT_SAMPLES[format]) return FORMAT_SAMPLES[format];
      const min = (schema.minLength as number) ?? 1;
      if (schema.pattern) {
        const pattern = String(schema.pattern);
        if (/\\d|\[0-9\]/.test(pattern)) return '1'.repeat(Math.max(min, digitCount(pattern)));
      }
      return 'a'.repeat(Math.max(1, min));
    }
    case 'integer':
    case 'number': {
      const min = (schema.minimum as number) ?? ((schema.exclusiveMinimum as number) ?? 0) + 1;
      return Math.max(min, 1);
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return {};
  }
}

function digitCount(pattern: string): number {
  const m = /\{(\d+)(?:,\d*)?\}/.exec(pattern);
  return m ? Number(m[1]) : 1;
}

export function pathOf(op: Operation, params: Record<string, string | number>): string {
  let url = `/api/v1${op.path}`;
  for (const p of op.pathParams) {
    const value = params[p.name] ?? sample(p.schema);
    url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
  }
  const query = op.queryParams
    .filter((q) => q.required || q.name in params)
    .map((q) => `${q.name}=${encodeURIComponent(String(params[q.name] ?? sample(q.schema)))}`);
  return query.length ? `${url}?${query.join('&')}` : url;
}

/** Names of id-like fields: `id`, `*_id`, `ids`, `*_ids`. */
export const isIdName = (name: string) => /(^|_)ids?$/.test(name) || /Id$/.test(name);

/** Every property name in a body schema (nested objects included) that carries an id. */
export function idFields(raw: unknown, depth = 0): string[] {
  const schema = resolve(raw);
  if (depth > 4) return [];
  const names: string[] = [];
  for (const [key, sub] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) {
    if (isIdName(key)) names.push(key);
    const resolved = resolve(sub);
    if (resolved.properties) names.push(...idFields(resolved, depth + 1));
  }
  return [...new Set(names)];
}

/** A multipart body (`files` as one small PNG when the schema has binary fields). */
export function multipart(
  fields: Record<string, unknown>,
  files: { field: string; name: string; type: string; data: Buffer }[] = [],
) {
  const boundary = `----kreolab${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'object' ? JSON.stringify(value) : String(value)}\r\n`,
      ),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A valid 32×32 PNG: as small as a file goes while still being a creative the engine takes. */
export const PNG_SMALL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKklEQVR42mM4EaBBU8QwasGoBaMWjFowasGoBaMWjFowasGoBaMWDBULAFMMAEyIPdnoAAAAAElFTkSuQmCC',
  'base64',
);

/** The payload and headers of a request whose body is built from `value` in the op's media type. */
export function encodeBody(
  op: Operation,
  value: unknown,
): { payload?: string | Buffer; headers: Record<string, string> } {
  if (!op.body) return { headers: {} };
  if (op.body.type === 'application/json') {
    return {
      payload: JSON.stringify(value),
      headers: { 'content-type': 'application/json' },
    };
  }
  if (op.body.type === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>))
      form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    return {
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  // multipart: binary properties become files, the rest fields.
  const props = (resolve(op.body.schema).properties ?? {}) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  const files: { field: string; name: string; type: string; data: Buffer }[] = [];
  for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    const prop = resolve(props[k] ?? {});
    const binary = prop.format === 'binary' || resolve(prop.items ?? {}).format === 'binary';
    if (binary) files.push({ field: k, name: 'creative.png', type: 'image/png', data: PNG_SMALL });
    else fields[k] = Array.isArray(v) ? v.join(',') : v;
  }
  const { payload, headers } = multipart(fields, files);
  return { payload, headers };
}
