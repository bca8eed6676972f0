// Reads the cloud needs beyond the page's query hooks.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { cloudEndpoints } from '../api';
import type { Item } from '../model';
import type { CloudRootState } from './cloudSlice';

export type CloudThunk<R = void> = ThunkAction<R, CloudRootState, unknown, UnknownAction>;

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
