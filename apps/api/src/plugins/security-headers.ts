import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of the SPA (and every API answer, where it is harmless):
 * - styles allow 'unsafe-inline' because Mantine injects <style> elements (its CSS variables) and
 *   style attributes at run time; scripts do not: the built app has no inline script;
 * - the PDF viewer's worker is a module worker from /assets ('self'), blob: for pdf.js fallbacks;
 * - media and images may be blob: (local previews before an upload) and data: (icons);
 * - Yandex Metrika loads tag.js from mc.yandex.ru and reports there by fetch/beacon, and by an
 *   image pixel when those fail, hence mc.yandex.ru in script-src, connect-src and img-src.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob: https://mc.yandex.ru",
  "media-src 'self' blob:",
  "script-src 'self' https://mc.yandex.ru",
  "connect-src 'self' https://mc.yandex.ru",
  "style-src 'self' 'unsafe-inline'",
  "frame-ancestors 'none'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const HSTS = 'max-age=31536000';

const STATIC_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * The guest page of a shared result (`/s/<token>`) and its API (`/api/v1/shared/...`, see
 * src/shares): never indexed, and the secret in the address never leaves as a Referer.
 */
export const isSharedLinkPath = (url: string) =>
  url.startsWith('/s/') || url.startsWith('/api/v1/shared/');

const SHARED_LINK_HEADERS: Record<string, string> = {
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
};

export interface SecurityHeadersOptions {
  /** PUBLIC_URL: an https one turns HSTS on for every answer. */
  publicUrl: string;
}

/**
 * Security headers on every answer (API, SPA, files, errors, 404s). HSTS only over https: when
 * PUBLIC_URL is https, or when the request itself came over TLS (directly, or as a trusted
 * proxy says through X-Forwarded-Proto; `request.protocol` believes it only with TRUST_PROXY).
 * A PDF keeps no CSP: Chromium's built-in viewer is a plugin that `object-src 'none'` on the
 * document itself would block.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance, opts: SecurityHeadersOptions) {
    const httpsEverywhere = opts.publicUrl.toLowerCase().startsWith('https:');
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      void reply.headers(STATIC_HEADERS);
      if (isSharedLinkPath(request.url)) void reply.headers(SHARED_LINK_HEADERS);
      const type = String(reply.getHeader('content-type') ?? '');
      if (!type.startsWith('application/pdf')) {
        void reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      }
      if (httpsEverywhere || request.protocol === 'https') {
        void reply.header('strict-transport-security', HSTS);
      }
      return payload;
    });
  },
  { name: 'kreolab-security-headers' },
);
