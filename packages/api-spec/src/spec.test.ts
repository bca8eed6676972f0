import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSpec, operationIds, specPath, TAGS, type OpenApiOperation } from './index';

const spec = loadSpec();
const ops = operationIds(spec);

/** Follow a local `$ref` ('#/components/...') to its target. */
function resolve(node: unknown): Record<string, unknown> {
  let current = node as Record<string, unknown>;
  for (let i = 0; i < 10 && typeof current?.$ref === 'string'; i++) {
    const ref = current.$ref as string;
    expect(ref.startsWith('#/')).toBe(true);
    current = ref
      .slice(2)
      .split('/')
      .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>(
        (acc, key) => (acc as Record<string, unknown> | undefined)?.[key],
        spec,
      ) as Record<string, unknown>;
    expect(current, ref).toBeDefined();
  }
  return current;
}

function operation(method: string, path: string): OpenApiOperation {
  return spec.paths[path]?.[method as 'get'] as OpenApiOperation;
}

// Every call of product-spec.md §7, literally.
const PRODUCT_SPEC_CALLS = [
  'GET /auth/init',
  'POST /auth/jwt/login',
  'POST /auth/register',
  'POST /auth/forgot-password',
  'POST /auth/reset-password',
  'GET /auth/jwt/check',
  'POST /auth/jwt/refresh',
  'POST /auth/verify',
  'POST /auth/request-verify-token',
  'POST /resend_verification',
  'GET /profile/me',
  'PATCH /profile/me',
  'GET /tariffs',
  'POST /payments/promo_check',
  'POST /tariffs/cert_check',
  'POST /tariffs/cert_apply',
  'POST /payments/create',
  'POST /tariffs/invoice',
  'GET /creatives/disk_space',
  'GET /creatives',
  'GET /creatives/{id}',
  'GET /creatives/search',
  'POST /creatives/folder',
  'POST /creatives/delete',
  'PATCH /creatives/move',
  'PATCH /creatives/rename',
  'POST /creatives/video_split',
  'POST /creatives/check_split_status',
  'POST /creatives/upload',
];

// Every call of DESIGN.md §4, literally.
const DESIGN_CALLS = [
  'GET /payments/{id}',
  'POST /payments/webhooks/yookassa',
  'GET /labs',
  'POST /labs',
  'GET /labs/{labId}',
  'PATCH /labs/{labId}',
  'DELETE /labs/{labId}',
  'GET /briefs',
  'POST /briefs',
  'GET /briefs/{briefId}',
  'PATCH /briefs/{briefId}',
  'DELETE /briefs/{briefId}',
  'POST /analyses',
  'GET /analyses/{id}',
  'PATCH /analyses/{id}',
  'DELETE /analyses/{id}',
  'POST /analyses/{id}/start',
  'GET /analyses/{id}/progress',
  'GET /analyses/{id}/events',
  'GET /analyses/{id}/result',
  'POST /analyses/{id}/save',
  'POST /analyses/{id}/feedback',
  'GET /analyses/{id}/feedback',
  'GET /analyses/{id}/report.pdf',
  'POST /feedback',
];

// Added by the contract itself: health, signed files, logout and the admin API.
const EXTRA_CALLS = [
  'GET /health',
  'GET /files/{token}',
  'GET /analysis-files/{token}',
  'POST /auth/jwt/logout',
  'POST /admin/promocodes',
  'POST /admin/certificates',
  'PATCH /admin/tariffs/{id}',
  'GET /admin/payments',
  'POST /admin/invoices/{id}/paid',
];

const PUBLIC_OPERATIONS = [
  'health',
  'authInit',
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'refresh',
  'verify',
  'requestVerifyToken',
  'resendVerification',
  'downloadFile',
  'downloadAnalysisFile',
  'yookassaWebhook',
  'testCheckoutPage',
  'testCheckoutSubmit',
  'getSharedAnalysis',
  'unlockSharedAnalysis',
  'getSharedAnalysisReport',
  'listContexts',
  'getContextPreview',
].sort();

/** Opened by the browser without headers (EventSource, a plain link): the token cookie also works. */
const COOKIE_TOKEN_OPERATIONS = ['streamAnalysisEvents', 'getAnalysisReport', 'getInvoicePdf'];

