// /labs ('Лаборатории'): the labs with their counts and dates; create, inline rename, delete.
import type { LabSummary } from '@kreolab/api-client';
import { ContainerListPage, useConfirmedRemove, useSayFailure } from '@kreolab/entities';
import { ROUTE_TITLES } from '@kreolab/i18n-ru';
import { showToast } from '@kreolab/ui-kit';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { labs } from '../api';
import { LabsList, LabsListSkeleton } from '../components/LabsList';
import { LABS_TEXTS } from '../texts';

export function LabsPage() {
  const dispatch = useDispatch();
  const sayFailure = useSayFailure();
  const query = labs.useListLabsQuery();
  const [updateLab] = labs.useUpdateLabMutation();
  const [deleteLab] = labs.useDeleteLabMutation();
  const [renamingId, setRenamingId] = useState<number | null>(null);
  const { deletingId, removeItem } = useConfirmedRemove(LABS_TEXTS, (lab: LabSummary) =>
    deleteLab({ labId: lab.id }).unwrap(),
  );

  const rename = async (lab: LabSummary, name: string) => {
    setRenamingId(lab.id);
    try {
      await updateLab({ labId: lab.id, nameRequest: { name } }).unwrap();
      dispatch(showToast({ severity: 'success', message: LABS_TEXTS.renamed }));
      return true;
    } catch (e) {
      sayFailure(e);
      return false;
    } finally {
      setRenamingId(null);
    }
  };

  return (
    <ContainerListPage
      title={ROUTE_TITLES.labs}
      texts={LABS_TEXTS}
      createTo="/labs/create"
      query={query}
      skeleton={<LabsListSkeleton />}
    >
      {(items) => (
        <LabsList
          labs={items}
          renamingId={renamingId}
          deletingId={deletingId}
          onRename={rename}
          onDelete={removeItem}
        />
      )}
    </ContainerListPage>
  );
}
