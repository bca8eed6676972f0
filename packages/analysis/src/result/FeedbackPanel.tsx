// Simulated viewers' feedback: the card stack, and «Сгенерировать отзывы» for a segment
// (a selector when there are several, as in a brief) with the generations left on the
// balance and the batches left for the segment (5 each: the server refuses a sixth).
import { ActionError, ANALYSIS_TEXTS, TariffLink } from '@kreolab/entities';
import type { FeedbackBatch, FeedbackList, SegmentStats } from '@kreolab/api-client';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { focusableDisabled } from '@kreolab/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { analyses } from '../api';
import {
  feedbackAdded,
  feedbackAdvanced,
  selectAnalysisUi,
  selectFeedbackQueue,
} from '../state/analysisSlice';
import { errorMessage } from '@kreolab/i18n-ru';
import { FeedbackStack } from './FeedbackStack';

export const BATCHES_PER_SEGMENT = 5;

export interface FeedbackPanelProps {
  analysisId: number;
  segments: SegmentStats[];
}

export function FeedbackPanel({ analysisId, segments }: FeedbackPanelProps) {
  const dispatch = useDispatch();
  const queue = useSelector(selectFeedbackQueue);
  const ready = useSelector(selectAnalysisUi).analysisId === analysisId;
  const list = analyses.useListAnalysisFeedbackQuery({ id: analysisId });
  const [generate, gen] = analyses.useGenerateAnalysisFeedbackMutation();
  const [segmentId, setSegmentId] = useState<number>(segments[0]?.segment_id ?? 0);
  const [last, setLast] = useState<FeedbackBatch | null>(null);
  const [total, setTotal] = useState(0);
  const loaded = useRef(false);

  // The feedback generated before is queued once when the page opens.
  const items = list.data?.items;
  useEffect(() => {
    if (!ready || loaded.current || !items) return;
    loaded.current = true;
    if (items.length > 0) {
      dispatch(feedbackAdded(items));
      setTotal(items.length);
    }
  }, [dispatch, ready, items]);
  useEffect(() => {
    if (queue.length === 0) setTotal(0);
  }, [queue.length]);

  const counts = remaining(list.data, last, segmentId);
  const onGenerate = async () => {
    try {
      const batch = await generate({
        id: analysisId,
        feedbackGenerateRequest: { segment_id: segmentId },
      }).unwrap();
      setLast(batch);
      setTotal((t) => (queue.length === 0 ? batch.items.length : t + batch.items.length));
      dispatch(feedbackAdded(batch.items));
    } catch {
      // shown below from gen.error
    }
  };
  const exhausted = counts.batchesLeft === 0;
  const segmentName = (id: number) => segments.find((s) => s.segment_id === id)?.name;

  return (
    <Stack gap="sm">
      {queue.length > 0 ? (
        <FeedbackStack
          queue={queue}
          total={total}
          segmentName={segments.length > 1 ? segmentName : undefined}
          onAdvance={() => dispatch(feedbackAdvanced())}
        />
      ) : (
        <Text c="dimmed" size="sm">
          {ANALYSIS_TEXTS.feedbackEmpty}
        </Text>
      )}
      <Group align="flex-end" gap="sm">
        {segments.length > 1 && (
          <Select
            label={ANALYSIS_TEXTS.segment}
            w={220}
            allowDeselect={false}
            value={String(segmentId)}
            onChange={(v) => v !== null && setSegmentId(Number(v))}
            data={segments.map((s) => ({ value: String(s.segment_id), label: s.name }))}
          />
        )}
        <Button
          onClick={() => void onGenerate()}
          loading={gen.isLoading}
          {...focusableDisabled(exhausted)}
        >
          {ANALYSIS_TEXTS.generate}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" data-testid="generation-balance">
        {counts.generationsLeft !== null && ANALYSIS_TEXTS.generationsLeft(counts.generationsLeft)}
        {counts.generationsLeft !== null && counts.batchesLeft !== null && ' · '}
        {counts.batchesLeft !== null &&
          ANALYSIS_TEXTS.batchesLeft(counts.batchesLeft, BATCHES_PER_SEGMENT)}
      </Text>
      {gen.error ? (
        <ActionError error={gen.error} />
      ) : (
        exhausted && (
          <Alert color="yellow" variant="light" role="status">
            <Stack gap={4}>
              <Text size="sm">{errorMessage('GENERATION_LIMIT_REACHED')}</Text>
              <TariffLink />
            </Stack>
          </Alert>
        )
      )}
    </Stack>
  );
}

/** What is left: the newest batch's answer for its segment, otherwise the list's. */
function remaining(list: FeedbackList | undefined, last: FeedbackBatch | null, segmentId: number) {
  const fromList = list?.segments.find((s) => s.segment_id === segmentId);
  const lastFits = last && last.segment_id === segmentId;
  const newer = (a: number | undefined, b: number | undefined) =>
    a === undefined ? (b ?? null) : b === undefined ? a : Math.min(a, b);
  return {
    generationsLeft: newer(last?.generations_left, list?.generations_left),
    batchesLeft: lastFits
      ? newer(last.batches_left, fromList?.batches_left)
      : (fromList?.batches_left ?? null),
  };
}
