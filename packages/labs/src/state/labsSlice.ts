// The labs slice of product-spec §3/§4 (state key `labs`): the list of labs, the current lab
// with its `analyzes`, the lab loading flags (all, rename, create, save, generate) and the lab
// mode (research | comparison, kept in local storage by the listener in listeners.ts).
// The list and the current lab follow the api's responses (matchers below); pages read the
// RTK Query hooks directly, this slice is what other code (the analysis package) reads.
import { analysesApi, type AnalysisSummary, type Lab, type LabSummary } from '@kreolab/api-client';
import { createSlice, isAnyOf, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { labsEndpoints } from '../api';
import { lastComparison } from '@kreolab/ui-kit';
import { loadLabMode, type LabMode } from './storage';

export interface LabsLoading {
  /** The list or a lab is being read. */
  all: boolean;
  rename: boolean;
  /** A lab or an analysis is being created. */
  create: boolean;
  /** A result is being saved. */
  save: boolean;
  /** A feedback batch is being generated. */
  generate: boolean;
}

export interface LabsState {
  items: LabSummary[];
  current: Lab | null;
  loading: LabsLoading;
  /** null until the user first picks one. */
  mode: LabMode | null;
}

export interface LabsRootState {
  labs?: LabsState;
}

const noLoading: LabsLoading = {
  all: false,
  rename: false,
  create: false,
  save: false,
  generate: false,
};

export function makeInitialLabsState(mode: LabMode | null = null): LabsState {
  return { items: [], current: null, loading: { ...noLoading }, mode };
}

type AnyMatcher = (action: unknown) => action is UnknownAction;
interface Matchers {
  matchPending: AnyMatcher;
  matchFulfilled: AnyMatcher;
  matchRejected: AnyMatcher;
}

const { listLabs, getLab, createLab, updateLab, deleteLab } = labsEndpoints;
const { createAnalysis, deleteAnalysis, saveAnalysis, generateAnalysisFeedback } =
  analysesApi.endpoints;

function toSummary(lab: Lab): LabSummary {
  return {
    id: lab.id,
    name: lab.name,
    created_at: lab.created_at,
    researches: lab.analyzes.filter((a) => a.type === 'research').length,
    comparisons: lab.analyzes.filter((a) => a.type === 'comparison').length,
  };
}

export const labsSlice = createSlice({
  name: 'labs',
  // Lazy: each store starts from the mode saved in local storage.
  initialState: () => makeInitialLabsState(loadLabMode()),
  reducers: {
    /** Sets the lab mode; `isLabModeSwitch` tells whether this cleared a previous choice. */
    labModeSet(state, action: PayloadAction<LabMode>) {
      state.mode = action.payload;
    },
    /** Leaves the current lab (e.g. on leaving its pages). */
    currentLabCleared(state) {
      state.current = null;
    },
  },
  extraReducers: (builder) => {
    const flag = (name: keyof LabsLoading, ...endpoints: Matchers[]) => {
      builder.addMatcher(isAnyOf(...endpoints.map((e) => e.matchPending)), (state) => {
        state.loading[name] = true;
      });
      builder.addMatcher(
        isAnyOf(...endpoints.flatMap((e) => [e.matchFulfilled, e.matchRejected])),
        (state) => {
          state.loading[name] = false;
        },
      );
    };
    builder.addMatcher(listLabs.matchFulfilled, (state, { payload }) => {
      state.items = payload.items;
    });
    builder.addMatcher(getLab.matchFulfilled, (state, { payload }) => {
      state.current = payload;
    });
    builder.addMatcher(createLab.matchFulfilled, (state, { payload }) => {
      if (!state.items.some((l) => l.id === payload.id)) state.items.unshift(toSummary(payload));
    });
    builder.addMatcher(updateLab.matchFulfilled, (state, { payload }) => {
      const item = state.items.find((l) => l.id === payload.id);
      if (item) item.name = payload.name;
      if (state.current?.id === payload.id) state.current.name = payload.name;
    });
    builder.addMatcher(deleteLab.matchFulfilled, (state, { meta }) => {
      const id = meta.arg.originalArgs.labId;
      state.items = state.items.filter((l) => l.id !== id);
      if (state.current?.id === id) state.current = null;
    });
    builder.addMatcher(createAnalysis.matchFulfilled, (state, { payload }) => {
      if (!state.current || payload.lab_id !== state.current.id) return;
      const { id, type, name, status, saved, created_at, preview } = payload;
      const summary: AnalysisSummary = { id, type, name, status, saved, created_at, preview };
      state.current.analyzes.push(summary);
    });
    builder.addMatcher(deleteAnalysis.matchFulfilled, (state, { meta }) => {
      const id = meta.arg.originalArgs.id;
      if (state.current) state.current.analyzes = state.current.analyzes.filter((a) => a.id !== id);
    });
    flag('all', listLabs, getLab);
    flag('rename', updateLab);
    flag('create', createLab, createAnalysis);
    flag('save', saveAnalysis);
    flag('generate', generateAnalysisFeedback);
  },
});

export const { labModeSet, currentLabCleared } = labsSlice.actions;

// Selectors read `state.labs`; before the slice is injected they see the initial state.
const fallback = makeInitialLabsState();
export const selectLabsState = (state: LabsRootState): LabsState => state.labs ?? fallback;
export const selectLabs = (state: LabsRootState) => selectLabsState(state).items;
export const selectCurrentLab = (state: LabsRootState) => selectLabsState(state).current;
export const selectCurrentLabAnalyses = (state: LabsRootState): AnalysisSummary[] =>
  selectLabsState(state).current?.analyzes ?? emptyAnalyses;
export const selectLabsLoading = (state: LabsRootState) => selectLabsState(state).loading;
export const selectLabMode = (state: LabsRootState) => selectLabsState(state).mode;
/** Product-spec §3: the last analysis of type comparison in the current lab, or null. */
export const selectLastComparison = (state: LabsRootState): AnalysisSummary | null =>
  lastComparison(selectLabsState(state).current?.analyzes);
const emptyAnalyses: AnalysisSummary[] = [];

/**
 * Product-spec §4: "when lab mode changes from a previous non-empty value, the selected
 * creatives are cleared". A listener predicate for whoever owns the selection (apps/web):
 * `startListening({ predicate: isLabModeSwitch, effect: (_, api) => api.dispatch(selectionCleared()) })`.
 */
export function isLabModeSwitch(
  action: UnknownAction,
  current: LabsRootState,
  previous: LabsRootState,
): boolean {
  if (!labModeSet.match(action)) return false;
  const before = previous.labs?.mode ?? null;
  return before !== null && before !== (current.labs?.mode ?? null);
}
