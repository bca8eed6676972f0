import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface Timeouts {
  /** A socket with no traffic either way for this long is closed (Fastify `connectionTimeout`). */
  idleMs: number;
  /** An idle keep-alive connection is kept this long; above a balancer's usual 60 s. */
  keepAliveMs: number;
  /** The whole request must arrive within this (Node `requestTimeout`); sized for big uploads. */
  requestMs: number;
  /** A body that is not multipart (JSON, forms: at most 1 MiB) must arrive within this. */
  bodyMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = Object.freeze({
  idleMs: 120_000,
  keepAliveMs: 72_000,
  requestMs: 30 * 60_000,
  bodyMs: 30_000,
});

const REQUEST_TIMEOUT_ANSWER = (() => {
  const body = JSON.stringify({
    code: 'REQUEST_TIMEOUT',
    detail: 'The request body did not arrive in time',
  });
  return (
    'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n' +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
})();

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/**
 * Node's requestTimeout is one number for the whole server, and it must let a 500 MB upload
 * through a slow link; a JSON or form body, at most 1 MiB, gets a much shorter deadline here, so
 * a client trickling a small body cannot hold a connection for half an hour.
 */
export default fp(
  async function timeouts(app: FastifyInstance, opts: { bodyMs: number }) {
    app.addHook('onRequest', async (request) => {
      const raw = request.raw;
      if (raw.complete || !hasBody(request)) return;
      const type = (request.headers['content-type'] ?? '').toLowerCase();
      if (type.startsWith('multipart/')) return;
      const timer = setTimeout(() => {
        if (raw.complete) return;
        request.log.info({ ms: opts.bodyMs }, 'request body timed out');
        const socket = raw.socket;
        if (!socket || socket.destroyed) return;
        if (!socket.writable) return void socket.destroy();
        socket.end(REQUEST_TIMEOUT_ANSWER);
        socket.destroySoon?.();
      }, opts.bodyMs);
      timer.unref();
      const clear = () => clearTimeout(timer);
      raw.once('end', clear);
      raw.once('close', clear);
    });
  },
  { name: 'kreolab-timeouts' },
);
