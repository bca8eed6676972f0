// msw for the feature packages' tests: one server per test file with unhandled requests as
// errors, and the api-client pointed at it.
import { clearToken, configureApiClient } from '@kreolab/api-client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const BASE = 'http://localhost/api/v1';
export const server = setupServer();

export interface SetupMswOptions {
  /** Runs after each test too, after the shared cleanup: a package resets its own state. */
  afterEach?: () => void;
}

/** Call once per test file. */
export function setupMsw({ afterEach: cleanup }: SetupMswOptions = {}): void {
  beforeAll(() => {
    configureApiClient({ baseUrl: BASE, fetchFn: (input, init) => fetch(input, init) });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    clearToken();
    localStorage.clear();
    sessionStorage.clear();
    cleanup?.();
  });
  afterAll(() => server.close());
}

/** Records every request msw sees, as 'METHOD /path?query' (the path without /api/v1). */
export function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const u = new URL(request.url);
    seen.push(`${request.method} ${u.pathname.replace('/api/v1', '')}${u.search}`);
  });
  return seen;
}
