// The upload flow, its one entry point `start`: the client-side checks first (formats, then the
// combined size below free space, else the upload-space-error flag), then one request per
// file with its own progress and cancel (new versions of files already there too), then the
// listing and the disk space read again.
import type { Item } from '@kreolab/api-client';
import { errorMessage, formatFileSize } from '@kreolab/i18n-ru';
import { showToast, useConfirm } from '@kreolab/ui-kit';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useRef, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { cloud, versionUploaded } from '../api';
import { checkUpload } from '../model';
import {
  selectCurrentFolder,
  selectFreeSpace,
  uploadSpaceErrorSet,
  type CloudRootState,
} from '../state/cloudSlice';
import { CLOUD_TEXTS } from '../texts';
import { askNameConflicts, cachedFolderItems } from '../versions/askNameConflicts';
import { resumableUpload } from './resumableUpload';
import { UploadAborted, UploadError, uploadVersionFile, type UploadHandle } from './uploadFile';

export type UploadStatus = 'uploading' | 'done' | 'error' | 'canceled';

export interface UploadEntry {
  key: string;
  name: string;
  size: number;
  loaded: number;
  status: UploadStatus;
  error?: string;
  /** A failure that sending again may cure (no answer, 429, 5xx): the panel offers «Повторить». */
  retry?: boolean;
  /** Uploading, but waiting for the connection to try the failed part again. */
  waiting?: boolean;
}

/** What sending one file brought: the items, and whether it was a new file (not a version). */
type Sent = { items: Item[]; fresh: boolean } | null;

type Dispatch = ThunkDispatch<CloudRootState, unknown, UnknownAction>;

let keySeq = 0;

export interface UploaderOptions {
  /**
   * The folder the files go to: null is the root. Left out, the cloud page's current folder; the
   * creative picker browses folders of its own and passes the one it shows.
   */
  parentId?: number | null;
  /**
   * Called with the files an upload has brought once it has ended: the new ones and those that
   * got a new version (the research form's picker ticks both: the user uploaded them there).
   */
  onUploaded?: (items: Item[]) => void;
}

