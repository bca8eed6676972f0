import { Button, Stack, Text, Title } from '@mantine/core';
import { ROUTE_TITLES, UI_TEXTS } from '@kreolab/i18n-ru';
import { Link } from 'react-router';

/** The 404 page of product-spec §2. */
export function NotFoundPage() {
  return (
    <Stack align="center" gap="md" ta="center">
      <Text fz={72} fw={800} c="brand.7" lh={1} aria-hidden>
        404
      </Text>
      <Title order={1}>{ROUTE_TITLES.notFound}</Title>
      <Text c="dimmed">{UI_TEXTS.notFoundHint}</Text>
      <Button component={Link} to="/">
        {UI_TEXTS.toHome}
      </Button>
    </Stack>
  );
}
