// The cloud slice of product-spec §3/§4: the current folder and its breadcrumb stack, the
// items shown, countFiles, the loading flags, the upload-space-error flag, the free space and
// the selected creatives. Navigation actions here are pure; the thunks in thunks.ts add the
// reload. Items follow the listing and search responses of the api (matchers below).
import { createSlice, isAnyOf, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { cloudEndpoints } from '../api';
import {
  countFiles,
  foldersFirst,
  toSelectedCreative,
  type Item,
  type SelectedCreative,
} from '../model';
import { loadSelection } from './storage';

export interface CloudLoading {
  folder: boolean;
  all: boolean;
  rename: boolean;
  move: boolean;
  skeleton: boolean;
  upload: boolean;
  split: boolean;
}

export interface CloudState {
  /** null at the root. */
  currentFolder: Item | null;
  /** The folders entered, outermost first; the last one is the current folder. */
  breadcrumbs: Item[];
  items: Item[];
  countFiles: number;
  /** Trimmed search text; non-empty means `items` are search results. */
  search: string;
  loading: CloudLoading;
  uploadSpaceError: boolean;
  /** Bytes; null until the disk space is read. */
  freeSpace: number | null;
  selected: SelectedCreative[];
}

const noLoading: CloudLoading = {
  folder: false,
  all: false,
  rename: false,
  move: false,
  skeleton: false,
  upload: false,
  split: false,
};

export function makeInitialCloudState(selected: SelectedCreative[] = []): CloudState {
  return {
    currentFolder: null,
    breadcrumbs: [],
    items: [],
    countFiles: 0,
    search: '',
    loading: { ...noLoading },
    uploadSpaceError: false,
    freeSpace: null,
    selected,
  };
}

function setItems(state: CloudState, items: Item[]) {
  state.items = foldersFirst(items);
  state.countFiles = countFiles(state.items);
}

/** The folder changed: the old items go, skeletons show until the new listing arrives. */
function enter(state: CloudState, folder: Item | null, breadcrumbs: Item[]) {
  state.currentFolder = folder;
  state.breadcrumbs = breadcrumbs;
  state.search = '';
  setItems(state, []);
  state.loading.skeleton = true;
}

type AnyMatcher = (action: unknown) => action is UnknownAction;
interface Matchers {
  matchPending: AnyMatcher;
  matchFulfilled: AnyMatcher;
  matchRejected: AnyMatcher;
}

const {
  listCreatives,
  getFolder,
  searchCreatives,
  getDiskSpace,
  createFolder,
  renameCreative,
  moveCreatives,
  deleteCreatives,
  uploadCreatives,
  splitVideo,
} = cloudEndpoints;

export const cloudSlice = createSlice({
  name: 'cloud',
  // Lazy: each store starts from the selection saved in local storage.
  initialState: () => makeInitialCloudState(loadSelection()),
  reducers: {
    /** Pushes the folder on the breadcrumb stack and makes it current. */
    folderOpened(state, action: PayloadAction<Item>) {
      enter(state, action.payload, [...state.breadcrumbs, action.payload]);
    },
    /** Back: from a single-level stack to the root, otherwise to the previous breadcrumb. */
    wentBack(state) {
      if (state.breadcrumbs.length <= 1) enter(state, null, []);
      else {
        const crumbs = state.breadcrumbs.slice(0, -1);
        enter(state, crumbs[crumbs.length - 1] ?? null, crumbs);
      }
    },
    /** A breadcrumb clicked: the stack is cut after it. -1 is 'Все файлы' (the root). */
    breadcrumbOpened(state, action: PayloadAction<number>) {
      if (action.payload < 0) enter(state, null, []);
      else {
        const crumbs = state.breadcrumbs.slice(0, action.payload + 1);
        enter(state, crumbs[crumbs.length - 1] ?? null, crumbs);
      }
    },
    /** The whole path at once (a deep link): outermost first; empty is the root. */
    pathOpened(state, action: PayloadAction<Item[]>) {
      const crumbs = action.payload;
      enter(state, crumbs[crumbs.length - 1] ?? null, crumbs);
    },
    itemsLoaded(state, action: PayloadAction<Item[]>) {
      setItems(state, action.payload);
    },
    itemAdded(state, action: PayloadAction<Item>) {
      if (!state.items.some((i) => i.id === action.payload.id)) {
        setItems(state, [...state.items, action.payload]);
      }
    },
    itemRenamed(state, action: PayloadAction<{ id: number; name: string }>) {
      const item = state.items.find((i) => i.id === action.payload.id);
      if (item) item.name = action.payload.name;
      for (const crumb of state.breadcrumbs) {
        if (crumb.id === action.payload.id) crumb.name = action.payload.name;
      }
      if (state.currentFolder?.id === action.payload.id)
        state.currentFolder.name = action.payload.name;
      const selected = state.selected.find((c) => c.id === action.payload.id);
      if (selected) selected.name = action.payload.name;
    },
    itemsRemoved(state, action: PayloadAction<number[]>) {
      setItems(
        state,
        state.items.filter((i) => !action.payload.includes(i.id)),
      );
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload.trim();
    },
    uploadSpaceErrorSet(state, action: PayloadAction<boolean>) {
      state.uploadSpaceError = action.payload;
    },
    uploadingSet(state, action: PayloadAction<boolean>) {
      state.loading.upload = action.payload;
    },
    splittingSet(state, action: PayloadAction<boolean>) {
      state.loading.split = action.payload;
    },
    freeSpaceSet(state, action: PayloadAction<number>) {
      state.freeSpace = action.payload;
    },
    /** Adds creatives for a research, without duplicates by id. */
    creativesSelected(state, action: PayloadAction<(Item | SelectedCreative)[]>) {
      for (const c of action.payload) {
        if (state.selected.some((s) => s.id === c.id)) continue;
        state.selected.push('owner_id' in c ? toSelectedCreative(c) : c);
      }
    },
    creativeDeselected(state, action: PayloadAction<number>) {
      state.selected = state.selected.filter((c) => c.id !== action.payload);
    },
    selectionCleared(state) {
      state.selected = [];
    },
  },
  extraReducers: (builder) => {
    const flag = (name: keyof CloudLoading, endpoint: Matchers) => {
      builder.addMatcher(endpoint.matchPending, (state) => {
        state.loading[name] = true;
      });
      builder.addMatcher(isAnyOf(endpoint.matchFulfilled, endpoint.matchRejected), (state) => {
        state.loading[name] = false;
      });
    };
    builder
      .addMatcher(isAnyOf(listCreatives.matchPending, getFolder.matchPending), (state, action) => {
        const id = (action.meta.arg.originalArgs as { id?: number } | undefined)?.id ?? null;
        if (id !== (state.currentFolder?.id ?? null)) return;
        state.loading.folder = true;
        state.loading.all = true;
      })
      .addMatcher(
        isAnyOf(listCreatives.matchFulfilled, getFolder.matchFulfilled),
        (state, action) => {
          const id = (action.meta.arg.originalArgs as { id?: number } | undefined)?.id ?? null;
          // A late answer for a folder left meanwhile, or while searching, changes nothing.
          if (id !== (state.currentFolder?.id ?? null)) return;
          state.loading.folder = false;
          state.loading.all = false;
          state.loading.skeleton = false;
          if (state.search === '') setItems(state, action.payload.items);
        },
      )
      .addMatcher(
        isAnyOf(listCreatives.matchRejected, getFolder.matchRejected),
        (state, action) => {
          if (action.meta.condition) return; // skipped: another request is in flight
          const id = (action.meta.arg.originalArgs as { id?: number } | undefined)?.id ?? null;
          if (id !== (state.currentFolder?.id ?? null)) return;
          state.loading.folder = false;
          state.loading.all = false;
          state.loading.skeleton = false;
        },
      )
      .addMatcher(searchCreatives.matchPending, (state, action) => {
        if (action.meta.arg.originalArgs.q.trim() === state.search) state.loading.all = true;
      })
      .addMatcher(searchCreatives.matchFulfilled, (state, action) => {
        if (action.meta.arg.originalArgs.q.trim() !== state.search || state.search === '') return;
        state.loading.all = false;
        state.loading.skeleton = false;
        setItems(state, action.payload);
      })
      .addMatcher(searchCreatives.matchRejected, (state, action) => {
        if (action.meta.condition) return;
        if (action.meta.arg.originalArgs.q.trim() === state.search) state.loading.all = false;
      })
      .addMatcher(getDiskSpace.matchFulfilled, (state, action) => {
        state.freeSpace = action.payload.free_space;
      })
      .addMatcher(createFolder.matchFulfilled, (state, action) => {
        const parent = action.meta.arg.originalArgs.folderCreateRequest.parent_id ?? null;
        if (state.search === '' && parent === (state.currentFolder?.id ?? null)) {
          if (!state.items.some((i) => i.id === action.payload.id)) {
            setItems(state, [...state.items, action.payload]);
          }
        }
      })
      .addMatcher(renameCreative.matchFulfilled, (state, action) => {
        cloudSlice.caseReducers.itemRenamed(state, {
          type: 'cloud/itemRenamed',
          payload: { id: action.payload.id, name: action.payload.name },
        });
      })
      .addMatcher(moveCreatives.matchFulfilled, (state, action) => {
        const { ids, target_id } = action.meta.arg.originalArgs.moveRequest;
        if (state.search === '' && target_id !== (state.currentFolder?.id ?? null)) {
          setItems(
            state,
            state.items.filter((i) => !ids.includes(i.id)),
          );
        }
      })
      .addMatcher(deleteCreatives.matchFulfilled, (state, action) => {
        const { ids } = action.meta.arg.originalArgs.idsRequest;
        setItems(
          state,
          state.items.filter((i) => !ids.includes(i.id)),
        );
        state.freeSpace = action.payload.free_space;
        state.selected = []; // product-spec §4: a delete clears the selected creatives
      })
      .addMatcher(uploadCreatives.matchFulfilled, (state, action) => {
        state.freeSpace = action.payload.free_space;
      });
    flag('rename', renameCreative);
    flag('move', moveCreatives);
    flag('upload', uploadCreatives);
    flag('split', splitVideo);
  },
  selectors: {
    selectCloud: (s) => s,
    selectCurrentFolder: (s) => s.currentFolder,
    selectBreadcrumbStack: (s) => s.breadcrumbs,
    selectItems: (s) => s.items,
    selectCountFiles: (s) => s.countFiles,
    selectSearch: (s) => s.search,
    selectCloudLoading: (s) => s.loading,
    selectIsListLoading: (s) => s.loading.all,
    selectUploadSpaceError: (s) => s.uploadSpaceError,
    selectFreeSpace: (s) => s.freeSpace,
    selectSelectedCreatives: (s) => s.selected,
  },
});

export const {
  folderOpened,
  wentBack,
  breadcrumbOpened,
  pathOpened,
  itemsLoaded,
  itemAdded,
  itemRenamed,
  itemsRemoved,
  searchChanged,
  uploadSpaceErrorSet,
  uploadingSet,
  splittingSet,
  freeSpaceSet,
  creativesSelected,
  creativeDeselected,
  selectionCleared,
} = cloudSlice.actions;

export interface CloudRootState {
  cloud?: CloudState;
}

const fallback = makeInitialCloudState();

/**
 * The slice's selectors on the root state. Until the app injects the slice
 * (`rootReducer.inject(cloudSlice)`), they read an empty cloud instead of throwing.
 */
export const cloudSelectors = cloudSlice.getSelectors(
  (root: CloudRootState) => root.cloud ?? fallback,
);

export const {
  selectCloud,
  selectCurrentFolder,
  selectBreadcrumbStack,
  selectItems,
  selectCountFiles,
  selectSearch,
  selectCloudLoading,
  selectIsListLoading,
  selectUploadSpaceError,
  selectFreeSpace,
  selectSelectedCreatives,
} = cloudSelectors;
