// The reactions of the entities' state, for the app's listener middleware: the selection and
// the lab mode are saved to local storage whenever they change, and a lab-mode switch clears
// the selection. Features only dispatch the actions; whoever composes the store registers this.
import {
  createListenerMiddleware,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import {
  isLabModeSwitch,
  LAB_MODE_STORAGE_KEY,
  selectLabMode,
  type LabModeRootState,
} from './labMode/labModeSlice';
import {
  SELECTION_STORAGE_KEY,
  selectionCleared,
  selectSelectedCreatives,
  type SelectionRootState,
} from './selection/selectionSlice';
import { writeStored } from './storage';

export type EntitiesRootState = SelectionRootState & LabModeRootState;
type StartListening = TypedStartListening<EntitiesRootState>;

/** apps/web: `registerEntityListeners(listener.startListening)`; returns the unsubscribe. */
export function registerEntityListeners(startListening: StartListening): () => void {
  const stops = [
    startListening({
      predicate: isLabModeSwitch,
      effect: (_action, api) => {
        api.dispatch(selectionCleared());
      },
    }),
    startListening({
      predicate: (_action: UnknownAction, current, previous) =>
        current.selection !== undefined && current.selection !== previous.selection,
      effect: (_action, api) => {
        const creatives = selectSelectedCreatives(api.getState());
        writeStored(SELECTION_STORAGE_KEY, creatives.length ? JSON.stringify(creatives) : null);
      },
    }),
    startListening({
      predicate: (_action: UnknownAction, current, previous) =>
        current.labMode !== undefined && selectLabMode(current) !== selectLabMode(previous),
      effect: (_action, api) => {
        writeStored(LAB_MODE_STORAGE_KEY, selectLabMode(api.getState()));
      },
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

/** A listener middleware with the entities' reactions, for a package's own test store. */
export function createEntityListenerMiddleware() {
  const listener = createListenerMiddleware();
  registerEntityListeners(listener.startListening as StartListening);
  return listener;
}
