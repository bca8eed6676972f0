// The frame every analysis page shares: a heading, a way back to the lab or brief, and the
// loading skeleton / error state.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import { Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContainerInfo } from '../shared/useContainer';

export function BackLink({ container }: { container: ContainerInfo }) {
  return (
    <Anchor component={Link} to={container.basePath} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {container.kind === 'labs' ? ANALYSIS_TEXTS.backToLab : ANALYSIS_TEXTS.backToBrief}
      </Group>
    </Anchor>
  );
}

export function PageFrame({
  title,
  container,
  actions,
  children,
}: {
  title: string;
  container: ContainerInfo;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <BackLink container={container} />
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{title}</Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

export function PageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="page-skeleton">
      <Skeleton h={32} w="40%" />
      <Skeleton h={280} />
      <Skeleton h={120} />
    </Stack>
  );
}
