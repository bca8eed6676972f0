import type { CurrentTariff } from '@kreolab/api-client';
import { formatDate, formatFileSize } from '@kreolab/i18n-ru';
import { Group, SimpleGrid, Text } from '@mantine/core';
import { PROFILE_TEXTS } from '../texts';
import { TrialBadge } from './TrialBadge';
import { FieldView } from './SectionCard';

/** Whether a tariff's expiry date has passed. */
export function isExpired(tariff: CurrentTariff, now: Date = new Date()): boolean {
  const t = Date.parse(tariff.expires_at);
  return Number.isFinite(t) && t < now.getTime();
}

/** The current tariff in a few lines: name, expiry (dd.mm.yyyy) and what is left. */
export function TariffSummary({ tariff }: { tariff: CurrentTariff | null }) {
  if (!tariff) return <Text c="dimmed">{PROFILE_TEXTS.noTariff}</Text>;
  const date = formatDate(tariff.expires_at);
  const expired = isExpired(tariff);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <FieldView label={PROFILE_TEXTS.currentTariff}>
        <Group component="span" gap="xs">
          <span>{tariff.name}</span>
          <TrialBadge tariff={tariff} size="sm" />
        </Group>
        <Text size="sm" c={expired ? 'red.8' : 'dimmed'}>
          {expired ? PROFILE_TEXTS.expiredAt(date) : PROFILE_TEXTS.expiresAt(date)}
        </Text>
      </FieldView>
      <FieldView label={PROFILE_TEXTS.disk}>
        {formatFileSize(tariff.disk_space, { round: true })}
      </FieldView>
      <FieldView label={PROFILE_TEXTS.analysesLeft}>
        {PROFILE_TEXTS.leftOf(tariff.analyses_left, tariff.analyses_limit)}
      </FieldView>
      <FieldView label={PROFILE_TEXTS.generationsLeft}>
        {PROFILE_TEXTS.leftOf(tariff.generations_left, tariff.generations_limit)}
      </FieldView>
    </SimpleGrid>
  );
}
