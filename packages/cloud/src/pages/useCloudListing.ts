// What the cloud page shows, straight from RTK Query's cache: the current folder's listing or,
// while searching, the results — folders first, with countFiles. Each folder or search is read
// afresh when it opens (refetchOnMountOrArgChange), and `currentData` belongs to the folder now
// open, so a late answer for a folder left meanwhile never shows.
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { cloud } from '../api';
import { countFiles, foldersFirst, sortItems, type Item, type ItemSort } from '../model';
import { selectCurrentFolder, selectSearch } from '../state/cloudSlice';

const fresh = { refetchOnMountOrArgChange: true } as const;
const none: Item[] = [];

/** `sort`: the order the user picked; absent, the server's (by name), folders first. */
export function useCloudListing(sort?: ItemSort) {
  const folderId = useSelector(selectCurrentFolder)?.id ?? null;
  const search = useSelector(selectSearch);
  const root = cloud.endpoints.listCreatives.useQuery(
    folderId === null && !search ? {} : skipToken,
    fresh,
  );
  const inner = cloud.endpoints.getFolder.useQuery(
    folderId !== null && !search ? { id: folderId } : skipToken,
    fresh,
  );
  const found = cloud.endpoints.searchCreatives.useQuery(search ? { q: search } : skipToken, fresh);
  const shown = search ? found : folderId === null ? root : inner;
  const raw = search
    ? found.currentData
    : (folderId === null ? root.currentData : inner.currentData)?.items;
  const items = useMemo(
    () => (raw ? (sort ? sortItems(raw, sort) : foldersFirst(raw)) : none),
    [raw, sort],
  );
  return {
    items,
    countFiles: useMemo(() => countFiles(items), [items]),
    /** The listing of the folder (or search) now open has arrived. */
    loaded: raw !== undefined,
    /** …and is not being read again. */
    ready: raw !== undefined && !shown.isFetching,
    isError: shown.isError,
  };
}
