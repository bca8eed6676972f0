// The "new version or keep both" question of issue 16, asked once before any byte is sent
// when a chosen file's name is already in the folder. The upload flow calls it from its
// single pre-send check (src/upload/useUploader.ts).
import type { Item } from '@kreolab/api-client';
import type { ConfirmOptions } from '@kreolab/ui-kit';
import { cloud } from '../api';
import { CLOUD_TEXTS } from '../texts';

export interface NameConflict {
  file: File;
  /** The file of the folder with the same name (names are compared as the server does). */
  target: Item;
}

export interface UploadPlan {
  /** Files to upload as new items (a taken name gets a number from the server). */
  fresh: File[];
  /** Files to upload as the next version of an existing file. */
  versions: NameConflict[];
}

const key = (name: string) => name.normalize('NFC').trim().toLowerCase();

/** The chosen files whose name a file of the folder already has (folders are not versioned). */
export function findNameConflicts(
  files: readonly File[],
  existing: readonly Item[],
): NameConflict[] {
  const byName = new Map(
    existing.filter((i) => i.type !== 'folder' && i.type !== 'back').map((i) => [key(i.name), i]),
  );
  return files.flatMap((file) => {
    const target = byName.get(key(file.name));
    return target ? [{ file, target }] : [];
  });
}

/**
 * Asks once about every name conflict: "new version" uploads those files as versions, "keep
 * both" (or closing the question) uploads them as new files as before. No conflict: no question.
 */
export async function askNameConflicts(
  files: readonly File[],
  existing: readonly Item[],
  confirm: (options: ConfirmOptions) => Promise<boolean>,
): Promise<UploadPlan> {
  const conflicts = findNameConflicts(files, existing);
  if (conflicts.length === 0) return { fresh: [...files], versions: [] };
  const asVersions = await confirm({
    title: CLOUD_TEXTS.nameConflictTitle,
    message: CLOUD_TEXTS.nameConflictMessage(conflicts.map((c) => `«${c.file.name}»`).join(', ')),
    confirmLabel: CLOUD_TEXTS.newVersion,
    cancelLabel: CLOUD_TEXTS.keepBoth,
  });
  if (!asVersions) return { fresh: [...files], versions: [] };
  const versioned = new Set(conflicts.map((c) => c.file));
  return { fresh: files.filter((f) => !versioned.has(f)), versions: conflicts };
}

/** The files of a folder (null: the root) as the cached listing holds them; none if not loaded. */
export function cachedFolderItems(state: unknown, folderId: number | null): readonly Item[] {
  const listing =
    folderId === null
      ? cloud.endpoints.listCreatives.select({})(state as never)
      : cloud.endpoints.getFolder.select({ id: folderId })(state as never);
  return listing.data?.items ?? [];
}
