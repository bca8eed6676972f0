// One cloud item in the grid or the list: checkbox, thumbnail, name (or the inline rename
// field), size and date, an actions menu. Keyboard: Enter opens, Delete asks to delete, F2
// renames; the item itself is focusable and labelled.
import { formatDate } from '@kreolab/i18n-ru';
import { FileSize } from '@kreolab/ui-kit';
import {
  ActionIcon,
  Box,
  Checkbox,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconDots,
  IconDownload,
  IconFolderShare,
  IconMovie,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { isBack, isFolder, isVideo, type Item } from '../model';
import { CLOUD_TEXTS } from '../texts';
import { ItemThumb } from './ItemThumb';
import { MiddleName } from './MiddleName';
import { SplitStatusBadge } from './SplitStatusBadge';
import { downloadUrl } from '../viewer/download';

export type ItemView = 'grid' | 'list';

export interface ItemCardProps {
  item: Item;
  /** The position in the list, for keyboard moves (ItemsView). */
  index?: number;
  view?: ItemView;
  checked?: boolean;
  /** Shown under the name (search results: the folder path). */
  caption?: string;
  renaming?: boolean;
  onOpen?: (item: Item) => void;
  /** shift: the shift key was held (range selection). */
  onCheck?: (item: Item, checked: boolean, shift: boolean) => void;
  onRenameStart?: (item: Item) => void;
  onRename?: (item: Item, name: string) => void;
  onRenameCancel?: () => void;
  /** Why the last rename was refused (the catalogue's text); the field keeps what was typed. */
  renameError?: string | null;
  onMove?: (item: Item) => void;
  onDelete?: (item: Item) => void;
  onSplit?: (item: Item) => void;
}

/** Roughly the width of one character of the name's font (14 px, Cyrillic), in px. */

function label(item: Item) {
  if (isBack(item)) return CLOUD_TEXTS.backLabel;
  return isFolder(item) ? CLOUD_TEXTS.folderLabel(item.name) : CLOUD_TEXTS.fileLabel(item.name);
}

function RenameField({
  item,
  error,
  onRename,
  onCancel,
}: {
  item: Item;
  error?: string | null;
  onRename: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(item.name);
  const submit = () => {
    const next = name.trim();
    if (next && next !== item.name) onRename(next);
    else onCancel();
  };
  return (
    <TextInput
      size="xs"
      aria-label={CLOUD_TEXTS.newName}
      value={name}
      error={error ?? undefined}
      autoFocus
      onFocus={(e) => {
        // Select the name without its extension, as file managers do.
        const dot = isFolder(item) ? -1 : item.name.lastIndexOf('.');
        e.currentTarget.setSelectionRange(0, dot > 0 ? dot : item.name.length);
      }}
      onChange={(e) => setName(e.currentTarget.value)}
      // After a refusal, leaving the field keeps the editor and its message (no second try).
      onBlur={() => {
        if (!error) submit();
      }}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') submit();
        if (e.key === 'Escape') onCancel();
      }}
    />
  );
}

