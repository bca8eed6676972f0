// /briefs ('Брифы'): the briefs with brand and product; create, delete after confirmation.
import type { BriefSummary } from '@kreolab/api-client';
import { ROUTE_TITLES } from '@kreolab/i18n-ru';
import { showToast, useConfirm, errorToastFor, ErrorState } from '@kreolab/ui-kit';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { briefs } from '../api';
import { BriefsList, BriefsListSkeleton } from '../components/BriefsList';
import { BRIEFS_TEXTS } from '../texts';

export function BriefsPage() {
  const dispatch = useDispatch();
  const confirm = useConfirm();
  const { data, error, isLoading, refetch } = briefs.useListBriefsQuery();
  const [deleteBrief] = briefs.useDeleteBriefMutation();
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const remove = async (brief: BriefSummary) => {
    const ok = await confirm({
      title: BRIEFS_TEXTS.removeTitle,
      message: BRIEFS_TEXTS.removeQuestion(brief.name),
      confirmLabel: BRIEFS_TEXTS.removeConfirm,
      danger: true,
    });
    if (!ok) return;
    setDeletingId(brief.id);
    try {
      await deleteBrief({ briefId: brief.id }).unwrap();
      dispatch(showToast({ severity: 'success', message: BRIEFS_TEXTS.removed }));
    } catch (e) {
      const toast = errorToastFor(e);
      if (toast) dispatch(showToast(toast));
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{ROUTE_TITLES.briefs}</Title>
        {!(data && data.items.length === 0) && (
          <Button
            component={Link}
            to="/briefs/create"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {BRIEFS_TEXTS.create}
          </Button>
        )}
      </Group>
      {isLoading ? (
        <BriefsListSkeleton />
      ) : error || !data ? (
        <ErrorState error={error} title={BRIEFS_TEXTS.loadError} onRetry={() => void refetch()} />
      ) : (
        <BriefsList briefs={data.items} deletingId={deletingId} onDelete={(b) => void remove(b)} />
      )}
    </Stack>
  );
}
