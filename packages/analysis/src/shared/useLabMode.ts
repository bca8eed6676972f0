// Lab mode (research | comparison) is remembered between sessions, and when it changes from
// a previous non-empty value the selected creatives are cleared (product-spec §4).
// labs owns the mode in `state.labs.mode` (and in local storage); this package must not
// import labs, so it reads that key with a local selector and sets it with labs' action type.
// The rule is enforced here, where the selection is used: the mode the current selection was
// made under is kept in local storage, and a page of the other mode clears the selection.
// This works whether or not apps/web wires labs' isLabModeSwitch listener.
import { selectionCleared } from '@kreolab/cloud';
import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { selectStoredLabMode, type LabMode } from '../state/analysisSlice';

/** labs' own key (LAB_MODE_STORAGE_KEY), read when its slice is not in the store. */
export const LABS_MODE_STORAGE_KEY = 'kreolab.labs.mode';
/** The mode the selected creatives belong to. */
export const SELECTION_MODE_STORAGE_KEY = 'kreolab.analysis.selectionMode';
/** labs' action, by its type (`labs/labModeSet`), so the lab pages see the same mode. */
export const labModeSetAction = (mode: LabMode) => ({ type: 'labs/labModeSet', payload: mode });

const isMode = (v: unknown): v is LabMode => v === 'research' || v === 'comparison';

function read(key: string): LabMode | null {
  try {
    const v = localStorage.getItem(key);
    return isMode(v) ? v : null;
  } catch {
    return null;
  }
}

function write(key: string, mode: LabMode) {
  try {
    localStorage.setItem(key, mode);
  } catch {
    // blocked storage: the store still has it
  }
}

/** The previous mode: the selection's own, else labs' (store, then storage). */
export function previousLabMode(state: unknown): LabMode | null {
  return (
    read(SELECTION_MODE_STORAGE_KEY) ??
    selectStoredLabMode(state as Parameters<typeof selectStoredLabMode>[0]) ??
    read(LABS_MODE_STORAGE_KEY)
  );
}

/** Puts the app in `mode` for this page; a switch from another non-empty mode clears the selection. */
export function useLabMode(mode: LabMode) {
  const dispatch = useDispatch();
  const store = useStore();
  useEffect(() => {
    const previous = previousLabMode(store.getState());
    if (previous !== null && previous !== mode) dispatch(selectionCleared());
    write(SELECTION_MODE_STORAGE_KEY, mode);
    write(LABS_MODE_STORAGE_KEY, mode);
    if (selectStoredLabMode(store.getState() as never) !== mode) dispatch(labModeSetAction(mode));
  }, [dispatch, store, mode]);
}
