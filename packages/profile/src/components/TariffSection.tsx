import type { CurrentTariff } from '@kreolab/api-client';
import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PROFILE_TEXTS } from '../texts';
import { SectionCard } from './SectionCard';
import { TariffSummary } from './TariffSummary';

export interface TariffSectionProps {
  tariff: CurrentTariff | null;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** The edit mode's content: the certificate form on the details page. */
  certificate?: ReactNode;
}

/**
 * Tariff: the current tariff's summary with a link to /profile/tariff. Its edit mode
 * activates a certificate in place (the tariff itself changes on the tariff page).
 */
export function TariffSection({
  tariff,
  editing,
  onEdit,
  onCancel,
  certificate,
}: TariffSectionProps) {
  return (
    <SectionCard
      title={PROFILE_TEXTS.sections.tariff}
      editing={editing}
      onEdit={onEdit}
      onCancel={onCancel}
      editLabel={PROFILE_TEXTS.activateCertificate}
      view={
        <Stack gap="md">
          <TariffSummary tariff={tariff} />
          <Anchor component={Link} to="/profile/tariff">
            {PROFILE_TEXTS.toTariffs}
          </Anchor>
        </Stack>
      }
      edit={
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {PROFILE_TEXTS.tariffSectionHint}
          </Text>
          {certificate}
        </Stack>
      }
    />
  );
}
