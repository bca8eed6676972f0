import type { Tariff } from '@kreolab/api-client';
import { formatFileSize } from '@kreolab/i18n-ru';
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { PROFILE_TEXTS } from '../texts';

export interface TariffCardProps {
  tariff: Tariff;
  /** The user's current tariff. */
  current?: boolean;
  /** Chosen for the purchase below. */
  selected?: boolean;
  /** Choose it for purchase; trial tariffs cannot be bought. */
  onSelect?: (tariff: Tariff) => void;
}

/** A tariff: name, price in ₽ (Russian number format) and its quotas; the current one marked. */
export function TariffCard({
  tariff,
  current = false,
  selected = false,
  onSelect,
}: TariffCardProps) {
  const buyable = !tariff.is_trial && tariff.is_active;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-label={tariff.name}
      aria-current={current ? 'true' : undefined}
      data-selected={selected || undefined}
      style={
        selected
          ? {
              borderColor: 'var(--mantine-color-brand-6)',
              boxShadow: '0 0 0 1px var(--mantine-color-brand-6)',
            }
          : undefined
      }
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            {tariff.name}
          </Title>
          {current && <Badge color="green">{PROFILE_TEXTS.current}</Badge>}
        </Group>
        <div>
          <Text fz={28} fw={700} lh={1.2}>
            {tariff.price > 0 ? PROFILE_TEXTS.price(tariff.price) : PROFILE_TEXTS.free}
          </Text>
          <Text size="sm" c="dimmed">
            {PROFILE_TEXTS.perPeriod(tariff.period_days)}
          </Text>
        </div>
        {tariff.description && <Text size="sm">{tariff.description}</Text>}
        <List
          size="sm"
          spacing={4}
          icon={<IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />}
          style={{ flexGrow: 1 }}
        >
          <List.Item>
            {PROFILE_TEXTS.quotaDisk(formatFileSize(tariff.disk_space, { round: true }))}
          </List.Item>
          <List.Item>{PROFILE_TEXTS.quotaAnalyses(tariff.analyses_limit)}</List.Item>
          <List.Item>{PROFILE_TEXTS.quotaGenerations(tariff.generations_limit)}</List.Item>
          <List.Item>{PROFILE_TEXTS.quotaDays(tariff.period_days)}</List.Item>
        </List>
        {buyable && onSelect && (
          <Button
            variant={selected ? 'filled' : 'light'}
            onClick={() => onSelect(tariff)}
            aria-pressed={selected}
            aria-label={`${selected ? PROFILE_TEXTS.selected : PROFILE_TEXTS.select}: ${tariff.name}`}
          >
            {selected ? PROFILE_TEXTS.selected : PROFILE_TEXTS.select}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
