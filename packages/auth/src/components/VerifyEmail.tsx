import { Alert, Group, Loader, Text } from '@mantine/core';
import { useVerifyMutation } from '@kreolab/api-client';
import { useEffect, useRef, useState } from 'react';
import { registerErrorCode } from '../session/errors';
import { AUTH_TEXTS } from '../texts';

type State = 'pending' | 'done' | 'already' | 'failed';

export interface VerifyEmailProps {
  /** The `verify` token from the mail's link (`/signin?verify=<token>`). */
  token: string;
  /** Called with the verified address (to prefill the sign-in form). */
  onVerified?: (email: string) => void;
  /** Called once the call has settled (to drop the token from the address bar). */
  onSettled?: () => void;
}

/**
 * POST /auth/verify with the mail's token, once (the token is single-use, so React's
 * development double effects must not send it twice), and an inline message of the outcome.
 */
export function VerifyEmail({ token, onVerified, onSettled }: VerifyEmailProps) {
  const [verify] = useVerifyMutation();
  const [state, setState] = useState<State>('pending');
  const sent = useRef<string | null>(null);
  const callbacks = useRef({ onVerified, onSettled });
  callbacks.current = { onVerified, onSettled };

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    setState('pending');
    verify({ tokenRequest: { token } })
      .unwrap()
      .then(
        (user) => {
          setState('done');
          callbacks.current.onVerified?.(user.email);
        },
        (error: unknown) => {
          const code = registerErrorCode(error);
          setState(code === 'VERIFY_USER_ALREADY_VERIFIED' ? 'already' : 'failed');
        },
      )
      .finally(() => callbacks.current.onSettled?.());
  }, [token, verify]);

  if (state === 'pending') {
    return (
      <Group gap="sm" mb="md" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{AUTH_TEXTS.verifying}</Text>
      </Group>
    );
  }
  const view = {
    done: { color: 'teal', title: AUTH_TEXTS.verifySuccessTitle, text: AUTH_TEXTS.verifySuccess },
    already: {
      color: 'blue',
      title: AUTH_TEXTS.verifyAlreadyTitle,
      text: AUTH_TEXTS.verifyAlready,
    },
    failed: { color: 'red', title: AUTH_TEXTS.verifyFailedTitle, text: AUTH_TEXTS.verifyFailed },
  }[state];
  return (
    <Alert
      color={view.color}
      title={view.title}
      mb="md"
      role={state === 'failed' ? 'alert' : 'status'}
      data-verify={state}
    >
      {view.text}
    </Alert>
  );
}
