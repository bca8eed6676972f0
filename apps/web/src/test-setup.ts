import { clearToken, configureApiClient } from '@kreolab/api-client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { API, server } from './test-server';

// Every web test talks to the msw API of test-server.ts; an unexpected call fails the test.
beforeAll(() => {
  configureApiClient({ baseUrl: API, fetchFn: (input, init) => fetch(input, init) });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  clearToken();
});
afterAll(() => server.close());
