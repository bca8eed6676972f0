import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BreadcrumbItem } from './types';

/** App-wide UI flags shared by every feature (product-spec §3, "UI flags"). */
export interface UiState {
  loading: boolean;
  breadcrumbs: BreadcrumbItem[];
}

const initialState: UiState = { loading: false, breadcrumbs: [] };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    setAppLoading(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    setBreadcrumbs(state, action: PayloadAction<BreadcrumbItem[]>) {
      state.breadcrumbs = action.payload;
    },
  },
  selectors: {
    selectAppLoading: (state) => state.loading,
    selectBreadcrumbs: (state) => state.breadcrumbs,
  },
});

export const { setAppLoading, setBreadcrumbs } = uiSlice.actions;
export const { selectAppLoading, selectBreadcrumbs } = uiSlice.selectors;
