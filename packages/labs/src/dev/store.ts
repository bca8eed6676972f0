// A store shaped like the app's (api + ui-kit slices + labs + its listener), for this
// package's tests and stories. The app composes its own store (see README.md).
import { api } from '@kreolab/api-client';
import { toastsSlice, uiSlice } from '@kreolab/ui-kit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { labsSlice } from '../state/labsSlice';
import { createLabsListenerMiddleware } from '../state/listeners';

const reducer = combineSlices(api, toastsSlice, uiSlice, labsSlice);
export type LabsTestState = ReturnType<typeof reducer>;

export function makeLabsStore(preloadedState?: Partial<LabsTestState>) {
  const listener = createLabsListenerMiddleware();
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
}

export type LabsTestStore = ReturnType<typeof makeLabsStore>;
