import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { securityFailure } from '../auth/security';
import { AppError, INTERNAL_ERROR_BODY, type ErrorBody } from '../errors';
import { validationDetail, validationFields } from './validation-fields';

/** Catalogue codes for Fastify's own 4xx errors (bad JSON, body too large, ...). */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'NO_TOKEN',
  403: 'Forbidden',
  404: 'OBJECT_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'REQUEST_RATE_LIMIT',
};

function toResponse(error: FastifyError | AppError): {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
} {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: error.toBody(), headers: error.headers };
  }
  if (error.validation) {
    const context = error.validationContext ?? 'body';
    return {
      status: 422,
      body: {
        code: 'VALIDATION_ERROR',
        detail: validationDetail(error.validation, context),
        fields: validationFields(error.validation, context),
      },
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // @fastify/multipart's per-file limit is the catalogue's FILE_TOO_BIG.
    const code =
      error.code === 'FST_REQ_FILE_TOO_LARGE'
        ? 'FILE_TOO_BIG'
        : (CODE_BY_STATUS[status] ?? 'BAD_REQUEST');
    return { status, body: { code, detail: error.message } };
  }
  return { status: 500, body: INTERNAL_ERROR_BODY };
}

/** The one error handler: every error body is `{code, detail, fields?}`; a 5xx never shows internals. */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((thrown: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      // fastify-openapi-glue wraps the security handlers' AppErrors in one error of its own.
      const error = (thrown.name === 'Unauthorized' && securityFailure(thrown)) || thrown;
      const { status, body, headers } = toResponse(error);
      if (status >= 500 && !(error instanceof AppError)) {
        request.log.error({ err: error }, 'request failed');
      } else if (status >= 500) {
        request.log.warn({ code: body.code }, body.detail);
      } else {
        request.log.info({ code: body.code, status }, body.detail);
      }
      if (headers) void reply.headers(headers);
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'kreolab-errors' },
);
