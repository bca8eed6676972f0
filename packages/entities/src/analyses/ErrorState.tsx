// A failed load or action: the catalogue message and, when given, a retry button or other actions.
// The retry shows only where another try can answer otherwise (`canRetry`): a missing object's
// «Повторить» only said «404 OBJECT_NOT_FOUND» again.
import { canRetry } from '@kreolab/api-client';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { describeError } from './errors';
import { ANALYSIS_TEXTS } from './texts';

export interface ErrorStateProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
  /** Further actions beside the retry button (e.g. a link back). */
  children?: ReactNode;
}

export function ErrorState({ error, title, onRetry, children }: ErrorStateProps) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      icon={<IconAlertTriangle size={18} aria-hidden />}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{describeError(error)}</Text>
        {onRetry && canRetry(error) && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {ANALYSIS_TEXTS.retry}
          </Button>
        )}
        {children}
      </Group>
    </Alert>
  );
}
