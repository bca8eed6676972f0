import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A handler for one operationId of the contract; `this` is the Fastify instance. */
export type OperationHandler = (
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) => unknown;

/** operationId → handler; each feature folder exports one of these. */
export type Handlers = Readonly<Record<string, OperationHandler>>;
