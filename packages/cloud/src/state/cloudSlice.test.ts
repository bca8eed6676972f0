import { describe, expect, it } from 'vitest';
import { cloudEndpoints } from '../api';
import { makeCloudStore } from '../dev/store';
import type { Item } from '../model';
import { cloudHandlers, folder, GB, server, setupMsw } from '../test/utils';
import {
  breadcrumbOpened,
  cloudSlice,
  folderOpened,
  makeInitialCloudState,
  pathOpened,
  searchChanged,
  selectBreadcrumbs,
  selectCurrentFolder,
  selectFreeSpace,
  wentBack,
} from './cloudSlice';

setupMsw();

const reduce = cloudSlice.reducer;
const a = folder('A', 1);
const b = folder('B', 2, 1);
const c = folder('C', 3, 2);

function at(crumbs: Item[]) {
  return reduce(makeInitialCloudState(), pathOpened(crumbs));
}
const current = (cloud: ReturnType<typeof at>) => selectCurrentFolder({ cloud });

describe('navigation transitions', () => {
  it('opening a folder pushes it on the stack and makes it current', () => {
    let s = reduce(makeInitialCloudState(), folderOpened(a));
    expect(current(s)).toEqual(a);
    expect(s.breadcrumbs).toEqual([a]);
    s = reduce(s, folderOpened(b));
    expect(current(s)).toEqual(b);
    expect(s.breadcrumbs).toEqual([a, b]);
  });

  it('back from a single-level stack resets to the root', () => {
    const s = reduce(at([a]), wentBack());
    expect(current(s)).toBeNull();
    expect(s.breadcrumbs).toEqual([]);
  });

  it('back from a deeper stack opens the previous breadcrumb', () => {
    const s = reduce(at([a, b, c]), wentBack());
    expect(current(s)).toEqual(b);
    expect(s.breadcrumbs).toEqual([a, b]);
  });

  it('a breadcrumb click truncates the stack after it; -1 is the root', () => {
    const s = reduce(at([a, b, c]), breadcrumbOpened(0));
    expect(current(s)).toEqual(a);
    expect(s.breadcrumbs).toEqual([a]);
    const root = reduce(at([a, b, c]), breadcrumbOpened(-1));
    expect(current(root)).toBeNull();
    expect(root.breadcrumbs).toEqual([]);
  });

  it('entering a folder leaves the search; the search text is kept trimmed', () => {
    let s = reduce(at([a]), searchChanged('  кот '));
    expect(s.search).toBe('кот');
    s = reduce(s, folderOpened(b));
    expect(s.search).toBe('');
  });
});

describe('what the server says is read from the cache', () => {
  it('the free space is the cached disk space, null before it was read', async () => {
    server.use(...cloudHandlers({ root: [] }, { free: 3 * GB }));
    const store = makeCloudStore();
    expect(selectFreeSpace(store.getState())).toBeNull();
    await store.dispatch(cloudEndpoints.getDiskSpace.initiate());
    expect(selectFreeSpace(store.getState())).toBe(3 * GB);
  });

  it('a breadcrumb shows the name the server last gave its folder', async () => {
    server.use(...cloudHandlers({ 1: [] }, { meta: { 1: { ...a, name: 'A, renamed' } } }));
    const store = makeCloudStore();
    store.dispatch(pathOpened([a]));
    const before = selectBreadcrumbs(store.getState());
    expect(before.map((f) => f.name)).toEqual(['A']);
    await store.dispatch(cloudEndpoints.getFolder.initiate({ id: 1 }));
    expect(selectBreadcrumbs(store.getState()).map((f) => f.name)).toEqual(['A, renamed']);
    // memoised: the same answer gives the same list
    expect(selectBreadcrumbs(store.getState())).toBe(selectBreadcrumbs(store.getState()));
  });
});
