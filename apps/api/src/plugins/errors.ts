import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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

// busboy's own errors for a body that is not the multipart it claims to be (no boundary, cut
// short, broken part headers), and a body stream that ended early, are plain Errors: the
// client's fault, not the server's.
const MALFORMED_BODY =
  /^(Multipart: Boundary not found|Unexpected end of (form|file)|Malformed part header|Part terminated early)/;

function isMalformedBody(error: FastifyError): boolean {
  return (
    error.statusCode === undefined &&
    (MALFORMED_BODY.test(error.message) || error.code === 'ERR_STREAM_PREMATURE_CLOSE')
  );
}

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
  if (isMalformedBody(error)) {
    return {
      status: 400,
      body: { code: 'BAD_REQUEST', detail: `Malformed request body: ${error.message}` },
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
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
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
