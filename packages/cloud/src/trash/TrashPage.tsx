// «Корзина» (/cloud/trash, issue 16): what was deleted in the last 30 days, each entry with
// where it came from and when it goes for good; restore, delete for good and empty the trash,
// the last two after a confirmation.
import {
  useDeleteFromTrashMutation,
  useEmptyTrashMutation,
  useGetDiskSpaceQuery,
  useListTrashQuery,
  useRestoreFromTrashMutation,
  type TrashItem,
} from '@kreolab/api-client';
import { useSayFailure } from '@kreolab/entities';
import { formatDate, formatFileSize } from '@kreolab/i18n-ru';
import { EmptyState, FileSize, showToast, useConfirm } from '@kreolab/ui-kit';
import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconTrash, IconTrashX } from '@tabler/icons-react';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import '../api';
import { ItemIcon } from '../components/ItemIcon';
import { CLOUD_TEXTS } from '../texts';
import { RestoreAsModal } from './RestoreAsModal';

const codeOf = (error: unknown) => (error as { data?: { code?: string } } | undefined)?.data?.code;

function TrashRow({
  item,
  busy,
  onRestore,
  onDelete,
}: {
  item: TrashItem;
  busy: boolean;
  onRestore: () => void;
  onDelete: () => void;
}) {
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={item.name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
          <ItemIcon item={item} size={32} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {item.restores_to_root || item.original_path === null
                ? CLOUD_TEXTS.trashFolderGone
                : CLOUD_TEXTS.trashFrom(item.original_path)}
            </Text>
            <Text size="xs" c="dimmed">
              <FileSize bytes={item.size} /> · {CLOUD_TEXTS.trashPurgeAt(formatDate(item.purge_at))}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            aria-label={CLOUD_TEXTS.restoreLabel(item.name)}
            disabled={busy}
            onClick={onRestore}
          >
            {CLOUD_TEXTS.restore}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red.9"
            leftSection={<IconTrashX size={14} aria-hidden />}
            aria-label={CLOUD_TEXTS.deleteForeverLabel(item.name)}
            disabled={busy}
            onClick={onDelete}
          >
            {CLOUD_TEXTS.deleteForever}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

export function TrashPage() {
  const dispatch = useDispatch();
  const confirm = useConfirm();
  const { data, isLoading, isError, refetch } = useListTrashQuery();
  const { data: space } = useGetDiskSpaceQuery();
  const [restore, restoring] = useRestoreFromTrashMutation();
  const [deleteForever, deleting] = useDeleteFromTrashMutation();
  const [empty, emptying] = useEmptyTrashMutation();
  const [conflict, setConflict] = useState<TrashItem | null>(null);
  const busy = restoring.isLoading || deleting.isLoading || emptying.isLoading;
  const items = data?.items ?? [];

  const toast = (message: string, severity: 'success' | 'error' | 'info') =>
    dispatch(showToast({ message, severity }));
  // The app's error toast says the toasted statuses and a request without an answer.
  const sayFailure = useSayFailure();

  const doRestore = async (item: TrashItem, name?: string) => {
    const res = await restore({ restoreRequest: { ids: [item.id], ...(name ? { name } : {}) } });
    if ('error' in res) {
      // The catalogue's error toast has shown the code; offer a free name.
      if (codeOf(res.error) === 'NAME_CONFLICT') setConflict(item);
      else sayFailure(res.error);
      return;
    }
    setConflict(null);
    const shown = name ?? item.name;
    if (res.data.restored_to_root.includes(item.id))
      toast(CLOUD_TEXTS.restoredToRoot(shown), 'info');
    else toast(CLOUD_TEXTS.restored(shown), 'success');
  };

  const doDelete = async (item: TrashItem) => {
    const ok = await confirm({
      title: CLOUD_TEXTS.deleteForeverTitle,
      message: CLOUD_TEXTS.deleteForeverOne(item.name),
      confirmLabel: CLOUD_TEXTS.deleteForever,
      danger: true,
    });
    if (!ok) return;
    const res = await deleteForever({ idsRequest: { ids: [item.id] } });
    if (!('error' in res)) toast(CLOUD_TEXTS.deletedForever, 'success');
    else sayFailure(res.error);
  };

  const doEmpty = async () => {
    const ok = await confirm({
      title: CLOUD_TEXTS.emptyTrashTitle,
      message: CLOUD_TEXTS.emptyTrashMessage(String(items.length)),
      confirmLabel: CLOUD_TEXTS.emptyTrash,
      danger: true,
    });
    if (!ok) return;
    const res = await empty();
    if (!('error' in res)) toast(CLOUD_TEXTS.deletedForever, 'success');
    else sayFailure(res.error);
  };

  let body;
  if (isLoading) body = <Loader aria-label={CLOUD_TEXTS.trashTitle} />;
  else if (isError)
    body = (
      <EmptyState
        title={CLOUD_TEXTS.trashError}
        action={<Button onClick={() => void refetch()}>{CLOUD_TEXTS.retry}</Button>}
      />
    );
  else if (items.length === 0)
    body = (
      <EmptyState
        title={CLOUD_TEXTS.trashEmpty}
        description={CLOUD_TEXTS.trashEmptyHint}
        icon={<IconTrash size={28} aria-hidden />}
      />
    );
  else
    body = (
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <TrashRow
            key={item.id}
            item={item}
            busy={busy}
            onRestore={() => void doRestore(item)}
            onDelete={() => void doDelete(item)}
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Anchor component={Link} to="/cloud" size="sm">
            {CLOUD_TEXTS.root}
          </Anchor>
          <Title order={1} size="h2">
            {CLOUD_TEXTS.trashTitle}
          </Title>
          {space && (
            <Text size="sm" c="dimmed" data-testid="trash-space">
              {CLOUD_TEXTS.trashHolds(formatFileSize(space.trash_space))}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {CLOUD_TEXTS.trashHint}
          </Text>
        </Stack>
        <Button
          // a light button of a given shade is painted solid in that shade under letters of
          // the same red; an outline keeps red.9 letters on the page’s white (6.6:1)
          color="red.9"
          variant="outline"
          leftSection={<IconTrashX size={16} aria-hidden />}
          disabled={items.length === 0 || busy}
          onClick={() => void doEmpty()}
        >
          {CLOUD_TEXTS.emptyTrash}
        </Button>
      </Group>
      {body}
      <RestoreAsModal
        name={conflict?.name ?? null}
        busy={restoring.isLoading}
        onSubmit={(name) => conflict && void doRestore(conflict, name)}
        onClose={() => setConflict(null)}
      />
    </Stack>
  );
}
