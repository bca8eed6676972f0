// The list pages of labs and briefs (/labs, /briefs): the title with «Создать …», the cards in a
// grid (or the empty state that invites the first one), skeletons while loading, the catalogue
// error with a retry, and delete after a confirmation. Each feature draws its own card.
import { EmptyState, showToast, useConfirm } from '@kreolab/ui-kit';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { ErrorState } from '../analyses/ErrorState';
import { useSayFailure } from '../analyses/useSayFailure';

export interface ContainerListTexts {
  create: string;
  createFirst: string;
  empty: string;
  emptyHint: string;
  listLabel: string;
  loadError: string;
  removeTitle: string;
  removeQuestion: (name: string) => string;
  removeConfirm: string;
  removed: string;
}

const cols = { base: 1, sm: 2, lg: 3 };

export interface ContainerGridProps<T extends { id: number }> {
  items: readonly T[];
  texts: ContainerListTexts;
  /** Where «Создать …» leads, e.g. '/labs/create'. */
  createTo: string;
  /** The empty state's picture. */
  icon: ReactNode;
  /** One card, a list item (`component="li"`); the grid keys it by the item's id. */
  children: (item: T) => ReactNode;
}

export function ContainerGrid<T extends { id: number }>({
  items,
  texts,
  createTo,
  icon,
  children,
}: ContainerGridProps<T>) {
  if (items.length === 0) {
    return (
      <EmptyState
        title={texts.empty}
        description={texts.emptyHint}
        icon={icon}
        action={
          <Button
            component={Link}
            to={createTo}
            leftSection={<IconPlus size={16} aria-hidden />}
            mt="md"
          >
            {texts.createFirst}
          </Button>
        }
      />
    );
  }
  return (
    <SimpleGrid
      component="ul"
      cols={cols}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={texts.listLabel}
    >
      {items.map((item) => (
        <Fragment key={item.id}>{children(item)}</Fragment>
      ))}
    </SimpleGrid>
  );
}

/**
 * A card's name, a link to its page, beside the card's icons: it takes the room they leave and
 * is cut there with an ellipsis, never under them; the whole name stays in its tooltip. The link
 * is a block: an inline one ignores the cut and runs on under the icons.
 */
export function ContainerCardTitle({ to, name }: { to: string; name: string }) {
  return (
    <Title order={2} size="h4" style={{ minWidth: 0, flex: 1 }}>
      <Anchor component={Link} to={to} inherit display="block" truncate="end" title={name}>
        {name}
      </Anchor>
    </Title>
  );
}

/**
 * A card's red delete icon (a lab's, a brief's, a research's): named by `label` for screen
 * readers, spinning while the delete runs, never squeezed by a long name beside it.
 */
export function CardRemoveButton({
  label,
  loading,
  onClick,
}: {
  label: string;
  loading?: boolean;
  onClick: () => void;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={label}
      loading={loading}
      onClick={onClick}
      style={{ flexShrink: 0 }}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}

/** The grid's skeleton: six cards of the given height. */
export function ContainerGridSkeleton({ height }: { height: number }) {
  return (
    <SimpleGrid cols={cols} aria-hidden>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} h={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}

export interface ContainerListPageProps<T> {
  title: string;
  texts: ContainerListTexts;
  createTo: string;
  query: { data?: { items: T[] }; error?: unknown; isLoading: boolean; refetch: () => unknown };
  /** Shown while the list loads. */
  skeleton: ReactNode;
  /** The list, once it is there. */
  children: (items: T[]) => ReactNode;
}

export function ContainerListPage<T>({
  title,
  texts,
  createTo,
  query,
  skeleton,
  children,
}: ContainerListPageProps<T>) {
  const { data, error, isLoading, refetch } = query;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {/* The empty state has its own «Создать первую …». */}
        {!(data && data.items.length === 0) && (
          <Button component={Link} to={createTo} leftSection={<IconPlus size={16} aria-hidden />}>
            {texts.create}
          </Button>
        )}
      </Group>
      {isLoading ? (
        skeleton
      ) : error || !data ? (
        <ErrorState error={error} title={texts.loadError} onRetry={() => void refetch()} />
      ) : (
        children(data.items)
      )}
    </Stack>
  );
}

/**
 * Delete after the confirm dialog: the toast «… удалён(а)» on success, the catalogue error
 * otherwise; `deletingId` spins that card's button meanwhile.
 */
export function useConfirmedRemove<T extends { id: number; name: string }>(
  texts: ContainerListTexts,
  remove: (item: T) => Promise<unknown>,
) {
  const dispatch = useDispatch();
  const sayFailure = useSayFailure();
  const confirm = useConfirm();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const removeItem = async (item: T) => {
    const ok = await confirm({
      title: texts.removeTitle,
      message: texts.removeQuestion(item.name),
      confirmLabel: texts.removeConfirm,
      danger: true,
    });
    if (!ok) return;
    setDeletingId(item.id);
    try {
      await remove(item);
      dispatch(showToast({ severity: 'success', message: texts.removed }));
    } catch (e) {
      sayFailure(e);
    } finally {
      setDeletingId(null);
    }
  };
  return { deletingId, removeItem: (item: T) => void removeItem(item) };
}
