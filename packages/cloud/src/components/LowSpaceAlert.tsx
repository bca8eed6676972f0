// Product-spec §4/§9: a warning over 50 MB and under 101 MB free, an error under 51 MB.
import { formatFileSize } from '@kreolab/i18n-ru';
import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseOff } from '@tabler/icons-react';
import { lowSpaceLevel } from '../model';
import { CLOUD_TEXTS } from '../texts';

export function LowSpaceAlert({ freeSpace }: { freeSpace: number | null }) {
  const level = lowSpaceLevel(freeSpace);
  if (level === null || freeSpace === null) return null;
  const size = formatFileSize(freeSpace);
  return level === 'error' ? (
    <Alert
      color="red"
      variant="light"
      role="alert"
      data-level="error"
      title={CLOUD_TEXTS.lowSpaceErrorTitle}
      icon={<IconDatabaseOff aria-hidden />}
    >
      {CLOUD_TEXTS.lowSpaceError(size)}
    </Alert>
  ) : (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      data-level="warning"
      title={CLOUD_TEXTS.lowSpaceWarningTitle}
      icon={<IconAlertTriangle aria-hidden />}
    >
      {CLOUD_TEXTS.lowSpaceWarning(size)}
    </Alert>
  );
}
