// A store shaped like the app's (api + ui-kit slices + the entities' selection and lab mode with
// their listeners), for this package's tests and stories. The app composes its own store (see
// README.md); briefs keeps no slice of its own: its pages read RTK Query's cache.
import { api } from '@kreolab/api-client';
import { createEntityListenerMiddleware, labModeSlice, selectionSlice } from '@kreolab/entities';
import { toastsSlice, uiSlice } from '@kreolab/ui-kit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';

const reducer = combineSlices(api, toastsSlice, uiSlice, selectionSlice, labModeSlice);
export type BriefsTestState = ReturnType<typeof reducer>;

export function makeBriefsStore(preloadedState?: Partial<BriefsTestState>) {
  const listener = createEntityListenerMiddleware();
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
}

export type BriefsTestStore = ReturnType<typeof makeBriefsStore>;
