import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { onInvalidSubmit } from '@kreolab/ui-kit';
import { useForm } from '@mantine/form';
import { useForgotPasswordMutation } from '@kreolab/api-client';
import { ROUTE_TITLES } from '@kreolab/i18n-ru';
import { useState } from 'react';
import { Link } from 'react-router';
import { AuthHeader } from '../components/AuthHeader';
import { useSessionSelector } from '../session/hooks';
import { AUTH_PATHS } from '../session/paths';
import { selectForgotLoading } from '../session/sessionSlice';
import { AUTH_TEXTS } from '../texts';
import { forgotRules } from '../validation';

/**
 * /forgot-password: an e-mail, then always the same neutral confirmation, whatever the
 * server answered (it does not tell whether the address exists). Product-spec §8: no toasts.
 */
export function ForgotPasswordPage() {
  const [forgot] = useForgotPasswordMutation();
  const loading = useSessionSelector(selectForgotLoading);
  const [sent, setSent] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: forgotRules,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async ({ email }) => {
    await forgot({ emailRequest: { email: email.trim() } }); // the outcome is not shown
    setSent(true);
  }, onInvalidSubmit);

  return (
    <>
      <AuthHeader title={ROUTE_TITLES.forgotPassword}>
        {sent ? undefined : AUTH_TEXTS.forgotIntro}
      </AuthHeader>
      {sent ? (
        <Alert color="teal" title={AUTH_TEXTS.forgotSentTitle} role="status">
          {AUTH_TEXTS.forgotSent}
        </Alert>
      ) : (
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
            <Button type="submit" loading={loading} fullWidth>
              {AUTH_TEXTS.forgotSubmit}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center" mt="lg">
        <Anchor component={Link} to={AUTH_PATHS.signIn}>
          {AUTH_TEXTS.backToSignIn}
        </Anchor>
      </Text>
    </>
  );
}
