// A refused action (a start, a generation): the catalogue message, and where the refusal is the
// tariff's (no analyses or generations left, the tariff ended) the way on to the tariffs, which
// the message alone did not give: a user out of analyses was left at «Анализ не запущен».
import { getErrorCode } from '@kreolab/api-client';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { describeError } from './errors';
import { ANALYSIS_TEXTS } from './texts';

/** The codes a new tariff, a renewal or bought generations answer. */
const TARIFF_CODES: ReadonlySet<string> = new Set([
  'ANALYSIS_LIMIT_REACHED',
  'GENERATION_LIMIT_REACHED',
  'TARIFF_EXPIRED',
]);

const TARIFF_PATH = '/profile/tariff';

/** «Выбрать тариф»: more analyses and generations are bought on the tariff page. */
export function TariffLink() {
  return (
    <Anchor component={Link} to={TARIFF_PATH} size="sm" fw={600}>
      {ANALYSIS_TEXTS.chooseTariff}
    </Anchor>
  );
}

export function ActionError({ error }: { error: unknown }) {
  const tariff = TARIFF_CODES.has(getErrorCode(error) ?? '');
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap={4}>
        <Text size="sm">{describeError(error)}</Text>
        {tariff && <TariffLink />}
      </Stack>
    </Alert>
  );
}
