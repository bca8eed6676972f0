// …/researches/:analysisId/result: the research result (ResearchResultView: the creative with its
// heatmap, legend, score band and main findings above the fold, the sections as tabs), rename
// and save with their hints, the PDF report and the contact form.
import { getErrorCode } from '@kreolab/api-client';
import { PAGE_NAMES } from '@kreolab/i18n-ru';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useParams } from 'react-router';
import { analyses } from '../api';
import { UnreadBrandNotice } from '../brand/UnreadBrandNotice';
import { ContactModal } from '../result/ContactModal';
import { ResearchResultView, type ResearchResultData } from '../result/ResearchResultView';
import { reportUrl } from '../result/reportUrl';
import { SaveBar } from '../result/SaveBar';
import { ShareButton } from '../share/ShareDialog';
import { ErrorState, ANALYSIS_TEXTS, belongsTo } from '@kreolab/entities';
import {
  parseId,
  useAnalysisBreadcrumbs,
  useContainer,
  type ContainerKind,
} from '../shared/useContainer';
import { resultOpened } from '../state/analysisSlice';
import { GOAL_LABELS, PLACEMENT_LABELS } from '../texts';
import { PageFrame, PageSkeleton } from './PageFrame';

export function ResearchResultPage({ container: kind }: { container: ContainerKind }) {
  const dispatch = useDispatch();
  const id = parseId(useParams().analysisId);
  const container = useContainer(kind);
  useAnalysisBreadcrumbs(container, PAGE_NAMES.researchResult);
  const arg = id === null ? skipToken : { id };
  const analysis = analyses.useGetAnalysisQuery(arg);
  const result = analyses.useGetAnalysisResultQuery(arg);
  const [contact, setContact] = useState(false);
  useEffect(() => {
    if (id !== null) dispatch(resultOpened(id));
  }, [dispatch, id]);

  // A research of another lab or brief typed into this URL is not here (issue 14, defect 10).
  const foreign =
    analysis.data !== undefined &&
    (analysis.data.type !== 'research' || !belongsTo(analysis.data, kind, container.id));
  const name = foreign ? '' : (analysis.data?.name ?? '');
  const goal = analysis.data?.settings?.goal;
  const placement = analysis.data?.settings?.placement;
  const actions = id !== null && !foreign && result.data && (
    <Group gap="sm" maw="100%">
      <Button
        component="a"
        href={reportUrl(id)}
        download
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        {ANALYSIS_TEXTS.report}
      </Button>
      <Button
        variant="default"
        leftSection={<IconMail size={16} aria-hidden />}
        onClick={() => setContact(true)}
        // the long label wraps on a phone instead of widening the page past 390 px
        maw="100%"
        h="auto"
        mih={36}
        styles={{ label: { whiteSpace: 'normal' } }}
      >
        {ANALYSIS_TEXTS.contact}
      </Button>
      {analysis.data && <ShareButton analysisId={id} saved={analysis.data.saved} />}
    </Group>
  );

  let body;
  if (id === null) {
    body = <ErrorState error={{ status: 404, data: { code: 'OBJECT_NOT_FOUND' } }} />;
  } else if (result.isLoading || analysis.isLoading) {
    body = <PageSkeleton />;
  } else if (foreign) {
    body = <ErrorState error={{ status: 404, data: { code: 'OBJECT_NOT_FOUND' } }} />;
  } else if (result.error) {
    const running = getErrorCode(result.error) === 'ANALYSIS_IN_PROGRESS';
    body = (
      <Stack gap="sm">
        <ErrorState
          error={result.error}
          title={ANALYSIS_TEXTS.loadError}
          onRetry={() => void result.refetch()}
        />
        {running && (
          <Anchor component={Link} to={`${container.basePath}/researches/${id}/progress`}>
            {ANALYSIS_TEXTS.openProgress}
          </Anchor>
        )}
      </Stack>
    );
  } else if (!result.data || result.data.type !== 'research') {
    body = <Alert color="gray">{ANALYSIS_TEXTS.noResult}</Alert>;
  } else {
    body = (
      <Stack gap="lg">
        {analysis.error !== undefined && <ErrorState error={analysis.error} />}
        <ResearchResultView
          result={result.data as ResearchResultData}
          name={name}
          goal={goal ? GOAL_LABELS[goal] : undefined}
          placement={placement ? PLACEMENT_LABELS[placement] : undefined}
          afterScore={
            analysis.data && (
              <UnreadBrandNotice
                analysis={analysis.data}
                result={result.data as ResearchResultData}
                container={container}
              />
            )
          }
          aside={
            analysis.data && (
              // beside the creative, not above it, so the heatmap and its legend stay above the fold
              <SaveBar
                analysisId={id}
                name={analysis.data.name}
                saved={analysis.data.saved}
                container={{ kind, id: container.id }}
              />
            )
          }
        />
        <ContactModal analysisId={id} opened={contact} onClose={() => setContact(false)} />
      </Stack>
    );
  }
  return (
    <PageFrame
      title={PAGE_NAMES.researchResult}
      container={container}
      actions={actions || undefined}
    >
      {name && (
        <Text size="lg" fw={500} mt={-12}>
          {name}
        </Text>
      )}
      {body}
    </PageFrame>
  );
}
