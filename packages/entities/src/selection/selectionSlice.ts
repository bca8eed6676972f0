// The creatives selected for a research (state key `selection`). The cloud page and its picker
// add and remove them, the research details page reads them; they survive a reload through
// local storage (listeners.ts) and are cleared when the lab mode switches (labMode/), when a
// cloud delete may have removed one, when a research starts (it consumed them) and when another
// user signs in at this browser (account.ts).
import { analysesApi, cloudApi, type Item } from '@kreolab/api-client';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accountChanged } from '../account';
import { readStored } from '../storage';
import { toSelectedCreative, type SelectedCreative } from './model';

/** Kept under the cloud's old key, so a selection made before this layer existed survives. */
export const SELECTION_STORAGE_KEY = 'kreolab.cloud.selectedCreatives';

export interface SelectionState {
  creatives: SelectedCreative[];
}

export interface SelectionRootState {
  selection?: SelectionState;
}

/** The saved selection: entries without a numeric id and repeated ids are dropped. */
export function loadSelection(): SelectedCreative[] {
  const raw = readStored(SELECTION_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<number>();
    return parsed.filter((c): c is SelectedCreative => {
      const ok =
        typeof c === 'object' && c !== null && typeof (c as SelectedCreative).id === 'number';
      if (!ok || seen.has((c as SelectedCreative).id)) return false;
      seen.add((c as SelectedCreative).id);
      return true;
    });
  } catch {
    return [];
  }
}

export const selectionSlice = createSlice({
  name: 'selection',
  // Lazy: each store starts from the selection saved in local storage.
  initialState: (): SelectionState => ({ creatives: loadSelection() }),
  reducers: {
    /** Adds creatives for a research, without duplicates by id. */
    creativesSelected(state, action: PayloadAction<(Item | SelectedCreative)[]>) {
      for (const c of action.payload) {
        if (state.creatives.some((s) => s.id === c.id)) continue;
        state.creatives.push('owner_id' in c ? toSelectedCreative(c) : c);
      }
    },
    creativeDeselected(state, action: PayloadAction<number>) {
      state.creatives = state.creatives.filter((c) => c.id !== action.payload);
    },
    selectionCleared(state) {
      state.creatives = [];
    },
  },
  extraReducers: (builder) => {
    const { renameCreative, deleteCreatives } = cloudApi.endpoints;
    builder
      // Another user's sign-in: the selection (file names included) was the last user's.
      .addCase(accountChanged, (state) => {
        state.creatives = [];
      })
      // The selection keeps names to list them without reading the cloud; a rename keeps up.
      .addMatcher(renameCreative.matchFulfilled, (state, { payload }) => {
        const c = state.creatives.find((s) => s.id === payload.id);
        if (c) c.name = payload.name;
      })
      // A delete may have removed a selected creative (or the folder holding it): start over.
      .addMatcher(deleteCreatives.matchFulfilled, (state) => {
        state.creatives = [];
      })
      // A started research has consumed the selection: the next research starts from nothing,
      // so creatives of the last one never slip into it unseen (a refused start keeps them).
      .addMatcher(analysesApi.endpoints.startAnalysis.matchFulfilled, (state) => {
        state.creatives = [];
      });
  },
});

export const { creativesSelected, creativeDeselected, selectionCleared } = selectionSlice.actions;

const empty: SelectedCreative[] = [];
/** Before the slice is in the store it reads an empty selection instead of throwing. */
export const selectSelectedCreatives = (state: SelectionRootState): SelectedCreative[] =>
  state.selection?.creatives ?? empty;
