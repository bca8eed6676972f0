// The viewer's URL hash: reading it, writing it, and on a fresh page (the file not among the
// items shown) loading the file's folder with its path first.
import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { cloudEndpoints } from '../api';
import { isFile, type Item } from '../model';
import { pathOpened, selectCurrentFolder, selectSearch } from '../state/cloudSlice';
import { useCloudDispatch } from '../state/hooks';
import { loadFolderPath } from '../state/thunks';
import { viewerMessageForStatus } from '../viewer/errors';
import { cloudPath, folderIdOfPath } from './cloudUrl';
import { parseViewerHash, viewerHash } from '../viewer/hash';

/** `ready`: the listing (or search) shown is loaded and not being read again. */
export function useDeepLink(files: Item[], ready: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useCloudDispatch();
  const currentFolder = useSelector(selectCurrentFolder);
  const search = useSelector(selectSearch);
  const link = parseViewerHash(location.hash);
  const [message, setMessage] = useState<string | null>(null);
  const tried = useRef<string | null>(null);
  const index = link ? files.findIndex((f) => f.id === link.file) : -1;
  const key = link ? `${link.file}:${link.folder ?? ''}` : null;
  const currentId = currentFolder?.id ?? null;
  const here = link !== null && search === '' && currentId === link.folder;

  useEffect(() => {
    if (!link || !key || index >= 0 || !ready) return;
    if (here) {
      // The file's folder is loaded and the file is not in it.
      setMessage(viewerMessageForStatus(404));
      return;
    }
    if (tried.current === key) return;
    tried.current = key;
    void (async () => {
      if (link.folder !== null) {
        const r = await dispatch(
          cloudEndpoints.getFolder.initiate({ id: link.folder }, { subscribe: false }),
        );
        if (r.error) {
          setMessage(viewerMessageForStatus('status' in r.error ? r.error.status : undefined));
          return;
        }
      }
      const path = await dispatch(loadFolderPath(link.folder));
      dispatch(pathOpened(path)); // the page reads the folder; its items arrive, this runs again
      // …and the address names the folder, as if the user had opened it (cloudUrl.ts).
      if (link.folder !== null && folderIdOfPath(location.pathname) !== link.folder)
        void navigate({ pathname: cloudPath(link.folder), hash: location.hash }, { replace: true });
    })();
  }, [dispatch, here, index, key, link, ready, location, navigate]);

  useEffect(() => {
    if (!key) {
      tried.current = null;
      setMessage(null);
    }
  }, [key]);

  const open = (item: Item, replace = false) => {
    if (!isFile(item)) return;
    setMessage(null);
    void navigate({ hash: viewerHash(item.id, item.parent_id ?? currentId) }, { replace });
  };
  const close = () => {
    setMessage(null);
    tried.current = null;
    void navigate({ hash: '' }, { replace: true });
  };

  return { link, index, message, open, close };
}
