import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastSeverity = 'info' | 'success' | 'warn' | 'error' | 'secondary' | 'contrast';

/** A toast of product-spec §3. `delay` null means it stays until closed. */
export interface Toast {
  id: string;
  message: string;
  title?: string;
  severity: ToastSeverity;
  delay: number | null;
  closable: boolean;
}

export type ToastInput = Partial<Omit<Toast, 'message'>> & { message: string };

/** Toast auto-dismiss default of product-spec §9. */
export const TOAST_DEFAULT_DELAY = 4000;

export type ToastsState = Toast[];

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as ToastsState,
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<Toast>) {
        state.push(action.payload);
      },
      prepare(input: ToastInput) {
        return {
          payload: {
            id: input.id ?? nanoid(),
            message: input.message,
            title: input.title,
            severity: input.severity ?? 'info',
            delay: input.delay === undefined ? TOAST_DEFAULT_DELAY : input.delay,
            closable: input.closable ?? true,
          } satisfies Toast,
        };
      },
    },
    removeToast(state, action: PayloadAction<string>) {
      return state.filter((t) => t.id !== action.payload);
    },
    clearToasts() {
      return [];
    },
  },
  selectors: {
    selectToasts: (state) => state,
  },
});

export const { showToast, removeToast, clearToasts } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
