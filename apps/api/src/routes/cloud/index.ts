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
  downloadZip,
} satisfies Handlers;
