// Drag-and-drop (Mantine Dropzone) and the "Загрузить файлы" button, with the refusal of
// product-spec §5 and the progress of the upload.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertTriangle, IconCloudUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { UPLOAD_ACCEPT } from '../model';
import { CLOUD_TEXTS } from '../texts';
import { UploadProgress } from './UploadProgress';
import type { useUploader } from './useUploader';

export interface UploadPanelProps {
  uploader: ReturnType<typeof useUploader>;
  /** Shown beside the upload button (create folder, view switch...). */
  actions?: ReactNode;
}

/** The refusal of an upload: wrong format or not enough space. */
export function UploadRefusal({ message, onClose }: { message: string; onClose?: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      withCloseButton={!!onClose}
      onClose={onClose}
      closeButtonLabel={CLOUD_TEXTS.uploadClose}
      role="alert"
    >
      {message}
    </Alert>
  );
}

/**
 * A Dropzone's handling of files dropped on it: every file goes to the upload's own checks, the
 * refused ones too, so a wrong format gets the product's message; the drop area opens the file
 * dialog only through its button.
 */
export function dropInto(uploader: ReturnType<typeof useUploader>) {
  return {
    onDrop: (files: File[]) => void uploader.start(files),
    onReject: (rejections: { file: File }[]) => void uploader.start(rejections.map((r) => r.file)),
    activateOnClick: false,
    multiple: true,
  };
}

/** What an upload says under its drop area: the refusal, or each file's progress. */
export function UploadStatus({ uploader }: { uploader: ReturnType<typeof useUploader> }) {
  return (
    <>
      {uploader.refusal && <UploadRefusal message={uploader.refusal} onClose={uploader.dismiss} />}
      <UploadProgress
        entries={uploader.entries}
        onCancel={uploader.cancel}
        onRetry={(key) => void uploader.retry(key)}
        onDismiss={uploader.dismiss}
      />
    </>
  );
}

export function UploadPanel({ uploader, actions }: UploadPanelProps) {
  const openRef = useRef<() => void>(null);
  return (
    <Stack gap="sm">
      <Dropzone
        openRef={openRef}
        {...dropInto(uploader)}
        p="md"
        radius="md"
        aria-label={CLOUD_TEXTS.dropTitle}
      >
        <Group justify="space-between" wrap="wrap" gap="sm" style={{ pointerEvents: 'all' }}>
          <Group gap="sm" wrap="nowrap">
            <Dropzone.Accept>
              <IconUpload size={32} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconCloudUpload size={32} aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text fw={600}>{CLOUD_TEXTS.dropTitle}</Text>
              <Text size="sm" c="dimmed">
                {CLOUD_TEXTS.dropHint}
              </Text>
            </div>
          </Group>
          <Group gap="xs">
            {actions}
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={() => openRef.current?.()}
            >
              {CLOUD_TEXTS.upload}
            </Button>
          </Group>
        </Group>
      </Dropzone>
      <UploadStatus uploader={uploader} />
    </Stack>
  );
}

/** The accept list for `<input type=file>` outside the Dropzone. */
export const UPLOAD_INPUT_ACCEPT = Object.entries(UPLOAD_ACCEPT)
  .flatMap(([mime, exts]) => [mime, ...exts])
  .join(',');
