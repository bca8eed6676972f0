import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { onInvalidSubmit } from '@kreolab/ui-kit';
import { useForm } from '@mantine/form';
import { ROUTE_TITLES } from '@kreolab/i18n-ru';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthHeader } from '../components/AuthHeader';
import { PasswordField } from '../components/PasswordField';
import { VerifyEmail } from '../components/VerifyEmail';
import { useAuthDispatch, useSessionSelector } from '../session/hooks';
import { AUTH_PATHS, returnPathOf } from '../session/paths';
import { selectLoginLoading } from '../session/sessionSlice';
import { signIn } from '../session/thunks';
import { AUTH_TEXTS } from '../texts';
import { signInRules } from '../validation';

/**
 * /signin: e-mail and password. Success → the page the user was sent here from
 * (`returnPathOf`; not when it was another user's page in this tab), else /labs;
 * LOGIN_USER_NOT_VERIFIED → /signup?email=... (with the resend notice); other errors are toasts.
 * `?verify=<token>` (the link of the verification mail) confirms the address first and says so.
 */
export function SignInPage() {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // Captured once: the token leaves the address bar after use, the message stays.
  const [verifyToken] = useState(() => params.get('verify'));
  const loading = useSessionSelector(selectLoginLoading);

  const form = useForm({
    initialValues: { email: params.get('email') ?? '', password: '' },
    validate: signInRules,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    const result = await dispatch(signIn({ email, password })).unwrap();
    if (result.ok) {
      const back = result.tabWasAnothers ? null : returnPathOf(location.state);
      void navigate(back ?? result.to, { replace: true });
    } else if (result.to) void navigate(result.to, { state: { notVerified: true } });
  }, onInvalidSubmit);

  const dropToken = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('verify');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <AuthHeader title={ROUTE_TITLES.signin} />
      {verifyToken ? (
        <VerifyEmail
          token={verifyToken}
          onVerified={(email) => form.setFieldValue('email', email)}
          onSettled={dropToken}
        />
      ) : null}
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
          <PasswordField
            label={AUTH_TEXTS.password}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={AUTH_PATHS.forgotPassword} size="sm">
              {AUTH_TEXTS.forgotPasswordLink}
            </Anchor>
          </Group>
          <Button type="submit" loading={loading} fullWidth>
            {AUTH_TEXTS.signInSubmit}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center" mt="lg">
        {AUTH_TEXTS.noAccount}{' '}
        <Anchor component={Link} to={AUTH_PATHS.signUp}>
          {AUTH_TEXTS.toSignUp}
        </Anchor>
      </Text>
    </>
  );
}
