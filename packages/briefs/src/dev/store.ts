// A store shaped like the app's (api + ui-kit slices + briefs), for this package's tests and
// stories. The app composes its own store (see README.md).
import { api } from '@kreolab/api-client';
import { toastsSlice, uiSlice } from '@kreolab/ui-kit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { briefsSlice } from '../state/briefsSlice';

const reducer = combineSlices(api, toastsSlice, uiSlice, briefsSlice);
export type BriefsTestState = ReturnType<typeof reducer>;

export function makeBriefsStore(preloadedState?: Partial<BriefsTestState>) {
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type BriefsTestStore = ReturnType<typeof makeBriefsStore>;
