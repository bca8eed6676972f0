// The compared creatives' heatmaps side by side (the first frame of each research result).
import { describeError } from '@kreolab/entities';
import type { ComparisonResult, ResearchResult } from '@kreolab/api-client';
import { Skeleton, SimpleGrid, Stack, Text } from '@mantine/core';
import { analyses } from '../api';
import { HeatmapViewer } from '../result/HeatmapViewer';

export interface ComparisonHeatmapsProps {
  result: ComparisonResult;
  /** Stories pass the research results in; the page reads them from the server. */
  results?: Record<number, ResearchResult | undefined>;
  imageFor?: (researchId: number) => string | undefined;
  opacity?: number;
}

function Tile({
  id,
  name,
  given,
  imageSrc,
  opacity,
}: {
  id: number;
  name: string;
  given?: ResearchResult;
  imageSrc?: string;
  opacity: number;
}) {
  const q = analyses.useGetAnalysisResultQuery({ id }, { skip: !!given });
  const data = given ?? (q.data?.type === 'research' ? (q.data as ResearchResult) : undefined);
  const frame = data?.frames[0];
  return (
    <Stack gap={4} data-heatmap={id}>
      <Text size="sm" fw={600} truncate>
        {name}
      </Text>
      {frame ? (
        <HeatmapViewer
          frame={frame}
          name={name}
          view="heatmap"
          opacity={opacity}
          imageSrc={imageSrc}
          compact
        />
      ) : q.error ? (
        <Text size="sm" c="red">
          {describeError(q.error)}
        </Text>
      ) : (
        <Skeleton h={200} />
      )}
    </Stack>
  );
}

export function ComparisonHeatmaps({
  result,
  results,
  imageFor,
  opacity = 0.6,
}: ComparisonHeatmapsProps) {
  const ranking = [...result.ranking].sort((a, b) => a.rank - b.rank);
  return (
    <SimpleGrid
      cols={{ base: 1, sm: Math.min(ranking.length, 2), lg: Math.min(ranking.length, 3) }}
    >
      {ranking.map((e) => (
        <Tile
          key={e.research_id}
          id={e.research_id}
          name={e.name}
          given={results?.[e.research_id]}
          imageSrc={imageFor?.(e.research_id)}
          opacity={opacity}
        />
      ))}
    </SimpleGrid>
  );
}
