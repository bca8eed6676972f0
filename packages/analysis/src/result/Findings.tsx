// Findings with their recommendations, problems first.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { Finding } from '@kreolab/api-client';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';

const ORDER = { error: 0, warn: 1, info: 2 } as const;
const LOOK = {
  error: { color: 'red', Icon: IconAlertTriangle },
  warn: { color: 'orange', Icon: IconAlertTriangle },
  info: { color: 'teal', Icon: IconCircleCheck },
} as const;

export function Findings({ findings }: { findings: Finding[] }) {
  const sorted = [...findings].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {sorted.map((f, i) => {
        const { color, Icon } = LOOK[f.severity] ?? { color: 'gray', Icon: IconInfoCircle };
        return (
          <li key={i}>
            <Alert
              color={color}
              variant="light"
              icon={<Icon size={18} aria-hidden />}
              title={f.text}
            >
              <Text size="sm">
                <Text span fw={600}>
                  {ANALYSIS_TEXTS.recommendation}:{' '}
                </Text>
                {f.recommendation}
              </Text>
            </Alert>
          </li>
        );
      })}
    </Stack>
  );
}
