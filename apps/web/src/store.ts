import { api } from '@kreolab/api-client';
import { registerAuthListeners, sessionSlice } from '@kreolab/auth';
import { cloudSlice, registerCloudListeners } from '@kreolab/cloud';
import { profileSlice } from '@kreolab/profile';
import { toastsSlice, uiSlice } from '@kreolab/ui-kit';
import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { addErrorToastListener } from './errorToasts';

/**
 * The root reducer. Feature packages add their slices later with
 * `rootReducer.inject(slice)` (combineSlices), so the store never imports them eagerly.
 */
export const rootReducer = combineSlices(
  api,
  toastsSlice,
  uiSlice,
  sessionSlice,
  cloudSlice,
  profileSlice,
);
export type RootState = ReturnType<typeof rootReducer>;

/** One store per app (and per test): the api, the ui-kit slices and a listener middleware. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  addErrorToastListener(listener);
  // sessionExpired (a failed refresh) → logout → /signin; the session follows refreshed tokens.
  registerAuthListeners(listener.startListening);
  // The selected creatives survive a reload (product-spec §4).
  registerCloudListeners(listener.startListening.withTypes<RootState>());
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return Object.assign(store, { listener });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
