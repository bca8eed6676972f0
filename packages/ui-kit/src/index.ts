export { theme } from './theme';

export type { BreadcrumbItem } from './state/types';
export {
  toastsSlice,
  showToast,
  removeToast,
  clearToasts,
  selectToasts,
  TOAST_DEFAULT_DELAY,
  type Toast,
  type ToastInput,
  type ToastSeverity,
  type ToastsState,
} from './state/toastsSlice';
export {
  uiSlice,
  setAppLoading,
  setBreadcrumbs,
  selectAppLoading,
  selectBreadcrumbs,
  type UiState,
} from './state/uiSlice';
export { usePageBreadcrumbs } from './state/usePageBreadcrumbs';
export { uiKitReducers, createUiKitStore, type UiKitState, type UiKitStore } from './state/store';

export { ToastArea, TOAST_GAP } from './toasts/ToastArea';
export { SEVERITY_COLORS } from './toasts/severity';
export {
  ConfirmDialog,
  CONFIRM_DIALOG_MAX_WIDTH,
  type ConfirmDialogProps,
  type ConfirmOptions,
} from './confirm/ConfirmDialog';
export { ConfirmProvider, useConfirm } from './confirm/ConfirmProvider';
export { FullScreenLoader, LoaderOverlay, LOADER_SIZE } from './loader/FullScreenLoader';

export {
  AuthLayout,
  DefaultLayout,
  AnalysisLayout,
  ConstructorLayout,
  NotFoundLayout,
  type LayoutProps,
} from './layouts/layouts';
export { LAYOUTS, resolveLayout, isLayoutName, type LayoutName } from './layouts/resolveLayout';
export { NAV_ITEMS } from './layouts/navItems';
export { HEADER_HEIGHT } from './layouts/header';
export { focusIsParked, useEditorFocus, useMainFocusAfterNavigation } from './layouts/mainFocus';
export { focusFirstInvalid, onInvalidSubmit } from './layouts/invalidFocus';
export {
  focusableDisabled,
  keepFocusThroughLoading,
  useFocusThroughLoading,
} from './layouts/loadingFocus';
export { ShellSlotsProvider, useShellSlots, type ShellSlots } from './layouts/ShellSlots';

export { Breadcrumbs } from './components/Breadcrumbs';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { FileSize } from './components/FileSize';
export { Placeholder } from './components/Placeholder';
export { TableScroll, type TableScrollProps } from './components/TableScroll';
export { NotFoundPage } from './components/NotFoundPage';
