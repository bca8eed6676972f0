import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

const NOT_BUILT_PAGE = `Креолаб: веб-приложение не собрано.
The web app is not built: run "pnpm --filter @kreolab/web build" (or "pnpm start" from the repository root).
The API is available under /api/v1.
`;

/**
 * The built SPA on the same port as the API. Vite's hashed files under /assets/ are cached
 * forever; everything else revalidates, so a deploy is picked up on the next navigation.
 * Unknown non-API GETs get index.html and the client router renders its own 404 page.
 */
export default fp(
  async function web(app: FastifyInstance, opts: { webDist: string }) {
    const root = path.resolve(opts.webDist);
    const built = existsSync(path.join(root, 'index.html'));

    const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
      reply.code(404).send({
        code: 'OBJECT_NOT_FOUND',
        detail: `No route ${request.method} ${request.url.split('?')[0]}`,
      });

    if (!built) {
      app.log.warn({ webDist: root }, 'web app is not built; serving a placeholder page');
      app.setNotFoundHandler((request, reply) => {
        if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
          return apiNotFound(request, reply);
        }
        return reply
          .code(200)
          .header('cache-control', 'no-cache')
          .type('text/plain; charset=utf-8')
          .send(NOT_BUILT_PAGE);
      });
      return;
    }

    await app.register(fastifyStatic, {
      root,
      cacheControl: false,
      // apps/web's build writes .br and .gz beside its text files; a browser that accepts
      // them gets those bytes, others the plain file.
      preCompressed: true,
      // /api never reads the disk, whatever the folder holds.
      allowedPath: (pathName) => !isApiPath(pathName),
      setHeaders(res, filePath) {
        // One URL, several encodings: caches must key on what the browser accepts.
        res.setHeader('vary', 'Accept-Encoding');
        const relative = path.relative(root, filePath);
        res.setHeader(
          'cache-control',
          relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache',
        );
      },
    });

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0]!;
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      // A missing hashed asset must stay a 404: HTML in place of a script breaks the page silently.
      if (isApiPath(pathname) || !isPage || pathname.startsWith('/assets/'))
        return apiNotFound(request, reply);
      return reply.sendFile('index.html');
    });
  },
  { name: 'kreolab-web' },
);
