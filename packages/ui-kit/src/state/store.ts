import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { toastsSlice } from './toastsSlice';
import { uiSlice } from './uiSlice';

/** The reducers ui-kit's components read; the app mounts them under these keys. */
export const uiKitReducers = {
  [toastsSlice.reducerPath]: toastsSlice.reducer,
  [uiSlice.reducerPath]: uiSlice.reducer,
};

const uiKitRootReducer = combineSlices(toastsSlice, uiSlice);
export type UiKitState = ReturnType<typeof uiKitRootReducer>;

/** A store with only ui-kit's slices, for stories and component tests. */
export function createUiKitStore(preloaded?: Partial<UiKitState>) {
  return configureStore({ reducer: uiKitRootReducer, preloadedState: preloaded });
}

export type UiKitStore = ReturnType<typeof createUiKitStore>;
