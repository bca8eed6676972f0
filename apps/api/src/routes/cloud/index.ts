import type { Handlers } from '../types';
import { downloadFile, downloadZip } from './files';
import {
  checkSplitStatus,
  createFolder,
  deleteCreatives,
  getDiskSpace,
  getFolder,
  listCreatives,
  moveCreatives,
  renameCreative,
  searchCreatives,
  splitVideo,
  uploadCreatives,
} from './creatives';
import {
  deleteFromTrash,
  emptyTrash,
  listTrash,
  listVersions,
  restoreFromTrash,
  restoreVersion,
  uploadVersion,
} from './trash';
import { createUpload, deleteUpload, getUploadOffset, patchUpload } from './uploads';

/** The cloud of issue 4; the domain rules live in src/cloud. */
export const cloudHandlers = {
  listCreatives,
  getFolder,
  getDiskSpace,
  searchCreatives,
  createFolder,
  deleteCreatives,
  moveCreatives,
  renameCreative,
  splitVideo,
  checkSplitStatus,
  uploadCreatives,
  downloadFile,
  listTrash,
  restoreFromTrash,
  deleteFromTrash,
  emptyTrash,
  listVersions,
  uploadVersion,
  restoreVersion,
  createUpload,
  getUploadOffset,
  patchUpload,
  deleteUpload,
  downloadZip,
} satisfies Handlers;
