// …/comparisons/create: choose at least two saved researches of this lab or brief
// (hint_comparison_create), then POST /analyses {type: comparison, research_ids} and start it;
// with fewer than two saved, what is missing and a way to the new-research form.
// NO_RESEARCH_IN_LAB, WRONG_ANALYSIS_TYPE and RESEARCH_NOT_SAVED show their catalogue texts.
import type { AnalysisCreate, Goal, Placement } from '@kreolab/api-client';
import { PAGE_NAMES } from '@kreolab/i18n-ru';
import { EmptyState } from '@kreolab/ui-kit';
import {
  ActionError,
  ErrorState,
  ANALYSIS_TEXTS,
  invalidateContainer,
  NEW_RESEARCH_ID,
  researchDetailsPath,
  scoredForText,
} from '@kreolab/entities';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { analyses } from '../api';
import { useAnalysisBreadcrumbs, useContainer, type ContainerKind } from '../shared/useContainer';
import { useLabMode } from '../shared/useLabMode';
import { HintNotice } from '../shared/HintNotice';
import { PageFrame, PageSkeleton } from './PageFrame';
import { formatDate } from '@kreolab/i18n-ru';
import { COMPARISON_TEXTS as T, GOAL_LABELS, PLACEMENT_LABELS } from '../texts';

/** The different values of `key` among the picked researches, in words («Узнаваемость», …). */
function differing<K extends 'goal' | 'placement'>(
  picked: readonly { goal?: Goal; placement?: Placement }[],
  key: K,
  words: Record<string, string>,
): string | null {
  const values = [...new Set(picked.map((a) => a[key]).filter((v) => v !== undefined))];
  return values.length > 1 ? values.map((v) => `«${words[v!]}»`).join(', ') : null;
}

export function ComparisonCreatePage({ container: kind }: { container: ContainerKind }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const container = useContainer(kind, { refetchOnMount: true });
  useAnalysisBreadcrumbs(container, PAGE_NAMES.comparisonCreate);
  useLabMode('comparison');
  const [chosen, setChosen] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [create, creating] = analyses.useCreateAnalysisMutation();
  const [start, starting] = analyses.useStartAnalysisMutation();

  const saved = (container.analyzes ?? []).filter((a) => a.type === 'research' && a.saved);
  const tooFew = chosen.length < 2;
  // scores of different goals do not compare: said before the comparison is made, not after
  const picked = saved.filter((a) => chosen.includes(String(a.id)));
  const otherGoals = differing(picked, 'goal', GOAL_LABELS);
  const otherPlacements = differing(picked, 'placement', PLACEMENT_LABELS);
  const onCreate = async () => {
    setTried(true);
    if (tooFew) return;
    try {
      const body = {
        type: 'comparison',
        ...container.body,
        research_ids: chosen.map(Number),
        ...(name.trim() ? { name: name.trim() } : {}),
      } as AnalysisCreate;
      const created = await create({ analysisCreate: body }).unwrap();
      await start({ id: created.id }).unwrap();
      if (container.id) dispatch(invalidateContainer(container.kind, container.id));
      void navigate(`${container.basePath}/comparisons/${created.id}/progress`);
    } catch {
      // shown below
    }
  };
  const error = creating.error ?? starting.error;

  let body;
  if (container.isLoading) body = <PageSkeleton />;
  else if (container.id === null || !container.analyzes)
    body = (
      <ErrorState
        error={{ status: 404, data: { code: 'OBJECT_NOT_FOUND' } }}
        onRetry={container.refetch}
      />
    );
  else if (saved.length < 2)
    body = (
      <EmptyState
        title={saved.length === 0 ? ANALYSIS_TEXTS.noSaved : ANALYSIS_TEXTS.oneSaved}
        description={ANALYSIS_TEXTS.compareNeedsTwo(saved.length)}
        action={
          <Button
            component={Link}
            to={researchDetailsPath(container.basePath, NEW_RESEARCH_ID)}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {ANALYSIS_TEXTS.newResearch}
          </Button>
        }
      />
    );
  else
    body = (
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Checkbox.Group
            label={ANALYSIS_TEXTS.chooseResearches}
            value={chosen}
            onChange={setChosen}
            error={tried && tooFew ? ANALYSIS_TEXTS.atLeastTwo : undefined}
          >
            <Stack gap="xs" mt="xs">
              {saved.map((a) => (
                <Checkbox
                  key={a.id}
                  value={String(a.id)}
                  label={
                    <Group gap="xs">
                      <Text size="sm">{a.name}</Text>
                      <Text size="xs" c="dimmed">
                        {formatDate(a.created_at)}
                      </Text>
                      {a.goal && a.placement && (
                        <Text size="xs" c="dimmed">
                          {scoredForText(a.goal, a.placement)}
                        </Text>
                      )}
                    </Group>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {(otherGoals || otherPlacements) && (
            <Alert
              color="yellow"
              icon={<IconAlertTriangle aria-hidden />}
              mt="md"
              data-testid="picked-other-settings"
            >
              <Stack gap={4}>
                {otherGoals && <Text size="sm">{T.pickedOtherGoals(otherGoals)}</Text>}
                {otherPlacements && (
                  <Text size="sm">{T.pickedOtherPlacements(otherPlacements)}</Text>
                )}
              </Stack>
            </Alert>
          )}
        </Paper>
        <TextInput
          label={ANALYSIS_TEXTS.comparisonName}
          placeholder={ANALYSIS_TEXTS.comparisonDefaultName}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maw={480}
          maxLength={200}
        />
        {error !== undefined && <ActionError error={error} />}
        <Group>
          <Button
            onClick={() => void onCreate()}
            loading={creating.isLoading || starting.isLoading}
          >
            {ANALYSIS_TEXTS.compare}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <PageFrame title={PAGE_NAMES.comparisonCreate} container={container}>
      <HintNotice name="hint_comparison_create" />
      {body}
    </PageFrame>
  );
}
