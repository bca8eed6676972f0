// A store shaped like the app's (api + ui-kit + the entities' selection and lab mode with their
// listeners + analysis), for this package's tests and stories.
import { api } from '@kreolab/api-client';
import { createEntityListenerMiddleware, labModeSlice, selectionSlice } from '@kreolab/entities';
import { toastsSlice, uiSlice } from '@kreolab/ui-kit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { analysisSlice } from '../state/analysisSlice';

const reducer = combineSlices(
  api,
  toastsSlice,
  uiSlice,
  selectionSlice,
  labModeSlice,
  analysisSlice,
);
export type AnalysisTestState = ReturnType<typeof reducer>;

export function makeAnalysisStore(preloadedState?: Partial<AnalysisTestState>) {
  const listener = createEntityListenerMiddleware();
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
}

export type AnalysisTestStore = ReturnType<typeof makeAnalysisStore>;
