import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

const KiB = 1024;

/**
 * JSON is built in. Form bodies (the login of product-spec §7) are small and parsed whole;
 * multipart is left as a stream for the handler (`request.parts()`), so a video upload never
 * sits in memory, and its limits stop a client that sends more than it may.
 */
export default fp(
  async function bodyParsers(app: FastifyInstance, opts: { config: Config }) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * KiB },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: opts.config.upload.maxFileSize,
        files: opts.config.upload.maxFiles,
        fields: 50,
        fieldSize: 64 * KiB,
        parts: opts.config.upload.maxFiles + 50,
      },
    });
  },
  { name: 'kreolab-body-parsers' },
);
