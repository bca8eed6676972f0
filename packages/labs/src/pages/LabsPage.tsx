// /labs ('Лаборатории'): the labs with their counts and dates; create, inline rename, delete.
import type { LabSummary } from '@kreolab/api-client';
import { ROUTE_TITLES } from '@kreolab/i18n-ru';
import { showToast, useConfirm, errorToastFor, ErrorState } from '@kreolab/ui-kit';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { labs } from '../api';
import { LabsList, LabsListSkeleton } from '../components/LabsList';
import { LABS_TEXTS } from '../texts';

export function LabsPage() {
  const dispatch = useDispatch();
  const confirm = useConfirm();
  const { data, error, isLoading, refetch } = labs.useListLabsQuery();
  const [updateLab] = labs.useUpdateLabMutation();
  const [deleteLab] = labs.useDeleteLabMutation();
  const [renamingId, setRenamingId] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const fail = (e: unknown) => {
    const toast = errorToastFor(e);
    if (toast) dispatch(showToast(toast));
  };

  const rename = async (lab: LabSummary, name: string) => {
    setRenamingId(lab.id);
    try {
      await updateLab({ labId: lab.id, nameRequest: { name } }).unwrap();
      dispatch(showToast({ severity: 'success', message: LABS_TEXTS.renamed }));
      return true;
    } catch (e) {
      fail(e);
      return false;
    } finally {
      setRenamingId(null);
    }
  };

  const remove = async (lab: LabSummary) => {
    const ok = await confirm({
      title: LABS_TEXTS.removeTitle,
      message: LABS_TEXTS.removeQuestion(lab.name),
      confirmLabel: LABS_TEXTS.removeConfirm,
      danger: true,
    });
    if (!ok) return;
    setDeletingId(lab.id);
    try {
      await deleteLab({ labId: lab.id }).unwrap();
      dispatch(showToast({ severity: 'success', message: LABS_TEXTS.removed }));
    } catch (e) {
      fail(e);
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{ROUTE_TITLES.labs}</Title>
        {!(data && data.items.length === 0) && (
          <Button
            component={Link}
            to="/labs/create"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {LABS_TEXTS.create}
          </Button>
        )}
      </Group>
      {isLoading ? (
        <LabsListSkeleton />
      ) : error || !data ? (
        <ErrorState error={error} title={LABS_TEXTS.loadError} onRetry={() => void refetch()} />
      ) : (
        <LabsList
          labs={data.items}
          renamingId={renamingId}
          deletingId={deletingId}
          onRename={rename}
          onDelete={(lab) => void remove(lab)}
        />
      )}
    </Stack>
  );
}
