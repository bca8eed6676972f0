// …/researches/:analysisId/progress and …/comparisons/:analysisId/progress: a live progress
// bar with the stage in Russian; done → the result; failed → «Перезапустить» and «Назад».
import { useGetAnalysisQuery, type Progress as ProgressData } from '@kreolab/api-client';
import { PAGE_NAMES } from '@kreolab/i18n-ru';
import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { analyses } from '../api';
import { isFinal, useAnalysisProgress } from '../progress/useAnalysisProgress';
import {
  ErrorState,
  ANALYSIS_TEXTS,
  belongsTo,
  describeError,
  invalidateContainer,
} from '@kreolab/entities';
import {
  parseId,
  useAnalysisBreadcrumbs,
  useContainer,
  type ContainerKind,
} from '../shared/useContainer';
import { STAGE_LABELS } from '../texts';
import { PageFrame, PageSkeleton } from './PageFrame';

const STATUS_STAGES: Record<string, string> = {
  draft: ANALYSIS_TEXTS.waiting,
  queued: 'В очереди',
  processing: 'Выполняется',
  done: 'Готово',
};

export function stageLabel(p: ProgressData | null): string {
  if (!p) return ANALYSIS_TEXTS.waiting;
  if (p.stage) return STAGE_LABELS[p.stage] ?? p.stage;
  return STATUS_STAGES[p.status] ?? ANALYSIS_TEXTS.waiting;
}

export interface ProgressPageProps {
  container: ContainerKind;
  kind: 'research' | 'comparison';
  /** Tests shorten the polling interval. */
  pollMs?: number;
}

export function ProgressPage({ container: kind, kind: type, pollMs }: ProgressPageProps) {
  const navigate = useNavigate();
  const id = parseId(useParams().analysisId);
  const container = useContainer(kind);
  const title = type === 'research' ? PAGE_NAMES.researchProgress : PAGE_NAMES.comparisonProgress;
  useAnalysisBreadcrumbs(container, title);
  const analysis = useGetAnalysisQuery(id === null ? skipToken : { id });
  const { progress, polling, error, restartStream } = useAnalysisProgress(id, { pollMs });
  const [start, starting] = analyses.useStartAnalysisMutation();
  const folder = type === 'research' ? 'researches' : 'comparisons';
  const resultPath = `${container.basePath}/${folder}/${id}/result`;
  // An analysis of another lab or brief (or of the other type) typed into this URL is not here.
  const foreign =
    analysis.data !== undefined &&
    (analysis.data.type !== type || !belongsTo(analysis.data, kind, container.id));

  useEffect(() => {
    if (progress?.status === 'done' && !foreign) void navigate(resultPath, { replace: true });
  }, [progress?.status, navigate, resultPath, foreign]);
  // The lab's or brief's list shows the status: read at the start, it said «В очереди» when the
  // user went back to it from the result.
  const dispatch = useDispatch();
  const ended = isFinal(progress?.status);
  const { kind: containerKind, id: containerId } = container;
  useEffect(() => {
    if (ended && !foreign && containerId) dispatch(invalidateContainer(containerKind, containerId));
  }, [ended, foreign, containerKind, containerId, dispatch]);

  const restart = async () => {
    if (id === null) return;
    try {
      await start({ id }).unwrap();
      restartStream();
    } catch {
      // shown below
    }
  };
  const failed = progress?.status === 'failed' || progress?.status === 'canceled';
  const value = Math.max(0, Math.min(100, progress?.progress ?? 0));
  const name = analysis.data?.name;

  let body;
  if (id === null || foreign)
    body = <ErrorState error={{ status: 404, data: { code: 'OBJECT_NOT_FOUND' } }} />;
  else if (!progress && error)
    body = <ErrorState error={error} title={ANALYSIS_TEXTS.loadError} onRetry={restartStream} />;
  else if (!progress) body = <PageSkeleton />;
  else if (failed) {
    const reason = analysis.data?.error;
    body = (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={
          progress.status === 'failed' ? ANALYSIS_TEXTS.failedTitle : ANALYSIS_TEXTS.canceledTitle
        }
      >
        <Stack gap="sm">
          {reason && <Text size="sm">{describeError({ status: undefined, data: reason })}</Text>}
          {starting.error !== undefined && <Text size="sm">{describeError(starting.error)}</Text>}
          <Group gap="sm">
            <Button color="red" onClick={() => void restart()} loading={starting.isLoading}>
              {ANALYSIS_TEXTS.restart}
            </Button>
            <Button variant="default" onClick={() => void navigate(container.basePath)}>
              {ANALYSIS_TEXTS.back}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600} data-testid="progress-stage">
              {stageLabel(progress)}
            </Text>
            <Text fw={600}>{ANALYSIS_TEXTS.percent(value)}</Text>
          </Group>
          <Progress
            value={value}
            size="xl"
            animated={progress.status !== 'done'}
            // at 0 % (queued, before the first stage) the moving stripe still shows work has begun;
            // without it the bar had no width, and the journey that reached the page then failed
            styles={{ section: { minWidth: 8 } }}
            aria-label={ANALYSIS_TEXTS.progressLabel}
            aria-valuetext={`${stageLabel(progress)}: ${value} %`}
          />
          {polling && (
            <Text size="xs" c="dimmed">
              {ANALYSIS_TEXTS.streamLost}
            </Text>
          )}
        </Stack>
      </Paper>
    );
  }
  return (
    <PageFrame title={title} container={container}>
      {name && !foreign && <Text size="lg">{name}</Text>}
      {body}
    </PageFrame>
  );
}

export const ResearchProgressPage = ({ container }: { container: ContainerKind }) => (
  <ProgressPage container={container} kind="research" />
);
export const ComparisonProgressPage = ({ container }: { container: ContainerKind }) => (
  <ProgressPage container={container} kind="comparison" />
);
