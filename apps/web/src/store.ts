import { api } from '@kreolab/api-client';
import { registerAuthListeners, sessionSlice } from '@kreolab/auth';
import { briefsSlice } from '@kreolab/briefs';
import { cloudSlice, registerCloudListeners, selectionCleared } from '@kreolab/cloud';
import { isLabModeSwitch, labsSlice, registerLabsListeners } from '@kreolab/labs';
import { profileSlice } from '@kreolab/profile';
import { toastsSlice, uiSlice } from '@kreolab/ui-kit';
import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { addErrorToastListener } from './errorToasts';

/** The root reducer: the api, the ui-kit slices and one slice per feature package. */
export const rootReducer = combineSlices(
  api,
  toastsSlice,
  uiSlice,
  sessionSlice,
  cloudSlice,
  profileSlice,
  labsSlice,
  briefsSlice,
);
export type RootState = ReturnType<typeof rootReducer>;

/** One store per app (and per test): the api, the ui-kit slices and a listener middleware. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  addErrorToastListener(listener);
  // sessionExpired (a failed refresh) → logout → /signin; the session follows refreshed tokens.
  registerAuthListeners(listener.startListening);
  // The selected creatives survive a reload (product-spec §4).
  const startListening = listener.startListening.withTypes<RootState>();
  registerCloudListeners(startListening);
  // The lab mode is remembered between sessions; switching it from a previous choice clears
  // the selected creatives (product-spec §4). Labs and cloud never import each other, so the
  // app composes the reaction.
  registerLabsListeners(startListening);
  startListening({
    predicate: isLabModeSwitch,
    effect: (_action, { dispatch }) => {
      dispatch(selectionCleared());
    },
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
