// A failed load: the catalogue message and a retry button.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { describeError } from './errors';
import { ANALYSIS_TEXTS } from './analyses';

export interface ErrorStateProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}

export function ErrorState({ error, title, onRetry }: ErrorStateProps) {
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
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {ANALYSIS_TEXTS.retry}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
