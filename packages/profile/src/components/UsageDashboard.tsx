import type { Profile } from '@kreolab/api-client';
import { formatDate, formatFileSize, formatNumber } from '@kreolab/i18n-ru';
import { Anchor, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PROFILE_TEXTS } from '../texts';
import { TrialBadge } from './TrialBadge';
import { isExpired } from './TariffSummary';

/** A share in percent, 0–100; 0 when there is no limit. */
export function percent(value: number, limit: number): number {
  if (!(limit > 0)) return 0;
  return Math.min(100, Math.max(0, (value / limit) * 100));
}

function Meter({
  label,
  text,
  value,
  color,
}: {
  label: string;
  text: string;
  value: number;
  color?: string;
}) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text fw={500}>{label}</Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Group>
      <Progress
        value={value}
        color={color}
        size="lg"
        radius="xl"
        aria-label={`${label}: ${text}`}
      />
    </Stack>
  );
}

export interface UsageDashboardProps {
  profile: Profile;
}

/**
 * Usage of the current tariff: disk used against the quota, analyses and generations left,
 * the tariff and its expiry (dd.mm.yyyy), and the counts of researches and comparisons.
 */
export function UsageDashboard({ profile }: UsageDashboardProps) {
  const tariff = profile.tariff;
  const diskShare = tariff ? percent(profile.disk_used, tariff.disk_space) : 0;
  const expired = tariff ? isExpired(tariff) : false;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="lg">
          <Text size="sm" c="dimmed">
            {PROFILE_TEXTS.currentTariff}
          </Text>
          {tariff ? (
            <>
              <Group gap="xs" mt={4}>
                <Title order={2} size="h3">
                  {tariff.name}
                </Title>
                <TrialBadge tariff={tariff} />
              </Group>
              <Text c={expired ? 'red.8' : 'dimmed'} mt={4}>
                {expired
                  ? PROFILE_TEXTS.expiredAt(formatDate(tariff.expires_at))
                  : PROFILE_TEXTS.expiresAt(formatDate(tariff.expires_at))}
              </Text>
            </>
          ) : (
            <Text mt={4}>{PROFILE_TEXTS.noTariff}</Text>
          )}
          <Anchor component={Link} to="/profile/tariff" mt="sm" display="inline-block">
            {PROFILE_TEXTS.chooseTariff}
          </Anchor>
        </Card>
        <SimpleGrid cols={2}>
          <Card withBorder radius="md" padding="lg">
            <Text size="sm" c="dimmed">
              {PROFILE_TEXTS.researches}
            </Text>
            <Text fz={32} fw={700} data-testid="researches-count">
              {formatNumber(profile.researches)}
            </Text>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Text size="sm" c="dimmed">
              {PROFILE_TEXTS.comparisons}
            </Text>
            <Text fz={32} fw={700} data-testid="comparisons-count">
              {formatNumber(profile.comparisons)}
            </Text>
          </Card>
        </SimpleGrid>
      </SimpleGrid>

      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="md">
          {PROFILE_TEXTS.usageTitle}
        </Title>
        <Stack gap="lg">
          <Meter
            label={PROFILE_TEXTS.disk}
            text={PROFILE_TEXTS.diskOf(
              formatFileSize(profile.disk_used),
              tariff ? formatFileSize(tariff.disk_space, { round: true }) : '—',
            )}
            value={diskShare}
            color={diskShare >= 90 ? 'red' : diskShare >= 75 ? 'yellow' : undefined}
          />
          <Meter
            label={PROFILE_TEXTS.analysesLeft}
            text={tariff ? PROFILE_TEXTS.leftOf(tariff.analyses_left, tariff.analyses_limit) : '—'}
            value={tariff ? percent(tariff.analyses_left, tariff.analyses_limit) : 0}
          />
          <Meter
            label={PROFILE_TEXTS.generationsLeft}
            text={
              tariff ? PROFILE_TEXTS.leftOf(tariff.generations_left, tariff.generations_limit) : '—'
            }
            value={tariff ? percent(tariff.generations_left, tariff.generations_limit) : 0}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
