/** Error codes the engine raises; the server maps them onto the API's error catalogue. */
export type EngineErrorCode = 'INCORRECT_IMAGE' | 'UNSUPPORTED_FORMAT' | 'ENGINE_FAILURE';

/** A failure with a stable code, never a crash: callers switch on `code`. */
export class EngineError extends Error {
  readonly code: EngineErrorCode;
  constructor(code: EngineErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineError';
    this.code = code;
  }
}
