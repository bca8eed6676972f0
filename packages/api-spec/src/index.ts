// Public API of @kreolab/api-spec: where the contract lives, the contract parsed, a flat list
// of its operations, and the server types generated from it (`pnpm gen`).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type { paths, components, operations } from './generated/schema';

/**
 * Absolute path of openapi.yaml: the one-document bundle (`pnpm gen`) of the sources in
 * `contract/`, which is what the server, the client generator and the tests read.
 */
export const specPath: string = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

/** Absolute path of the folder of the contract's sources: one file per tag, plus shared.yaml. */
export const contractDir: string = fileURLToPath(new URL('../contract', import.meta.url));

export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The tags the contract groups its operations by (one file each in contract/). */
export const TAGS = [
  'system',
  'auth',
  'profile',
  'tariffs',
  'payments',
  'cloud',
  'labs',
  'briefs',
  'analyses',
  'feedback',
  'admin',
  'tokens',
  'shares',
] as const;
export type Tag = (typeof TAGS)[number];

/** The parts of an OpenAPI document this package reads; the rest stays `unknown`. */
export interface OpenApiOperation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  [key: string]: unknown;
}
export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  servers?: { url: string }[];
  security?: Record<string, string[]>[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>> & Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/** The contract, parsed (read from disk on every call; cache it if you call it often). */
export function loadSpec(): OpenApiDocument {
  return parse(readFileSync(specPath, 'utf8')) as OpenApiDocument;
}

export interface OperationInfo {
  operationId: string;
  method: HttpMethod;
  /** The path as written in the spec, relative to the server URL `/api/v1`, e.g. `/labs/{labId}`. */
  path: string;
  tag: string;
  /** True when the operation needs no credentials (`security: []`). */
  public: boolean;
  /** The security scheme names it accepts (empty when public), e.g. `['bearer']` or `['adminToken']`. */
  security: string[];
}

/** Every operation of the contract, in document order. */
export function operationIds(spec: OpenApiDocument = loadSpec()): OperationInfo[] {
  const list: OperationInfo[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as OpenApiOperation | undefined;
      if (!op) continue;
      const security = op.security ?? spec.security ?? [];
      const schemes = security.flatMap((req) => Object.keys(req));
      list.push({
        operationId: op.operationId ?? '',
        method,
        path,
        tag: op.tags?.[0] ?? '',
        public: schemes.length === 0,
        security: schemes,
      });
    }
  }
  return list;
}
