// The briefs as cards: name (a link), brand and product, goal when the list carries it, counts,
// date and delete; its skeleton; the empty state that invites the first brief.
import type { BriefSummary, Goal } from '@kreolab/api-client';
import { formatDate, plural } from '@kreolab/i18n-ru';
import {
  CardRemoveButton,
  ContainerCardTitle,
  ContainerGrid,
  ContainerGridSkeleton,
} from '@kreolab/entities';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconClipboardText } from '@tabler/icons-react';
import { BRIEFS_TEXTS, GOAL_LABELS } from '../texts';

export interface BriefsListProps {
  /** The contract's list items; a `goal` is shown when the server sends one. */
  briefs: readonly (BriefSummary & { goal?: Goal })[];
  onDelete?: (brief: BriefSummary) => void;
  deletingId?: number | null;
}

export function briefCounts(b: Pick<BriefSummary, 'researches' | 'comparisons'>): string {
  return [
    `${b.researches} ${plural(b.researches, BRIEFS_TEXTS.researches)}`,
    `${b.comparisons} ${plural(b.comparisons, BRIEFS_TEXTS.comparisons)}`,
  ].join(' · ');
}

export function BriefsList({ briefs, onDelete, deletingId }: BriefsListProps) {
  return (
    <ContainerGrid
      items={briefs}
      texts={BRIEFS_TEXTS}
      createTo="/briefs/create"
      icon={<IconClipboardText size={28} aria-hidden />}
    >
      {(b) => (
        <Card
          component="li"
          key={b.id}
          withBorder
          radius="md"
          padding="md"
          data-testid={`brief-${b.id}`}
        >
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <ContainerCardTitle to={`/briefs/${b.id}`} name={b.name} />
              {onDelete && (
                <CardRemoveButton
                  label={BRIEFS_TEXTS.remove(b.name)}
                  loading={deletingId === b.id}
                  onClick={() => onDelete(b)}
                />
              )}
            </Group>
            <Text size="sm">
              {BRIEFS_TEXTS.brand}: {b.brand || BRIEFS_TEXTS.noValue}
            </Text>
            <Text size="sm">
              {BRIEFS_TEXTS.product}: {b.product || BRIEFS_TEXTS.noValue}
            </Text>
            {b.goal && (
              <Badge variant="light" w="fit-content">
                {GOAL_LABELS[b.goal]}
              </Badge>
            )}
            <Text size="sm">{briefCounts(b)}</Text>
            <Text size="xs" c="dimmed">
              {BRIEFS_TEXTS.createdAt} {formatDate(b.created_at)}
            </Text>
          </Stack>
        </Card>
      )}
    </ContainerGrid>
  );
}

export function BriefsListSkeleton() {
  return <ContainerGridSkeleton height={160} />;
}
