// A comparison result: the ranking table, heatmaps side by side, the overall scores chart and
// the per-segment noticed shares with their intervals.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { ComparisonResult, ResearchResult } from '@kreolab/api-client';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ComparisonHeatmaps } from './ComparisonHeatmaps';
import { RankingTable } from './RankingTable';
import { ScoresChart } from './ScoresChart';
import { SegmentShares } from './SegmentShares';

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

export interface ComparisonResultViewProps {
  result: ComparisonResult;
  results?: Record<number, ResearchResult | undefined>;
  imageFor?: (researchId: number) => string | undefined;
}

export function ComparisonResultView({ result, results, imageFor }: ComparisonResultViewProps) {
  return (
    <Stack gap="lg">
      <Section title={ANALYSIS_TEXTS.ranking}>
        <RankingTable result={result} />
      </Section>
      <Section title={ANALYSIS_TEXTS.heatmaps}>
        <ComparisonHeatmaps result={result} results={results} imageFor={imageFor} />
      </Section>
      <Section title={ANALYSIS_TEXTS.charts}>
        <ScoresChart result={result} />
      </Section>
      {result.segments.length > 0 && (
        <Section title={ANALYSIS_TEXTS.segmentShares}>
          <SegmentShares result={result} />
        </Section>
      )}
      <Text size="xs" c="dimmed">
        {ANALYSIS_TEXTS.method}: {result.method.note} ({result.method.model_version})
      </Text>
    </Stack>
  );
}
