// The «Версии» tab of a research of two versions of one file (issue 17): the verdict, the
// difference map over the newer version with its legend, and the changes of every metric and
// region share.
import type { Frame, VersionDiff } from '@kreolab/api-client';
import {
  formatMetricChange,
  formatPointsChange,
  formatShare,
  VERSION_TEXTS as T,
} from '@kreolab/i18n-ru';
import { Badge, Box, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { METRIC_LABELS, METRIC_UNITS, type MetricKey } from '../texts';
import { DiffCanvas } from './DiffCanvas';
import { GAINED_RGB, LOST_RGB, diffPixels } from './diff';

export interface VersionDiffViewProps {
  diff: VersionDiff;
  /** The newer version's frame: the map is drawn over its image. */
  frame?: Frame;
  /** The image when frame.image_url is empty (stories). */
  imageSrc?: string;
}

const rgb = (c: [number, number, number]) => `rgb(${c.join(' ')})`;
/** A metric's value with its unit, as the metric cards write it: the share of text in per cent. */
const valueOf = (key: MetricKey, value: number) => `${Math.round(value)}${METRIC_UNITS[key] ?? ''}`;

function Swatch({ colour, label }: { colour: [number, number, number]; label: string }) {
  return (
    <Group gap={6} wrap="nowrap" component="li">
      <Box
        aria-hidden
        w={14}
        h={14}
        style={{ background: rgb(colour), borderRadius: 3, flex: 'none' }}
      />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

/** The head of both change tables: what is compared, the two versions and the change. */
function DiffHead({ first, from, to }: { first: string; from: number; to: number }) {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{first}</Table.Th>
        <Table.Th ta="right">{T.version(from)}</Table.Th>
        <Table.Th ta="right">{T.version(to)}</Table.Th>
        <Table.Th ta="right">{T.change}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

export function VersionDiffView({ diff, frame, imageSrc }: VersionDiffViewProps) {
  const src = frame?.image_url || imageSrc;
  const changed = diffPixels(diff.grid) !== null;
  const from = diff.from_version;
  const to = diff.to_version;
  return (
    <Stack gap="md" data-testid="version-diff">
      <Paper withBorder p="md" radius="md" component="section" aria-label={T.title(from, to)}>
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Title order={3} size="h5">
              {T.title(from, to)}
            </Title>
            <Badge
              color={diff.better_version === null ? 'gray' : 'teal'}
              variant="light"
              data-testid="version-better"
            >
              {diff.better_version === null ? T.even : T.better(diff.better_version)}
            </Badge>
          </Group>
          <Text data-testid="version-verdict">{diff.verdict}</Text>
        </Stack>
      </Paper>

      <Stack gap="xs" component="section" aria-label={T.mapLabel(from, to)}>
        {src ? (
          <Box pos="relative" style={{ lineHeight: 0 }}>
            <img
              src={src}
              alt={T.version(to)}
              style={{ width: '100%', height: 'auto', display: 'block', borderRadius: 6 }}
            />
            <DiffCanvas
              grid={diff.grid}
              label={T.mapLabel(from, to)}
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
            />
          </Box>
        ) : (
          <Text size="sm" c="dimmed">
            {T.imageMissing}
          </Text>
        )}
        <Group
          gap="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={T.legend}
        >
          <Swatch colour={GAINED_RGB} label={T.gained} />
          <Swatch colour={LOST_RGB} label={T.lost} />
        </Group>
        <Text size="xs" c="dimmed">
          {changed ? T.smallChange : T.noChange}
        </Text>
      </Stack>

      <Stack gap="xs" component="section" aria-label={T.metricsTitle}>
        <Title order={3} size="h5">
          {T.metricsTitle}
        </Title>
        {/* Four narrow columns fit a phone: names wrap, numbers and changes do not. */}
        <Table fz="sm" verticalSpacing={6} horizontalSpacing={6} data-testid="version-metrics">
          <DiffHead first={T.metric} from={from} to={to} />
          <Table.Tbody>
            {diff.metrics.map((m) => {
              // better, worse or neither: the server's call (the report reads the same field)
              const way = m.change;
              return (
                <Table.Tr key={m.key} data-metric={m.key}>
                  <Table.Td>{METRIC_LABELS[m.key]}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {valueOf(m.key, m.from)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {valueOf(m.key, m.to)}
                  </Table.Td>
                  <Table.Td
                    ta="right"
                    c={way === 'neutral' ? 'dimmed' : way === 'better' ? 'teal.8' : 'red.8'}
                    data-change={way}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {/* between the values as shown, so the row adds up; the share of text's
                        in percentage points */}
                    {formatMetricChange(m.from, m.to, !!METRIC_UNITS[m.key])}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>

      <Stack gap="xs" component="section" aria-label={T.regionsTitle}>
        <Title order={3} size="h5">
          {T.regionsTitle}
        </Title>
        {diff.regions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.noRegions}
          </Text>
        ) : (
          <Table fz="sm" verticalSpacing={6} horizontalSpacing={6} data-testid="version-regions">
            <DiffHead first={T.region} from={from} to={to} />
            <Table.Tbody>
              {diff.regions.map((r, i) => (
                <Table.Tr key={`${r.label}-${i}`} data-status={r.status}>
                  <Table.Td style={{ wordBreak: 'break-word' }}>
                    {r.label}
                    {r.status !== 'matched' && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        ({r.status === 'appeared' ? T.appeared : T.disappeared})
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatShare(r.from_share)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatShare(r.to_share)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatPointsChange(r.from_share, r.to_share)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}
