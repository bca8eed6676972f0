// The labs as a grid of cards, its skeleton, and the empty state that invites the first lab.
import type { LabSummary } from '@kreolab/api-client';
import { EmptyState } from '@kreolab/ui-kit';
import { Button, SimpleGrid, Skeleton } from '@mantine/core';
import { IconFlask, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LABS_TEXTS } from '../texts';
import { LabCard, type LabCardProps } from './LabCard';

export interface LabsListProps extends Pick<LabCardProps, 'onRename' | 'onDelete'> {
  labs: readonly LabSummary[];
  renamingId?: number | null;
  deletingId?: number | null;
}

const cols = { base: 1, sm: 2, lg: 3 };

export function LabsList({ labs, renamingId, deletingId, onRename, onDelete }: LabsListProps) {
  if (labs.length === 0) {
    return (
      <EmptyState
        title={LABS_TEXTS.empty}
        description={LABS_TEXTS.emptyHint}
        icon={<IconFlask size={28} aria-hidden />}
        action={
          <Button
            component={Link}
            to="/labs/create"
            leftSection={<IconPlus size={16} aria-hidden />}
            mt="md"
          >
            {LABS_TEXTS.createFirst}
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
      aria-label={LABS_TEXTS.listLabel}
    >
      {labs.map((lab) => (
        <LabCard
          key={lab.id}
          lab={lab}
          onRename={onRename}
          onDelete={onDelete}
          renaming={renamingId === lab.id}
          deleting={deletingId === lab.id}
        />
      ))}
    </SimpleGrid>
  );
}

export function LabsListSkeleton() {
  return (
    <SimpleGrid cols={cols} aria-hidden>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} h={118} radius="md" />
      ))}
    </SimpleGrid>
  );
}
