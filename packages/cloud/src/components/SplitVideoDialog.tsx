// The video split: a frequency (frames per second, 0.1–5), the status
// labels 'Укажите частоту' / 'Обрабатывается' / 'Обработано', video_split to start and
// check_split_status polled until PROCESSED or back to NONE (a failure).
import { isToastedFailure, type SplitStatus, type SplitStatusValue } from '@kreolab/api-client';
import { describeError, fieldErrors } from '@kreolab/entities';
import { UI_TEXTS } from '@kreolab/i18n-ru';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { cloud } from '../api';
import type { Item } from '../model';
import { CLOUD_TEXTS } from '../texts';
import { SplitStatusBadge } from './SplitStatusBadge';

export const SPLIT_POLL_MS = 1500;
export const SPLIT_MIN = 0.1;
export const SPLIT_MAX = 5;

export interface SplitVideoDialogProps {
  opened: boolean;
  video: Item | null;
  onClose: () => void;
  /** Called once the frames exist (the caller reloads the folder). */
  onProcessed?: (status: SplitStatus) => void;
}

function failureReason(status: SplitStatus | undefined): string | null {
  const extra = status as
    (SplitStatus & { reason?: unknown; detail?: unknown; error?: unknown }) | undefined;
  const reason = extra?.reason ?? extra?.detail ?? extra?.error;
  return typeof reason === 'string' && reason !== '' ? reason : null;
}

export function SplitVideoDialog({ opened, video, onClose, onProcessed }: SplitVideoDialogProps) {
  const dispatch = useDispatch();
  const [frequency, setFrequency] = useState<number | string>(1);
  const [polling, setPolling] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  // The server's refusal of the frequency (more frames than it splits), said under the field.
  const [refused, setRefused] = useState<string | null>(null);
  const [start, started] = cloud.endpoints.splitVideo.useMutation();
  const poll = cloud.endpoints.checkSplitStatus.useQuery(
    video && polling ? { idRequest: { id: video.id } } : skipToken,
    {
      pollingInterval: SPLIT_POLL_MS,
      refetchOnMountOrArgChange: true,
      skipPollingIfUnfocused: false,
    },
  );
  const [last, setLast] = useState<SplitStatus | null>(null);
  const data = polling ? poll.data : (last ?? undefined);
  const status: SplitStatusValue =
    data?.split_status ?? started.data?.split_status ?? video?.split_status ?? 'NONE';

  useEffect(() => {
    if (!polling || !poll.data || poll.isFetching) return;
    if (poll.data.split_status === 'PROCESSED') {
      setLast(poll.data);
      setPolling(false);
      dispatch(cloud.util.invalidateTags(['Folder', 'DiskSpace', 'Search']));
      onProcessed?.(poll.data);
    } else if (poll.data.split_status === 'NONE') {
      setLast(poll.data);
      setPolling(false);
      setFailed(failureReason(poll.data) ?? CLOUD_TEXTS.splitFailed);
    }
  }, [dispatch, onProcessed, poll.data, poll.isFetching, polling]);

  // Reopening on a video that is still processing resumes the polling.
  useEffect(() => {
    if (opened && video?.split_status === 'PROCESSING') setPolling(true);
  }, [opened, video]);

  const value =
    typeof frequency === 'number' ? frequency : Number.parseFloat(frequency.replace(',', '.'));
  const valid = Number.isFinite(value) && value >= SPLIT_MIN && value <= SPLIT_MAX;

  const submit = async () => {
    if (!video || !valid) return;
    setFailed(null);
    setRefused(null);
    setLast(null);
    const r = await start({ videoSplitRequest: { id: video.id, frequency: value } });
    if ('error' in r) {
      // 413 (no room for the frames) and the like are the app's toast; a 400 or 422 is said here,
      // or the dialog would do nothing visible.
      if (isToastedFailure(r.error)) return;
      const field = fieldErrors(r.error).frequency;
      if (field) setRefused(field);
      else setFailed(describeError(r.error));
      return;
    }
    setPolling(true);
  };

  const close = () => {
    setFailed(null);
    setRefused(null);
    setLast(null);
    setPolling(false);
    onClose();
  };

  const processed = status === 'PROCESSED' && (data !== undefined || !polling);
  return (
    <Modal opened={opened} onClose={close} title={CLOUD_TEXTS.splitTitle} centered>
      <Stack gap="sm">
        {video && (
          <Text size="sm" fw={500} truncate>
            {video.name}
          </Text>
        )}
        <Group gap="xs">
          <Text size="sm">{CLOUD_TEXTS.splitStatus}:</Text>
          <div role="status" aria-live="polite">
            <SplitStatusBadge status={polling && status === 'NONE' ? 'PROCESSING' : status} />
          </div>
        </Group>
        <NumberInput
          label={CLOUD_TEXTS.splitFrequency}
          description={CLOUD_TEXTS.splitFrequencyHint}
          min={SPLIT_MIN}
          max={SPLIT_MAX}
          step={0.1}
          decimalScale={1}
          decimalSeparator=","
          value={frequency}
          onChange={(next) => {
            setFrequency(next);
            setRefused(null);
          }}
          disabled={polling}
          error={valid ? (refused ?? undefined) : CLOUD_TEXTS.splitFrequencyHint}
        />
        {failed && (
          <Alert color="red" variant="light" role="alert" title={CLOUD_TEXTS.splitFailed}>
            {failed === CLOUD_TEXTS.splitFailed ? null : failed}
          </Alert>
        )}
        {processed && data && (
          <Text size="sm" c="teal.9">
            {CLOUD_TEXTS.splitDone(data.frames_count)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {UI_TEXTS.close}
          </Button>
          <Button
            onClick={() => void submit()}
            loading={started.isLoading || polling}
            disabled={!valid || !video}
          >
            {CLOUD_TEXTS.splitStart}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
