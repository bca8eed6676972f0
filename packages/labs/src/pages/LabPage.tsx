// /labs/:labId: the breadcrumb 'Мои исследования' → /labs then the lab's name; the lab's
// researches and comparisons (re-read every few seconds while one is queued or processing),
// a new research draft, the way to a comparison, delete an analysis, rename the lab.
import { ContainerPageState, useContainerPage, useSayFailure } from '@kreolab/entities';
import { PAGE_NAMES } from '@kreolab/i18n-ru';
import { showToast } from '@kreolab/ui-kit';
import { useDispatch } from 'react-redux';
import { labs } from '../api';
import { LabView } from '../components/LabView';
import { LABS_TEXTS } from '../texts';

export interface LabPageProps {
  /** How often the list is re-read while an analysis runs (tests shorten it). */
  pollIntervalMs?: number;
}

export function LabPage({ pollIntervalMs }: LabPageProps) {
  const dispatch = useDispatch();
  const sayFailure = useSayFailure();
  const page = useContainerPage({ kind: 'labs', pollIntervalMs });
  const [updateLab, { isLoading: renaming }] = labs.useUpdateLabMutation();

  const rename = async (name: string) => {
    if (page.id === null) return false;
    try {
      await updateLab({ labId: page.id, nameRequest: { name } }).unwrap();
      dispatch(showToast({ severity: 'success', message: LABS_TEXTS.renamed }));
      return true;
    } catch (e) {
      sayFailure(e);
      return false;
    }
  };

  return (
    <ContainerPageState page={page} title={PAGE_NAMES.lab} loadError={LABS_TEXTS.labLoadError}>
      {page.data && (
        <LabView
          lab={page.data}
          creating={page.creating}
          onCreateResearch={page.createResearch}
          onCompare={page.compare}
          onRename={rename}
          renaming={renaming}
          onDeleteAnalysis={page.removeAnalysis}
          deletingId={page.deletingId}
        />
      )}
    </ContainerPageState>
  );
}
