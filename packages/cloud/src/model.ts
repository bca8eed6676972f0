// Cloud items as the page sees them, and the rules on them: what may be picked for a research,
// what may be uploaded, when free space runs low.
import type { Item } from '@kreolab/api-client';
import type { SelectedCreative } from '@kreolab/entities';

export type { Item };

/** The '...' pseudo-item shown first inside a folder: it leads one folder up. */
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

type WithSplit = Pick<SelectedCreative, 'duration' | 'split_status'>;
const hasDuration = (c: WithSplit) => c.duration !== undefined && c.duration !== null;

/** A video not split into frames yet: it has a duration and is neither PROCESSED nor PROCESSING. */
export function isUnprocessedVideo(c: WithSplit): boolean {
  return hasDuration(c) && c.split_status !== 'PROCESSED' && c.split_status !== 'PROCESSING';
}

/** A video whose frames are being made: a duration and status PROCESSING. */
export function isProcessingVideo(c: WithSplit): boolean {
  return hasDuration(c) && c.split_status === 'PROCESSING';
}

/** Files can be picked for a research; a video only once its frames exist (PROCESSED). */
export function isSelectableCreative(item: Item): boolean {
  if (!isFile(item)) return false;
  if (hasDuration(item) || isVideo(item)) return item.split_status === 'PROCESSED';
  return true;
}

/** Folders first; otherwise the server's order (by name) is kept. */
export function foldersFirst(items: readonly Item[]): Item[] {
  return [...items.filter(isFolder), ...items.filter((i) => !isFolder(i))];
}

/** countFiles: the items that are not folders. */
export const countFiles = (items: readonly Item[]) => items.filter((i) => !isFolder(i)).length;

// ---- upload rules ----

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

/** Formats first, then the combined size must be smaller than the free space. */
export function checkUpload(files: readonly File[], freeSpace: number | null): UploadCheck {
  const bad = files.filter((f) => !isAllowedUpload(f)).map((f) => f.name);
  if (bad.length > 0) return { ok: false, reason: 'format', files: bad };
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (freeSpace !== null && !(total < freeSpace)) {
    return { ok: false, reason: 'space', total, free: freeSpace };
  }
  return { ok: true };
}

// ---- low space ----

export const MB = 1024 * 1024;

/** 'error' under 51 MB free; 'warning' over 50 MB and under 101 MB; otherwise null. */
export function lowSpaceLevel(freeSpace: number | null): 'error' | 'warning' | null {
  if (freeSpace === null) return null;
  if (freeSpace < 51 * MB) return 'error';
  if (freeSpace > 50 * MB && freeSpace < 101 * MB) return 'warning';
  return null;
}

// ---- sorting (issue 16) ----

export type SortKey = 'name' | 'date' | 'size' | 'type';
export type SortOrder = 'asc' | 'desc';
export interface ItemSort {
  key: SortKey;
  order: SortOrder;
}
export const DEFAULT_SORT: ItemSort = { key: 'name', order: 'asc' };

const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/**
 * The server's orders (apps/api/src/cloud/items.ts comparatorFor): folders first whatever the
 * order, then the key (desc turns only the key round), then the name, then the id.
 */
export function sortItems(items: readonly Item[], { key, order }: ItemSort): Item[] {
  const sign = order === 'desc' ? -1 : 1;
  const byKey = (a: Item, b: Item): number => {
    switch (key) {
      case 'date':
        return Date.parse(a.created_at) - Date.parse(b.created_at);
      case 'size':
        return a.size - b.size;
      case 'type':
        return a.type < b.type ? -1 : a.type > b.type ? 1 : 0;
      default:
        return collator.compare(a.name, b.name);
    }
  };
  return [...items].sort(
    (a, b) =>
      Number(isFolder(b)) - Number(isFolder(a)) ||
      sign * byKey(a, b) ||
      sign * collator.compare(a.name, b.name) ||
      sign * (a.id - b.id),
  );
}

/**
 * A name split where it may be cut: the head shrinks to an ellipsis when space runs out, the
 * tail (the extension and the six characters before it, at most half the name) always shows,
 * so 'Очень длинное назв…ание 12.jpg' and '…ание 13.jpg' stay apart. Head and tail together
 * are the whole name.
 */
export function nameParts(name: string): [head: string, tail: string] {
  const chars = [...name];
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 6 ? [...name.slice(dot)].length : 0;
  const tail = Math.min(ext + 6, Math.floor(chars.length / 2));
  return [chars.slice(0, chars.length - tail).join(''), chars.slice(chars.length - tail).join('')];
}
