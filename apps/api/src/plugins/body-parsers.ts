import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { invalid } from '../errors';
import { unstorableText } from './validation';

const KiB = 1024;

type Parts = FastifyRequest['parts'];

/**
 * The fields of a multipart body obey the rule every other request value obeys (no text a
 * column cannot store): handlers read them as strings, after no schema validation.
 */
function storablePartsOf(parts: Parts): Parts {
  return function storableParts(this: FastifyRequest, ...args: Parameters<Parts>) {
    const source = parts.apply(this, args);
    return (async function* checked() {
      for await (const part of source) {
        if (part.type === 'field') {
          const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
          if (unstorableText(part.fieldname) || unstorableText(value ?? '')) {
            throw invalid({ [part.fieldname]: ['Недопустимый символ'] }, 'Unstorable text');
          }
        }
        yield part;
      }
    })() as ReturnType<Parts>;
  } as Parts;
}

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
    // A resumable upload's chunk (src/cloud/resumable.ts) stays a stream for the handler.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
      done(null),
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
    // After parsing: that is when the multipart plugin marks the request as multipart.
    app.addHook('preValidation', async (request) => {
      if (request.isMultipart()) request.parts = storablePartsOf(request.parts);
    });
  },
  { name: 'kreolab-body-parsers' },
);
