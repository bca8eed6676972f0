// A research result, all of it: frame selector, the frame's viewer and regions, metric cards,
// colours, charts, audience, feedback, findings and the method note. Reads and writes the
// analysis slice (frame, view, opacity, drawn regions, feedback queue).
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { ResearchResult } from '@kreolab/api-client';
import { Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { frameSelected, selectFrame } from '../state/analysisSlice';
import { REGION_KIND_LABELS } from '../texts';
import { AttentionChart, TimelineChart } from './Charts';
import { FeedbackPanel } from './FeedbackPanel';
import { Findings } from './Findings';
import { FrameViewer, useCustomRows } from './FrameViewer';
import { MetricCards } from './MetricCards';
import { Palette } from './Palette';
import { SegmentsTable } from './SegmentsTable';

/** The result as the engine writes it: the contract's keys plus `timeline` for several frames. */
export type ResearchResultData = ResearchResult & { timeline?: Partial<Record<string, number[]>> };

export function frameLabel(frame: ResearchResult['frames'][number], i: number): string {
  if (frame.time !== null && frame.time !== undefined) return ANALYSIS_TEXTS.frameTime(frame.time);
  if (frame.page !== null && frame.page !== undefined) return ANALYSIS_TEXTS.framePage(frame.page);
  return `${ANALYSIS_TEXTS.frame} ${i + 1}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export interface ResearchResultViewProps {
  result: ResearchResultData;
  name: string;
  /** Images for frames without image_url (stories). */
  imageFor?: (frameIndex: number) => string | undefined;
  /** Feedback needs the server; stories may leave it out. */
  withFeedback?: boolean;
}

export function ResearchResultView({
  result,
  name,
  imageFor,
  withFeedback = true,
}: ResearchResultViewProps) {
  const dispatch = useDispatch();
  const selected = useSelector(selectFrame);
  const frames = result.frames;
  const index = Math.min(selected, frames.length - 1);
  const frame = frames[index];
  const custom = useCustomRows(frame);
  if (!frame) return <Text c="dimmed">{ANALYSIS_TEXTS.noResult}</Text>;

  const labels = frames.map(frameLabel);
  const select = (v: string | null) => v !== null && dispatch(frameSelected(Number(v)));
  const options = frames.map((_, i) => ({ value: String(i), label: labels[i]! }));
  const shares = [
    ...frame.regions.map((r) => ({
      name: r.text || REGION_KIND_LABELS[r.kind],
      share: r.attention_share,
    })),
    ...custom.map((c) => ({ name: c.label, share: c.share })),
  ];
  return (
    <Stack gap="lg">
      {frames.length > 1 &&
        (frames.length <= 8 ? (
          <SegmentedControl
            aria-label={ANALYSIS_TEXTS.frame}
            value={String(index)}
            onChange={select}
            data={options}
          />
        ) : (
          <Select
            label={ANALYSIS_TEXTS.frame}
            w={220}
            value={String(index)}
            onChange={select}
            data={options}
            allowDeselect={false}
          />
        ))}
      <FrameViewer frame={frame} name={name} imageSrc={imageFor?.(index)} />
      <Section title={ANALYSIS_TEXTS.metrics}>
        <MetricCards metrics={frame.metrics} />
      </Section>
      <Section title={ANALYSIS_TEXTS.colours}>
        <Palette colours={frame.colours} />
      </Section>
      <Section title={ANALYSIS_TEXTS.charts}>
        <Stack gap="lg">
          <AttentionChart data={shares} />
          {result.timeline && <TimelineChart timeline={result.timeline} labels={labels} />}
        </Stack>
      </Section>
      {result.segments.length > 0 && (
        <Section title={ANALYSIS_TEXTS.segments}>
          <SegmentsTable segments={result.segments} />
        </Section>
      )}
      {withFeedback && (
        <Section title={ANALYSIS_TEXTS.feedback}>
          <FeedbackPanel analysisId={result.analysis_id} segments={result.segments} />
        </Section>
      )}
      {result.findings && result.findings.length > 0 && (
        <Section title={ANALYSIS_TEXTS.findings}>
          <Findings findings={result.findings} />
        </Section>
      )}
      <Text size="xs" c="dimmed">
        {ANALYSIS_TEXTS.method}: {result.method.note} ({result.method.model_version})
      </Text>
    </Stack>
  );
}
