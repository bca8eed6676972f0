// Feedback cards one at a time: the first item of the queue is shown;
// «Следующий» moves on, and on the last one the button empties the list. The facts' verbs
// follow the viewer's gender («Заметила» / «Заметил»).
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { FeedbackItem } from '@kreolab/api-client';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { FEEDBACK_VERBS } from '../texts';

export interface FeedbackStackProps {
  queue: FeedbackItem[];
  /** How many were in the queue at most since it was filled: for "Отзыв 2 из 5". */
  total?: number;
  segmentName?: (segmentId: number) => string | undefined;
  onAdvance: () => void;
}

function Facts({ label, items, colour }: { label: string; items: string[]; colour: string }) {
  if (items.length === 0) return null;
  return (
    <Group gap={6}>
      <Text size="xs" c="dimmed">
        {label}:
      </Text>
      {items.map((t) => (
        <Badge key={t} size="sm" variant="light" color={colour} tt="none">
          {t}
        </Badge>
      ))}
    </Group>
  );
}

export function FeedbackStack({ queue, total, segmentName, onAdvance }: FeedbackStackProps) {
  const item = queue[0];
  if (!item) return null;
  const count = Math.max(total ?? queue.length, queue.length);
  const position = count - queue.length + 1;
  const last = queue.length === 1;
  const segment = segmentName?.(item.segment_id);
  const verbs = FEEDBACK_VERBS[item.viewer.gender] ?? {
    noticed: ANALYSIS_TEXTS.noticed,
    missed: ANALYSIS_TEXTS.missed,
    read: ANALYSIS_TEXTS.read,
  };
  return (
    <Paper withBorder p="md" radius="md" aria-live="polite" data-feedback={item.id}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {ANALYSIS_TEXTS.feedbackCounter(position, count)}
            {segment ? ` · ${segment}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            {item.viewer.device}
          </Text>
        </Group>
        <Text fw={500}>{item.text}</Text>
        <Facts label={verbs.noticed} items={item.noticed} colour="teal" />
        <Facts label={verbs.missed} items={item.missed} colour="red" />
        <Facts label={verbs.read} items={item.read} colour="blue" />
        <Group justify="flex-end">
          <Button size="xs" variant={last ? 'default' : 'filled'} onClick={onAdvance}>
            {last ? ANALYSIS_TEXTS.finish : ANALYSIS_TEXTS.next}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
