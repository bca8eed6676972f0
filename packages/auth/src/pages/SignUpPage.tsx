import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { onInvalidSubmit } from '@kreolab/ui-kit';
import { useForm } from '@mantine/form';
import { errorMessage, ROUTE_TITLES } from '@kreolab/i18n-ru';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AuthHeader } from '../components/AuthHeader';
import { PasswordField } from '../components/PasswordField';
import { PasswordStrength } from '../components/PasswordStrength';
import { ResendVerification } from '../components/ResendVerification';
import { useAuthDispatch, useSessionSelector } from '../session/hooks';
import { AUTH_PATHS } from '../session/paths';
import { selectRegisterLoading } from '../session/sessionSlice';
import { signUp } from '../session/thunks';
import { AUTH_TEXTS } from '../texts';
import { signUpRules } from '../validation';

type View =
  { kind: 'form' } | { kind: 'sent'; email: string } | { kind: 'notVerified'; email: string };

function SignInLink() {
  return (
    <Text size="sm" ta="center" mt="lg">
      {AUTH_TEXTS.haveAccount}{' '}
      <Anchor component={Link} to={AUTH_PATHS.signIn}>
        {AUTH_TEXTS.toSignIn}
      </Anchor>
    </Text>
  );
}

/**
 * /signup, prefilled from `?email=`. After registering: «Проверьте почту» with a resend
 * button. Sent here by an unverified login (router state `notVerified`): the
 * «Учетная запись не активирована.» notice with the resend button. Errors are toasts.
 */
export function SignUpPage() {
  const dispatch = useAuthDispatch();
  const [params] = useSearchParams();
  const location = useLocation();
  const loading = useSessionSelector(selectRegisterLoading);
  const initialEmail = params.get('email') ?? '';
  const fromUnverifiedLogin =
    (location.state as { notVerified?: unknown } | null)?.notVerified === true;

  const [view, setView] = useState<View>(() =>
    fromUnverifiedLogin && initialEmail
      ? { kind: 'notVerified', email: initialEmail }
      : { kind: 'form' },
  );

  const form = useForm({
    initialValues: { email: initialEmail, password: '', confirmation: '' },
    validate: signUpRules,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    const result = await dispatch(signUp({ email, password })).unwrap();
    if (result.ok) setView({ kind: 'sent', email: result.email });
  }, onInvalidSubmit);

  if (view.kind === 'sent') {
    return (
      <>
        <AuthHeader title={AUTH_TEXTS.checkMailTitle} />
        <Stack gap="md">
          <Text>{AUTH_TEXTS.checkMail(view.email)}</Text>
          <ResendVerification email={view.email} />
        </Stack>
        <SignInLink />
      </>
    );
  }

  if (view.kind === 'notVerified') {
    return (
      <>
        <AuthHeader title={ROUTE_TITLES.signup} />
        <Stack gap="md">
          <Alert color="yellow" title={errorMessage('LOGIN_USER_NOT_VERIFIED')} role="alert">
            {AUTH_TEXTS.notVerifiedHint(view.email)}
          </Alert>
          <ResendVerification email={view.email} />
          <Button variant="subtle" onClick={() => setView({ kind: 'form' })}>
            {AUTH_TEXTS.otherAddress}
          </Button>
        </Stack>
        <SignInLink />
      </>
    );
  }

  return (
    <>
      <AuthHeader title={ROUTE_TITLES.signup} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={AUTH_TEXTS.email}
            placeholder={AUTH_TEXTS.emailPlaceholder}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <Stack gap={6}>
            <PasswordField
              label={AUTH_TEXTS.password}
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
            {AUTH_TEXTS.signUpSubmit}
          </Button>
        </Stack>
      </form>
      <SignInLink />
    </>
  );
}
