// Keeps the selected creatives in local storage whenever they change (product-spec §4).
import {
  createListenerMiddleware,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { CloudRootState } from './cloudSlice';
import { saveSelection } from './storage';

type StartListening = TypedStartListening<CloudRootState>;

/** apps/web: `registerCloudListeners(listener.startListening)`. */
export function registerCloudListeners(startListening: StartListening): () => void {
  return startListening({
    predicate: (_action: UnknownAction, current, previous) =>
      current.cloud !== undefined && current.cloud.selected !== previous.cloud?.selected,
    effect: (_action, api) => {
      saveSelection(api.getState().cloud?.selected ?? []);
    },
  });
}

export function createCloudListenerMiddleware() {
  const listener = createListenerMiddleware();
  registerCloudListeners(listener.startListening as StartListening);
  return listener;
}
