import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCloudStore } from '../dev/store';
import { BACK_ITEM, type Item } from '../model';
import { BASE, cloudHandlers, folder, item, recordRequests, server, setupMsw } from '../test/utils';
import {
  breadcrumbOpened,
  cloudSlice,
  creativeDeselected,
  creativesSelected,
  folderOpened,
  itemAdded,
  itemRenamed,
  itemsLoaded,
  makeInitialCloudState,
  pathOpened,
  selectCountFiles,
  selectSelectedCreatives,
  wentBack,
} from './cloudSlice';
import { SELECTION_STORAGE_KEY } from './storage';
import { goBack, openBreadcrumb, openFolder, reloadCloud, searchCloud } from './thunks';

setupMsw();

const reduce = cloudSlice.reducer;
const a = folder('A', 1);
const b = folder('B', 2, 1);
const c = folder('C', 3, 2);

function at(crumbs: Item[]) {
  return reduce(makeInitialCloudState(), pathOpened(crumbs));
}

describe('navigation transitions (product-spec §4)', () => {
  it('opening a folder pushes it on the stack and makes it current', () => {
    let s = reduce(makeInitialCloudState(), folderOpened(a));
    expect(s.currentFolder).toEqual(a);
    expect(s.breadcrumbs).toEqual([a]);
    s = reduce(s, folderOpened(b));
    expect(s.currentFolder).toEqual(b);
    expect(s.breadcrumbs).toEqual([a, b]);
    expect(s.loading.skeleton).toBe(true);
  });

  it('back from a single-level stack resets to the root', () => {
    const s = reduce(at([a]), wentBack());
    expect(s.currentFolder).toBeNull();
    expect(s.breadcrumbs).toEqual([]);
  });

  it('back from a deeper stack opens the previous breadcrumb', () => {
    const s = reduce(at([a, b, c]), wentBack());
    expect(s.currentFolder).toEqual(b);
    expect(s.breadcrumbs).toEqual([a, b]);
  });

  it('a breadcrumb click truncates the stack after it; -1 is the root', () => {
    const s = reduce(at([a, b, c]), breadcrumbOpened(0));
    expect(s.currentFolder).toEqual(a);
    expect(s.breadcrumbs).toEqual([a]);
    const root = reduce(at([a, b, c]), breadcrumbOpened(-1));
    expect(root.currentFolder).toBeNull();
    expect(root.breadcrumbs).toEqual([]);
  });

  it('renaming updates the name in place, in the items and the breadcrumbs', () => {
    const file = item({ id: 9, name: 'old.png' });
    let s = reduce(at([a]), itemsLoaded([file, b]));
    s = reduce(s, itemRenamed({ id: 9, name: 'new.png' }));
    expect(s.items.map((i) => i.name)).toEqual(['B', 'new.png']);
    s = reduce(s, itemRenamed({ id: 1, name: 'A2' }));
    expect(s.breadcrumbs[0]?.name).toBe('A2');
    expect(s.currentFolder?.name).toBe('A2');
  });

  it('adding appends, and countFiles counts the items that are not folders', () => {
    let s = reduce(makeInitialCloudState(), itemsLoaded([item({ id: 5, name: 'x.png' }), a]));
    expect(s.items.map((i) => i.id)).toEqual([1, 5]); // folders first
    expect(s.countFiles).toBe(1);
    s = reduce(s, itemAdded(item({ id: 6, name: 'y.pdf', type: 'application/pdf' })));
    expect(s.items.map((i) => i.id)).toEqual([1, 5, 6]);
    expect(s.countFiles).toBe(2);
    s = reduce(s, itemAdded(folder('D', 7)));
    expect(s.countFiles).toBe(2);
  });

  it('the back pseudo-item is not part of the items', () => {
    const s = reduce(at([a]), itemsLoaded([item({ id: 5, name: 'x.png' })]));
    expect(s.items).not.toContainEqual(BACK_ITEM);
  });
});

