import { readFileSync } from 'node:fs';
import { specPath } from '@kreolab/api-spec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../src/plugins/security-headers';
import { buildTestApp, type TestApp } from './helpers/build';

/** /api/docs: Redoc from node_modules over the bundled contract, under the app's own CSP. */
describe('API documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers an HTML page whose scripts all come from this server', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, inline] of scripts) {
      // The CSP allows no inline script and no other host.
      expect(inline!.trim()).toBe('');
      expect(attrs).toMatch(/src="\/api\/docs\//);
    }
    expect(res.body).toContain('spec-url="/api/docs/openapi.yaml"');
  });

  it('serves the Redoc bundle the page loads', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const src = /<script src="([^"]+)"/.exec(page.body)![1]!;
    const res = await t.app.inject({ method: 'GET', url: src });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.length).toBeGreaterThan(500_000);
    expect(res.body).toContain('Redoc');
  });

  it('serves the bundled contract, tokens included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.yaml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(readFileSync(specPath, 'utf8'));
    expect(res.body).toContain('/profile/tokens');
  });

  it('anything else under /api/docs is the JSON 404', async () => {
    const other = await t.app.inject({ method: 'GET', url: '/api/docs/other.js' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'OBJECT_NOT_FOUND' });
  });
});
