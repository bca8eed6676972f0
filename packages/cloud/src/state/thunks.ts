// Navigation with its reload (product-spec §4): each transition changes the slice, then
// reads the now-current folder (or the search results) afresh.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { cloudEndpoints } from '../api';
import type { Item } from '../model';
import {
  breadcrumbOpened,
  folderOpened,
  pathOpened,
  searchChanged,
  wentBack,
  type CloudRootState,
} from './cloudSlice';

export type CloudThunk<R = void> = ThunkAction<R, CloudRootState, unknown, UnknownAction>;

/**
 * Reads the current folder (or, while searching, the results) again from the server. A
 * request already in flight for it (a page's query hook just started one) is joined.
 */
export function reloadCloud(): CloudThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const root = getState() as CloudRootState &
      Parameters<ReturnType<typeof cloudEndpoints.listCreatives.select>>[0];
    const state = root.cloud;
    const search = state?.search ?? '';
    const folder = state?.currentFolder ?? null;
    const { searchCreatives, getFolder, listCreatives } = cloudEndpoints;
    const options = (pending: boolean) => ({ forceRefetch: !pending, subscribe: false });
    if (search) {
      const pending = searchCreatives.select({ q: search })(root).status === 'pending';
      await dispatch(searchCreatives.initiate({ q: search }, options(pending)));
    } else if (folder) {
      const pending = getFolder.select({ id: folder.id })(root).status === 'pending';
      await dispatch(getFolder.initiate({ id: folder.id }, options(pending)));
    } else {
      const pending = listCreatives.select()(root).status === 'pending';
      await dispatch(listCreatives.initiate(undefined, options(pending)));
    }
  };
}

export function openFolder(folder: Item): CloudThunk<Promise<void>> {
  return (dispatch) => {
    dispatch(folderOpened(folder));
    return dispatch(reloadCloud());
  };
}

export function goBack(): CloudThunk<Promise<void>> {
  return (dispatch) => {
    dispatch(wentBack());
    return dispatch(reloadCloud());
  };
}

/** index -1 is the root ('Все файлы'). */
export function openBreadcrumb(index: number): CloudThunk<Promise<void>> {
  return (dispatch) => {
    dispatch(breadcrumbOpened(index));
    return dispatch(reloadCloud());
  };
}

export function openPath(folders: Item[]): CloudThunk<Promise<void>> {
  return (dispatch) => {
    dispatch(pathOpened(folders));
    return dispatch(reloadCloud());
  };
}

/** Searches all folders; an empty query goes back to the current folder's listing. */
export function searchCloud(query: string): CloudThunk<Promise<void>> {
  return (dispatch, getState) => {
    const q = query.trim();
    if (q === (getState().cloud?.search ?? '') && q !== '') return Promise.resolve();
    dispatch(searchChanged(q));
    return dispatch(reloadCloud());
  };
}

/** Reads the disk space again (after deletes and uploads, product-spec §4). */
export function reloadDiskSpace(): CloudThunk<Promise<void>> {
  return async (dispatch) => {
    await dispatch(
      cloudEndpoints.getDiskSpace.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
  };
}

/**
 * Walks up from a folder through `GET /creatives/{id}` (each answer's `folder.parent_id`)
 * to build its breadcrumb path, outermost first. For deep links opened on a fresh page.
 */
export function loadFolderPath(folderId: number | null): CloudThunk<Promise<Item[]>> {
  return async (dispatch) => {
    const path: Item[] = [];
    let id = folderId;
    for (let guard = 0; id !== null && guard < 64; guard += 1) {
      const r = await dispatch(cloudEndpoints.getFolder.initiate({ id }, { subscribe: false }));
      const folder = r.data?.folder;
      if (!folder) break;
      path.unshift(folder);
      id = folder.parent_id ?? null;
    }
    return path;
  };
}
