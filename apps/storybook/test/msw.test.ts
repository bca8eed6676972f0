import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generate } from '../scripts/gen-msw';
import { contractHandlers, RESOLVERS } from '../src/msw/handlers';
import { OPERATIONS } from '../src/msw/operations.generated';
import { resetWorld } from '../src/msw/world';

const BASE = 'http://stories.test/api/v1';
const server = setupServer(...contractHandlers(BASE));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetWorld());

const json = async (path: string, init?: RequestInit) => {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json' },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('the story server', () => {
  it('is generated from the current contract', async () => {
    const file = new URL('../src/msw/operations.generated.ts', import.meta.url);
    expect(readFileSync(file, 'utf8')).toBe(await generate());
  });

  it('answers only operations the contract has', () => {
    const ids = new Set(OPERATIONS.map((o) => o.operationId));
    expect(Object.keys(RESOLVERS).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('keeps what a story creates: a new folder is listed in its parent', async () => {
    const created = await json('/creatives/folder', {
      method: 'POST',
      body: JSON.stringify({ name: 'Летняя кампания', parent_id: 1 }),
    });
    expect(created.status).toBe(201);
    const listing = await json('/creatives/1');
    expect((listing.body.items as { name: string }[]).map((i) => i.name)).toContain(
      'Летняя кампания',
    );
    resetWorld();
    const fresh = await json('/creatives/1');
    expect((fresh.body.items as { name: string }[]).map((i) => i.name)).not.toContain(
      'Летняя кампания',
    );
  });

  it('answers an unknown id with the catalogue 404 and an operation without data with 501', async () => {
    expect((await json('/labs/999')).status).toBe(404);
    const noExample = OPERATIONS.find((o) => !RESOLVERS[o.operationId] && !('example' in o));
    if (noExample && noExample.method === 'get' && !noExample.path.includes(':')) {
      expect((await json(noExample.path)).status).toBe(501);
    }
  });
});
