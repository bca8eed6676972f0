import { eq } from 'drizzle-orm';
import { itemContext } from '../../cloud/items';
import { thumbnail } from '../../cloud/thumbnails';
import { zipEntries, zipStream } from '../../cloud/zip';
import { creatives } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../errors';
import { contentDisposition } from '../../storage';
import type { OperationHandler } from '../types';

/**
 * One `bytes=` range against a file of `size` bytes: null to send the whole file (no header,
 * several ranges, or a malformed one, which RFC 9110 says to ignore), or the inclusive range.
 * A well-formed range that starts past the end is 416.
 */
export function parseRange(header: string | undefined, size: number) {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable' as const;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return null;
  }
  if (start >= size) return 'unsatisfiable' as const;
  return { start, end };
}

/**
 * GET /files/{token}: a file by its signed URL, no bearer needed. Range requests get 206; the
 * type is the one found from the content at upload, with nosniff so a browser never guesses.
 */
export const downloadFile: OperationHandler<'downloadFile'> = async function (request, reply) {
  const { signer } = itemContext(this);
  const token = signer.parse(request.params.token);
  if (!token) throw forbidden('Forbidden', 'The link is not valid');
  const [row] = await this.db.select().from(creatives).where(eq(creatives.id, token.id));
  if (!row?.storageKey) throw notFound();
  if (!signer.verify(token, row.storageKey)) throw forbidden('Forbidden', 'The link is not valid');
  const secondsLeft = token.expires - Math.floor(Date.now() / 1000);
  if (secondsLeft <= 0) throw forbidden('Forbidden', 'The link has expired');

  if (request.query.thumbnail === 1) {
    const jpeg = await thumbnail(
      this.storage,
      { ...row, storageKey: row.storageKey },
      this.config.cloud,
    );
    return reply
      .headers({
        'content-type': 'image/jpeg',
        'x-content-type-options': 'nosniff',
        'cache-control': `private, max-age=${Math.min(secondsLeft, this.config.cloud.urlTtlSeconds)}`,
        'content-length': String(jpeg.length),
      })
      .send(jpeg);
  }

  const range = parseRange(request.headers.range, row.size);
  if (range === 'unsatisfiable') {
    throw new AppError(416, 'RANGE_NOT_SATISFIABLE', 'Range not satisfiable', undefined, {
      'content-range': `bytes */${row.size}`,
    });
  }
  const { body } = await this.storage.get(row.storageKey, range ?? undefined);
  const disposition = request.query.download === 1 ? 'attachment' : 'inline';
  void reply.headers({
    'content-type': row.type,
    'content-disposition': contentDisposition(row.name, disposition),
    'x-content-type-options': 'nosniff',
    'cache-control': `private, max-age=${Math.min(secondsLeft, this.config.cloud.urlTtlSeconds)}`,
    'accept-ranges': 'bytes',
    'last-modified': row.createdAt.toUTCString(),
    'content-length': String(range ? range.end - range.start + 1 : row.size),
  });
  if (range) {
    void reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${row.size}`);
  }
  return reply.send(body);
};

/**
 * POST /creatives/zip: the selection as one ZIP, streamed (src/cloud/zip.ts). Everything that
 * can fail before the first byte (ownership, limits) is checked first, so errors are answers.
 */
export const downloadZip: OperationHandler<'downloadZip'> = async function (request, reply) {
  const owner = request.user!.id;
  const entries = await zipEntries(this.db, owner, request.body.ids);
  const name = `${(request.body.name ?? 'Креолаб').trim() || 'Креолаб'}.zip`;
  void reply.headers({
    'content-type': 'application/zip',
    'content-disposition': contentDisposition(name, 'attachment'),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  return reply.send(zipStream(this.storage, entries));
};
