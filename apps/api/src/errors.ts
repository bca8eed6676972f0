/**
 * Every error a handler means to show the client is an AppError with a catalogue code
 * (product-spec §8). Anything else that escapes a handler is a bug and becomes a generic 500.
 */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    detail: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return {
      code: this.code,
      detail: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export interface ErrorBody {
  code: string;
  detail: string;
  fields?: FieldErrors;
}

export const badRequest = (code: string, detail = code, fields?: FieldErrors) =>
  new AppError(400, code, detail, fields);

export const unauthorized = (code = 'NO_TOKEN', detail = code) => new AppError(401, code, detail);

export const paymentRequired = (code: string, detail = code) => new AppError(402, code, detail);

export const forbidden = (code = 'Forbidden', detail = code) => new AppError(403, code, detail);

export const notFound = (detail = 'Object not found') =>
  new AppError(404, 'OBJECT_NOT_FOUND', detail);

export const notAcceptable = (code: string, detail = code) => new AppError(406, code, detail);

export const conflict = (code: string, detail = code) => new AppError(409, code, detail);

export const tooLarge = (code = 'FILE_TOO_BIG', detail = code) => new AppError(413, code, detail);

export const unsupportedMediaType = (detail: string) =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', detail);

export const invalid = (fields: FieldErrors, detail = 'Request validation failed') =>
  new AppError(422, 'VALIDATION_ERROR', detail, fields);

export const tooEarly = (code = 'ANALYSIS_IN_PROGRESS', detail = code) =>
  new AppError(425, code, detail);

export const tooMany = (retryAfterSeconds: number, code = 'REQUEST_RATE_LIMIT') =>
  new AppError(429, code, 'Too many requests', undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

export const notImplemented = (operationId: string) =>
  new AppError(501, 'NOT_IMPLEMENTED', `Operation ${operationId} is not implemented yet`);

export const badGateway = (code: string, detail = code) => new AppError(502, code, detail);

export const unavailable = (detail = 'Service is starting') =>
  new AppError(503, 'SERVICE_UNAVAILABLE', detail, undefined, { 'retry-after': '1' });

/** The only body a 5xx that is not an AppError may carry: internals stay in the log. */
export const INTERNAL_ERROR_BODY: ErrorBody = Object.freeze({
  code: 'INTERNAL_ERROR',
  detail: 'Internal server error',
});