describe('openapi.yaml', () => {
  it('is OpenAPI 3.1 served under /api/v1 with bearer as the default security', () => {
    expect(existsSync(specPath)).toBe(true);
    expect(spec.openapi).toMatch(/^3\.1\./);
    expect(spec.servers?.[0]?.url).toBe('/api/v1');
    expect(spec.security).toEqual([{ bearer: [] }]);
    const schemes = spec.components.securitySchemes as Record<string, Record<string, unknown>>;
    expect(schemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(schemes.adminToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it.each([...PRODUCT_SPEC_CALLS, ...DESIGN_CALLS, ...EXTRA_CALLS])('has %s', (call) => {
    const [method, path] = call.split(' ') as [string, string];
    expect(operation(method.toLowerCase(), path), call).toBeDefined();
  });

  it('gives every operation a unique camelCase operationId and exactly one allowed tag', () => {
    const ids = ops.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method } of ops) {
      const op = operation(method, path);
      expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(op.tags, `${method} ${path}`).toHaveLength(1);
      expect(TAGS as readonly string[]).toContain(op.tags?.[0]);
    }
  });

  it('references the Error schema from every non-2xx response', () => {
    for (const { path, method, operationId } of ops) {
      const responses = operation(method, path).responses ?? {};
      for (const [status, response] of Object.entries(responses)) {
        if (/^[23]\d\d$/.test(status)) continue; // success, or a form post's redirect
        const content = resolve(response).content as Record<string, { schema?: { $ref?: string } }>;
        expect(content?.['application/json']?.schema?.$ref, `${operationId} ${status}`).toBe(
          '#/components/schemas/Error',
        );
      }
    }
  });

  it('has a 2xx and a 4xx response, and 501 NotImplemented on every non-system operation', () => {
    for (const { path, method, operationId, tag } of ops) {
      const statuses = Object.keys(operation(method, path).responses ?? {});
      expect(
        statuses.some((s) => /^[23]/.test(s)), // a form post may answer 303
        operationId,
      ).toBe(true);
      if (tag === 'system') continue;
      expect(
        statuses.some((s) => s.startsWith('4')),
        operationId,
      ).toBe(true);
      expect(operation(method, path).responses?.['501'], operationId).toEqual({
        $ref: '#/components/responses/NotImplemented',
      });
    }
  });

  it('requires the bearer token except on the public operations; admin uses adminToken', () => {
    expect(
      ops
        .filter((o) => o.public)
        .map((o) => o.operationId)
        .sort(),
    ).toEqual(PUBLIC_OPERATIONS);
    for (const op of ops) {
      if (op.public) continue;
      const expected =
        op.tag === 'admin'
          ? ['adminToken']
          : COOKIE_TOKEN_OPERATIONS.includes(op.operationId)
            ? ['bearer', 'tokenCookie']
            : ['bearer'];
      expect(op.security, op.operationId).toEqual(expected);
      expect(op.path.startsWith('/admin/') === (op.tag === 'admin'), op.operationId).toBe(true);
    }
    const health = ops.find((o) => o.operationId === 'health');
    expect(health).toMatchObject({ method: 'get', path: '/health', tag: 'system', public: true });
    const download = ops.find((o) => o.operationId === 'downloadFile');
    expect(download).toMatchObject({
      method: 'get',
      path: '/files/{token}',
      tag: 'cloud',
      public: true,
    });
  });

  it('keeps JSON request objects strict', () => {
    const schemas = spec.components.schemas as Record<string, Record<string, unknown>>;
    for (const { path, method, operationId } of ops) {
      const body = operation(method, path).requestBody as
        { content: Record<string, { schema: unknown }> } | undefined;
      if (!body || operationId === 'yookassaWebhook') continue; // the provider's format
      for (const media of Object.values(body.content)) {
        const schema = resolve(media.schema);
        const variants = (schema.oneOf as unknown[] | undefined)?.map(resolve) ?? [schema];
        // a raw body (a resumable upload's chunk) is bytes, not an object with properties
        if (schema.type === 'string' && schema.format === 'binary') continue;
        for (const v of variants) expect(v.additionalProperties, operationId).toBe(false);
      }
    }
    expect(schemas.Error?.required).toEqual(['code']);
  });

  it('declares the answers the server gives any operation that takes parameters or a body', () => {
    const missing: string[] = [];
    for (const { path, method, operationId, tag, public: open } of ops) {
      const op = operation(method, path);
      const item = spec.paths[path] as { parameters?: unknown[] };
      const statuses = new Set(Object.keys(op.responses ?? {}));
      const hasParameters =
        ((op.parameters as unknown[]) ?? []).length + (item.parameters ?? []).length > 0;
      const hasBody = op.requestBody !== undefined;
      const want = [
        ...(open ? [] : ['401']),
        // The admin API answers 403 while it is off (no ADMIN_TOKEN).
        ...(tag === 'admin' ? ['403'] : []),
        ...(hasParameters || hasBody ? ['422'] : []),
        ...(hasBody ? ['400', '413', '415'] : []),
      ];
      for (const status of want)
        if (!statuses.has(status)) missing.push(`${operationId} ${status}`);
    }
    expect(missing).toEqual([]);
  });

  it('bounds every number a request may carry (the database refuses what its columns cannot hold)', () => {
    const unbounded: string[] = [];
    const seen = new Set<unknown>();
    const visit = (node: unknown, where: string) => {
      if (node === null || typeof node !== 'object' || seen.has(node)) return;
      seen.add(node);
      const schema = resolve(node);
      const types = [schema.type].flat();
      const numeric = types.includes('integer') || types.includes('number');
      const bounded = 'maximum' in schema || 'exclusiveMaximum' in schema || 'enum' in schema;
      if (numeric && !bounded) unbounded.push(where);
      for (const [key, value] of Object.entries(schema)) {
        if (value && typeof value === 'object') visit(value, `${where}/${key}`);
      }
    };
    for (const { path, method, operationId } of ops) {
      const op = operation(method, path);
      visit(op.parameters, `${operationId} parameters`);
      visit(op.requestBody, `${operationId} body`);
    }
    expect(unbounded).toEqual([]);
  });

  it('uses the content types the product spec and DESIGN.md name', () => {
    const media = (method: string, path: string, where: 'request' | number) => {
      const op = operation(method, path);
      const node =
        where === 'request'
          ? (op.requestBody as { content: object })
          : (resolve(op.responses?.[String(where)]) as { content: object });
      return Object.keys(node.content);
    };
    expect(media('post', '/auth/jwt/login', 'request')).toEqual([
      'application/x-www-form-urlencoded',
    ]);
    expect(media('post', '/auth/register', 'request')).toEqual(['application/json']);
    expect(media('post', '/creatives/upload', 'request')).toEqual(['multipart/form-data']);
    expect(media('post', '/tariffs/invoice', 'request')).toEqual(['multipart/form-data']);
    expect(media('get', '/analyses/{id}/events', 200)).toEqual(['text/event-stream']);
    expect(media('get', '/analyses/{id}/report.pdf', 200)).toEqual(['application/pdf']);
    for (const status of [200, 206]) {
      expect(media('get', '/files/{token}', status)).toEqual([
        'image/jpeg',
        'image/png',
        'application/pdf',
        'video/mp4',
        'video/quicktime',
      ]);
    }
  });

  it('names the research result keys of DESIGN.md §6', () => {
    const s = spec.components.schemas as Record<string, { properties: Record<string, unknown> }>;
    expect(Object.keys(s.ResearchResult!.properties)).toEqual(
      expect.arrayContaining(['frames', 'segments', 'method']),
    );
    expect(Object.keys(s.Attention!.properties)).toEqual(['heatmap_url', 'fog_url', 'grid']);
    expect(Object.keys(s.AttentionGrid!.properties)).toEqual(['width', 'height', 'values']);
    expect(Object.keys(s.Region!.properties)).toEqual([
      'id',
      'kind',
      'bbox',
      'text',
      'attention_share',
      'seen_probability',
      // the 95 % range of seen_probability (issue 14), beside the keys DESIGN.md §6 names
      'seen_interval',
      // what the region stands for (brand, message, call to action): the segments' shares read it
      'role',
      'order',
    ]);
    expect(Object.keys(s.Metrics!.properties)).toEqual([
      'focus',
      'clarity',
      'cognitive_load',
      'text_coverage',
      'legibility',
      'colourfulness',
      'brightness',
      'contrast',
      'score',
    ]);
    expect(Object.keys(s.PaletteColour!.properties)).toEqual(['hex', 'name', 'share']);
    expect(Object.keys(s.Frame!.properties)).toEqual(
      expect.arrayContaining(['attention', 'regions', 'metrics', 'colours']),
    );
  });
});
