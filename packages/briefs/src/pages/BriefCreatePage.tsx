// /briefs/create ('Создание брифа'): the brief form, then the new brief's page.
import type { BriefInput } from '@kreolab/api-client';
import { BREADCRUMBS, ROUTE_TITLES } from '@kreolab/i18n-ru';
import { showToast, usePageBreadcrumbs } from '@kreolab/ui-kit';
import { fieldErrors, useSayFailure } from '@kreolab/entities';
import { Stack, Title } from '@mantine/core';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { briefs } from '../api';
import { BriefForm } from '../form/BriefForm';
import { briefDraftKey, clearBriefDraft } from '../form/briefDraft';
import { BRIEFS_TEXTS } from '../texts';

const DRAFT = briefDraftKey();

export function BriefCreatePage() {
  const dispatch = useDispatch();
  const sayFailure = useSayFailure();
  const navigate = useNavigate();
  const [createBrief, { isLoading }] = briefs.useCreateBriefMutation();
  // The form stands in the analysis layout, whose trail is the only way back besides «Отмена».
  usePageBreadcrumbs([
    { label: BREADCRUMBS.briefs, to: '/briefs' },
    { label: ROUTE_TITLES.briefCreate },
  ]);

  const submit = async (input: BriefInput) => {
    try {
      const brief = await createBrief({ briefInput: input }).unwrap();
      clearBriefDraft(DRAFT);
      dispatch(showToast({ severity: 'success', message: BRIEFS_TEXTS.created }));
      await navigate(`/briefs/${brief.id}`);
    } catch (e) {
      const fields = fieldErrors(e);
      if (Object.keys(fields).length > 0) return fields;
      sayFailure(e);
    }
  };

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{ROUTE_TITLES.briefCreate}</Title>
      <BriefForm
        submitLabel={BRIEFS_TEXTS.submitCreate}
        busy={isLoading}
        onSubmit={submit}
        onCancel={() => {
          clearBriefDraft(DRAFT);
          void navigate('/briefs');
        }}
        draftKey={DRAFT}
      />
    </Stack>
  );
}
