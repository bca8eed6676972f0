import { api } from '@kreolab/api-client';
import { registerAuthListeners, sessionSlice } from '@kreolab/auth';
import { cloudSlice, forgetResumableUploads } from '@kreolab/cloud';
import {
  accountChanged,
  labModeSlice,
  registerEntityListeners,
  selectionSlice,
} from '@kreolab/entities';
import { profileSlice } from '@kreolab/profile';
import { toastsSlice, uiSlice } from '@kreolab/ui-kit';
import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { addErrorToastListener } from './errorToasts';

/**
 * The root reducer: the api (all server state), the ui-kit slices, the entities' selection and
 * lab mode, and the client state of the features that have some (session, cloud, profile).
 */
export const rootReducer = combineSlices(
  api,
  toastsSlice,
  uiSlice,
  sessionSlice,
  selectionSlice,
  labModeSlice,
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
  // The selected creatives and the lab mode survive a reload; switching the lab mode from an
  // earlier choice clears the selection. Features only dispatch the entities' actions.
  registerEntityListeners(listener.startListening.withTypes<RootState>());
  // Another user signed in at this browser: the uploads kept for resuming name the last user's
  // files (the slices reset themselves on the same action).
  listener.startListening({
    actionCreator: accountChanged,
    effect: () => forgetResumableUploads(),
  });
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
