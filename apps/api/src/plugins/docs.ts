import { specPath } from '@kreolab/api-spec';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export const DOCS_PATH = '/api/docs';

/**
 * Redoc's standalone bundle, served from node_modules: the page loads nothing from another
 * host, so the app's CSP (./security-headers.ts: scripts from 'self', inline styles, blob:
 * workers) covers it unchanged. redoc is pinned to 2.5.2: 2.5.4 no longer ships
 * bundles/redoc.standalone.js.
 */
const REDOC_BUNDLE = path.join(
  path.dirname(createRequire(import.meta.url).resolve('redoc')),
  'redoc.standalone.js',
);

// No inline script: the standalone bundle renders every <redoc spec-url> element by itself.
const PAGE = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Креолаб — документация API</title>
  </head>
  <body style="margin: 0">
    <redoc spec-url="${DOCS_PATH}/openapi.yaml"></redoc>
    <script src="${DOCS_PATH}/redoc.standalone.js"></script>
  </body>
</html>
`;

/**
 * The interactive documentation of the API at /api/docs, from the bundled contract
 * (packages/api-spec/openapi.yaml), for agencies that call the API with a personal access token.
 */
export default fp(
  async function docs(app: FastifyInstance) {
    let bundle: Promise<Buffer> | null = null;
    app.get(DOCS_PATH, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
    );
    app.get(`${DOCS_PATH}/redoc.standalone.js`, async (_request, reply) => {
      bundle ??= readFile(REDOC_BUNDLE);
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(await bundle);
    });
    app.get(`${DOCS_PATH}/openapi.yaml`, async (_request, reply) =>
      reply
        .type('application/yaml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await readFile(specPath)),
    );
  },
  { name: 'kreolab-docs' },
);
