// The lab mode (state key `labMode`): whether the user works on researches or comparisons.
// It is remembered between visits (listeners.ts saves it), and switching it from an earlier
// choice clears the selected creatives — the one place that rule lives is isLabModeSwitch below,
// applied by registerEntityListeners.
import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { readStored } from '../storage';

export type LabMode = 'research' | 'comparison';

export const LAB_MODE_STORAGE_KEY = 'kreolab.labs.mode';

export function isLabMode(value: unknown): value is LabMode {
  return value === 'research' || value === 'comparison';
}

export function loadLabMode(): LabMode | null {
  const raw = readStored(LAB_MODE_STORAGE_KEY);
  return isLabMode(raw) ? raw : null;
}

export interface LabModeState {
  /** null until the user first picks one. */
  mode: LabMode | null;
}

export interface LabModeRootState {
  labMode?: LabModeState;
}

export const labModeSlice = createSlice({
  name: 'labMode',
  // Lazy: each store starts from the mode saved in local storage.
  initialState: (): LabModeState => ({ mode: loadLabMode() }),
  reducers: {
    labModeSet(state, action: PayloadAction<LabMode>) {
      state.mode = action.payload;
    },
  },
});

export const { labModeSet } = labModeSlice.actions;

export const selectLabMode = (state: LabModeRootState): LabMode | null =>
  state.labMode?.mode ?? null;

/** labModeSet moved the mode away from an earlier, non-empty choice. */
export function isLabModeSwitch(
  action: UnknownAction,
  current: LabModeRootState,
  previous: LabModeRootState,
): boolean {
  if (!labModeSet.match(action)) return false;
  const before = selectLabMode(previous);
  return before !== null && before !== selectLabMode(current);
}
