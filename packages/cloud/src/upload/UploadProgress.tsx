// The progress of an upload: one bar per file with its cancel button (or «Повторить» once it
// failed), and a total bar.
import { formatFileSize } from '@kreolab/i18n-ru';
import {
  ActionIcon,
  Button,
  CloseButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { CLOUD_TEXTS } from '../texts';
import type { UploadEntry } from './useUploader';

export interface UploadProgressProps {
  entries: UploadEntry[];
  onCancel?: (key: string) => void;
  /** Sends a failed file again (shown where the failure may pass: `UploadEntry.retry`). */
  onRetry?: (key: string) => void;
  onDismiss?: () => void;
}

const percent = (loaded: number, total: number) =>
  total <= 0 ? 100 : Math.min(100, Math.round((loaded / total) * 100));

const STATUS_TEXT = {
  done: CLOUD_TEXTS.uploadDone,
  canceled: CLOUD_TEXTS.uploadCanceled,
  error: CLOUD_TEXTS.uploadFailed,
} as const;

const COLORS = { uploading: 'brand', done: 'teal', canceled: 'gray', error: 'red' } as const;

export function UploadProgress({ entries, onCancel, onRetry, onDismiss }: UploadProgressProps) {
  if (entries.length === 0) return null;
  const active = entries.filter((e) => e.status !== 'canceled');
  const total = active.reduce((s, e) => s + e.size, 0);
  // What reached the cloud: a failed file's bytes did not, whatever its bar had shown, so the
  // total stays short of full and says how many files are missing.
  const loaded = active.reduce((s, e) => s + (e.status === 'error' ? 0 : e.loaded), 0);
  const failed = entries.filter((e) => e.status === 'error').length;
  const busy = entries.some((e) => e.status === 'uploading');
  return (
    <Paper withBorder p="sm" radius="md" aria-label={CLOUD_TEXTS.uploadTitle} role="region">
      <Group justify="space-between" mb={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm">
            {CLOUD_TEXTS.uploadTotal}: {formatFileSize(Math.min(loaded, total))} /{' '}
            {formatFileSize(total)}
          </Text>
          {failed > 0 && (
            <Text size="sm" c="red.8">
              {CLOUD_TEXTS.uploadNotSent(failed)}
            </Text>
          )}
        </Group>
        {!busy && onDismiss && (
          <CloseButton aria-label={CLOUD_TEXTS.uploadClose} onClick={onDismiss} />
        )}
      </Group>
      <Progress
        value={percent(loaded, total)}
        aria-label={`${CLOUD_TEXTS.uploadTotal}: ${percent(loaded, total)}%`}
        mb="sm"
        animated={busy}
      />
      <Stack gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {entries.map((e) => (
          <li key={e.key}>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" truncate style={{ flex: 1 }} title={e.name}>
                {e.name}
              </Text>
              <Text
                size="xs"
                c={e.status === 'error' ? 'red.8' : e.waiting ? 'orange.9' : 'dimmed'}
              >
                {e.status === 'uploading'
                  ? e.waiting
                    ? CLOUD_TEXTS.uploadWaiting(percent(e.loaded, e.size))
                    : `${percent(e.loaded, e.size)}%`
                  : e.status === 'error' && e.error
                    ? e.error
                    : STATUS_TEXT[e.status]}
              </Text>
              {e.status === 'uploading' && onCancel && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={CLOUD_TEXTS.uploadCancel(e.name)}
                  onClick={() => onCancel(e.key)}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              )}
              {e.status === 'error' && e.retry && onRetry && (
                <Button
                  variant="subtle"
                  size="compact-xs"
                  aria-label={CLOUD_TEXTS.uploadRetry(e.name)}
                  onClick={() => onRetry(e.key)}
                >
                  {CLOUD_TEXTS.retry}
                </Button>
              )}
            </Group>
            <Progress
              size="sm"
              color={e.waiting ? 'orange' : COLORS[e.status]}
              value={e.status === 'uploading' ? percent(e.loaded, e.size) : 100}
              aria-label={`${e.name}: ${percent(e.loaded, e.size)}%`}
            />
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
