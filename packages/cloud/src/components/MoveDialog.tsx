// The folder picker of a move: walks the tree through GET /creatives and /creatives/{id},
// never into a folder being moved (the server refuses that too).
import { skipToken } from '@reduxjs/toolkit/query';
import { UI_TEXTS } from '@kreolab/i18n-ru';
import { Button, Group, Loader, Modal, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconFolderFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { cloud } from '../api';
import { isFolder, type Item } from '../model';
import { CLOUD_TEXTS } from '../texts';
import { CloudBreadcrumbs } from './CloudBreadcrumbs';

export interface MoveDialogProps {
  opened: boolean;
  /** The items being moved. */
  items: Item[];
  /** The folder they are in now (null: root); it cannot be the target. */
  sourceId: number | null;
  loading?: boolean;
  onClose: () => void;
  onMove: (targetId: number | null) => void;
}

function FolderList({
  stack,
  moving,
  onEnter,
}: {
  stack: Item[];
  moving: Set<number>;
  onEnter: (f: Item) => void;
}) {
  const current = stack[stack.length - 1] ?? null;
  const root = cloud.endpoints.listCreatives.useQuery(current ? skipToken : {});
  const inner = cloud.endpoints.getFolder.useQuery(current ? { id: current.id } : skipToken);
  const q = current ? inner : root;
  if (q.isLoading || q.isFetching) return <Loader size="sm" aria-label={UI_TEXTS.loading} />;
  const folders = (q.data?.items ?? []).filter((i) => isFolder(i) && !moving.has(i.id));
  if (folders.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {CLOUD_TEXTS.noFolders}
      </Text>
    );
  }
  return (
    <Stack gap={2} role="list" aria-label={CLOUD_TEXTS.moveTitle}>
      {folders.map((f) => (
        <NavLink
          component="button"
          key={f.id}
          role="listitem"
          label={f.name}
          leftSection={
            <IconFolderFilled size={18} color="var(--mantine-color-yellow-6)" aria-hidden />
          }
          onClick={() => onEnter(f)}
        />
      ))}
    </Stack>
  );
}

export function MoveDialog({ opened, items, sourceId, loading, onClose, onMove }: MoveDialogProps) {
  const [stack, setStack] = useState<Item[]>([]);
  const moving = new Set(items.filter(isFolder).map((i) => i.id));
  const target = stack[stack.length - 1]?.id ?? null;
  const close = () => {
    setStack([]);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={CLOUD_TEXTS.moveTitle} centered>
      <Stack gap="sm">
        <CloudBreadcrumbs
          stack={stack}
          onOpen={(i) => setStack((s) => s.slice(0, i + 1))}
          label={CLOUD_TEXTS.pickerPath}
        />
        {stack.length > 0 && (
          <NavLink
            component="button"
            label="..."
            aria-label={CLOUD_TEXTS.backLabel}
            leftSection={<IconArrowBackUp size={18} aria-hidden />}
            onClick={() => setStack((s) => s.slice(0, -1))}
          />
        )}
        <ScrollArea.Autosize mah={320}>
          {opened && (
            <FolderList stack={stack} moving={moving} onEnter={(f) => setStack((s) => [...s, f])} />
          )}
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {CLOUD_TEXTS.cancel}
          </Button>
          <Button
            loading={loading}
            disabled={target === sourceId}
            onClick={() => {
              onMove(target);
              setStack([]);
            }}
          >
            {CLOUD_TEXTS.moveHere}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
