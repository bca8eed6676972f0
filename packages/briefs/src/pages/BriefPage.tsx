// /briefs/:briefId: the breadcrumb 'Мои брифинги' → /briefs then the brief's name; the brief's
// summary and segments (editable with the same form as creation); its researches and
// comparisons (re-read every few seconds while one is queued or processing), a new research
// draft, the way to a comparison, delete an analysis.
import type { BriefInput } from '@kreolab/api-client';
import {
  ContainerPageState,
  fieldErrors,
  useContainerPage,
  useSayFailure,
} from '@kreolab/entities';
import { PAGE_NAMES } from '@kreolab/i18n-ru';
import { showToast, useEditorFocus } from '@kreolab/ui-kit';
import { Skeleton, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { briefs } from '../api';
import { BriefView } from '../components/BriefView';
import { BriefForm } from '../form/BriefForm';
import { briefDraftKey, clearBriefDraft, hasBriefDraft } from '../form/briefDraft';
import { BRIEFS_TEXTS } from '../texts';

export interface BriefPageProps {
  /** How often the list is re-read while an analysis runs (tests shorten it). */
  pollIntervalMs?: number;
}

export function BriefPage({ pollIntervalMs }: BriefPageProps) {
  const dispatch = useDispatch();
  const sayFailure = useSayFailure();
  const [editing, setEditing] = useState(false);
  // No polling while the form is open: a re-read would not touch the form, only waste calls.
  const page = useContainerPage({ kind: 'briefs', pollIntervalMs, paused: editing });
  const [updateBrief, { isLoading: saving }] = briefs.useUpdateBriefMutation();
  const focus = useEditorFocus<HTMLButtonElement, HTMLDivElement>(editing);
  // An edit left unsaved (a reload, an expired session) opens the form again with its input.
  useEffect(() => {
    if (page.id !== null && hasBriefDraft(briefDraftKey(page.id))) setEditing(true);
  }, [page.id]);

  const save = async (input: BriefInput) => {
    if (page.id === null) return;
    try {
      await updateBrief({ briefId: page.id, briefUpdate: input }).unwrap();
      clearBriefDraft(briefDraftKey(page.id));
      dispatch(showToast({ severity: 'success', message: BRIEFS_TEXTS.updated }));
      setEditing(false);
    } catch (e) {
      const fields = fieldErrors(e);
      if (Object.keys(fields).length > 0) return fields;
      sayFailure(e);
    }
  };

  return (
    <ContainerPageState
      page={page}
      title={PAGE_NAMES.brief}
      loadError={BRIEFS_TEXTS.briefLoadError}
      skeleton={<Skeleton h={140} radius="md" />}
    >
      {page.data &&
        (editing ? (
          <Stack gap="lg" maw={960} ref={focus.editor}>
            <Title order={1}>{BRIEFS_TEXTS.editTitle}</Title>
            <BriefForm
              brief={page.data}
              submitLabel={BRIEFS_TEXTS.submitSave}
              busy={saving}
              onSubmit={save}
              onCancel={() => {
                clearBriefDraft(briefDraftKey(page.id));
                setEditing(false);
              }}
              draftKey={briefDraftKey(page.id)}
            />
          </Stack>
        ) : (
          <BriefView
            brief={page.data}
            creating={page.creating}
            onCreateResearch={page.createResearch}
            onCompare={page.compare}
            onEdit={() => setEditing(true)}
            editRef={focus.opener}
            onDeleteAnalysis={page.removeAnalysis}
            deletingId={page.deletingId}
          />
        ))}
    </ContainerPageState>
  );
}
