import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page heading inside the auth card: the route's title and an optional line below it. */
export function AuthHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children ? (
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      ) : null}
    </Stack>
  );
}
