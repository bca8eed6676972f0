// «Поделиться» on a saved result (issue 17): make a read-only link for guests without an account
// (an expiry of 1, 7 or 30 days and an optional password), copy it, and see and revoke the
// links made before, with their views. The secret is shown once, right after it is made: the
// server keeps only its hash.
import { getErrorCode, type ShareLink } from '@kreolab/api-client';
import { errorMessage } from '@kreolab/i18n-ru';
import { useConfirm } from '@kreolab/ui-kit';
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Loader,
  Modal,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconLink } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { shares, sharePageUrl } from './api';
import { EXPIRY_DAYS, formatShareDate, SHARE_TEXTS as T } from './texts';

export interface ShareDialogProps {
  analysisId: number;
  opened: boolean;
  onClose: () => void;
}

function LinkRow({ link, onRevoke }: { link: ShareLink; onRevoke: (link: ShareLink) => void }) {
  const state =
    link.state === 'revoked'
      ? T.revoked
      : link.state === 'expired'
        ? T.expiredAt(formatShareDate(link.expires_at))
        : T.expiresAt(formatShareDate(link.expires_at));
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="wrap"
      gap="xs"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      data-testid="share-link-row"
      data-link={link.id}
    >
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
        <Text size="sm" c={link.state === 'active' ? undefined : 'dimmed'}>
          {state}
        </Text>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {T.views(link.views)}
          </Text>
          {link.has_password && (
            <Badge size="xs" variant="light">
              {T.withPassword}
            </Badge>
          )}
        </Group>
      </Stack>
      {link.state === 'active' && (
        <Button size="xs" variant="subtle" color="red" onClick={() => onRevoke(link)}>
          {T.revoke}
        </Button>
      )}
    </Group>
  );
}

export function ShareDialog({ analysisId, opened, onClose }: ShareDialogProps) {
  const confirm = useConfirm();
  const list = shares.useListShareLinksQuery({ id: analysisId }, { skip: !opened });
  const [create, creating] = shares.useCreateShareLinkMutation();
  const [revoke] = shares.useRevokeShareLinkMutation();
  const [days, setDays] = useState<string>('7');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // the new link's address, shown once, with the link's id: revoked, the address goes with it
  const [made, setMade] = useState<{ id: number; url: string } | null>(null);
  const url = made?.url ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password && password.length < 4) {
      setPasswordError(T.passwordTooShort);
      return;
    }
    setPasswordError(null);
    const expires = new Date(Date.now() + Number(days) * 86_400_000);
    const res = await create({
      id: analysisId,
      shareLinkCreate: { expires_at: expires.toISOString(), password: password || null },
    });
    if ('error' in res) {
      const code = getErrorCode(res.error);
      setError(code === 'RESEARCH_NOT_SAVED' ? T.notSaved : errorMessage(code));
      return;
    }
    setPassword('');
    setMade({ id: res.data.id, url: sharePageUrl(res.data.token) });
  };

  const askRevoke = async (link: ShareLink) => {
    const ok = await confirm({
      title: T.revokeTitle,
      message: T.revokeConfirm,
      confirmLabel: T.revoke,
      cancelLabel: T.cancel,
      danger: true,
    });
    if (!ok) return;
    const res = await revoke({ id: analysisId, shareId: link.id });
    if ('error' in res) setError(errorMessage(getErrorCode(res.error)));
    // copying a link that already answers «Ссылка недоступна» would only mislead
    else setMade((m) => (m?.id === link.id ? null : m));
  };

  const close = () => {
    setMade(null);
    setError(null);
    onClose();
  };

  const items = list.data?.items ?? [];
  return (
    <Modal opened={opened} onClose={close} title={T.dialogTitle} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {T.dialogIntro}
        </Text>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="share-expiry-label">
                {T.expiry}
              </Text>
              <SegmentedControl
                aria-labelledby="share-expiry-label"
                value={days}
                onChange={setDays}
                data={EXPIRY_DAYS.map((d) => ({ value: String(d), label: T.expiryDays(d) }))}
              />
            </Stack>
            <PasswordInput
              label={T.password}
              description={T.passwordHint}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={passwordError}
              maxLength={128}
              autoComplete="new-password"
            />
            <Group>
              <Button
                type="submit"
                loading={creating.isLoading}
                leftSection={<IconLink size={16} aria-hidden />}
              >
                {T.create}
              </Button>
            </Group>
          </Stack>
        </form>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {url && (
          <Stack gap={6}>
            <Alert color="green">{T.created}</Alert>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label={T.linkLabel}
                value={url}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
              />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button
                    variant="light"
                    onClick={copy}
                    leftSection={
                      copied ? (
                        <IconCheck size={16} aria-hidden />
                      ) : (
                        <IconCopy size={16} aria-hidden />
                      )
                    }
                  >
                    {copied ? T.copied : T.copy}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        )}
        <Stack gap={4}>
          <Title order={3} size="h5">
            {T.links}
          </Title>
          {list.isLoading ? (
            <Loader size="sm" aria-label={T.links} />
          ) : list.error ? (
            <Alert color="red">
              <Group justify="space-between">
                <Text size="sm">{T.loadError}</Text>
                <Button size="xs" variant="subtle" onClick={() => void list.refetch()}>
                  {T.retry}
                </Button>
              </Group>
            </Alert>
          ) : items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {T.noLinks}
            </Text>
          ) : (
            <Stack
              component="ul"
              gap={0}
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={T.links}
            >
              {items.map((link) => (
                <LinkRow key={link.id} link={link} onRevoke={(l) => void askRevoke(l)} />
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}

/** The result page's «Поделиться» button with its dialog; only a saved result can be shared. */
export function ShareButton({ analysisId, saved }: { analysisId: number; saved: boolean }) {
  const [opened, setOpened] = useState(false);
  if (!saved) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconLink size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {T.share}
      </Button>
      <ShareDialog analysisId={analysisId} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
