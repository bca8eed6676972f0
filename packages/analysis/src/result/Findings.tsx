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

/** Problems first; the result's own order within a severity. */
export function sortFindings(findings: Finding[]): Finding[] {
  return [...findings].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
}

export function Findings({
  findings,
  label,
  compact = false,
  where,
}: {
  findings: Finding[];
  label?: string;
  /** Smaller cards (the three findings above the fold). */
  compact?: boolean;
  /** Which frames a finding holds for («Кадры: 0–12 с»), shown under its title; null for none. */
  where?: (finding: Finding) => string | null;
}) {
  const sorted = sortFindings(findings);
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {sorted.map((f, i) => {
        const { color, Icon } = LOOK[f.severity] ?? { color: 'gray', Icon: IconInfoCircle };
        const frames = where?.(f);
        return (
          <li key={i}>
            <Alert
              color={color}
              variant="light"
              icon={<Icon size={18} aria-hidden />}
              title={f.text}
              p={compact ? 'xs' : undefined}
            >
              {/* the text's own colour: dimmed grey read 4.3–4.4:1 on the red and orange */}
              {frames && (
                <Text size="xs" mb={4}>
                  {frames}
                </Text>
              )}
              <Text size={compact ? 'xs' : 'sm'}>
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
