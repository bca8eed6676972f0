// Picks creatives for a research from the cloud (for the analysis package): browse folders,
// tick images, PDF and frames. A video with a duration is selectable only once PROCESSED;
// an unprocessed one shows 'Укажите частоту' with the split dialog, a processing one
// 'Обрабатывается'. The choice is @kreolab/entities' selected creatives. Files can be uploaded
// (button or drop) into the folder shown, through the cloud's own upload (src/upload), so a
// first research does not need a trip to the cloud page; the new files are ticked at once.
import { UI_TEXTS } from '@kreolab/i18n-ru';
import { EmptyState } from '@kreolab/ui-kit';
import {
  Button,
  Checkbox,
  Group,
  Loader,
  NavLink,
  Paper,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { skipToken } from '@reduxjs/toolkit/query';
import { IconArrowBackUp, IconFolderFilled, IconUpload } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { cloud } from '../api';
import { CloudBreadcrumbs } from '../components/CloudBreadcrumbs';
import { ItemThumb } from '../components/ItemThumb';
import { SplitStatusBadge } from '../components/SplitStatusBadge';
import { SplitVideoDialog } from '../components/SplitVideoDialog';
import {
  foldersFirst,
  isFolder,
  isProcessingVideo,
  isSelectableCreative,
  isUnprocessedVideo,
  isVideo,
  type Item,
} from '../model';
import {
  creativeDeselected,
  creativesSelected,
  selectionCleared,
  selectSelectedCreatives,
} from '@kreolab/entities';
import { CLOUD_TEXTS } from '../texts';
import { MiddleName } from '../components/MiddleName';
import { dropInto, UploadStatus } from '../upload/UploadPanel';
import { useUploader } from '../upload/useUploader';

export interface CreativePickerProps {
  /** At most this many creatives (the server takes twenty per research). */
  maxCount?: number;
  /** Height of the scrolling list. */
  height?: number;
  /**
   * The user changed the selection: ticked or unticked a file, uploaded files (ticked) or
   * cleared it (a research's form saves each change into its draft).
   */
  onChoose?: () => void;
}

function PickerRow({
  item,
  selected,
  disabled,
  onToggle,
  onSplit,
}: {
  item: Item;
  selected: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => void;
  onSplit: () => void;
}) {
  const video = isVideo(item) || item.duration != null;
  const selectable = isSelectableCreative(item);
  return (
    <Paper component="li" withBorder p={6} radius="sm" data-item-id={item.id}>
      <Group gap="sm" wrap="nowrap">
        <Checkbox
          aria-label={CLOUD_TEXTS.select(item.name)}
          checked={selected}
          disabled={!selectable || (disabled && !selected)}
          onChange={(e) => onToggle(e.currentTarget.checked)}
        />
        <div style={{ width: 40, flexShrink: 0 }}>
          <ItemThumb item={item} height={40} />
        </div>
        {/* A video's status and split button go under its name where the row is too narrow
            for both (a phone): beside it they squeezed the name to a letter and were cut. */}
        <Group gap={6} wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
          <div style={{ flex: '1 1 7rem', minWidth: 0 }}>
            <MiddleName name={item.name} />
          </div>
          {video && (
            <Group gap={6} wrap="wrap">
              <SplitStatusBadge status={item.split_status} />
              {isUnprocessedVideo(item) && (
                <Button size="compact-xs" variant="light" onClick={onSplit}>
                  {CLOUD_TEXTS.split}
                </Button>
              )}
              {isProcessingVideo(item) && <Loader size="xs" aria-label={CLOUD_TEXTS.splitStatus} />}
            </Group>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

export function CreativePicker({ maxCount = 20, height = 360, onChoose }: CreativePickerProps) {
  const dispatch = useDispatch();
  const store = useStore();
  const selected = useSelector(selectSelectedCreatives);
  const [stack, setStack] = useState<Item[]>([]);
  const [splitting, setSplitting] = useState<Item | null>(null);
  const current = stack[stack.length - 1] ?? null;
  const tickNew = useCallback(
    (items: Item[]) => {
      // Read now, not at render: the upload took a while and the user may have ticked meanwhile.
      const state = store.getState() as Parameters<typeof selectSelectedCreatives>[0];
      const room = maxCount - selectSelectedCreatives(state).length;
      const fresh = items.filter(isSelectableCreative).slice(0, Math.max(0, room));
      if (fresh.length === 0) return;
      dispatch(creativesSelected(fresh));
      onChoose?.();
    },
    [dispatch, maxCount, store, onChoose],
  );
  const uploader = useUploader({ parentId: current?.id ?? null, onUploaded: tickNew });
  const openRef = useRef<() => void>(null);
  const root = cloud.endpoints.listCreatives.useQuery(current ? skipToken : {});
  const inner = cloud.endpoints.getFolder.useQuery(current ? { id: current.id } : skipToken);
  const q = current ? inner : root;
  const items = foldersFirst(q.data?.items ?? []);
  const ids = new Set(selected.map((s) => s.id));
  const full = selected.length >= maxCount;

  return (
    <Stack gap="sm" aria-label={CLOUD_TEXTS.pickerLabel} role="group">
      <Group justify="space-between">
        <CloudBreadcrumbs
          stack={stack}
          onOpen={(i) => setStack((s) => s.slice(0, i + 1))}
          label={CLOUD_TEXTS.pickerPath}
        />
        <Group gap="xs">
          <Text size="sm" data-testid="picker-count">
            {CLOUD_TEXTS.selected(selected.length)}
          </Text>
          {selected.length > 0 && (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => {
                dispatch(selectionCleared());
                onChoose?.();
              }}
            >
              {CLOUD_TEXTS.clearSelection}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconUpload size={14} aria-hidden />}
            onClick={() => openRef.current?.()}
          >
            {CLOUD_TEXTS.upload}
          </Button>
        </Group>
      </Group>
      <Dropzone
        openRef={openRef}
        {...dropInto(uploader)}
        activateOnKeyboard={false}
        p={4}
        radius="sm"
        aria-label={CLOUD_TEXTS.dropTitle}
      >
        {/* min-content would let a long name widen the list past its card; names cut instead */}
        <ScrollArea.Autosize
          mah={height}
          scrollbars="y"
          styles={{ content: { minWidth: 0 } }}
          // The Dropzone lets no pointer event through to its content; the list needs them.
          style={{ pointerEvents: 'all' }}
        >
          {q.isLoading ? (
            <Loader size="sm" aria-label={UI_TEXTS.loading} />
          ) : (
            <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {current && (
                <li>
                  <NavLink
                    component="button"
                    label="..."
                    aria-label={CLOUD_TEXTS.backLabel}
                    leftSection={<IconArrowBackUp size={18} aria-hidden />}
                    onClick={() => setStack((s) => s.slice(0, -1))}
                  />
                </li>
              )}
              {items.map((item) =>
                isFolder(item) ? (
                  <li key={item.id}>
                    <NavLink
                      component="button"
                      label={item.name}
                      aria-label={CLOUD_TEXTS.folderLabel(item.name)}
                      leftSection={
                        <IconFolderFilled
                          size={18}
                          color="var(--mantine-color-yellow-6)"
                          aria-hidden
                        />
                      }
                      onClick={() => setStack((s) => [...s, item])}
                    />
                  </li>
                ) : (
                  <PickerRow
                    key={item.id}
                    item={item}
                    selected={ids.has(item.id)}
                    disabled={full}
                    onToggle={(on) => {
                      dispatch(on ? creativesSelected([item]) : creativeDeselected(item.id));
                      onChoose?.();
                    }}
                    onSplit={() => setSplitting(item)}
                  />
                ),
              )}
              {q.isSuccess && items.length === 0 && (
                <EmptyState
                  title={current ? CLOUD_TEXTS.emptyFolder : CLOUD_TEXTS.emptyCloud}
                  description={CLOUD_TEXTS.emptyCloudHint}
                />
              )}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Dropzone>
      <UploadStatus uploader={uploader} />
      <SplitVideoDialog
        opened={splitting !== null}
        video={splitting}
        onClose={() => setSplitting(null)}
        // A video split here is one the user means to research: ticked once its frames exist.
        onProcessed={() => {
          if (splitting) tickNew([{ ...splitting, split_status: 'PROCESSED' }]);
        }}
      />
    </Stack>
  );
}
