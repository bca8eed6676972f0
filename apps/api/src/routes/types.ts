import type { operations } from '@kreolab/api-spec';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Every operationId of the contract; a handler for anything else does not compile. */
export type OperationId = keyof operations;

type ContentOf<T> = T extends { content: infer C } ? C[keyof C] : never;
type Present<T> = [NonNullable<T>] extends [never] ? unknown : NonNullable<T>;

type BodyOf<Op> = Op extends { requestBody: infer B }
  ? ContentOf<B>
  : Op extends { requestBody?: infer B }
    ? ContentOf<NonNullable<B>> | undefined
    : unknown;
type ParamsOf<Op> = Op extends { parameters: { path?: infer P } } ? Present<P> : unknown;
type QueryOf<Op> = Op extends { parameters: { query?: infer Q } } ? Present<Q> : unknown;

type Success = 200 | 201 | 202 | 204 | 206;
/** The JSON a handler may return for its success statuses, per the contract. */
export type ReplyOf<Id extends OperationId> = {
  [S in keyof operations[Id]['responses']]: S extends Success
    ? ContentOf<operations[Id]['responses'][S]>
    : never;
}[keyof operations[Id]['responses']];

/** The request of one operation, typed from the contract (body, path and query). */
export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Body: BodyOf<operations[Id]>;
  Params: ParamsOf<operations[Id]>;
  Querystring: QueryOf<operations[Id]>;
}>;

/**
 * A handler for one operation; `this` is the Fastify instance. It returns the success body
 * (checked against the contract), or sends through `reply` itself (streams, other statuses).
 */
export type OperationHandler<Id extends OperationId = OperationId> = (
  this: FastifyInstance,
  request: OperationRequest<Id>,
  reply: FastifyReply,
) => ReplyOf<Id> | FastifyReply | void | Promise<ReplyOf<Id> | FastifyReply | void>;

/** operationId → handler; each feature folder exports one of these. */
export type Handlers = { readonly [Id in OperationId]?: OperationHandler<Id> };

/** The untyped form the router stores them in. */
export type AnyHandler = (
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) => unknown;