export function ItemCard({
  item,
  index,
  view = 'grid',
  checked = false,
  caption,
  renaming = false,
  onOpen,
  onCheck,
  onRenameStart,
  onRename,
  onRenameCancel,
  renameError,
  onMove,
  onDelete,
  onSplit,
}: ItemCardProps) {
  const back = isBack(item);
  const stateId = useId();
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter') onOpen?.(item);
    else if (back) return;
    else if (e.key === 'Delete') onDelete?.(item);
    else if (e.key === 'F2') {
      e.preventDefault();
      onRenameStart?.(item);
    } else if (e.key === ' ' && onCheck) {
      e.preventDefault();
      onCheck(item, !checked, e.shiftKey);
    }
  };

  const name = renaming ? (
    <RenameField
      item={item}
      error={renameError}
      onRename={(n) => onRename?.(item, n)}
      onCancel={() => onRenameCancel?.()}
    />
  ) : (
    <UnstyledButton
      onClick={() => onOpen?.(item)}
      aria-label={`${CLOUD_TEXTS.open}: ${item.name}`}
      tabIndex={-1}
      style={{ minWidth: 0, width: '100%' }}
    >
      <MiddleName name={item.name} />
    </UnstyledButton>
  );

  const meta = !back && (
    // wrap: in a grid card the split-status badge moves to its own line instead of shrinking to
    // an empty coloured pill beside the size and date.
    <Group gap={6} wrap="wrap" style={{ rowGap: 4 }}>
      {!isFolder(item) && (
        <Text size="xs" c="dimmed">
          <FileSize bytes={item.size} />
        </Text>
      )}
      {item.created_at && (
        <Text size="xs" c="dimmed">
          {formatDate(item.created_at)}
        </Text>
      )}
      {(isVideo(item) || item.duration != null) && <SplitStatusBadge status={item.split_status} />}
    </Group>
  );

  // The ⋯ button takes focus back before an item opens a dialog: the dialog gives focus back to
  // what had it when it opened, and that was the menu's item, gone with the menu, so closing
  // the dialog without acting (Escape, «Отмена») left focus on the page's body.
  const actions = useRef<HTMLButtonElement>(null);
  const fromMenu = (act?: (item: Item) => void) => () => {
    actions.current?.focus();
    act?.(item);
  };
  const menu = !back && (
    // returnFocus off: focus going back to the ⋯ button would blur (and so cancel) the inline
    // rename field that «Переименовать» has just focused; the dialogs' items use `fromMenu`.
    <Menu position="bottom-end" withinPortal returnFocus={false}>
      <Menu.Target>
        <ActionIcon
          ref={actions}
          variant="subtle"
          color="gray"
          aria-label={CLOUD_TEXTS.actions(item.name)}
          onClick={(e) => e.stopPropagation()}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => onRenameStart?.(item)}
        >
          {CLOUD_TEXTS.rename}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFolderShare size={16} aria-hidden />}
          onClick={fromMenu(onMove)}
        >
          {CLOUD_TEXTS.move}
        </Menu.Item>
        {isVideo(item) && onSplit && (
          <Menu.Item leftSection={<IconMovie size={16} aria-hidden />} onClick={fromMenu(onSplit)}>
            {CLOUD_TEXTS.split}
          </Menu.Item>
        )}
        {!isFolder(item) && item.url && (
          <Menu.Item
            component="a"
            href={downloadUrl(item.url)}
            download={item.name}
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {CLOUD_TEXTS.download}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={fromMenu(onDelete)}
        >
          {CLOUD_TEXTS.delete}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );

  const state = checked && !back && (
    <VisuallyHidden id={stateId}>
      {isFolder(item) ? CLOUD_TEXTS.checkedFolder : CLOUD_TEXTS.checkedFile}
    </VisuallyHidden>
  );

  const checkbox = !back && onCheck && (
    <Checkbox
      aria-label={CLOUD_TEXTS.check(item.name)}
      checked={checked}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) =>
        onCheck(item, e.currentTarget.checked, (e.nativeEvent as MouseEvent).shiftKey === true)
      }
    />
  );

  // A list item, not a listbox option: an option's content is flattened for screen readers,
  // and this one holds a checkbox, a button and a menu. The checkbox carries the selection. The
  // role is spelled out for the virtualised list, whose rows are presentational <ul>s (an <li>
  // there would lose its implicit role with them).
  const common = {
    role: 'listitem',
    tabIndex: 0,
    // Paper sets `outline: 0`, so a focused card showed nothing at all to a keyboard user who
    // moves through the files with the arrows; Mantine's focus class brings the theme's ring.
    className: 'mantine-focus-auto',
    'aria-label': label(item),
    // Focused, a checked item says so after its name: «Файл «кот.png»», «Отмечен».
    'aria-describedby': checked ? stateId : undefined,
    'data-item-id': item.id,
    'data-item-type': item.type,
    'data-pos': index,
    onKeyDown,
    onDoubleClick: () => onOpen?.(item),
  };

  if (view === 'list') {
    return (
      <Paper
        component="li"
        withBorder={checked}
        p={6}
        radius="sm"
        bg={checked ? 'brand.0' : undefined}
        {...common}
      >
        <Group gap="sm" wrap="nowrap">
          <div style={{ width: 20 }}>
            {checkbox}
            {state}
          </div>
          <div
            style={{ width: 40, flexShrink: 0, cursor: 'pointer' }}
            onClick={() => onOpen?.(item)}
          >
            <ItemThumb item={item} height={40} />
          </div>
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            {name}
            {caption && (
              <Text size="xs" c="dimmed" truncate>
                {caption}
              </Text>
            )}
            <Box hiddenFrom="sm">{meta}</Box>
          </Stack>
          <Box visibleFrom="sm" style={{ flexShrink: 0 }}>
            {meta}
          </Box>
          <div style={{ width: 28 }}>{menu}</div>
        </Group>
      </Paper>
    );
  }

  return (
    <Paper
      component="li"
      withBorder
      p="xs"
      radius="md"
      bg={checked ? 'brand.0' : undefined}
      style={{ position: 'relative' }}
      {...common}
    >
      <Group justify="space-between" h={28} mb={4} wrap="nowrap">
        {checkbox || <span />}
        {state}
        {menu}
      </Group>
      <div style={{ cursor: 'pointer' }} onClick={() => onOpen?.(item)}>
        <ItemThumb item={item} height={120} />
      </div>
      <Stack gap={2} mt={6}>
        {name}
        {caption && (
          <Text size="xs" c="dimmed" truncate title={caption}>
            {caption}
          </Text>
        )}
        {meta}
      </Stack>
    </Paper>
  );
}
