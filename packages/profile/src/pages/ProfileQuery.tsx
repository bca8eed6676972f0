import type { Profile } from '@kreolab/api-client';
import { Alert, Button, Loader, Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { profileEndpoints } from '../api';
import { PROFILE_TEXTS } from '../texts';

/** Loads the profile (GET /profile/me) and renders `children` with it, or loading / error. */
export function ProfileQuery({
  children,
  refetchOnMount = false,
}: {
  children: (profile: Profile) => ReactNode;
  refetchOnMount?: boolean;
}) {
  const { data, isLoading, isError, refetch } = profileEndpoints.useGetMeQuery(undefined, {
    refetchOnMountOrArgChange: refetchOnMount,
  });
  if (data) return <>{children(data)}</>;
  if (isLoading)
    return (
      <Center py="xl">
        <Loader aria-label="Загрузка" />
      </Center>
    );
  if (isError)
    return (
      <Alert color="red" title={PROFILE_TEXTS.loadFailed} role="alert">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void refetch()}>
          {PROFILE_TEXTS.retry}
        </Button>
      </Alert>
    );
  return null;
}
