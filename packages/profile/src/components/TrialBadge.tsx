import { Badge, type BadgeProps } from '@mantine/core';
import { PROFILE_TEXTS } from '../texts';

/**
 * «Пробный» beside a trial tariff's name, unless the name already says it: the seeded trial is
 * called «Пробный», and the dashboard read «Пробный ПРОБНЫЙ».
 */
export function TrialBadge({
  tariff,
  size,
}: {
  tariff: { name: string; is_trial: boolean };
  size?: BadgeProps['size'];
}) {
  const said = tariff.name.trim().toLowerCase().includes(PROFILE_TEXTS.trial.toLowerCase());
  if (!tariff.is_trial || said) return null;
  return (
    <Badge size={size} variant="light" color="gray">
      {PROFILE_TEXTS.trial}
    </Badge>
  );
}
