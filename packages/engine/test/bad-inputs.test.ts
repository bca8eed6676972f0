import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../src/image';
import { EngineError } from '../src/errors';

async function expectIncorrect(p: Promise<unknown>): Promise<void> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(EngineError);
  expect((e as EngineError).code).toBe('INCORRECT_IMAGE');
}

function crc32(buf: Buffer): number {
  return zlib.crc32 ? zlib.crc32(buf) : 0;
}

/** A valid small PNG whose header is patched to claim width × height pixels. */
async function bombPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

describe('bad inputs become INCORRECT_IMAGE', () => {
  it('decompression bomb (header claims 40 000 × 40 000)', async () => {
    await expectIncorrect(decodeImage(await bombPng(40_000, 40_000)));
  });
  it('random bytes and an empty buffer', async () => {
    await expectIncorrect(decodeImage(Buffer.from('definitely not an image, just text')));
    await expectIncorrect(decodeImage(Buffer.alloc(0)));
  });
  it('a truncated JPEG', async () => {
    const jpg = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#3a6' },
    })
      .jpeg()
      .toBuffer();
    await expectIncorrect(decodeImage(jpg.subarray(0, Math.floor(jpg.length / 3))));
  });
  it('too small and too long', async () => {
    await expectIncorrect(
      decodeImage(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      ),
    );
    await expectIncorrect(
      decodeImage(
        await sharp({ create: { width: 21_000, height: 20, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      ),
    );
  });
});

describe('unusual but valid inputs decode to 8-bit sRGB', () => {
  it('CMYK JPEG', async () => {
    const cmyk = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#c03020' },
    })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const img = await decodeImage(cmyk);
    expect([img.width, img.height, img.data.length]).toEqual([40, 30, 40 * 30 * 3]);
    expect(img.data[0]!).toBeGreaterThan(150);
  });
  it('16-bit PNG', async () => {
    const png16 = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#808080' },
    })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(png16).metadata()).depth).toBe('ushort');
    const img = await decodeImage(png16);
    expect(img.data.length).toBe(32 * 32 * 3);
    expect(Math.abs(img.data[0]! - 128)).toBeLessThan(3);
  });
  it('alpha is flattened on white', async () => {
    const rgba = await sharp({
      create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const img = await decodeImage(rgba);
    expect(Array.from(img.data.subarray(0, 3))).toEqual([255, 255, 255]);
  });
  it('huge images are reduced to the working size', async () => {
    const big = await sharp({
      create: { width: 5000, height: 1000, channels: 3, background: '#123456' },
    })
      .jpeg()
      .toBuffer();
    const img = await decodeImage(big);
    expect(Math.max(img.width, img.height)).toBe(2048);
  });
});

describe('extreme but valid sizes analyse without crashing', () => {
  it('16×16 and 3000×16', async () => {
    const { analyseImage } = await import('../src/analyse');
    for (const [width, height] of [
      [16, 16],
      [3000, 16],
    ] as const) {
      const png = await sharp({ create: { width, height, channels: 3, background: '#3080c0' } })
        .png()
        .toBuffer();
      const out = await analyseImage(png, { viewers: 2, ocr: false, images: false });
      const g = out.result.frames[0]!.attention.grid.values;
      expect(g.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 3);
    }
  });
});
