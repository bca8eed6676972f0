// A store shaped like the app's (api + ui-kit slices + cloud + the entities' selection and lab
// mode with their listeners), for this package's tests and stories. The app composes its own
// store (see README.md).
import { api } from '@kreolab/api-client';
import { createEntityListenerMiddleware, labModeSlice, selectionSlice } from '@kreolab/entities';
import { toastsSlice, uiSlice } from '@kreolab/ui-kit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { cloudSlice } from '../state/cloudSlice';

const reducer = combineSlices(api, toastsSlice, uiSlice, cloudSlice, selectionSlice, labModeSlice);
export type CloudTestState = ReturnType<typeof reducer>;

export function makeCloudStore(preloadedState?: Partial<CloudTestState>) {
  const listener = createEntityListenerMiddleware();
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
}

export type CloudTestStore = ReturnType<typeof makeCloudStore>;
