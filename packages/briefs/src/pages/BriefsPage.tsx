// /briefs ('Брифы'): the briefs with brand and product; create, delete after confirmation.
import type { BriefSummary } from '@kreolab/api-client';
import { ContainerListPage, useConfirmedRemove } from '@kreolab/entities';
import { ROUTE_TITLES } from '@kreolab/i18n-ru';
import { briefs } from '../api';
import { BriefsList, BriefsListSkeleton } from '../components/BriefsList';
import { BRIEFS_TEXTS } from '../texts';

export function BriefsPage() {
  const query = briefs.useListBriefsQuery();
  const [deleteBrief] = briefs.useDeleteBriefMutation();
  const { deletingId, removeItem } = useConfirmedRemove(BRIEFS_TEXTS, (brief: BriefSummary) =>
    deleteBrief({ briefId: brief.id }).unwrap(),
  );
  return (
    <ContainerListPage
      title={ROUTE_TITLES.briefs}
      texts={BRIEFS_TEXTS}
      createTo="/briefs/create"
      query={query}
      skeleton={<BriefsListSkeleton />}
    >
      {(items) => <BriefsList briefs={items} deletingId={deletingId} onDelete={removeItem} />}
    </ContainerListPage>
  );
}
