import { EmptyState as MantineEmptyState } from '@mantine/core';
import { UI_TEXTS } from '@kreolab/i18n-ru';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title?: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons or links that lead out of the empty state. */
  action?: ReactNode;
}

/** "Nothing here yet" with an optional way forward. */
export function EmptyState({
  title = UI_TEXTS.emptyState,
  description,
  icon,
  action,
}: EmptyStateProps) {
  return (
    <MantineEmptyState
      title={title}
      description={description}
      icon={icon ?? <IconInbox size={28} aria-hidden />}
      variant="light"
      py="xl"
    >
      {action}
    </MantineEmptyState>
  );
}
