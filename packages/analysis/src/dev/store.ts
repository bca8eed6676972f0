// A store shaped like the app's (api + ui-kit + cloud + analysis, and a stand-in for labs'
// lab mode under its key `labs.mode`), for this package's tests and stories.
import { api } from '@kreolab/api-client';
import { cloudSlice, createCloudListenerMiddleware } from '@kreolab/cloud';
import { toastsSlice, uiSlice } from '@kreolab/ui-kit';
import { combineSlices, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { analysisSlice } from '../state/analysisSlice';

type LabMode = 'research' | 'comparison';
/** The part of labs' slice this package reads: `labs.mode`, set by `labs/labModeSet`. */
function labsStandIn(state: { mode: LabMode | null } = { mode: null }, action: UnknownAction) {
  return action.type === 'labs/labModeSet' ? { ...state, mode: action.payload as LabMode } : state;
}

const reducer = combineSlices(api, toastsSlice, uiSlice, cloudSlice, analysisSlice, {
  labs: labsStandIn,
});
export type AnalysisTestState = ReturnType<typeof reducer>;

export function makeAnalysisStore(preloadedState?: Partial<AnalysisTestState>) {
  const listener = createCloudListenerMiddleware();
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
}

export type AnalysisTestStore = ReturnType<typeof makeAnalysisStore>;
