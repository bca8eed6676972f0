// A store shaped like the app's (api + ui-kit slices + profile), for this package's tests
// and stories. The app composes its own store (see README.md).
import { api } from '@kreolab/api-client';
import { toastsSlice, uiSlice } from '@kreolab/ui-kit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { profileSlice } from '../state/profileSlice';

const reducer = combineSlices(api, toastsSlice, uiSlice, profileSlice);
export type ProfileTestState = ReturnType<typeof reducer>;

export function makeProfileStore(preloadedState?: Partial<ProfileTestState>) {
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type ProfileTestStore = ReturnType<typeof makeProfileStore>;
