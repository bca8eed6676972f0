import { loadSpec, type OpenApiDocument } from '@kreolab/api-spec';
import type { FastifyRequest } from 'fastify';
import type { RequestBodySpec } from './plugins/content-types';

export type { OpenApiDocument };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface OperationSpec {
  operationId: string;
  method: string;
  path: string;
  body: RequestBodySpec | null;
  /** The security requirements (alternatives) in force; empty or `[{}]` for a public operation. */
  security: Record<string, string[]>[];
}

/** The contract from @kreolab/api-spec; tests may hand in a document of their own. */
export function loadContract(): OpenApiDocument {
  return loadSpec();
}

export function jsonSchemaDialect(spec: OpenApiDocument): '2020' | '07' {
  // OpenAPI 3.1 schemas are JSON Schema 2020-12; 3.0 ones are close to draft-07.
  return spec.openapi.startsWith('3.0') ? '07' : '2020';
}

interface RawRequestBody {
  required?: boolean;
  content?: Record<string, unknown>;
  $ref?: string;
}

function resolveRequestBody(
  spec: OpenApiDocument,
  raw: RawRequestBody | undefined,
): RawRequestBody | undefined {
  if (!raw?.$ref) return raw;
  const name = raw.$ref.replace('#/components/requestBodies/', '');
  return spec.components?.requestBodies?.[name] as RawRequestBody | undefined;
}

/** operationId → what the server needs to know about it beyond what fastify-openapi-glue uses. */
export function indexOperations(spec: OpenApiDocument): Map<string, OperationSpec> {
  const operations = new Map<string, OperationSpec>();
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const requestBody = resolveRequestBody(spec, op.requestBody as RawRequestBody | undefined);
      const types = Object.keys(requestBody?.content ?? {}).map((t) => t.toLowerCase());
      operations.set(op.operationId, {
        operationId: op.operationId,
        method,
        path,
        body: types.length > 0 ? { required: requestBody?.required === true, types } : null,
        security: (op.security ?? spec.security ?? []) as Record<string, string[]>[],
      });
    }
  }
  return operations;
}

const JSON_MEDIA = /^application\/(.+\+)?json$/;

/**
 * The copy handed to fastify-openapi-glue: binary and streamed responses (files, PDF reports,
 * server-sent events) lose their media-type entries, since handlers send those as streams that
 * no serializer touches, and glue would otherwise warn at every start about request parsers
 * for media types that are never request bodies.
 */
export function routingSpec(spec: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(spec);
  for (const item of Object.values(copy.paths ?? {})) {
    for (const method of METHODS) {
      const responses = item[method]?.responses as
        Record<string, { content?: Record<string, unknown> }> | undefined;
      for (const response of Object.values(responses ?? {})) {
        if (!response.content) continue;
        for (const media of Object.keys(response.content)) {
          if (!JSON_MEDIA.test(media)) delete response.content[media];
        }
      }
    }
  }
  return copy;
}

/** The contract's operation a request was routed to (none for the SPA, files and 404s). */
export function operationIdOf(request: FastifyRequest): string | undefined {
  return (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
}
