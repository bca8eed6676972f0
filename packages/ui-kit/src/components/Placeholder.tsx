import { Stack, Text, Title } from '@mantine/core';
import { UI_TEXTS } from '@kreolab/i18n-ru';
import { IconTools } from '@tabler/icons-react';

/** Stands in for a page whose feature is built in a later issue. */
export function Placeholder({ title }: { title: string }) {
  return (
    <Stack align="center" gap="sm" py={64} ta="center" data-testid="placeholder">
      <IconTools size={40} stroke={1.5} aria-hidden color="var(--mantine-color-brand-7)" />
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text size="lg">{UI_TEXTS.placeholder}</Text>
      <Text c="dimmed">{UI_TEXTS.placeholderHint}</Text>
    </Stack>
  );
}
