/**
 * One rule for what a creative image may be (the engine's `creativeImageRule`): the upload
 * refuses what the engine would refuse, so no analysis is ever started on such a file.
 */
import { checkCreativeDimensions, creativeImageRule, decodeImage } from '@kreolab/engine';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import { buildTestApp, type TestApp } from './helpers/build';
import { jpeg, pngChunk, upload } from './helpers/cloud';

/** A real, decodable 1-bit grey PNG of any size: large in pixels, small in bytes. */
function bilevelPng(width: number, height: number): Buffer {
  const chunk = pngChunk;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter 0, black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#39c' } })
    .png()
    .toBuffer();

let t: TestApp;
let a: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  a = await signUpAndLogin(t.app);
});
afterAll(() => t.close());

describe('what a creative image may be', () => {
  it('the upload refuses what the engine refuses: 8×8, 24000×20, 10000×10000, 3000×20', async () => {
    const cases: [string, Buffer][] = [
      ['tiny.png', await solid(8, 8)],
      ['strip.png', bilevelPng(24_000, 20)],
      ['huge.png', bilevelPng(10_000, 10_000)],
      ['thin.png', bilevelPng(3_000, 20)],
    ];
    for (const [name, data] of cases) {
      const res = await upload(t.app, a.headers, [{ name, data }]);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('INCORRECT_IMAGE');
    }
    for (const [name, data] of cases.slice(0, 3)) {
      await expect(decodeImage(data), name).rejects.toMatchObject({ code: 'INCORRECT_IMAGE' });
    }
  });

  it('accepts the edges of the rule', async () => {
    const { minSide, maxAspectRatio } = creativeImageRule;
    for (const [w, h] of [
      [minSide, minSide],
      [minSide * maxAspectRatio, minSide],
    ] as const) {
      expect(checkCreativeDimensions(w, h)).toBeNull();
      const res = await upload(t.app, a.headers, [
        { name: `${w}x${h}.png`, data: await solid(w, h) },
      ]);
      expect(res.statusCode, `${w}×${h}: ${res.body}`).toBe(201);
    }
    expect(
      (await upload(t.app, a.headers, [{ name: 'ok.jpg', data: await jpeg() }])).statusCode,
    ).toBe(201);
    expect(checkCreativeDimensions(minSide - 1, 100)).toMatch(/at least/);
    expect(checkCreativeDimensions(minSide * maxAspectRatio + 1, minSide)).toMatch(/differ/);
  });
});
