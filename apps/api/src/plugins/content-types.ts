import type { FastifyRequest, RouteOptions } from 'fastify';
import { invalid, unsupportedMediaType } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's schema of a multipart body, for the handler that reads the parts. */
    multipartSchema?: unknown;
  }
}

export interface RequestBodySpec {
  required: boolean;
  /** Media types as declared in the contract, lower case, e.g. `application/json`. */
  types: string[];
}

function essence(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

function matches(declared: string, actual: string): boolean {
  if (declared === '*/*' || declared === actual) return true;
  return declared.endsWith('/*') && actual.startsWith(declared.slice(0, -1));
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/**
 * Fastify validates a body only against the schema of its own media type and lets any other
 * media type through unvalidated; this hook refuses them before a byte is parsed.
 */
export function contentTypeGuard(body: RequestBodySpec) {
  const expected = body.types.join(' or ');
  return async function checkContentType(request: FastifyRequest) {
    const header = request.headers['content-type'];
    if (!header) {
      if (hasBody(request))
        throw unsupportedMediaType(`Content-Type is missing; expected ${expected}`);
      // No body at all is a 422, not a 415. Fastify picks a body's schema by its media type, so
      // without one nothing validates it and the handler read fields of undefined (a 500).
      if (body.required) throw invalid({}, `A request body is required (${expected})`);
      return;
    }
    const actual = essence(header);
    if (!body.types.some((declared) => matches(declared, actual))) {
      throw unsupportedMediaType(
        `Content-Type ${actual} is not accepted here; expected ${expected}`,
      );
    }
  };
}

/**
 * Multipart bodies stay streams (request.parts()), so there is no body object for Fastify to
 * validate; the handler validates the fields it reads against the schema kept in the route config.
 */
export function detachMultipartSchema(route: RouteOptions): void {
  const body = (
    route.schema as { body?: { content?: Record<string, { schema?: unknown }> } } | undefined
  )?.body;
  // A tus chunk is read from the request stream by its handler; no parser makes it a value.
  if (body?.content?.['application/offset+octet-stream']) {
    delete body.content['application/offset+octet-stream'];
    if (Object.keys(body.content).length === 0) delete (route.schema as { body?: unknown }).body;
    return;
  }
  const multipartContent = body?.content?.['multipart/form-data'];
  if (!body?.content || !multipartContent) return;
  route.config = { ...route.config, multipartSchema: multipartContent.schema };
  delete body.content['multipart/form-data'];
  if (Object.keys(body.content).length === 0) delete (route.schema as { body?: unknown }).body;
}
