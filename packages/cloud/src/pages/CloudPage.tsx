// /cloud ('Облако'): the current folder's items (or the search results) in a grid or a list,
// with create folder, inline rename, move, delete, multi-select, search, upload, the
// low-space alert, the video split dialog and the full-screen viewer with its deep link.
import { isToastedFailure } from '@kreolab/api-client';
import { describeError, useSayFailure } from '@kreolab/entities';
import { formatFileSize, plural } from '@kreolab/i18n-ru';
import { EmptyState, useConfirm } from '@kreolab/ui-kit';
import {
  Button,
  CloseButton,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useLocalStorage } from '@mantine/hooks';
import {
  IconFileZip,
  IconFolderPlus,
  IconFolderShare,
  IconLayoutGrid,
  IconList,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { cloud } from '../api';
import { CloudBreadcrumbs } from '../components/CloudBreadcrumbs';
import { TrashLink } from '../trash/TrashLink';
import { CreateFolderModal } from '../components/CreateFolderModal';
import type { ItemView } from '../components/ItemCard';
import { LowSpaceAlert } from '../components/LowSpaceAlert';
import { MoveDialog } from '../components/MoveDialog';
import { SortHeader } from '../components/SortHeader';
import { SplitVideoDialog } from '../components/SplitVideoDialog';
import {
  BACK_ITEM,
  DEFAULT_SORT,
  isBack,
  isFile,
  isFolder,
  type Item,
  type ItemSort,
} from '../model';
import {
  breadcrumbOpened,
  folderOpened,
  searchChanged,
  pathOpened,
  selectBreadcrumbs,
  selectFreeSpace,
  selectSearch,
} from '../state/cloudSlice';
import { useCloudDispatch } from '../state/hooks';
import { loadFolderPath } from '../state/thunks';
import { CLOUD_TEXTS, FILE_FORMS } from '../texts';
import { UploadPanel } from '../upload/UploadPanel';
import { useUploader } from '../upload/useUploader';
import { CreativeViewer } from '../viewer/CreativeViewer';
import { ItemsView } from './ItemsView';
import { useCloudListing } from './useCloudListing';
import { useDeepLink } from './useDeepLink';
import { cloudPath, folderIdOfPath, isMalformedFolderPath } from './cloudUrl';

export const SEARCH_DEBOUNCE_MS = 300;

function pathFolders(path: string | undefined): string[] {
  if (!path) return [];
  const parts = path
    .split('>')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts[0] === CLOUD_TEXTS.root ? parts.slice(1) : parts;
}

export function CloudPage() {
  const dispatch = useDispatch();
  // A refusal the app's error toast does not say (a 400 or 422) is said here, not dropped.
  const sayFailure = useSayFailure();
  const thunks = useCloudDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const breadcrumbs = useSelector(selectBreadcrumbs);
  const search = useSelector(selectSearch);
  const currentFolder = breadcrumbs.at(-1) ?? null;
  const folderId = currentFolder?.id ?? null;
  // The tags of the mutations refetch what is shown; nothing is copied out of the cache.
  const [sort, setSort] = useLocalStorage<ItemSort>({
    key: 'kreolab.cloud.sort',
    defaultValue: DEFAULT_SORT,
  });
  const picked =
    sort.key === DEFAULT_SORT.key && sort.order === DEFAULT_SORT.order ? undefined : sort;
  const { items, countFiles, loaded, ready, isError } = useCloudListing(picked);
  cloud.endpoints.getDiskSpace.useQuery(undefined, { refetchOnMountOrArgChange: true });
  const freeSpace = useSelector(selectFreeSpace);

  const [view, setView] = useLocalStorage<ItemView>({
    key: 'kreolab.cloud.view',
    defaultValue: 'grid',
  });
  const [query, setQuery] = useState(search);
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced.trim() !== search) dispatch(searchChanged(debounced));
    // only the typed text drives the search
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced, dispatch]);

  // The folder in the URL (/cloud/<id>) leads: Back and Forward, a reload and a shared link
  // open it. Clicks inside the page change the state and the URL together, so this effect
  // finds them equal; it runs only when the URL itself changes.
  const urlFolder = folderIdOfPath(location.pathname);
  const malformed = isMalformedFolderPath(location.pathname);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    setMissing(malformed);
    if (malformed) return;
    if (urlFolder === folderId) return;
    if (urlFolder === null) {
      dispatch(pathOpened([]));
      return;
    }
    const at = breadcrumbs.findIndex((b) => b.id === urlFolder);
    if (at >= 0) {
      dispatch(pathOpened(breadcrumbs.slice(0, at + 1)));
      return;
    }
    let live = true;
    void thunks(loadFolderPath(urlFolder)).then((path) => {
      if (!live) return;
      if (path.at(-1)?.id === urlFolder) dispatch(pathOpened(path));
      else setMissing(true);
    });
    return () => {
      live = false;
    };
    // only the URL drives it (see above)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlFolder, malformed]);
  const goTo = (path: Item[]) => {
    setQuery('');
    dispatch(pathOpened(path));
    void navigate(cloudPath(path.at(-1)?.id ?? null));
  };

  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [anchor, setAnchor] = useState<number | null>(null);
  const [renamingId, setRenamingId] = useState<number | null>(null);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [moving, setMoving] = useState<Item[] | null>(null);
  const [splitting, setSplitting] = useState<Item | null>(null);

  const [createFolder, created] = cloud.endpoints.createFolder.useMutation();
  const [rename] = cloud.endpoints.renameCreative.useMutation();
  const [move, moved] = cloud.endpoints.moveCreatives.useMutation();
  const [remove] = cloud.endpoints.deleteCreatives.useMutation();
  const uploader = useUploader();

  // A new folder or search starts with nothing checked.
  useEffect(() => {
    setChecked(new Set());
    setAnchor(null);
    setRenamingId(null);
  }, [folderId, search]);

  const shownItems = useMemo(
    () => (currentFolder && !search ? [BACK_ITEM, ...items] : items),
    [currentFolder, items, search],
  );
  const files = useMemo(() => items.filter(isFile), [items]);
  const viewer = useDeepLink(files, ready);

  const foldersOf = useCallback(
    (item: Item) => (search ? pathFolders(item.path) : breadcrumbs.map((b) => b.name)),
    [breadcrumbs, search],
  );

  const open = (item: Item) => {
    if (isBack(item)) goTo(breadcrumbs.slice(0, -1));
    else if (isFolder(item)) {
      setQuery('');
      dispatch(folderOpened(item));
      void navigate(cloudPath(item.id));
    } else viewer.open(item);
  };

  const onCheck = (item: Item, on: boolean, shift: boolean) => {
    const ids = items.map((i) => i.id);
    setChecked((prev) => {
      const next = new Set(prev);
      if (shift && anchor !== null && ids.includes(anchor)) {
        const from = Math.min(ids.indexOf(anchor), ids.indexOf(item.id));
        const to = Math.max(ids.indexOf(anchor), ids.indexOf(item.id));
        for (const id of ids.slice(from, to + 1))
          if (on) next.add(id);
          else next.delete(id);
      } else if (on) next.add(item.id);
      else next.delete(item.id);
      return next;
    });
    setAnchor(item.id);
  };

  const askDelete = async (targets: Item[]) => {
    if (targets.length === 0) return;
    const [first] = targets;
    const ok = await confirm({
      title: CLOUD_TEXTS.deleteTitle,
      message:
        targets.length === 1 && first
          ? CLOUD_TEXTS.deleteOne(first.name)
          : CLOUD_TEXTS.deleteMany(String(targets.length)),
      confirmLabel: CLOUD_TEXTS.delete,
      danger: true,
    });
    if (!ok) return;
    const r = await remove({ idsRequest: { ids: targets.map((t) => t.id) } });
    if ('error' in r) sayFailure(r.error);
    else setChecked(new Set());
  };

  const checkedItems = items.filter((i) => checked.has(i.id));

  const [zip, zipping] = cloud.endpoints.downloadZip.useMutation();
  const downloadZip = async (targets: Item[]) => {
    if (targets.length === 0) return;
    const name =
      targets.length === 1 && targets[0]
        ? targets[0].name.replace(/\.[^.]{1,5}$/, '')
        : (currentFolder?.name ?? CLOUD_TEXTS.root);
    const r = await zip({ zipRequest: { ids: targets.map((t) => t.id), name } });
    if ('error' in r) return sayFailure(r.error);
    // src/api.ts turns the bytes into an object URL.
    const href = r.data as unknown as string;
    const a = document.createElement('a');
    a.href = href;
    a.download = `${name}.zip`;
    document.body.append(a);
    a.click();
    a.remove();
    // The browser has taken the bytes once the click's download began.
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  };
  const free = freeSpace === null ? null : formatFileSize(freeSpace);

  let empty = null;
  if (missing) {
    empty = (
      <EmptyState
        title={CLOUD_TEXTS.folderMissing}
        description={CLOUD_TEXTS.folderMissingHint}
        action={<Button onClick={() => goTo([])}>{CLOUD_TEXTS.openRoot}</Button>}
      />
    );
  } else if (items.length === 0 && ready) {
    empty = search ? (
      <EmptyState title={CLOUD_TEXTS.noResults} description={CLOUD_TEXTS.noResultsHint(search)} />
    ) : currentFolder ? (
      <EmptyState title={CLOUD_TEXTS.emptyFolder} description={CLOUD_TEXTS.emptyFolderHint} />
    ) : (
      <EmptyState title={CLOUD_TEXTS.emptyCloud} description={CLOUD_TEXTS.emptyCloudHint} />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {CLOUD_TEXTS.title}
          </Title>
          <Group gap="md">
            <Text size="sm" c="dimmed" data-testid="count-files">
              {countFiles} {plural(countFiles, FILE_FORMS)}
            </Text>
            {free && (
              <Text size="sm" c="dimmed" data-testid="free-space">
                {CLOUD_TEXTS.freeSpace(free)}
              </Text>
            )}
            <TrashLink />
          </Group>
        </Stack>
        <Group gap="sm" wrap="wrap">
          <TextInput
            type="search"
            aria-label={CLOUD_TEXTS.searchLabel}
            placeholder={CLOUD_TEXTS.searchPlaceholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            rightSection={
              query ? (
                <CloseButton
                  size="sm"
                  aria-label={CLOUD_TEXTS.clearSearch}
                  onClick={() => setQuery('')}
                />
              ) : null
            }
            w={260}
          />
          <SegmentedControl
            aria-label={CLOUD_TEXTS.viewLabel}
            value={view}
            onChange={(v) => setView(v as ItemView)}
            data={[
              {
                value: 'grid',
                label: (
                  <>
                    <IconLayoutGrid size={16} aria-hidden />
                    <VisuallyHidden>{CLOUD_TEXTS.viewGrid}</VisuallyHidden>
                  </>
                ),
              },
              {
                value: 'list',
                label: (
                  <>
                    <IconList size={16} aria-hidden />
                    <VisuallyHidden>{CLOUD_TEXTS.viewList}</VisuallyHidden>
                  </>
                ),
              },
            ]}
          />
        </Group>
      </Group>

      <LowSpaceAlert freeSpace={freeSpace} />

      <UploadPanel
        uploader={uploader}
        actions={
          <Button
            variant="default"
            leftSection={<IconFolderPlus size={16} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            {CLOUD_TEXTS.createFolder}
          </Button>
        }
      />

      <Group justify="space-between" mih={36}>
        {search ? (
          <Text fw={600}>{CLOUD_TEXTS.searchResults(search)}</Text>
        ) : (
          <CloudBreadcrumbs
            stack={breadcrumbs}
            onOpen={(i) => {
              dispatch(breadcrumbOpened(i));
              void navigate(cloudPath(i < 0 ? null : (breadcrumbs[i]?.id ?? null)));
            }}
          />
        )}
        {checked.size > 0 && (
          <Group gap="xs" role="toolbar" aria-label={CLOUD_TEXTS.checked(checked.size)}>
            <Text size="sm">{CLOUD_TEXTS.checked(checked.size)}</Text>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFolderShare size={14} aria-hidden />}
              onClick={() => setMoving(checkedItems)}
            >
              {CLOUD_TEXTS.move}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFileZip size={14} aria-hidden />}
              loading={zipping.isLoading}
              onClick={() => void downloadZip(checkedItems)}
            >
              {CLOUD_TEXTS.downloadZip}
            </Button>
            <Button
              size="xs"
              color="red.9"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => void askDelete(checkedItems)}
            >
              {CLOUD_TEXTS.delete}
            </Button>
            <Button size="xs" variant="subtle" onClick={() => setChecked(new Set())}>
              {CLOUD_TEXTS.clearChecked}
            </Button>
          </Group>
        )}
      </Group>

      {shownItems.length > 0 && <SortHeader sort={sort} onSort={setSort} />}
      <Text size="xs" c="dimmed" visibleFrom="sm" data-testid="keys-hint">
        {CLOUD_TEXTS.keysHint}
      </Text>

      <ItemsView
        items={missing ? [] : shownItems}
        onCheckAll={() => setChecked(new Set(items.map((i) => i.id)))}
        onClearChecked={() => setChecked(new Set())}
        view={view}
        checked={checked}
        renamingId={renamingId}
        folderId={folderId}
        search={search}
        showPath={!!search}
        skeleton={!loaded && !isError}
        empty={empty}
        onOpen={open}
        onCheck={onCheck}
        onRenameStart={(item) => {
          setRenameError(null);
          setRenamingId(item.id);
        }}
        onRenameCancel={() => {
          setRenameError(null);
          setRenamingId(null);
        }}
        renameError={renameError}
        onRename={(item, name) => {
          setRenameError(null);
          // The editor closes only once the name is taken; a refusal keeps what was typed
          // and says why beside it (the app's toast skips this call, so it is said once).
          void rename({ renameRequest: { id: item.id, name } })
            .unwrap()
            .then(
              () => setRenamingId(null),
              (e: unknown) => setRenameError(describeError(e)),
            );
        }}
        onMove={(item) => setMoving([item])}
        onDelete={(item) => void askDelete(checked.has(item.id) ? checkedItems : [item])}
        onSplit={(item) => setSplitting(item)}
      />

      <CreateFolderModal
        opened={creating}
        loading={created.isLoading}
        onClose={() => setCreating(false)}
        onCreate={async (name) => {
          const r = await createFolder({ folderCreateRequest: { name, parent_id: folderId } });
          if (!('error' in r)) return true;
          // A name refused by its content (422) is said beside it; a clash (409) by the toast.
          return isToastedFailure(r.error) ? false : describeError(r.error);
        }}
      />
      <MoveDialog
        opened={moving !== null}
        items={moving ?? []}
        sourceId={search ? null : folderId}
        loading={moved.isLoading}
        onClose={() => setMoving(null)}
        onMove={(target) => {
          const ids = (moving ?? []).map((i) => i.id);
          setMoving(null);
          void move({ moveRequest: { ids, target_id: target } }).then((r) => {
            if ('error' in r) sayFailure(r.error);
            else setChecked(new Set());
          });
        }}
      />
      <SplitVideoDialog
        opened={splitting !== null}
        video={splitting}
        onClose={() => setSplitting(null)}
      />
      <CreativeViewer
        open={viewer.index >= 0 || viewer.message !== null}
        files={files}
        index={viewer.index}
        message={viewer.index >= 0 ? null : viewer.message}
        foldersOf={foldersOf}
        onClose={viewer.close}
        onView={(item) => viewer.open(item, true)}
      />
    </Stack>
  );
}
