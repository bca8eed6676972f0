// The versions of a file in the viewer's left column (issue 16): the current one and the
// earlier ones, each earlier one with "Восстановить".
import { useListVersionsQuery, useRestoreVersionMutation, type Item } from '@kreolab/api-client';
import { useSayFailure } from '@kreolab/entities';
import { formatDate } from '@kreolab/i18n-ru';
import { FileSize, showToast } from '@kreolab/ui-kit';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useDispatch } from 'react-redux';
import '../api';
import { CLOUD_TEXTS } from '../texts';
import { CompareVersions } from './CompareVersions';

export interface VersionsListProps {
  item: Pick<Item, 'id' | 'name'> & Partial<Pick<Item, 'type'>>;
}

export function VersionsList({ item }: VersionsListProps) {
  const dispatch = useDispatch();
  const sayFailure = useSayFailure();
  const { data, isLoading, isError } = useListVersionsQuery({ id: item.id });
  const [restore, { isLoading: restoring }] = useRestoreVersionMutation();
  if (isLoading) return <Loader size="xs" color="gray.3" aria-label={CLOUD_TEXTS.versions} />;
  if (isError || !data) return null;
  const onRestore = async (number: number) => {
    const res = await restore({ id: item.id, number });
    if ('error' in res) {
      // the app's error toast has said the toasted ones
      sayFailure(res.error);
      return;
    }
    dispatch(showToast({ message: CLOUD_TEXTS.versionRestored(number), severity: 'success' }));
  };
  return (
    <Stack gap={4} component="section" aria-label={CLOUD_TEXTS.versions}>
      <Group gap="xs" justify="space-between">
        <Text size="xs" fw={600}>
          {CLOUD_TEXTS.versions}
        </Text>
        <CompareVersions item={item} versions={data.versions} />
      </Group>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data.versions.map((v) => (
          <li key={v.number}>
            {/* The viewer's column is narrow: the button goes under its line, never clipped. */}
            <Stack gap={2} align="flex-start">
              <Text size="xs" c="gray.4">
                {CLOUD_TEXTS.versionLabel(v.number)}
                {v.current ? ` (${CLOUD_TEXTS.versionCurrent})` : ''} · {formatDate(v.created_at)} ·{' '}
                <FileSize bytes={v.size} />
              </Text>
              {!v.current && (
                <Button
                  size="compact-xs"
                  variant="white"
                  disabled={restoring}
                  aria-label={CLOUD_TEXTS.versionRestore(v.number)}
                  onClick={() => void onRestore(v.number)}
                >
                  {CLOUD_TEXTS.restore}
                </Button>
              )}
            </Stack>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
