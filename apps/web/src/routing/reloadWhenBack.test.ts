import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test-server';
import { mayReloadByItself, QUIET_MS, reloadWhenBack } from './reloadWhenBack';

afterEach(() => sessionStorage.clear());

describe('reloadWhenBack', () => {
  it('reloads once the server answers again, not while it is gone', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/health', () => {
        calls += 1;
        return calls < 3 ? HttpResponse.error() : HttpResponse.json({ status: 'ok' });
      }),
    );
    const reload = vi.fn();
    reloadWhenBack({ everyMs: 5, reload, now: () => 1_000_000_000 });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(calls).toBe(3);
    // and not again within the quiet time, whatever fails next
    expect(mayReloadByItself(() => 1_000_000_000 + QUIET_MS - 1)).toBe(false);
    expect(mayReloadByItself(() => 1_000_000_000 + QUIET_MS)).toBe(true);
  });

  it('leaves a page that failed again right after reloading by itself to the user', async () => {
    sessionStorage.setItem('kreolab.route-reloaded-at', '1000');
    let calls = 0;
    server.use(
      http.get('*/api/v1/health', () => {
        calls += 1;
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    const reload = vi.fn();
    reloadWhenBack({ everyMs: 5, reload, now: () => 1000 + 60_000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops asking once the page is left', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/health', () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const stop = reloadWhenBack({ everyMs: 5, reload: vi.fn() });
    await vi.waitFor(() => expect(calls).toBeGreaterThan(0));
    stop();
    const seen = calls;
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toBe(seen);
  });
});
