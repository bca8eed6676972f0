import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAuthDispatch } from '../session/hooks';
import { resendVerification } from '../session/thunks';
import { AUTH_TEXTS } from '../texts';

/** The "send the verification mail again" button (POST /resend_verification) and its result. */
export function ResendVerification({ email }: { email: string }) {
  const dispatch = useAuthDispatch();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const resend = async () => {
    setState('sending');
    const ok = await dispatch(resendVerification(email)).unwrap();
    setState(ok ? 'sent' : 'idle');
  };
  return (
    <Stack gap="sm">
      <Button
        variant="light"
        onClick={() => void resend()}
        loading={state === 'sending'}
        disabled={!email}
      >
        {AUTH_TEXTS.resend}
      </Button>
      {state === 'sent' ? (
        <Alert color="teal" role="status">
          <Text size="sm">{AUTH_TEXTS.resent}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
