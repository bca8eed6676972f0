// Cloud items as the page sees them, and the rules of product-spec §3–§5 and §9 on them.
import type { Item, SplitStatusValue } from '@kreolab/api-client';

export type { Item };

/** The '...' pseudo-item shown first inside a folder (product-spec §3). */
export const BACK_ITEM: Item = {
  id: 0,
  name: '...',
  type: 'back',
  size: 0,
  url: '',
  created_at: '',
  owner_id: null,
};

export const isBack = (item: Pick<Item, 'type'>) => item.type === 'back';
export const isFolder = (item: Pick<Item, 'type'>) => item.type === 'folder';
export const isFile = (item: Pick<Item, 'type'>) => !isFolder(item) && !isBack(item);
export const isImage = (item: Pick<Item, 'type'>) => item.type.startsWith('image/');
export const isPdf = (item: Pick<Item, 'type'>) => item.type === 'application/pdf';
export const isVideo = (item: Pick<Item, 'type'>) => item.type.startsWith('video/');

/** The fields of a selected creative (product-spec §3), plus what a list needs to show it. */
export interface SelectedCreative {
  id: number;
  duration?: number | null;
  split_status?: SplitStatusValue | null;
  name?: string;
  type?: string;
  url?: string;
}

type WithSplit = Pick<SelectedCreative, 'duration' | 'split_status'>;
const hasDuration = (c: WithSplit) => c.duration !== undefined && c.duration !== null;

/** Product-spec §4: a creative with a duration whose status is neither PROCESSED nor PROCESSING. */
export function isUnprocessedVideo(c: WithSplit): boolean {
  return hasDuration(c) && c.split_status !== 'PROCESSED' && c.split_status !== 'PROCESSING';
}

/** Product-spec §4: a creative with a duration and status PROCESSING. */
export function isProcessingVideo(c: WithSplit): boolean {
  return hasDuration(c) && c.split_status === 'PROCESSING';
}

/** Files can be picked for a research; a video only once its frames exist (PROCESSED). */
export function isSelectableCreative(item: Item): boolean {
  if (!isFile(item)) return false;
  if (hasDuration(item) || isVideo(item)) return item.split_status === 'PROCESSED';
  return true;
}

export function toSelectedCreative(item: Item): SelectedCreative {
  return {
    id: item.id,
    duration: item.duration ?? null,
    split_status: item.split_status ?? null,
    name: item.name,
    type: item.type,
    url: item.url,
  };
}

/** Folders first; otherwise the server's order (by name) is kept. */
export function foldersFirst(items: readonly Item[]): Item[] {
  return [...items.filter(isFolder), ...items.filter((i) => !isFolder(i))];
}

/** countFiles of product-spec §4: items whose type is not folder. */
export const countFiles = (items: readonly Item[]) => items.filter((i) => !isFolder(i)).length;

// ---- upload rules (product-spec §5, §9) ----

export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'mov', 'mp4'] as const;
/** MIME types for the Dropzone's accept list and the browser's file dialog. */
export const UPLOAD_ACCEPT: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/pdf': ['.pdf'],
  'video/quicktime': ['.mov'],
  'video/mp4': ['.mp4'],
};

/** JPG, PNG, PDF, MOV or MP4, by extension (the server checks the content). */
export function isAllowedUpload(file: Pick<File, 'name' | 'type'>): boolean {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(ext) && file.name.includes('.');
}

export type UploadCheck =
  | { ok: true }
  | { ok: false; reason: 'format'; files: string[] }
  | { ok: false; reason: 'space'; total: number; free: number };

/** Product-spec §5: formats first, then the combined size must be smaller than free space. */
export function checkUpload(files: readonly File[], freeSpace: number | null): UploadCheck {
  const bad = files.filter((f) => !isAllowedUpload(f)).map((f) => f.name);
  if (bad.length > 0) return { ok: false, reason: 'format', files: bad };
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (freeSpace !== null && !(total < freeSpace)) {
    return { ok: false, reason: 'space', total, free: freeSpace };
  }
  return { ok: true };
}

// ---- low space (product-spec §4, §9) ----

export const MB = 1024 * 1024;

/** 'error' under 51 MB free; 'warning' over 50 MB and under 101 MB; otherwise null. */
export function lowSpaceLevel(freeSpace: number | null): 'error' | 'warning' | null {
  if (freeSpace === null) return null;
  if (freeSpace < 51 * MB) return 'error';
  if (freeSpace > 50 * MB && freeSpace < 101 * MB) return 'warning';
  return null;
}
