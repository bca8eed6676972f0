import cookie from '@fastify/cookie';
import type { FastifyInstance, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { securityHandlers } from '../auth/security';
import type { Config } from '../config';
import { notImplemented, unavailable } from '../errors';
import type { AnyHandler } from '../routes';
import { invalidateAfter } from '../routes/profile/cache';
import {
  indexOperations,
  jsonSchemaDialect,
  operationIdOf,
  routingSpec,
  type OpenApiDocument,
} from '../spec';
import bodyParsers from './body-parsers';
import { CALL_LIMITS, limitCall } from './call-limits';
import { authenticator } from './authenticate';
import { contentTypeGuard, detachMultipartSchema } from './content-types';
import { installValidators } from './validation';

export const API_PREFIX = '/api/v1';

export interface ApiOptions {
  config: Config;
  specification: OpenApiDocument;
  handlers: Map<string, AnyHandler>;
}

/** Operations that must answer while the database is still migrating. */
const ALWAYS_ON = new Set(['health']);

/**
 * Every route of the contract, spec-first: paths, parameters and bodies come from openapi.yaml
 * through fastify-openapi-glue; handlers come from the feature registry; the rest answer 501.
 * Encapsulated: its hooks, parsers and validators apply to /api routes only.
 */
export default async function api(app: FastifyInstance, opts: ApiOptions) {
  const operations = indexOperations(opts.specification);
  const strays = [...opts.handlers.keys()].filter((id) => !operations.has(id));
  if (strays.length > 0) {
    throw new Error(`Handlers for operations that are not in the contract: ${strays.join(', ')}`);
  }

  installValidators(app, jsonSchemaDialect(opts.specification));
  await app.register(bodyParsers, { config: opts.config });
  // The refresh token (and, for streams and downloads, the access token) arrive as cookies.
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.addHook('onRoute', detachMultipartSchema);
  app.addHook('onRequest', async (request) => {
    const operationId = operationIdOf(request);
    if (!app.lifecycle.ready && operationId && !ALWAYS_ON.has(operationId)) throw unavailable();
  });
  // Read-your-writes for the profile cache: a write's answer goes after the stale entries do.
  app.addHook('onSend', async (request, _reply, payload) => {
    invalidateAfter(request);
    return payload;
  });

  // bearer, tokenCookie and adminToken of the contract; they set request.user (src/auth).
  const schemes = securityHandlers(opts.config);
  await app.register(openapiGlue, {
    specification: routingSpec(opts.specification),
    prefix: API_PREFIX,
    operationResolver: (operationId: string) => {
      const operation = operations.get(operationId);
      const body = operation?.body;
      const implemented = opts.handlers.get(operationId);
      const handler: AnyHandler = implemented
        ? CALL_LIMITS[operationId]
          ? async function limited(this: FastifyInstance, request, reply) {
              // Here, not in a hook: glue's security runs as the route's own preHandler, so
              // only the handler is sure to see request.user.
              await limitCall(this, operationId, request);
              return implemented.call(this, request, reply);
            }
          : implemented
        : async function notBuiltYet() {
            throw notImplemented(operationId);
          };
      // glue spreads these over the route it builds (method, url and schema come from the spec).
      // Credentials first, then the media type; the body is parsed and validated after both,
      // so an anonymous caller learns nothing from a body and never makes the server read one.
      const authenticate = authenticator(operation?.security ?? [], schemes);
      const onRequest = [
        ...(authenticate ? [authenticate] : []),
        ...(body ? [contentTypeGuard(body)] : []),
      ];
      return { handler, onRequest } as Partial<RouteOptions> as RouteOptions;
    },
  });
}
