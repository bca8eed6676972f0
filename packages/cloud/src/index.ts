// Public API of @kreolab/cloud: the personal file cloud.
// How apps/web wires it (see README.md):
//   store:  rootReducer with cloudSlice (the path, the search, the upload-space flag); the
//           selected creatives are @kreolab/entities' selectionSlice
//   routes: /cloud → <CloudPage />
// The analysis package embeds the CreativePicker and the CreativeViewer.
import './api';

export { cloud, CLOUD_TAGS } from './api';
export {
  cloudSlice,
  makeInitialCloudState,
  selectBreadcrumbs,
  selectBreadcrumbStack,
  selectCurrentFolder,
  selectSearch,
  selectUploadSpaceError,
  selectFreeSpace,
  folderOpened,
  wentBack,
  breadcrumbOpened,
  pathOpened,
  searchChanged,
  uploadSpaceErrorSet,
  type CloudState,
  type CloudRootState,
} from './state/cloudSlice';
export { loadFolderPath } from './state/thunks';
export { forgetResumableUploads } from './upload/resumableUpload';
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
  checkUpload,
  lowSpaceLevel,
  type UploadCheck,
} from './model';

export { CloudPage } from './pages/CloudPage';
export { CreativePicker, type CreativePickerProps } from './picker/CreativePicker';
export { ItemCard, type ItemCardProps, type ItemView } from './components/ItemCard';
export { SplitVideoDialog, type SplitVideoDialogProps } from './components/SplitVideoDialog';
export { SplitStatusBadge } from './components/SplitStatusBadge';
export { renderPdfPage, type RenderedPdfPage } from './pdf/renderPdfPage';
export { CreativeViewer, viewerTrail, type CreativeViewerProps } from './viewer/CreativeViewer';
export { CLOUD_TEXTS, SPLIT_STATUS_LABELS } from './texts';
export { TrashPage } from './trash/TrashPage';
export { TrashLink, TRASH_PATH } from './trash/TrashLink';
export { RestoreAsModal, type RestoreAsModalProps } from './trash/RestoreAsModal';
export { VersionsList, type VersionsListProps } from './versions/VersionsList';
export {
  askNameConflicts,
  findNameConflicts,
  type NameConflict,
  type UploadPlan,
} from './versions/askNameConflicts';
