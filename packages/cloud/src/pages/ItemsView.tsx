// The items of the folder (or the search results) as a grid or a list, with skeletons while
// the first listing loads. Keyboard (issue 16): the arrows move between items (in the grid up
// and down by a row), Ctrl+A checks everything, Esc clears the checks; Enter, Delete and F2 are
// the item's own (ItemCard). A long folder is drawn as a virtualised list: only the rows near
// the window are in the page, so 10,000 items scroll like 50.
import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { focusIsParked } from '@kreolab/ui-kit';
import { ItemCard, type ItemCardProps, type ItemView } from '../components/ItemCard';
import { isBack, type Item } from '../model';
import { CLOUD_TEXTS } from '../texts';

/** From this many items on, the list is virtualised. */
export const VIRTUAL_FROM = 200;

export interface ItemsViewProps extends Omit<
  ItemCardProps,
  'item' | 'view' | 'checked' | 'renaming' | 'caption' | 'index'
> {
  items: Item[];
  view: ItemView;
  checked: ReadonlySet<number>;
  renamingId: number | null;
  /**
   * The folder shown (null: the root) and the search, if any: where focus goes when a card
   * that had it leaves the page (see `lastFocused`).
   */
  folderId?: number | null;
  search?: string;
  showPath?: boolean;
  skeleton?: boolean;
  empty?: ReactNode;
  onCheckAll?: () => void;
  onClearChecked?: () => void;
}

export function ItemsSkeleton({ view }: { view: ItemView }) {
  const n = view === 'grid' ? 8 : 6;
  return view === 'grid' ? (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} data-testid="cloud-skeleton">
      {Array.from({ length: n }, (_, i) => (
        <Paper key={i} withBorder p="xs" radius="md">
          <Skeleton h={120} mb={8} />
          <Skeleton h={12} w="70%" />
        </Paper>
      ))}
    </SimpleGrid>
  ) : (
    <Stack gap={6} data-testid="cloud-skeleton">
      {Array.from({ length: n }, (_, i) => (
        <Skeleton key={i} h={52} />
      ))}
    </Stack>
  );
}

/** The grid's columns at a window width: SimpleGrid's base/sm/md/lg of the small grid. */
export function gridColumns(width: number): number {
  if (width >= 1200) return 6;
  if (width >= 992) return 4;
  if (width >= 768) return 3;
  return 2;
}

const GAP = { grid: 16, list: 6 } as const;
/**
 * Fixed row heights of the virtualised list (a card and a list row, a search result's path
 * line added): measuring each row as it is drawn made layout and measure chase each other.
 */
const ROW_HEIGHT = { grid: 246, list: 56 } as const;
const CAPTION_HEIGHT = 18;

