// What a lab's or a brief's page shows before its container is there: the page name with the
// catalogue error (a bad id reads as not found) and a retry, or skeletons while it loads.
import { Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AnalysisListSkeleton } from '../analyses/AnalysisList';
import { ErrorState } from '../analyses/ErrorState';

export interface ContainerPageStateProps {
  page: {
    id: number | null;
    data: unknown;
    error: unknown;
    isLoading: boolean;
    refetch: () => void;
  };
  /** The page's name, the heading of its error state. */
  title: string;
  loadError: string;
  /** Skeletons of the page's own header, between the title's and the list's. */
  skeleton?: ReactNode;
  /** The page once the container is there. */
  children: ReactNode;
}

const notFound = { status: 404, data: { code: 'OBJECT_NOT_FOUND' } };

export function ContainerPageState({
  page,
  title,
  loadError,
  skeleton,
  children,
}: ContainerPageStateProps) {
  if (page.id === null || (page.error && !page.data)) {
    return (
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <ErrorState
          error={page.error ?? notFound}
          title={loadError}
          onRetry={page.id === null ? undefined : page.refetch}
        />
      </Stack>
    );
  }
  if (page.isLoading || !page.data) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton h={36} w="40%" />
        {skeleton}
        <AnalysisListSkeleton />
      </Stack>
    );
  }
  return <>{children}</>;
}
