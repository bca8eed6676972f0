// Test helpers: the shared ones (msw, the app's providers around a page), the usual cloud API
// and item fixtures; the page renders at every path, in a cloud store at /cloud by default.
import type { Item } from '@kreolab/api-client';
import { BASE, renderRoutes } from '@kreolab/testing';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { makeCloudStore, type CloudTestStore } from '../dev/store';

export { BASE, recordRequests, server, setupMsw } from '@kreolab/testing';

let nextId = 100;
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
export const folder = (name: string, id: number, parent_id: number | null = null) =>
  item({ id, name, type: 'folder', size: 0, url: '', parent_id });

export const GB = 1024 * 1024 * 1024;

/** The usual cloud API: listings by folder id, disk space, search. */
export function cloudHandlers(
  folders: Record<string, Item[]>,
  { free = 5 * GB, search = [] as Item[], meta = {} as Record<string, Item> } = {},
) {
  return [
    http.get(`${BASE}/creatives/disk_space`, () =>
      HttpResponse.json({ free_space: free, used_space: 0, total_space: free }),
    ),
    http.get(`${BASE}/creatives/search`, () => HttpResponse.json(search)),
    http.get(`${BASE}/creatives`, () =>
      HttpResponse.json({ folder: null, items: folders.root ?? [] }),
    ),
    // The viewer lists a file's versions (issue 16): here each file has one.
    http.get(`${BASE}/creatives/:id/versions`, ({ params }) => {
      const file = Object.values(folders)
        .flat()
        .find((i) => String(i.id) === String(params.id));
      if (!file) return HttpResponse.json({ code: 'OBJECT_NOT_FOUND' }, { status: 404 });
      const { type, size, created_at } = file;
      return HttpResponse.json({
        item: file,
        versions: [{ number: 1, type, size, created_at, current: true }],
      });
    }),
    http.get(`${BASE}/creatives/:id`, ({ params }) => {
      const id = String(params.id);
      if (!(id in folders)) return HttpResponse.json({ code: 'OBJECT_NOT_FOUND' }, { status: 404 });
      return HttpResponse.json({ folder: meta[id] ?? null, items: folders[id] });
    }),
  ];
}

export interface RenderOptions {
  route?: string;
  store?: CloudTestStore;
}

export function renderWithApp(
  ui: ReactElement,
  { route = '/cloud', store = makeCloudStore() }: RenderOptions = {},
) {
  return renderRoutes([{ path: '*', element: ui }], { route, store, fallback: null });
}
