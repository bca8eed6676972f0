import type { ApiToken, ApiTokenScope, CreatedApiToken } from '@kreolab/api-client';
import { formatDate } from '@kreolab/i18n-ru';
import { showToast, useConfirm } from '@kreolab/ui-kit';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Loader,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { tokenEndpoints } from '../api';
import { TOKENS_TEXTS as T } from './texts';

/** Where the API serves its interactive documentation (apps/api/src/plugins/docs.ts). */
export const API_DOCS_PATH = '/api/docs';

const SCOPES: { value: ApiTokenScope; label: string }[] = [
  { value: 'read', label: T.scopes.read },
  { value: 'analyse', label: T.scopes.analyse },
];

function TokenRow({
  token,
  now,
  onRevoked,
}: {
  token: ApiToken;
  now: number;
  onRevoked: (id: number) => void;
}) {
  const dispatch = useDispatch();
  const confirm = useConfirm();
  const [revoke, { isLoading }] = tokenEndpoints.useRevokeApiTokenMutation();
  const expired = Date.parse(token.expires_at) <= now;
  const onRevoke = async () => {
    const ok = await confirm({
      title: T.revokeTitle,
      message: T.revokeQuestion(token.name),
      confirmLabel: T.revoke,
      danger: true,
    });
    if (!ok) return;
    // An error is toasted by the app's error listener; the row stays.
    await revoke({ id: token.id })
      .unwrap()
      .then(() => {
        onRevoked(token.id);
        dispatch(showToast({ severity: 'success', message: T.revoked }));
      })
      .catch(() => undefined);
  };
  return (
    <Card component="li" withBorder radius="sm" padding="sm" aria-label={token.name}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {token.name}
            </Text>
            <Badge variant="light" color={token.scope === 'read' ? 'gray' : 'blue'}>
              {T.scopes[token.scope]}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            <Code>{token.prefix}…</Code>
          </Text>
          <Text size="sm" c={expired ? 'red' : 'dimmed'}>
            {expired
              ? T.expiredAt(formatDate(token.expires_at))
              : T.expiresAt(formatDate(token.expires_at))}
          </Text>
          <Text size="sm" c="dimmed">
            {token.last_used_at ? T.lastUsed(formatDate(token.last_used_at)) : T.neverUsed}
          </Text>
        </Stack>
        <Button
          variant="light"
          color="red"
          size="compact-sm"
          onClick={() => void onRevoke()}
          loading={isLoading}
          aria-label={T.revokeLabel(token.name)}
        >
          {T.revoke}
        </Button>
      </Group>
    </Card>
  );
}

function NewSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={T.secretTitle}
      role="alert"
    >
      <Stack gap="sm">
        <Text size="sm">{T.secretWarning}</Text>
        <Code
          block
          aria-label={T.secretLabel}
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {secret}
        </Code>
        <Group gap="sm">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                size="compact-sm"
                variant={copied ? 'light' : 'filled'}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? T.copied : T.copy}
              </Button>
            )}
          </CopyButton>
          <Button size="compact-sm" variant="default" onClick={onDone}>
            {T.done}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function CreateForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const dispatch = useDispatch();
  const [create, { isLoading }] = tokenEndpoints.useCreateApiTokenMutation();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [days, setDays] = useState('30');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(T.nameRequired);
      return;
    }
    setError(null);
    try {
      const created = await create({
        apiTokenCreate: { name: name.trim(), scope, expires_in_days: Number(days) },
      }).unwrap();
      setName('');
      dispatch(showToast({ severity: 'success', message: T.created }));
      onCreated(created);
    } catch (e) {
      // A 422 names the field; anything else is toasted by the app's error listener.
      const fields = (e as { data?: { fields?: Record<string, string[]> } }).data?.fields;
      if (fields?.name?.[0]) setError(fields.name[0]);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={T.createTitle}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {T.createTitle}
        </Title>
        <TextInput
          label={T.name}
          placeholder={T.namePlaceholder}
          value={name}
          maxLength={100}
          required
          error={error}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Radio.Group label={T.scope} value={scope} onChange={(v) => setScope(v as ApiTokenScope)}>
          <Stack gap="xs" mt={4}>
            {SCOPES.map((s) => (
              <Radio key={s.value} value={s.value} label={s.label} />
            ))}
          </Stack>
        </Radio.Group>
        <Select
          label={T.expiry}
          data={T.expiryOptions}
          value={days}
          onChange={(v) => setDays(v ?? '30')}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <Group>
          <Button type="submit" loading={isLoading} leftSection={<IconKey size={16} aria-hidden />}>
            {T.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The profile's «Токены API»: the user's personal access tokens (list, create, revoke). A new
 * token's secret is shown once, right after it is made; the server keeps only its hash.
 */
export function ApiTokensSection() {
  const { data, isLoading, isError, refetch } = tokenEndpoints.useListApiTokensQuery();
  const [made, setMade] = useState<CreatedApiToken | null>(null);
  const secret = made?.secret ?? null;
  // A token revoked while its secret is still on show takes the secret with it: copying a token
  // that already answers 401 would only mislead.
  const revoked = (id: number) => setMade((m) => (m?.token.id === id ? null : m));
  const headingId = useId();
  const now = Date.now();

  let list;
  if (isLoading) {
    list = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{T.loading}</Text>
      </Group>
    );
  } else if (isError || !data) {
    list = (
      <Alert color="red" title={T.loadFailed}>
        <Button size="compact-sm" variant="light" onClick={() => void refetch()}>
          {T.retry}
        </Button>
      </Alert>
    );
  } else if (data.items.length === 0) {
    list = <Text c="dimmed">{T.empty}</Text>;
  } else {
    list = (
      <Stack
        component="ul"
        gap="sm"
        aria-label={T.listLabel}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {data.items.map((token) => (
          <TokenRow key={token.id} token={token} now={now} onRevoked={revoked} />
        ))}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {T.title}
        </Title>
        <Text size="sm">
          {T.intro}{' '}
          <Anchor href={API_DOCS_PATH} target="_blank" rel="noopener">
            {T.docs}
          </Anchor>
        </Text>
        {secret && <NewSecret secret={secret} onDone={() => setMade(null)} />}
        {list}
        <CreateForm onCreated={setMade} />
      </Stack>
    </Card>
  );
}
