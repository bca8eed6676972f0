// The briefs slice (state key `briefs`): the list of briefs, the current brief with its
// segments and `analyzes`, and loading flags. Both follow the api's responses; pages read the
// RTK Query hooks directly, this slice is what other code (the analysis package) reads.
import {
  analysesApi,
  type AnalysisSummary,
  type Brief,
  type BriefSummary,
} from '@kreolab/api-client';
import { createSlice, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { briefsEndpoints } from '../api';
import { lastComparison } from '@kreolab/ui-kit';

export interface BriefsLoading {
  /** The list or a brief is being read. */
  all: boolean;
  create: boolean;
  update: boolean;
  remove: boolean;
}

export interface BriefsState {
  items: BriefSummary[];
  current: Brief | null;
  loading: BriefsLoading;
}

export interface BriefsRootState {
  briefs?: BriefsState;
}

export function makeInitialBriefsState(): BriefsState {
  return {
    items: [],
    current: null,
    loading: { all: false, create: false, update: false, remove: false },
  };
}

type AnyMatcher = (action: unknown) => action is UnknownAction;
interface Matchers {
  matchPending: AnyMatcher;
  matchFulfilled: AnyMatcher;
  matchRejected: AnyMatcher;
}

const { listBriefs, getBrief, createBrief, updateBrief, deleteBrief } = briefsEndpoints;
const { createAnalysis, deleteAnalysis } = analysesApi.endpoints;

export const briefsSlice = createSlice({
  name: 'briefs',
  initialState: makeInitialBriefsState,
  reducers: {
    /** Leaves the current brief. */
    currentBriefCleared(state) {
      state.current = null;
    },
  },
  extraReducers: (builder) => {
    const flag = (name: keyof BriefsLoading, ...endpoints: Matchers[]) => {
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
    builder.addMatcher(listBriefs.matchFulfilled, (state, { payload }) => {
      state.items = payload.items;
    });
    builder.addMatcher(getBrief.matchFulfilled, (state, { payload }) => {
      state.current = payload;
    });
    builder.addMatcher(updateBrief.matchFulfilled, (state, { payload }) => {
      if (state.current?.id === payload.id) state.current = payload;
      const item = state.items.find((b) => b.id === payload.id);
      if (item)
        Object.assign(item, { name: payload.name, brand: payload.brand, product: payload.product });
    });
    builder.addMatcher(deleteBrief.matchFulfilled, (state, { meta }) => {
      const id = meta.arg.originalArgs.briefId;
      state.items = state.items.filter((b) => b.id !== id);
      if (state.current?.id === id) state.current = null;
    });
    builder.addMatcher(createAnalysis.matchFulfilled, (state, { payload }) => {
      if (!state.current || payload.brief_id !== state.current.id) return;
      const { id, type, name, status, saved, created_at, preview } = payload;
      state.current.analyzes.push({ id, type, name, status, saved, created_at, preview });
    });
    builder.addMatcher(deleteAnalysis.matchFulfilled, (state, { meta }) => {
      const id = meta.arg.originalArgs.id;
      if (state.current) state.current.analyzes = state.current.analyzes.filter((a) => a.id !== id);
    });
    flag('all', listBriefs, getBrief);
    flag('create', createBrief);
    flag('update', updateBrief);
    flag('remove', deleteBrief);
  },
});

export const { currentBriefCleared } = briefsSlice.actions;

// Selectors read `state.briefs`; before the slice is injected they see the initial state.
const fallback = makeInitialBriefsState();
const emptyAnalyses: AnalysisSummary[] = [];
export const selectBriefsState = (state: BriefsRootState): BriefsState => state.briefs ?? fallback;
export const selectBriefs = (state: BriefsRootState) => selectBriefsState(state).items;
export const selectCurrentBrief = (state: BriefsRootState) => selectBriefsState(state).current;
export const selectCurrentBriefSegments = (state: BriefsRootState) =>
  selectBriefsState(state).current?.segments ?? [];
export const selectCurrentBriefAnalyses = (state: BriefsRootState): AnalysisSummary[] =>
  selectBriefsState(state).current?.analyzes ?? emptyAnalyses;
export const selectBriefsLoading = (state: BriefsRootState) => selectBriefsState(state).loading;
/** The last analysis of type comparison in the current brief, or null. */
export const selectBriefLastComparison = (state: BriefsRootState): AnalysisSummary | null =>
  lastComparison(selectBriefsState(state).current?.analyzes);
