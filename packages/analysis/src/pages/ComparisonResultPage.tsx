// …/comparisons/:analysisId/result, titled 'Результаты сравнения' (the route table's title).
import { getErrorCode, type ComparisonResult } from '@kreolab/api-client';
import { ROUTE_TITLES } from '@kreolab/i18n-ru';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useParams } from 'react-router';
import { analyses } from '../api';
import { ComparisonResultView } from '../comparison/ComparisonResultView';
import { ShareButton } from '../share/ShareDialog';
import { ErrorState, ANALYSIS_TEXTS } from '@kreolab/entities';
import {
  parseId,
  useAnalysisBreadcrumbs,
  useContainer,
  type ContainerKind,
} from '../shared/useContainer';
import { PageFrame, PageSkeleton } from './PageFrame';

export function ComparisonResultPage({ container: kind }: { container: ContainerKind }) {
  const id = parseId(useParams().analysisId);
  const container = useContainer(kind);
  useAnalysisBreadcrumbs(container, ROUTE_TITLES.comparisonResult);
  const arg = id === null ? skipToken : { id };
  const analysis = analyses.useGetAnalysisQuery(arg);
  const result = analyses.useGetAnalysisResultQuery(arg);

  let body;
  if (id === null)
    body = <ErrorState error={{ status: 404, data: { code: 'OBJECT_NOT_FOUND' } }} />;
  else if (result.isLoading) body = <PageSkeleton />;
  else if (result.error)
    body = (
      <Stack gap="sm">
        <ErrorState
          error={result.error}
          title={ANALYSIS_TEXTS.loadError}
          onRetry={() => void result.refetch()}
        />
        {getErrorCode(result.error) === 'ANALYSIS_IN_PROGRESS' && (
          <Anchor component={Link} to={`${container.basePath}/comparisons/${id}/progress`}>
            {ANALYSIS_TEXTS.openProgress}
          </Anchor>
        )}
      </Stack>
    );
  else if (!result.data || result.data.type !== 'comparison')
    body = <Alert color="gray">{ANALYSIS_TEXTS.noResult}</Alert>;
  else
    body = (
      <ComparisonResultView
        result={result.data as ComparisonResult}
        order={analysis.data?.research_ids}
      />
    );
  return (
    <PageFrame title={ROUTE_TITLES.comparisonResult} container={container}>
      <Group justify="space-between" align="flex-start" gap="sm" mt={-12}>
        {analysis.data?.name ? (
          <Text size="lg" fw={500} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {analysis.data.name}
          </Text>
        ) : (
          <span />
        )}
        {/* A comparison has no save of its own: it can be shared once it has a result. */}
        {id !== null && result.data?.type === 'comparison' && <ShareButton analysisId={id} saved />}
      </Group>
      {body}
    </PageFrame>
  );
}