export function ItemsView({
  items,
  view,
  checked,
  renamingId,
  folderId = null,
  search = '',
  showPath,
  skeleton,
  empty,
  onCheckAll,
  onClearChecked,
  ...handlers
}: ItemsViewProps) {
  const { width } = useViewportSize();
  const cols = view === 'grid' ? gridColumns(width || 1440) : 1;
  const virtual = items.length >= VIRTUAL_FROM;
  const listRef = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    setMargin(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, [virtual, view, items.length]);
  const rows = Math.ceil(items.length / cols);
  const rowHeight = ROW_HEIGHT[view] + (showPath ? CAPTION_HEIGHT : 0);
  const virtualizer = useWindowVirtualizer({
    count: virtual ? rows : 0,
    estimateSize: () => rowHeight + GAP[view],
    overscan: 4,
    scrollMargin: margin,
  });

  const card = (item: Item, index: number) => (
    <ItemCard
      key={`${item.type}-${item.id}`}
      item={item}
      index={index}
      view={view}
      checked={checked.has(item.id)}
      renaming={renamingId === item.id}
      caption={showPath ? item.path : undefined}
      {...handlers}
      onCheck={isBack(item) ? undefined : handlers.onCheck}
    />
  );

  /** Focuses the item at `index`, scrolling it into the window first when it is not drawn. */
  const focusItem = (index: number) => {
    const target = Math.max(0, Math.min(items.length - 1, index));
    const find = () =>
      listRef.current?.querySelector<HTMLElement>(`[data-pos="${target}"]`) ?? null;
    const now = find();
    if (now) {
      now.focus();
      now.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    if (virtual) virtualizer.scrollToIndex(Math.floor(target / cols), { align: 'auto' });
    // The row is drawn on the next frames.
    let tries = 0;
    const retry = () => {
      const el = find();
      if (el) el.focus();
      else if (tries++ < 10) requestAnimationFrame(retry);
    };
    requestAnimationFrame(retry);
  };

  // Keyboard focus outlives the list's own changes. The rename field, a removed card and an
  // opened folder's card take focus with them when they go, which left it on <body>: the next
  // Tab started the page over. Focus goes back to the renamed card; to the card that took a
  // removed one's place (the next, or the new last); in another folder to the folder just
  // left (one level up) or else the first item.
  const place = `${folderId ?? ''}/${search}`;
  const lastFocused = useRef<{ id: number; pos: number; place: string; folderId: number | null }>(
    null,
  );
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    // a card, or its checkbox or ⋯ button
    const card = (e.target as HTMLElement).closest<HTMLElement>('[data-pos]');
    const { itemId, pos } = card?.dataset ?? {};
    if (itemId !== undefined && pos !== undefined)
      lastFocused.current = { id: Number(itemId), pos: Number(pos), place, folderId };
  };
  const renamed = useRef(renamingId);
  useEffect(() => {
    const before = renamed.current;
    renamed.current = renamingId;
    if (before === null || before === renamingId || !focusIsParked()) return;
    listRef.current?.querySelector<HTMLElement>(`[data-item-id="${before}"][data-pos]`)?.focus();
  }, [renamingId]);
  useEffect(() => {
    const last = lastFocused.current;
    if (!last || items.length === 0) return;
    const elsewhere = last.place !== place;
    if (!elsewhere && items.some((i) => i.id === last.id)) return;
    lastFocused.current = null;
    if (!focusIsParked()) return;
    if (!elsewhere) focusItem(last.pos);
    else
      focusItem(
        Math.max(
          0,
          items.findIndex((i) => !isBack(i) && i.id === last.folderId),
        ),
      );
    // focusItem is remade each render and reads only refs and these items
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, place]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const from = (e.target as HTMLElement).closest<HTMLElement>('[data-pos]');
    if (!from || e.target !== from) {
      // Inside a field (the rename input) or a menu the keys are theirs.
      if (e.key !== 'Escape' || (e.target as HTMLElement).tagName === 'INPUT') return;
    }
    const at = from ? Number(from.dataset.pos) : -1;
    const step: Record<string, number> = {
      ArrowDown: cols,
      ArrowUp: -cols,
      ArrowRight: view === 'grid' ? 1 : 0,
      ArrowLeft: view === 'grid' ? -1 : 0,
    };
    if (e.key in step && step[e.key]) {
      e.preventDefault();
      focusItem(at + step[e.key]!);
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      focusItem(e.key === 'Home' ? 0 : items.length - 1);
    } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'a') {
      e.preventDefault();
      onCheckAll?.();
    } else if (e.key === 'Escape') {
      onClearChecked?.();
    }
  };

  const listProps = {
    'aria-label': CLOUD_TEXTS.itemsLabel,
    'aria-busy': skeleton || undefined,
    onKeyDown,
    onFocus,
    style: { listStyle: 'none', padding: 0, margin: 0 },
  } as const;

  let list: ReactNode = null;
  if (items.length > 0 && virtual) {
    // The rows are positioned boxes, and a <ul> may hold only items: here the list is an ARIA
    // list and each row a presentational <ul> of its items, so a screen reader still meets one
    // list of items.
    list = (
      <div
        role="list"
        {...listProps}
        data-virtual
        style={{ ...listProps.style, position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => (
          <ul
            key={row.key}
            role="none"
            data-index={row.index}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              height: rowHeight,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              display: 'grid',
              gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`,
              gap: GAP[view],
              ...listProps.style,
            }}
          >
            {items
              .slice(row.index * cols, row.index * cols + cols)
              .map((item, i) => card(item, row.index * cols + i))}
          </ul>
        ))}
      </div>
    );
  } else if (items.length > 0) {
    list =
      view === 'grid' ? (
        <SimpleGrid component="ul" cols={{ base: 2, sm: 3, md: 4, lg: 6 }} {...listProps}>
          {items.map(card)}
        </SimpleGrid>
      ) : (
        <Stack component="ul" gap={6} {...listProps}>
          {items.map(card)}
        </Stack>
      );
  }
  return (
    <Stack gap="sm">
      <div ref={listRef}>{list}</div>
      {skeleton ? <ItemsSkeleton view={view} /> : empty}
    </Stack>
  );
}
