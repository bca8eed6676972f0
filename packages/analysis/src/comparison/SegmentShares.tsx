// Per segment, the share of viewers who noticed the brand, the message and the call to action
// for each creative, with the 95 % interval (± uncertainty) as text and as error bars.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { ComparisonResult } from '@kreolab/api-client';
import { Stack, Table, Text, Title } from '@mantine/core';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ErrorBar,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatShare } from '../grid';

const KEYS = [
  ['noticed_brand', ANALYSIS_TEXTS.noticedBrand],
  ['noticed_message', ANALYSIS_TEXTS.noticedMessage],
  ['noticed_cta', ANALYSIS_TEXTS.noticedCta],
] as const;
const FILLS = ['#4c6ef5', '#12b886', '#fd7e14', '#be4bdb', '#fab005'];

type Value = ComparisonResult['segments'][number]['values'][number];

export function shareRange(share: number | null | undefined, uncertainty: number): string {
  if (share === null || share === undefined) return ANALYSIS_TEXTS.notFound;
  const low = Math.max(0, share - uncertainty);
  const high = Math.min(1, share + uncertainty);
  return `${formatShare(share, 0)} (${ANALYSIS_TEXTS.interval(formatShare(low, 0), formatShare(high, 0))})`;
}

export function SegmentShares({ result }: { result: ComparisonResult }) {
  const names = new Map(result.ranking.map((r) => [r.research_id, r.name]));
  const nameOf = (id: number) => names.get(id) ?? `#${id}`;
  return (
    <Stack gap="xl">
      {result.segments.map((s) => {
        const rows = KEYS.map(([key, label]) => {
          const row: Record<string, string | number | [number, number]> = { what: label };
          s.values.forEach((v: Value) => {
            const share = v[key];
            if (share === null || share === undefined) return;
            row[`r${v.research_id}`] = Math.round(share * 100);
            row[`e${v.research_id}`] = [
              Math.round(Math.min(share, v.uncertainty) * 100),
              Math.round(Math.min(1 - share, v.uncertainty) * 100),
            ];
          });
          return row;
        });
        return (
          <Stack key={s.segment_id} gap="sm" data-segment={s.segment_id}>
            <Title order={3} size="h4">
              {s.name}
            </Title>
            <Table aria-label={`${ANALYSIS_TEXTS.segmentShares}: ${s.name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{ANALYSIS_TEXTS.creative}</Table.Th>
                  {KEYS.map(([key, label]) => (
                    <Table.Th key={key}>{label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.values.map((v) => (
                  <Table.Tr key={v.research_id}>
                    <Table.Td>{nameOf(v.research_id)}</Table.Td>
                    {KEYS.map(([key]) => (
                      <Table.Td key={key}>
                        <Text size="sm">{shareRange(v[key], v.uncertainty)}</Text>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <div
              style={{ width: '100%', height: 240 }}
              role="img"
              aria-label={`${ANALYSIS_TEXTS.segmentShares}: ${s.name}`}
            >
              <ResponsiveContainer>
                <BarChart data={rows}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="what" />
                  <YAxis domain={[0, 100]} unit=" %" />
                  <Tooltip />
                  <Legend />
                  {s.values.map((v, i) => (
                    <Bar
                      key={v.research_id}
                      dataKey={`r${v.research_id}`}
                      name={nameOf(v.research_id)}
                      fill={FILLS[i % FILLS.length]}
                    >
                      <ErrorBar dataKey={`e${v.research_id}`} width={6} stroke="#343a40" />
                    </Bar>
                  ))}
                </BarChart>
              </ResponsiveContainer>
            </div>
          </Stack>
        );
      })}
    </Stack>
  );
}
