// The labs as a grid of cards, its skeleton, and the empty state that invites the first lab.
import type { LabSummary } from '@kreolab/api-client';
import { ContainerGrid, ContainerGridSkeleton } from '@kreolab/entities';
import { IconFlask } from '@tabler/icons-react';
import { LABS_TEXTS } from '../texts';
import { LabCard, type LabCardProps } from './LabCard';

export interface LabsListProps extends Pick<LabCardProps, 'onRename' | 'onDelete'> {
  labs: readonly LabSummary[];
  renamingId?: number | null;
  deletingId?: number | null;
}

export function LabsList({ labs, renamingId, deletingId, onRename, onDelete }: LabsListProps) {
  return (
    <ContainerGrid
      items={labs}
      texts={LABS_TEXTS}
      createTo="/labs/create"
      icon={<IconFlask size={28} aria-hidden />}
    >
      {(lab) => (
        <LabCard
          key={lab.id}
          lab={lab}
          onRename={onRename}
          onDelete={onDelete}
          renaming={renamingId === lab.id}
          deleting={deletingId === lab.id}
        />
      )}
    </ContainerGrid>
  );
}

export function LabsListSkeleton() {
  return <ContainerGridSkeleton height={118} />;
}
