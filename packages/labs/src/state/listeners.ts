// Keeps the lab mode in local storage whenever it changes (product-spec §4).
import {
  createListenerMiddleware,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { LabsRootState } from './labsSlice';
import { saveLabMode } from './storage';

type StartListening = TypedStartListening<LabsRootState>;

/** apps/web: `registerLabsListeners(listener.startListening)`. */
export function registerLabsListeners(startListening: StartListening): () => void {
  return startListening({
    predicate: (_action: UnknownAction, current, previous) =>
      current.labs !== undefined && current.labs.mode !== previous.labs?.mode,
    effect: (_action, api) => {
      saveLabMode(api.getState().labs?.mode ?? null);
    },
  });
}

export function createLabsListenerMiddleware() {
  const listener = createListenerMiddleware();
  registerLabsListeners(listener.startListening as StartListening);
  return listener;
}
