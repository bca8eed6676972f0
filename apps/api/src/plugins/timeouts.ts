import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface Timeouts {
  /** A socket with no traffic either way for this long is closed (Fastify `connectionTimeout`). */
  idleMs: number;
  /** An idle keep-alive connection is kept this long; above a balancer's usual 60 s. */
  keepAliveMs: number;
  /** The whole request must arrive within this (Node `requestTimeout`); sized for big uploads. */
  requestMs: number;
  /** The request line and headers must arrive within this (Node `headersTimeout`). */
  headersMs: number;
  /** How often Node checks the two deadlines above (`connectionsCheckingInterval`). */
  checkEveryMs: number;
  /** A body that is not multipart (JSON, forms: at most 1 MiB) must arrive within this. */
  bodyMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = Object.freeze({
  idleMs: 120_000,
  keepAliveMs: 72_000,
  requestMs: 30 * 60_000,
  headersMs: 60_000,
  checkEveryMs: 30_000,
  bodyMs: 30_000,
});

/** A multipart body must keep arriving at this many bytes a second, checked once a window. */
export interface UploadRate {
  minBytesPerSecond: number;
  windowMs: number;
}

/** A whole HTTP response written straight to a socket, with the one error body `{code, detail}`. */
function rawAnswer(status: number, reason: string, code: string, detail: string): string {
  const body = JSON.stringify({ code, detail });
  return (
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

const BODY_TIMEOUT_ANSWER = rawAnswer(
  408,
  'Request Timeout',
  'REQUEST_TIMEOUT',
  'The request body did not arrive in time',
);
const SLOW_UPLOAD_ANSWER = rawAnswer(
  408,
  'Request Timeout',
  'REQUEST_TIMEOUT',
  'The upload stopped or is slower than the server accepts',
);

/**
 * Node's own answers to a broken connection (headers too slow, headers too large, bytes that
 * are not HTTP), in the body every other error has; Fastify's default writes a body of its own.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? rawAnswer(408, 'Request Timeout', 'REQUEST_TIMEOUT', 'The request did not arrive in time')
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? rawAnswer(
            431,
            'Request Header Fields Too Large',
            'HEADERS_TOO_LARGE',
            'The request headers are too large',
          )
        : rawAnswer(400, 'Bad Request', 'BAD_REQUEST', 'The request is not valid HTTP');
  if (socket.writable) socket.end(answer);
  socket.destroySoon?.();
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/**
 * Answers 408 on the socket itself (the handler may be stuck waiting for the body) and closes
 * it; when an answer went out already (a 401 before the body was read), it only closes.
 */
function answerAndClose(request: FastifyRequest, reply: FastifyReply, answer: string) {
  const socket = request.raw.socket as Socket | undefined;
  if (!socket || socket.destroyed) return;
  // app.inject's stand-in socket has no destroy(); there is nothing to close there.
  if (typeof socket.destroy !== 'function') return;
  if (!socket.writable || reply.raw.headersSent) return void socket.destroy();
  socket.end(answer);
  socket.destroySoon?.();
}

/**
 * Node's requestTimeout is one number for the whole server, and it must let a 500 MB upload
 * through a slow link. A JSON or form body, at most 1 MiB, gets a much shorter deadline here; a
 * multipart body has no fixed deadline but must keep a minimum rate, measured on the socket
 * once a window, so a body cut short or trickled in is answered within a window or two instead
 * of holding the connection (and its partly written spool file) until the idle timeout.
 */
export default fp(
  async function timeouts(app: FastifyInstance, opts: { bodyMs: number; upload: UploadRate }) {
    app.addHook('onRequest', async (request, reply) => {
      const raw = request.raw;
      if (raw.complete || !hasBody(request)) return;
      const type = (request.headers['content-type'] ?? '').toLowerCase();
      // A tus chunk (application/offset+octet-stream) is an upload too: held to the rate.
      const multipart =
        type.startsWith('multipart/') || type.startsWith('application/offset+octet-stream');
      const socket = raw.socket as Socket | undefined;
      let timer: NodeJS.Timeout;
      if (!multipart) {
        timer = setTimeout(() => {
          if (raw.complete) return;
          request.log.info({ ms: opts.bodyMs }, 'request body timed out');
          answerAndClose(request, reply, BODY_TIMEOUT_ANSWER);
        }, opts.bodyMs);
      } else {
        // app.inject has no real socket; its bodies arrive at once.
        if (typeof socket?.bytesRead !== 'number') return;
        const { minBytesPerSecond, windowMs } = opts.upload;
        const least = (minBytesPerSecond * windowMs) / 1000;
        let seen = socket.bytesRead;
        timer = setInterval(() => {
          if (raw.complete) return void clearInterval(timer);
          const read = socket.bytesRead;
          if (read - seen >= least) {
            seen = read;
            return;
          }
          clearInterval(timer);
          request.log.info({ bytes: read - seen, windowMs }, 'multipart upload too slow');
          answerAndClose(request, reply, SLOW_UPLOAD_ANSWER);
        }, windowMs);
      }
      timer.unref();
      const clear = () => clearTimeout(timer);
      raw.once('end', clear);
      raw.once('close', clear);
    });
  },
  { name: 'kreolab-timeouts' },
);
