import type { Handlers } from '../types';
import { downloadFile } from './files';
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
  createUpload,
  getUploadOffset,
  patchUpload,
  deleteUpload,
} satisfies Handlers;
