// The researches and comparisons of a lab or a brief: preview, name (a link to the page its
// status leads to), type, status badge, saved mark, date and delete. Presentational.
import type { AnalysisSummary } from '@kreolab/api-client';
import { formatDate } from '@kreolab/i18n-ru';
import { EmptyState } from '@kreolab/ui-kit';
import {
  Anchor,
  Card,
  Center,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconBookmarkFilled, IconPhoto } from '@tabler/icons-react';
import { CardRemoveButton } from '../container/ContainerList';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AnalysisStatusBadge } from './AnalysisStatusBadge';
import { analysisPath } from './analyses';
import { ANALYSIS_TEXTS, ANALYSIS_TYPE_LABELS, scoredForText } from './texts';

export interface AnalysisListProps {
  analyzes: readonly AnalysisSummary[];
  /** The container's path, e.g. `/labs/3`; each analysis links below it. */
  basePath: string;
  onDelete?: (analysis: AnalysisSummary) => void;
  /** The analysis being deleted: its button spins. */
  deletingId?: number | null;
  /** Shown in the empty state (e.g. the «Новое исследование» button). */
  emptyAction?: ReactNode;
}

function Preview({ url }: { url: string | null }) {
  if (url) return <Image src={url} alt="" w={72} h={54} radius="sm" fit="cover" />;
  return (
    <Center w={72} h={54} bg="gray.1" style={{ borderRadius: 4 }}>
      <ThemeIcon variant="transparent" color="gray" aria-hidden>
        <IconPhoto size={22} />
      </ThemeIcon>
    </Center>
  );
}

export function AnalysisList({
  analyzes,
  basePath,
  onDelete,
  deletingId,
  emptyAction,
}: AnalysisListProps) {
  if (analyzes.length === 0) {
    return (
      <EmptyState
        title={ANALYSIS_TEXTS.empty}
        description={ANALYSIS_TEXTS.emptyHint}
        action={emptyAction}
      />
    );
  }
  // Newest first on screen; the contract lists them oldest first.
  const rows = [...analyzes].reverse();
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((a) => (
        <Card
          component="li"
          key={a.id}
          withBorder
          padding="sm"
          radius="md"
          data-testid={`analysis-${a.id}`}
        >
          {/* The status and the saved mark go under the name, not beside it: on a phone the
              row's right side left the name «Р.» of «Р1» and laid «Сохранено» over the type. */}
          <Group wrap="nowrap" gap="md" align="flex-start">
            <Preview url={a.preview} />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Anchor
                component={Link}
                to={analysisPath(basePath, a)}
                fw={600}
                truncate="end"
                title={a.name}
              >
                {a.name}
              </Anchor>
              <Group gap="xs">
                <AnalysisStatusBadge status={a.status} />
                {a.saved && (
                  <Group gap={4} c="teal.8" wrap="nowrap">
                    <IconBookmarkFilled size={16} aria-hidden />
                    <Text size="xs">{ANALYSIS_TEXTS.saved}</Text>
                  </Group>
                )}
              </Group>
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {ANALYSIS_TYPE_LABELS[a.type]}
                </Text>
                <Text size="xs" c="dimmed">
                  {ANALYSIS_TEXTS.created} {formatDate(a.created_at)}
                </Text>
                {a.goal && a.placement && (
                  <Text size="xs" c="dimmed" data-testid="scored-for">
                    {scoredForText(a.goal, a.placement)}
                  </Text>
                )}
              </Group>
            </Stack>
            {onDelete && (
              <CardRemoveButton
                label={ANALYSIS_TEXTS.remove(a.name)}
                loading={deletingId === a.id}
                onClick={() => onDelete(a)}
              />
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

export function AnalysisListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="xs" aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={78} radius="md" />
      ))}
    </Stack>
  );
}