describe('thunks reload', () => {
  it('openFolder, goBack and openBreadcrumb read the folder again', async () => {
    const seen = recordRequests();
    server.use(
      ...cloudHandlers({
        root: [a, item({ id: 10, name: 'r.png' })],
        1: [b, item({ id: 11, name: 'a.png' })],
        2: [item({ id: 12, name: 'b.png' }), item({ id: 13, name: 'c.mp4', type: 'video/mp4' })],
      }),
    );
    const store = makeCloudStore();
    await store.dispatch(reloadCloud());
    expect(store.getState().cloud.items.map((i) => i.id)).toEqual([1, 10]);
    await store.dispatch(openFolder(a));
    await store.dispatch(openFolder(b));
    expect(store.getState().cloud.items.map((i) => i.id)).toEqual([12, 13]);
    expect(selectCountFiles(store.getState())).toBe(2);
    await store.dispatch(goBack());
    expect(store.getState().cloud.currentFolder?.id).toBe(1);
    expect(store.getState().cloud.items.map((i) => i.id)).toEqual([2, 11]);
    await store.dispatch(openBreadcrumb(-1));
    expect(store.getState().cloud.items.map((i) => i.id)).toEqual([1, 10]);
    expect(seen).toEqual([
      'GET /creatives',
      'GET /creatives/1',
      'GET /creatives/2',
      'GET /creatives/1',
      'GET /creatives',
    ]);
  });

  it('the loading flag is on during a load and during a search', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.get(`${BASE}/creatives`, async () => {
        await gate;
        return HttpResponse.json({ items: [] });
      }),
      http.get(`${BASE}/creatives/search`, () =>
        HttpResponse.json([item({ id: 1, name: 'Кот.png', path: 'Все файлы > A' })]),
      ),
    );
    const store = makeCloudStore();
    const load = store.dispatch(reloadCloud());
    expect(store.getState().cloud.loading.all).toBe(true);
    release();
    await load;
    expect(store.getState().cloud.loading.all).toBe(false);
    const search = store.dispatch(searchCloud(' кот '));
    expect(store.getState().cloud.loading.all).toBe(true);
    await search;
    expect(store.getState().cloud.loading.all).toBe(false);
    expect(store.getState().cloud.items[0]?.path).toBe('Все файлы > A');
  });
});

describe('selected creatives', () => {
  it('are added without duplicates by id and persist in local storage', async () => {
    const store = makeCloudStore();
    const x = item({ id: 1, name: 'x.png' });
    store.dispatch(creativesSelected([x, x]));
    store.dispatch(creativesSelected([{ id: 1 }, item({ id: 2, name: 'y.pdf' })]));
    expect(selectSelectedCreatives(store.getState()).map((s) => s.id)).toEqual([1, 2]);
    await Promise.resolve();
    expect(JSON.parse(localStorage.getItem(SELECTION_STORAGE_KEY) ?? '[]')).toHaveLength(2);
    // a fresh store (a reload of the page) starts from the stored selection
    const again = makeCloudStore();
    expect(selectSelectedCreatives(again.getState()).map((s) => s.id)).toEqual([1, 2]);
    again.dispatch(creativeDeselected(1));
    await Promise.resolve();
    expect(JSON.parse(localStorage.getItem(SELECTION_STORAGE_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ id: 2 }),
    ]);
  });

  it('are cleared by a delete, which also brings the free space', async () => {
    server.use(
      http.post(`${BASE}/creatives/delete`, () =>
        HttpResponse.json({ deleted: 1, free_space: 777 }),
      ),
    );
    const store = makeCloudStore();
    store.dispatch(creativesSelected([item({ id: 1, name: 'x.png' })]));
    const { cloudEndpoints } = await import('../api');
    await store.dispatch(cloudEndpoints.deleteCreatives.initiate({ idsRequest: { ids: [5] } }));
    expect(store.getState().cloud.selected).toEqual([]);
    expect(store.getState().cloud.freeSpace).toBe(777);
  });
});
