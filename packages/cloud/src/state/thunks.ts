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

/** Reads the current folder (or, while searching, the results) again from the server. */
export function reloadCloud(): CloudThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const state = getState().cloud;
    const search = state?.search ?? '';
    const folder = state?.currentFolder ?? null;
    const request = search
      ? dispatch(
          cloudEndpoints.searchCreatives.initiate({ q: search }, { forceRefetch: true, subscribe: false }),
        )
      : folder
        ? dispatch(
            cloudEndpoints.getFolder.initiate({ id: folder.id }, { forceRefetch: true, subscribe: false }),
          )
        : dispatch(cloudEndpoints.listCreatives.initiate(undefined, { forceRefetch: true, subscribe: false }));
    await request;
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
