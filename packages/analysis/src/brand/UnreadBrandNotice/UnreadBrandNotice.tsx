// The result of a research whose named brand no line was read as (the score counts its share
// unknown, `share_unknown`): if the brand is a logo drawn as a picture, the user can mark it.
// A finished research cannot run again, so this makes a new draft of the same creatives and
// settings and opens its form, where «Отметить логотип» is. A research of pinned versions (a
// version comparison) is not offered it: its form lists the versions, with nothing to mark on.
import type { Analysis, ResearchResult } from '@kreolab/api-client';
import {
  ActionError,
  invalidateContainer,
  researchDetailsPath,
  selectionCleared,
} from '@kreolab/entities';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { analyses } from '../../api';
import type { useContainer } from '../../shared/useContainer';
import { UNREAD_BRAND_TEXTS as T } from '../../texts';

export interface UnreadBrandNoticeProps {
  analysis: Analysis;
  result: Pick<ResearchResult, 'frames'>;
  container: Pick<ReturnType<typeof useContainer>, 'basePath' | 'body' | 'kind' | 'id'>;
}

/** Whether the result asks for a logo: a named brand unread on some frame, not pinned versions. */
export function wantsLogo(analysis: Analysis, result: Pick<ResearchResult, 'frames'>): boolean {
  return (
    Boolean(analysis.settings?.brand) &&
    !analysis.creative_versions?.length &&
    result.frames.some((f) => f.metrics.score.range?.share_unknown)
  );
}

export function UnreadBrandNotice({ analysis, result, container }: UnreadBrandNoticeProps) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app's store type is not known here
  const dispatch = useDispatch<ThunkDispatch<any, unknown, UnknownAction>>();
  const navigate = useNavigate();
  const [create, creating] = analyses.useCreateAnalysisMutation();
  if (!wantsLogo(analysis, result)) return null;

  const again = async () => {
    try {
      const draft = await create({
        analysisCreate: {
          type: 'research',
          ...container.body,
          name: T.draftName(analysis.name),
          creative_ids: analysis.creative_ids,
          settings: analysis.settings!,
        },
      }).unwrap();
      // the form takes the draft's creatives into an empty selection (ResearchDetailsPage)
      dispatch(selectionCleared());
      if (container.id) dispatch(invalidateContainer(container.kind, container.id));
      await navigate(researchDetailsPath(container.basePath, draft.id));
    } catch {
      // shown below
    }
  };

  return (
    <Alert color="yellow" variant="light" title={T.title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{T.body(analysis.settings!.brand!)}</Text>
        <Button
          size="xs"
          variant="light"
          loading={creating.isLoading}
          onClick={() => void again()}
          // the long label wraps on a phone instead of widening the page past 390 px
          maw="100%"
          h="auto"
          mih={30}
          styles={{ label: { whiteSpace: 'normal' } }}
        >
          {T.action}
        </Button>
        {creating.error !== undefined && <ActionError error={creating.error} />}
      </Stack>
    </Alert>
  );
}
