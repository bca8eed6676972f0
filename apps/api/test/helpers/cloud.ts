import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export interface UploadFile {
  name: string;
  data: Buffer;
  /** What the browser claims; the server must not believe it. */
  type?: string;
}

/** A multipart/form-data body as a browser sends it: optional parent_id, then the files. */
export function multipart(files: UploadFile[], fields: Record<string, string> = {}) {
  const boundary = `----kreolab${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"; filename*=UTF-8''${encodeURIComponent(file.name)}\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(
  app: FastifyInstance,
  headers: Record<string, string>,
  files: UploadFile[],
  parentId?: number,
) {
  const body = multipart(files, parentId ? { parent_id: String(parentId) } : {});
  return app.inject({
    method: 'POST',
    url: '/api/v1/creatives/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();

export const png = (width = 32, height = 32) =>
  sharp({ create: { width, height, channels: 4, background: '#3c3' } })
    .png()
    .toBuffer();

/** A PDF of `pages` pages, padded with a comment to `size` bytes when given. */
export function pdf(pages = 2, size?: number): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  const objects = [
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    `2 0 obj<</Type/Pages/Kids[${kids}]/Count ${pages}>>endobj`,
    ...Array.from(
      { length: pages },
      (_, i) => `${i + 3} 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj`,
    ),
  ];
  const head = `%PDF-1.4\n${objects.join('\n')}\ntrailer<</Root 1 0 R>>\n`;
  const tail = '%%EOF\n';
  const pad = size ? Math.max(0, size - head.length - tail.length - 2) : 0;
  return Buffer.from(`${head}${pad ? `%${'x'.repeat(pad)}\n` : ''}${tail}`);
}

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims `width`×`height`: what a decompression bomb looks like to a parser. */
export function pngBomb(width = 50_000, height = 50_000): Buffer {
  const chunk = pngChunk;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small test-pattern MP4 made with the system ffmpeg. */
export function mp4(seconds = 2, size = '320x240', rate = 10): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'kreolab-video-'));
  try {
    const out = path.join(dir, 'v.mp4');
    execFileSync(
      'ffmpeg',
      [
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        `testsrc=duration=${seconds}:size=${size}:rate=${rate}`,
        '-pix_fmt',
        'yuv420p',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        out,
      ],
      { stdio: 'ignore' },
    );
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