export function useUploader({ parentId: target, onUploaded }: UploaderOptions = {}) {
  const dispatch = useDispatch<Dispatch>();
  // The free space the check below reads (product-spec §5), wherever the upload is offered.
  cloud.endpoints.getDiskSpace.useQuery(undefined, { refetchOnMountOrArgChange: true });
  const freeSpace = useSelector(selectFreeSpace);
  const current = useSelector(selectCurrentFolder);
  const folderId = target === undefined ? (current?.id ?? null) : target;
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const aborts = useRef(new Map<string, () => void>());
  // How to send each file again: kept while its entry may be retried.
  const runners = useRef(new Map<string, () => Promise<Sent>>());
  const confirm = useConfirm();
  const store = useStore();

  const patch = useCallback((key: string, change: Partial<UploadEntry>) => {
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));
  }, []);

  const send = useCallback(
    async <R>(
      file: File,
      key: string,
      open: (
        onProgress: (loaded: number, total: number, waiting?: boolean) => void,
      ) => UploadHandle<R>,
      retried = false,
    ): Promise<R | null> => {
      // the multipart body is a little larger than the file it carries
      const handle = open((loaded, _total, waiting = false) =>
        patch(key, { loaded: Math.min(loaded, file.size), waiting }),
      );
      aborts.current.set(key, handle.abort);
      try {
        const result = await handle.promise;
        patch(key, { status: 'done', loaded: file.size, waiting: false });
        return result;
      } catch (err) {
        if (err instanceof UploadAborted) {
          patch(key, { status: 'canceled' });
          runners.current.delete(key);
          return null;
        }
        if (err instanceof UploadError && err.status === 401 && !retried) {
          // The token expired: any call through the api's base query refreshes it; a new file's
          // upload then goes on from where it stopped (its URL is kept under the file's
          // fingerprint), a version is sent again.
          await dispatch(cloud.endpoints.getDiskSpace.initiate(undefined, { forceRefetch: true }));
          return send(file, key, open, true);
        }
        const code = err instanceof UploadError ? err.code : undefined;
        const message = errorMessage(code, err instanceof UploadError ? err.status : undefined);
        const status = err instanceof UploadError ? err.status : 0;
        patch(key, {
          status: 'error',
          waiting: false,
          error: message,
          retry: status === 0 || status === 429 || status >= 500,
        });
        // Spec §8: a refusal (413 FILE_TOO_BIG among them) is a toast with the catalogue text.
        dispatch(showToast({ message: `${file.name}: ${message}`, severity: 'error' }));
        return null;
      } finally {
        aborts.current.delete(key);
      }
    },
    [dispatch, patch],
  );

  const start = useCallback(
    async (files: File[]): Promise<boolean> => {
      if (files.length === 0) return false;
      const check = checkUpload(files, freeSpace);
      if (!check.ok) {
        const message =
          check.reason === 'format'
            ? CLOUD_TEXTS.uploadBadFormat(check.files.join(', '))
            : CLOUD_TEXTS.uploadNoSpace(formatFileSize(check.total), formatFileSize(check.free));
        if (check.reason === 'space') dispatch(uploadSpaceErrorSet(true));
        setRefusal(message);
        dispatch(showToast({ message, severity: 'error' }));
        return false;
      }
      setRefusal(null);
      dispatch(uploadSpaceErrorSet(false));
      const parentId = folderId;
      // Issue 16: a name already in the folder asks "new version or keep both" (src/versions).
      const plan = await askNameConflicts(
        files,
        cachedFolderItems(store.getState(), parentId),
        confirm,
      );
      const entry = (file: File) => ({
        key: `u${(keySeq += 1)}`,
        name: file.name,
        size: file.size,
        loaded: 0,
        status: 'uploading' as const,
      });
      // New versions show in the panel beside new files, with their progress and cancel.
      const versions = plan.versions.map((v) => ({ ...v, entry: entry(v.file) }));
      const added = plan.fresh.map((file) => ({ file, entry: entry(file) }));
      setEntries((list) => [
        ...list.filter((e) => e.status === 'uploading'),
        ...versions.map((v) => v.entry),
        ...added.map((a) => a.entry),
      ]);
      // One runner per file, kept for «Повторить» until it has gone through (the first time or
      // a later one).
      const run = (key: string, runner: () => Promise<Sent>) => {
        const once = async () => {
          const sent = await runner();
          if (sent) runners.current.delete(key);
          return sent;
        };
        runners.current.set(key, once);
        return once();
      };
      const versioned = Promise.all(
        versions.map(({ file, target, entry: { key } }) =>
          run(key, async () => {
            const result = await send(file, key, (progress) =>
              uploadVersionFile(file, target.id, progress),
            );
            if (result === null) return null;
            await dispatch(versionUploaded(result));
            dispatch(
              showToast({
                message: CLOUD_TEXTS.versionUploaded(target.name),
                severity: 'success',
              }),
            );
            return { items: [result.item], fresh: false };
          }),
        ),
      );
      const results = await Promise.all(
        added.map((a) =>
          run(a.entry.key, async () => {
            const result = await send(a.file, a.entry.key, (progress) =>
              resumableUpload(a.file, parentId, progress),
            );
            return result && { items: result.items, fresh: true };
          }),
        ),
      );
      const newVersions = (await versioned).filter((sent) => sent !== null);
      const versionsDone = newVersions.length;
      const uploaded = results.filter((sent) => sent !== null);
      const done = uploaded.length;
      if (done + versionsDone > 0)
        onUploaded?.([...uploaded, ...newVersions].flatMap((sent) => sent.items));
      if (added.length === 0) return versionsDone === versions.length;
      dispatch(cloud.util.invalidateTags(['Folder', 'DiskSpace', 'Search']));
      if (done > 0) {
        dispatch(
          showToast({ message: CLOUD_TEXTS.uploadSuccess(String(done)), severity: 'success' }),
        );
      }
      return done === added.length && versionsDone === versions.length;
    },
    [dispatch, folderId, freeSpace, send, confirm, store, onUploaded],
  );

  const cancel = useCallback((key: string) => aborts.current.get(key)?.(), []);
  /**
   * Sends a failed file again (a lost connection, the server busy or down): the user had to find
   * the file on their disk once more. A new file goes on from where it stopped.
   */
  const retry = useCallback(
    async (key: string) => {
      const runner = runners.current.get(key);
      if (!runner) return;
      patch(key, { status: 'uploading', loaded: 0, error: undefined, retry: false });
      const sent = await runner();
      if (!sent) return;
      onUploaded?.(sent.items);
      dispatch(cloud.util.invalidateTags(['Folder', 'DiskSpace', 'Search']));
      if (sent.fresh)
        dispatch(showToast({ message: CLOUD_TEXTS.uploadSuccess('1'), severity: 'success' }));
    },
    [dispatch, onUploaded, patch],
  );
  const dismiss = useCallback(() => {
    setEntries((list) => {
      for (const e of list) if (e.status !== 'uploading') runners.current.delete(e.key);
      return list.filter((e) => e.status === 'uploading');
    });
    setRefusal(null);
  }, []);

  return { entries, refusal, start, cancel, retry, dismiss };
}
