import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build';

const INDEX = '<!doctype html><div id="app"></div><script src="/assets/index-abc123.js"></script>';
const BIG = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Строка ${i}`))};`;

describe('web app on the same port', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // A stand-in for `vite build` output: index.html plus hashed assets.
    dist = mkdtempSync(path.join(tmpdir(), 'kreolab-web-'));
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // What apps/web's build writes beside its text files (vite-plugins/precompress.ts).
    writeFileSync(path.join(dist, 'assets', 'big-def456.js'), BIG);
    writeFileSync(path.join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG));
    writeFileSync(path.join(dist, 'assets', 'big-def456.js.gz'), gzipSync(BIG));
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    t = await buildTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('caches hashed assets forever', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed file a browser accepts, and the plain one to others', async () => {
    const url = '/assets/big-def456.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG);
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
    // A file without compressed siblings is served as it is.
    const small = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
  });

  it('revalidates other files', async () => {
    const res = await t.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client routes, so the client renders its own 404', async () => {
    for (const url of ['/profile/dashboard', '/labs/12/researches/3/result?x=1', '/no/such/page']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('never falls back for /api or a missing asset', async () => {
    const api = await t.app.inject({ url: '/api/v1/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'OBJECT_NOT_FOUND' });
    const asset = await t.app.inject({ url: '/assets/index-old.js' });
    expect(asset.statusCode).toBe(404);
  });

  it('does not fall back for other methods', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/profile/dashboard' });
    expect(res.statusCode).toBe(404);
  });
});

describe('web app not built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('starts anyway and says so on every page', async () => {
    const res = await t.app.inject({ url: '/labs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toMatch(/не собрано/);
    const api = await t.app.inject({ url: '/api/v1/nope' });
    expect(api.statusCode).toBe(404);
  });
});
