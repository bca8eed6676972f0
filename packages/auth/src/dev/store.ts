// A store shaped like the app's (api + ui-kit slices + session + the auth listeners), for
// this package's tests and stories. The app composes its own store (see README.md).
import { api } from '@kreolab/api-client';
import { toastsSlice, uiSlice } from '@kreolab/ui-kit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { createAuthListenerMiddleware } from '../session/listeners';
import { sessionSlice } from '../session/sessionSlice';

const reducer = combineSlices(api, toastsSlice, uiSlice, sessionSlice);
export type AuthTestState = ReturnType<typeof reducer>;

export function makeAuthStore(preloadedState?: Partial<AuthTestState>) {
  const listener = createAuthListenerMiddleware();
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
}

export type AuthTestStore = ReturnType<typeof makeAuthStore>;
