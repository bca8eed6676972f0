// A comparison result: the variants with their scores and bands, the differences that matter in
// words, the heatmaps side by side on one scale (every frame reachable), every metric on one
// axis, the ranking table and the per-segment noticed shares with their ranges; above them, a
// warning when some variants' researches were computed with another model or metrics.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { ComparisonResult, ResearchResult } from '@kreolab/api-client';
import { Alert, Paper, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { ContextRanking } from '../context/ContextRanking';
import { COMPARISON_TEXTS as T } from '../texts';
import { ComparisonHeatmaps } from './ComparisonHeatmaps';
import { Differences } from './Differences';
import { MetricBars } from './MetricBars';
import { differences, otherVersions, rankingName, variantsOf, type ComparisonData } from './model';
import { RankingTable } from './RankingTable';
import { SegmentShares } from './SegmentShares';
import { VariantCards } from './VariantCards';
import { MethodNote } from '../shared/MethodNote';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      aria-label={title}
      style={{ minWidth: 0 }}
    >
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export interface ComparisonResultViewProps {
  result: ComparisonResult | ComparisonData;
  /** The researches in the order the user picked them (the analysis's research_ids): letters. */
  order?: readonly number[];
  results?: Record<number, ResearchResult | undefined>;
  imageFor?: (researchId: number, frame: number) => string | undefined;
}

export function ComparisonResultView({
  result: given,
  order,
  results,
  imageFor,
}: ComparisonResultViewProps) {
  const result = given as ComparisonData;
  const variants = useMemo(() => variantsOf(result, order), [result, order]);
  const items = useMemo(() => differences(result, variants), [result, variants]);
  const older = useMemo(() => otherVersions(result, variants), [result, variants]);
  return (
    <Stack gap="lg" style={{ minWidth: 0 }}>
      {older.length > 0 && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle aria-hidden />}
          title={T.otherVersionsTitle}
          data-testid="other-versions"
        >
          {T.otherVersions(older.map((v) => v.letter).join(', '), older.length === 1)}
        </Alert>
      )}
      <Section title={T.summary}>
        <VariantCards variants={variants} />
      </Section>
      <Section title={T.differences}>
        <Differences items={items} />
      </Section>
      <Section title={ANALYSIS_TEXTS.heatmaps}>
        <ComparisonHeatmaps variants={variants} results={results} imageFor={imageFor} />
      </Section>
      <Section title={T.metricsOnOneScale}>
        <MetricBars result={result} variants={variants} />
      </Section>
      <Section title={rankingName(variants)}>
        <RankingTable result={result} variants={variants} />
      </Section>
      {result.context && result.context_ranking && (
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" style={{ minWidth: 0 }}>
          <ContextRanking
            context={result.context}
            ranking={result.ranking}
            places={result.context_ranking}
            labelOf={(id) => variants.find((v) => v.id === id)?.label ?? String(id)}
          />
        </Paper>
      )}
      {result.segments.length > 0 && (
        <Section title={ANALYSIS_TEXTS.segmentShares}>
          <SegmentShares result={result} variants={variants} />
        </Section>
      )}
      <MethodNote note={result.method.note} modelVersion={result.method.model_version} />
    </Stack>
  );
}
