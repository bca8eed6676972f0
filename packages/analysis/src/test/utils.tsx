// Test helpers: the shared ones (msw, the app's providers around a page), the reads every
// analysis page makes, fixtures and a fake EventSource. Every page names its route and path.
import type { Item } from '@kreolab/api-client';
import { BASE, pageRenderer, server, setupMsw as setupKitMsw } from '@kreolab/testing';
import { http, HttpResponse } from 'msw';
import { labOf, profileOf } from '../dev/fixtures';
import { makeAnalysisStore } from '../dev/store';

export { BASE, server };

// jsdom has no canvas: the grid overlay stays empty instead of logging "not implemented".
HTMLCanvasElement.prototype.getContext = (() => null) as never;

/** Call once per test file. */
export function setupMsw(): void {
  setupKitMsw({
    afterEach: () => {
      FakeEventSource.instances = [];
    },
  });
}

/** Records every request msw sees, as 'METHOD /path' (with its JSON body, if any). */
export function recordRequests(): { method: string; path: string; body: unknown }[] {
  const seen: { method: string; path: string; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    const u = new URL(request.url);
    const entry = {
      method: request.method,
      path: u.pathname.replace('/api/v1', ''),
      body: undefined as unknown,
    };
    seen.push(entry);
    if (request.method !== 'GET') {
      void request
        .clone()
        .text()
        .then((t) => {
          try {
            entry.body = t ? JSON.parse(t) : undefined;
          } catch {
            entry.body = t;
          }
        });
    }
  });
  return seen;
}

/** The container and profile reads every analysis page makes. */
export function baseHandlers({
  hints = {} as Record<string, boolean>,
  lab = labOf({ id: 3 }),
} = {}) {
  return [
    http.get(`${BASE}/labs/:labId`, () => HttpResponse.json(lab)),
    http.get(`${BASE}/profile/me`, () => HttpResponse.json(profileOf(hints))),
    // the research form's «Контекст показа» (a test that needs templates puts its own first)
    http.get(`${BASE}/contexts`, () => HttpResponse.json({ items: [] })),
    // the creative picker's upload checks the free space first
    http.get(`${BASE}/creatives/disk_space`, () =>
      HttpResponse.json({ free_space: 10 * 1024 ** 3, used_space: 0, total_space: 10 * 1024 ** 3 }),
    ),
  ];
}

let nextId = 500;
export function item(partial: Partial<Item> & { name: string }): Item {
  return {
    id: partial.id ?? nextId++,
    type: 'image/png',
    size: 1024,
    url: `http://files.test/${partial.name}`,
    created_at: '2025-03-01T10:00:00Z',
    owner_id: 1,
    parent_id: null,
    ...partial,
  };
}

/** `renderPage(ui, { route, path, store })`: `path` is the pattern, e.g. '/labs/:labId/...'. */
export const renderPage = pageRenderer(makeAnalysisStore);

type Listener = (e: MessageEvent) => void;

/** Stands in for window.EventSource: tests push events and errors by hand. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  url: string;
  withCredentials: boolean;
  closed = false;
  onerror: ((e: Event) => void) | null = null;
  private listeners = new Map<string, Listener[]>();
  constructor(url: string, init?: { withCredentials?: boolean }) {
    this.url = url;
    this.withCredentials = !!init?.withCredentials;
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, fn: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  removeEventListener(type: string, fn: Listener) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((f) => f !== fn),
    );
  }
  close() {
    this.closed = true;
  }
  /** Sends `event: <type>` with JSON data. */
  emit(type: string, data: unknown) {
    const e = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const fn of this.listeners.get(type) ?? []) fn(e);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  static get last(): FakeEventSource {
    const s = FakeEventSource.instances[FakeEventSource.instances.length - 1];
    if (!s) throw new Error('no EventSource was opened');
    return s;
  }
}
