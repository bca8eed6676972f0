// Public API of @kreolab/cloud: the personal file cloud (product-spec §1–§9, DESIGN.md §4).
// How apps/web wires it (see README.md):
//   store:  rootReducer.inject(cloudSlice); registerCloudListeners(listener.startListening)
//   routes: /cloud → <CloudPage />
// The analysis package may use the selection and the CreativePicker (DESIGN.md §2).
import './api';

export { cloud, CLOUD_TAGS } from './api';
export {
  cloudSlice,
  cloudSelectors,
  makeInitialCloudState,
  selectCloud,
  selectCurrentFolder,
  selectBreadcrumbStack,
  selectItems,
  selectCountFiles,
  selectSearch,
  selectCloudLoading,
  selectIsListLoading,
  selectUploadSpaceError,
  selectFreeSpace,
  selectSelectedCreatives,
  folderOpened,
  wentBack,
  breadcrumbOpened,
  pathOpened,
  itemsLoaded,
  itemAdded,
  itemRenamed,
  itemsRemoved,
  searchChanged,
  uploadSpaceErrorSet,
  uploadingSet,
  splittingSet,
  freeSpaceSet,
  creativesSelected,
  creativeDeselected,
  selectionCleared,
  type CloudState,
  type CloudLoading,
  type CloudRootState,
} from './state/cloudSlice';
export {
  openFolder,
  goBack,
  openBreadcrumb,
  openPath,
  reloadCloud,
  searchCloud,
  reloadDiskSpace,
  loadFolderPath,
} from './state/thunks';
export { registerCloudListeners, createCloudListenerMiddleware } from './state/listeners';
export { SELECTION_STORAGE_KEY } from './state/storage';
export {
  BACK_ITEM,
  isBack,
  isFolder,
  isFile,
  isImage,
  isPdf,
  isVideo,
  isUnprocessedVideo,
  isProcessingVideo,
  isSelectableCreative,
  toSelectedCreative,
  checkUpload,
  lowSpaceLevel,
  type SelectedCreative,
  type UploadCheck,
} from './model';

export { CloudPage } from './pages/CloudPage';
export { CreativePicker, type CreativePickerProps } from './picker/CreativePicker';
export { ItemCard, type ItemCardProps, type ItemView } from './components/ItemCard';
export { SplitVideoDialog, type SplitVideoDialogProps } from './components/SplitVideoDialog';
export { SplitStatusBadge } from './components/SplitStatusBadge';
export { CreativeViewer, viewerTrail, type CreativeViewerProps } from './viewer/CreativeViewer';
export { CLOUD_TEXTS, SPLIT_STATUS_LABELS } from './texts';
