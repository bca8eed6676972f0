// The items of the folder (or the search results) as a grid or a list, with skeletons while
// the first listing loads.
import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ItemCard, type ItemCardProps, type ItemView } from '../components/ItemCard';
import { isBack, type Item } from '../model';
import { CLOUD_TEXTS } from '../texts';

export interface ItemsViewProps extends Omit<
  ItemCardProps,
  'item' | 'view' | 'checked' | 'renaming' | 'caption'
> {
  items: Item[];
  view: ItemView;
  checked: ReadonlySet<number>;
  renamingId: number | null;
  showPath?: boolean;
  skeleton?: boolean;
  empty?: ReactNode;
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

export function ItemsView({
  items,
  view,
  checked,
  renamingId,
  showPath,
  skeleton,
  empty,
  ...handlers
}: ItemsViewProps) {
  const cards = items.map((item) => (
    <ItemCard
      key={`${item.type}-${item.id}`}
      item={item}
      view={view}
      checked={checked.has(item.id)}
      renaming={renamingId === item.id}
      caption={showPath ? item.path : undefined}
      {...handlers}
      onCheck={isBack(item) ? undefined : handlers.onCheck}
    />
  ));
  const listProps = {
    role: 'listbox',
    'aria-label': CLOUD_TEXTS.itemsLabel,
    'aria-multiselectable': true,
    'aria-busy': skeleton || undefined,
    style: { listStyle: 'none', padding: 0, margin: 0 },
  } as const;
  return (
    <Stack gap="sm">
      {items.length > 0 &&
        (view === 'grid' ? (
          <SimpleGrid component="ul" cols={{ base: 2, sm: 3, md: 4, lg: 6 }} {...listProps}>
            {cards}
          </SimpleGrid>
        ) : (
          <Stack component="ul" gap={6} {...listProps}>
            {cards}
          </Stack>
        ))}
      {skeleton ? <ItemsSkeleton view={view} /> : empty}
    </Stack>
  );
}
