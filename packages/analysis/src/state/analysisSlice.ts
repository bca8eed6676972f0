// The analysis slice (state key `analysis`): what the result page keeps beyond the server's
// data — the feedback cards shown one at a time with the showFeedback flag, the
// current frame, the view mode, the heatmap opacity and the user's drawn regions.
// apps/web injects it: rootReducer.inject(analysisSlice).
import type { BBox, FeedbackItem } from '@kreolab/api-client';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ViewMode = 'heatmap' | 'fog' | 'original';

export interface DrawnRegion {
  id: string;
  frame: number;
  bbox: BBox;
}

export interface AnalysisUiState {
  /** The analysis the rest belongs to; opening another one starts afresh. */
  analysisId: number | null;
  /** Feedback still to show; the first is the one on screen. */
  feedback: FeedbackItem[];
  showFeedback: boolean;
  frame: number;
  view: ViewMode;
  /** 0..1 */
  opacity: number;
  drawn: DrawnRegion[];
  /** Numbers the next drawn region. */
  drawnCount: number;
}

export interface AnalysisRootState {
  analysis?: AnalysisUiState;
}

export const DEFAULT_OPACITY = 0.6;

export function makeInitialAnalysisState(analysisId: number | null = null): AnalysisUiState {
  return {
    analysisId,
    feedback: [],
    showFeedback: false,
    frame: 0,
    view: 'heatmap',
    opacity: DEFAULT_OPACITY,
    drawn: [],
    drawnCount: 0,
  };
}

export const analysisSlice = createSlice({
  name: 'analysis',
  initialState: () => makeInitialAnalysisState(),
  reducers: {
    /** The result page of `id` opened: a different analysis resets everything. */
    resultOpened(state, action: PayloadAction<number>) {
      if (state.analysisId !== action.payload) return makeInitialAnalysisState(action.payload);
      return state;
    },
    /** Appends feedback to the queue (no duplicates by id) and shows it. */
    feedbackAdded(state, action: PayloadAction<FeedbackItem[]>) {
      const ids = new Set(state.feedback.map((f) => f.id));
      for (const item of action.payload) if (!ids.has(item.id)) state.feedback.push(item);
      state.showFeedback = state.feedback.length > 0;
    },
    /** Moves to the next item; advancing past the last empties the list. */
    feedbackAdvanced(state) {
      state.feedback.shift();
      if (state.feedback.length === 0) state.showFeedback = false;
    },
    feedbackCleared(state) {
      state.feedback = [];
      state.showFeedback = false;
    },
    frameSelected(state, action: PayloadAction<number>) {
      state.frame = Math.max(0, Math.trunc(action.payload));
    },
    viewModeSet(state, action: PayloadAction<ViewMode>) {
      state.view = action.payload;
    },
    opacitySet(state, action: PayloadAction<number>) {
      state.opacity = Math.min(1, Math.max(0, action.payload));
    },
    regionDrawn(state, action: PayloadAction<{ frame: number; bbox: BBox }>) {
      state.drawnCount += 1;
      state.drawn.push({ id: `custom-${state.drawnCount}`, ...action.payload });
    },
    regionRemoved(state, action: PayloadAction<string>) {
      state.drawn = state.drawn.filter((r) => r.id !== action.payload);
    },
  },
});

export const {
  resultOpened,
  feedbackAdded,
  feedbackAdvanced,
  feedbackCleared,
  frameSelected,
  viewModeSet,
  opacitySet,
  regionDrawn,
  regionRemoved,
} = analysisSlice.actions;

// Selectors read `state.analysis`; before the slice is injected they see the initial state.
const fallback = makeInitialAnalysisState();
const emptyDrawn: DrawnRegion[] = [];
export const selectAnalysisUi = (s: AnalysisRootState): AnalysisUiState => s.analysis ?? fallback;
export const selectFeedbackQueue = (s: AnalysisRootState) => selectAnalysisUi(s).feedback;
export const selectCurrentFeedback = (s: AnalysisRootState): FeedbackItem | null =>
  selectAnalysisUi(s).feedback[0] ?? null;
export const selectShowFeedback = (s: AnalysisRootState) => selectAnalysisUi(s).showFeedback;
export const selectFrame = (s: AnalysisRootState) => selectAnalysisUi(s).frame;
export const selectViewMode = (s: AnalysisRootState) => selectAnalysisUi(s).view;
export const selectOpacity = (s: AnalysisRootState) => selectAnalysisUi(s).opacity;
export const selectDrawnRegions = (s: AnalysisRootState) => s.analysis?.drawn ?? emptyDrawn;
