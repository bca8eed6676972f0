// The cloud's client state (state key `cloud`): the folders entered (the path, outermost
// first; the last one is the current folder), the search text and the upload-space-error flag.
// What the server says — the items, countFiles, the free space, what is loading — is read from
// RTK Query's cache (the page's query hooks, the selectors below); the selected creatives are
// @kreolab/entities'.
import { accountChanged } from '@kreolab/entities';
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cloudEndpoints } from '../api';
import type { Item } from '../model';

export interface CloudState {
  /** The folders entered, outermost first; the last one is the current folder. */
  breadcrumbs: Item[];
  /** Trimmed search text; non-empty means the page shows search results. */
  search: string;
  /** The last upload was refused for want of space. */
  uploadSpaceError: boolean;
}

export function makeInitialCloudState(): CloudState {
  return { breadcrumbs: [], search: '', uploadSpaceError: false };
}

/** Entering a folder leaves the search. */
function enter(state: CloudState, breadcrumbs: Item[]) {
  state.breadcrumbs = breadcrumbs;
  state.search = '';
}

export const cloudSlice = createSlice({
  name: 'cloud',
  initialState: makeInitialCloudState,
  reducers: {
    /** Pushes the folder on the breadcrumb stack and makes it current. */
    folderOpened(state, action: PayloadAction<Item>) {
      enter(state, [...state.breadcrumbs, action.payload]);
    },
    /** Back: from a single-level stack to the root, otherwise to the previous breadcrumb. */
    wentBack(state) {
      enter(state, state.breadcrumbs.slice(0, -1));
    },
    /** A breadcrumb clicked: the stack is cut after it. -1 is 'Все файлы' (the root). */
    breadcrumbOpened(state, action: PayloadAction<number>) {
      enter(state, action.payload < 0 ? [] : state.breadcrumbs.slice(0, action.payload + 1));
    },
    /** The whole path at once (a deep link): outermost first; empty is the root. */
    pathOpened(state, action: PayloadAction<Item[]>) {
      enter(state, action.payload);
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload.trim();
    },
    uploadSpaceErrorSet(state, action: PayloadAction<boolean>) {
      state.uploadSpaceError = action.payload;
    },
  },
  // Another user signed in: the folders entered and the search were the last user's.
  extraReducers: (builder) => builder.addCase(accountChanged, () => makeInitialCloudState()),
});

export const {
  folderOpened,
  wentBack,
  breadcrumbOpened,
  pathOpened,
  searchChanged,
  uploadSpaceErrorSet,
} = cloudSlice.actions;

const selectDiskSpace = cloudEndpoints.getDiskSpace.select();
type ApiState = Parameters<typeof selectDiskSpace>[0];
/** Any store with the cloud slice and the api (whose own type knows no endpoints). */
export interface CloudRootState {
  cloud?: CloudState;
  api?: unknown;
}
const apiOf = (root: CloudRootState) => root.api as ApiState['api'] | undefined;

// Until the app injects the slice the selectors read an empty cloud instead of throwing.
const fallback = makeInitialCloudState();
const selectCloudState = (root: CloudRootState): CloudState => root.cloud ?? fallback;

export const selectBreadcrumbStack = (root: CloudRootState) => selectCloudState(root).breadcrumbs;
export const selectCurrentFolder = (root: CloudRootState): Item | null =>
  selectBreadcrumbStack(root).at(-1) ?? null;
export const selectSearch = (root: CloudRootState) => selectCloudState(root).search;
export const selectUploadSpaceError = (root: CloudRootState) =>
  selectCloudState(root).uploadSpaceError;

/** Bytes free, from the cached GET /creatives/disk_space; null until it was read. */
export const selectFreeSpace = createSelector(
  (root: CloudRootState) => (apiOf(root) ? selectDiskSpace(root as ApiState).data : undefined),
  (space) => space?.free_space ?? null,
);

/**
 * The breadcrumbs with each folder's name as the server last gave it (GET /creatives/{id}
 * answers the folder itself), so a folder renamed after it was entered shows its new name.
 */
export const selectBreadcrumbs = createSelector(
  [selectBreadcrumbStack, (root: CloudRootState) => apiOf(root)?.queries],
  (stack, queries): Item[] => {
    if (!queries || stack.length === 0) return stack;
    const names = new Map<number, string>();
    for (const entry of Object.values(queries)) {
      if (entry?.endpointName !== 'getFolder' || entry.status !== 'fulfilled') continue;
      const folder = (entry.data as { folder?: Item | null } | undefined)?.folder;
      if (folder) names.set(folder.id, folder.name);
    }
    let changed = false;
    const fresh = stack.map((crumb) => {
      const name = names.get(crumb.id);
      if (name === undefined || name === crumb.name) return crumb;
      changed = true;
      return { ...crumb, name };
    });
    return changed ? fresh : stack;
  },
);
