// /s/:token: a shared result for a guest without an account (issue 17). The result as the saved
// research or the comparison shows it (the result pages' own views, read-only: no feedback
// generation, rename or save; a comparison's heatmaps come from the researches in the answer), the PDF report, and a password form when the link has one. Never
// indexed: the server sends X-Robots-Tag and Referrer-Policy for /s/ and /api/v1/shared/, and the
// page adds its robots and referrer meta tags for what reads only the document.
import {
  getErrorCode,
  type ComparisonResult,
  type ResearchResult,
  type SharedAnalysis,
} from '@kreolab/api-client';
import { errorMessage } from '@kreolab/i18n-ru';
import { Alert, Box, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconLinkOff, IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { ComparisonResultView } from '../comparison/ComparisonResultView';
import { ResearchResultView, type ResearchResultData } from '../result/ResearchResultView';
import { shares, sharedReportUrl } from '../share/api';
import { GOAL_LABELS, PLACEMENT_LABELS } from '../texts';
import { formatShareDate, SHARE_TEXTS as T } from '../share/texts';
import { PageSkeleton } from './PageFrame';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The shared result in the view its owner sees it in. */
function SharedView({ data }: { data: SharedAnalysis }) {
  if (data.result.type === 'comparison') {
    const researches = data.researches ?? [];
    const results: Record<number, ResearchResult> = Object.fromEntries(
      researches.map((r) => [r.id, r.result]),
    );
    return (
      <ComparisonResultView
        result={data.result as ComparisonResult}
        order={researches.map((r) => r.id)}
        results={results}
      />
    );
  }
  return (
    <ResearchResultView
      result={data.result as ResearchResultData}
      name={data.name}
      goal={data.goal ? GOAL_LABELS[data.goal] : undefined}
      placement={data.placement ? PLACEMENT_LABELS[data.placement] : undefined}
      withFeedback={false}
    />
  );
}

function Gone() {
  return (
    <Stack gap="sm" align="center" ta="center" py="xl" role="status">
      <IconLinkOff size={48} aria-hidden color="var(--mantine-color-gray-6)" />
      <Title order={1} size="h2">
        {T.goneTitle}
      </Title>
      <Text c="dimmed" maw={480}>
        {T.goneText}
      </Text>
    </Stack>
  );
}

function PasswordForm({ token, onAccess }: { token: string; onAccess: (access: string) => void }) {
  const [unlock, state] = shares.useUnlockSharedAnalysisMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(T.passwordRequired);
      return;
    }
    const res = await unlock({ token, shareUnlock: { password } });
    if ('error' in res) {
      setError(errorMessage(getErrorCode(res.error)));
      return;
    }
    onAccess(res.data.access);
  };
  return (
    <Stack gap="sm" maw={400} mx="auto" py="xl">
      <Group gap="xs">
        <IconLock size={24} aria-hidden />
        <Title order={1} size="h2">
          {T.lockedTitle}
        </Title>
      </Group>
      <Text c="dimmed">{T.lockedText}</Text>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label={T.guestPassword}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={error}
            maxLength={128}
            autoComplete="current-password"
            data-autofocus
          />
          <Button type="submit" loading={state.isLoading}>
            {T.unlock}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

export function SharedResultPage() {
  const token = useParams().token ?? '';
  const valid = TOKEN.test(token);
  const [access, setAccess] = useState<string | undefined>(undefined);
  const shared = shares.useGetSharedAnalysisQuery(
    { token, ...(access ? { access } : {}) },
    { skip: !valid, refetchOnMountOrArgChange: true },
  );
  const code = shared.error ? getErrorCode(shared.error) : undefined;

  let body;
  if (!valid || code === 'OBJECT_NOT_FOUND' || code === 'VALIDATION_ERROR') body = <Gone />;
  else if (code === 'SHARE_PASSWORD_REQUIRED')
    body = <PasswordForm token={token} onAccess={setAccess} />;
  else if (shared.isLoading) body = <PageSkeleton />;
  else if (shared.error || !shared.data)
    body = (
      <Alert color="red" title={T.loadFailed} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(code)}</Text>
          <Button size="xs" variant="light" onClick={() => void shared.refetch()}>
            {T.retry}
          </Button>
        </Stack>
      </Alert>
    );
  else {
    const data = shared.data;
    body = (
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={1}>
              {data.result.type === 'comparison' ? T.guestComparisonTitle : T.guestTitle}
            </Title>
            <Text size="lg" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {data.name}
            </Text>
            <Text size="sm" c="dimmed">
              {T.guestNote(formatShareDate(data.expires_at))}
            </Text>
          </Stack>
          <Button
            component="a"
            href={sharedReportUrl(token, access)}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {T.report}
          </Button>
        </Group>
        <SharedView data={data} />
      </Stack>
    );
  }
  return (
    <Box w="100%" maw={1400} mx="auto" style={{ minWidth: 0 }} data-page="shared-result">
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      {body}
    </Box>
  );
}
