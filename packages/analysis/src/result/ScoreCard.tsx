// The overall score for the research's goal with its band (низкая / средняя / хорошая) and the
// published thresholds the band comes from, drawn as a three-part scale with the score on it,
// and the score's 95 % range (on the scale and in words) when the result carries one; a range
// over an unread brand says that its share is unknown rather than known to 95 %.
import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { RESULT_TEXTS, type ScoreBandName } from '../texts';
import { bandOf, DEFAULT_THRESHOLDS, type ScoreBand } from './contract';

export const BAND_COLOURS: Record<ScoreBandName, string> = {
  low: 'red',
  average: 'yellow',
  good: 'teal',
};

export interface ScoreCardProps {
  value: number;
  explanation?: string;
  /** The goal's Russian label, when the research has one. */
  goal?: string;
  /** The placement's Russian label, when the research has one. */
  placement?: string;
  thresholds?: ScoreBand['thresholds'];
  /**
   * The score's 95 % range (the contract's `Metric.range`), absent in older results;
   * `share_unknown` when its seen term is a named brand that was not read.
   */
  range?: { low: number; high: number; share_unknown?: boolean };
}

export function ScoreCard({
  value,
  explanation,
  goal,
  placement,
  thresholds = DEFAULT_THRESHOLDS,
  range,
}: ScoreCardProps) {
  // a range without width (no element for the goal's seen term) is not drawn
  const wide = !!range && Math.round(range.high) > Math.round(range.low);
  const low = wide ? Math.round(range.low) : null;
  const high = wide ? Math.round(range.high) : null;
  const score = Math.round(value);
  const band = bandOf(score, thresholds);
  const ranges: [ScoreBandName, number, number][] = [
    ['low', 0, thresholds.average - 1],
    ['average', thresholds.average, thresholds.good - 1],
    ['good', thresholds.good, 100],
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={RESULT_TEXTS.scoreTitle}>
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {RESULT_TEXTS.scoreTitle}
          {goal ? ` ${RESULT_TEXTS.scoreForGoal(goal)}` : ''}
          {placement ? ` ${RESULT_TEXTS.scoreOnPlacement(placement)}` : ''}
        </Text>
        <Group gap="sm" align="baseline" wrap="wrap">
          <Text fz={40} fw={700} lh={1} data-testid="score-value">
            {score}
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              / 100
            </Text>
          </Text>
          <Badge
            size="lg"
            variant="light"
            color={BAND_COLOURS[band]}
            data-testid="score-band"
            data-band={band}
          >
            {RESULT_TEXTS.bandLabel(RESULT_TEXTS.bands[band])}
          </Badge>
        </Group>
        <Box pos="relative" mt={4} aria-hidden>
          <Group gap={2} wrap="nowrap" h={8}>
            {ranges.map(([name, from, to]) => (
              <Box
                key={name}
                h={8}
                style={{ flex: to - from + 1, borderRadius: 2 }}
                bg={`${BAND_COLOURS[name]}.${name === band ? 6 : 2}`}
              />
            ))}
          </Group>
          {low !== null && high !== null && (
            <Box
              pos="absolute"
              top={-3}
              h={14}
              data-testid="score-range"
              style={{
                left: `${low}%`,
                width: `${Math.max(0, high - low)}%`,
                border: '2px solid var(--mantine-color-dark-4)',
                borderRadius: 4,
              }}
            />
          )}
          <Box
            pos="absolute"
            top={-3}
            w={4}
            h={14}
            bg="dark.7"
            style={{ left: `calc(${Math.min(100, Math.max(0, score))}% - 2px)`, borderRadius: 2 }}
          />
        </Box>
        <Group
          component="ul"
          gap="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={RESULT_TEXTS.bandScale}
          data-testid="band-scale"
        >
          {ranges.map(([name, from, to]) => (
            <Text component="li" key={name} size="xs" c="dimmed" fw={name === band ? 700 : 400}>
              {RESULT_TEXTS.bandRange(from, to, RESULT_TEXTS.bands[name])}
            </Text>
          ))}
        </Group>
        {explanation && <Text size="sm">{explanation}</Text>}
        {low !== null && high !== null && (
          <Text size="xs" c="dimmed" data-testid="score-range-text">
            {range?.share_unknown
              ? RESULT_TEXTS.scoreRangeUnknown(low, high)
              : RESULT_TEXTS.scoreRange(low, high)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
