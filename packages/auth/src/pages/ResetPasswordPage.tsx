import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { onInvalidSubmit } from '@kreolab/ui-kit';
import { useForm } from '@mantine/form';
import { useResetPasswordMutation } from '@kreolab/api-client';
import { ROUTE_TITLES } from '@kreolab/i18n-ru';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthHeader } from '../components/AuthHeader';
import { PasswordField } from '../components/PasswordField';
import { PasswordStrength } from '../components/PasswordStrength';
import { authErrorMessage, registerErrorCode } from '../session/errors';
import { useSessionSelector } from '../session/hooks';
import { AUTH_PATHS } from '../session/paths';
import { selectResetLoading } from '../session/sessionSlice';
import { AUTH_TEXTS } from '../texts';
import { resetRules } from '../validation';

type View = 'form' | 'done' | 'badToken';

function BadToken() {
  return (
    <Alert color="red" title={AUTH_TEXTS.resetBadTokenTitle} role="alert" data-reset="bad-token">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{AUTH_TEXTS.resetBadToken}</Text>
        <Anchor component={Link} to={AUTH_PATHS.forgotPassword} size="sm">
          {AUTH_TEXTS.requestNewLink}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * /reset-password?token=...: a new password and its confirmation with the strength meter.
 * Success → a message and a link to sign in. A bad or missing token → an inline message.
 * Product-spec §8: no toasts; every outcome is shown on the page.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset] = useResetPasswordMutation();
  const loading = useSessionSelector(selectResetLoading);
  const [view, setView] = useState<View>(token ? 'form' : 'badToken');
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm({
    initialValues: { password: '', confirmation: '' },
    validate: resetRules,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async ({ password }) => {
    setFailure(null);
    const result = await reset({ resetPasswordRequest: { token, password } });
    if ('data' in result) {
      setView('done');
      return;
    }
    const code = registerErrorCode(result.error);
    if (code === 'RESET_PASSWORD_BAD_TOKEN') setView('badToken');
    else if (code === 'RESET_PASSWORD_INVALID_PASSWORD')
      form.setFieldError('password', authErrorMessage(code, result.error));
    else setFailure(authErrorMessage(code, result.error));
  }, onInvalidSubmit);

  return (
    <>
      <AuthHeader title={ROUTE_TITLES.resetPassword}>
        {view === 'form' ? AUTH_TEXTS.resetIntro : undefined}
      </AuthHeader>
      {view === 'done' ? (
        <Alert color="teal" title={AUTH_TEXTS.resetDoneTitle} role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{AUTH_TEXTS.resetDone}</Text>
            <Anchor component={Link} to={AUTH_PATHS.signIn} size="sm">
              {AUTH_TEXTS.toSignIn}
            </Anchor>
          </Stack>
        </Alert>
      ) : null}
      {view === 'badToken' ? <BadToken /> : null}
      {view === 'form' ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Stack gap={6}>
              <PasswordField
                label={AUTH_TEXTS.newPassword}
                autoComplete="new-password"
                withAsterisk
                {...form.getInputProps('password')}
              />
              <PasswordStrength password={form.values.password} />
            </Stack>
            <PasswordField
              label={AUTH_TEXTS.passwordConfirmation}
              autoComplete="new-password"
              withAsterisk
              {...form.getInputProps('confirmation')}
            />
            <Button type="submit" loading={loading} fullWidth>
              {AUTH_TEXTS.resetSubmit}
            </Button>
          </Stack>
        </form>
      ) : null}
      {view !== 'done' ? (
        <Text size="sm" ta="center" mt="lg">
          <Anchor component={Link} to={AUTH_PATHS.signIn}>
            {AUTH_TEXTS.backToSignIn}
          </Anchor>
        </Text>
      ) : null}
    </>
  );
}
