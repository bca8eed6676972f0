// Analyses as a lab or a brief lists them: status labels and colours, where each one opens,
// whether the list must keep polling, and the body that creates a research draft.
// Shared by the labs and briefs pages, which may not import each other, and the analysis pages.
import type { AnalysisCreate, AnalysisStatus, AnalysisSummary } from '@kreolab/api-client';

/** Statuses during which the list refreshes itself. */
export function isRunning(status: AnalysisStatus): boolean {
  return status === 'queued' || status === 'processing';
}

export function hasRunning(analyzes: readonly AnalysisSummary[] | undefined): boolean {
  return !!analyzes?.some((a) => isRunning(a.status));
}

/** How often a container's list is re-read while something runs. */
export const POLL_INTERVAL_MS = 3000;

/** RTK Query's pollingInterval: `every` while something is queued or processing, else 0 (off). */
export function pollingIntervalFor(
  analyzes: readonly AnalysisSummary[] | undefined,
  every: number = POLL_INTERVAL_MS,
): number {
  return hasRunning(analyzes) ? every : 0;
}

/**
 * Where an analysis opens, under its container's path (`/labs/3`, `/briefs/7`):
 * a research in draft (or failed or canceled, which the details page shows and may restart)
 * → details, queued/processing → progress, done → result; a comparison → result when done,
 * progress otherwise (it has no details page).
 */
export function analysisPath(
  basePath: string,
  analysis: Pick<AnalysisSummary, 'id' | 'type' | 'status'>,
): string {
  if (analysis.type === 'comparison') {
    const page = analysis.status === 'done' ? 'result' : 'progress';
    return `${basePath}/comparisons/${analysis.id}/${page}`;
  }
  const page =
    analysis.status === 'done' ? 'result' : isRunning(analysis.status) ? 'progress' : 'details';
  return `${basePath}/researches/${analysis.id}/${page}`;
}

/**
 * The :analysisId of the new-research form: nothing exists on the server until the user acts
 * there (picks a creative, changes a setting, names it or starts it); then the form creates the
 * draft and moves to the draft's own address.
 */
export const NEW_RESEARCH_ID = 'new';

export const researchDetailsPath = (basePath: string, id: number | typeof NEW_RESEARCH_ID) =>
  `${basePath}/researches/${id}/details`;

/**
 * Whether an analysis belongs to the lab or brief whose address it is opened under: an id typed
 * into another container's URL must not show (nor start) it there.
 */
export function belongsTo(
  analysis: { lab_id: number | null; brief_id: number | null },
  kind: 'labs' | 'briefs',
  containerId: number | null,
): boolean {
  if (containerId === null) return false;
  return (kind === 'labs' ? analysis.lab_id : analysis.brief_id) === containerId;
}
export const comparisonCreatePath = (basePath: string) => `${basePath}/comparisons/create`;

export type AnalysisContainer = { lab_id: number } | { brief_id: number };

/**
 * The body of `POST /analyses` for a new research draft: type, container and name only; the
 * details page adds the creatives and settings with `PATCH /analyses/{id}` (the contract's
 * ResearchCreate lets a draft start empty).
 */
export function researchDraftBody(container: AnalysisContainer, name: string): AnalysisCreate {
  return { type: 'research', ...container, name } as unknown as AnalysisCreate;
}

/** Researches that may go into a comparison: only saved ones, whose results no longer change. */
export function comparableCount(analyzes: readonly AnalysisSummary[] | undefined): number {
  return analyzes?.filter((a) => a.type === 'research' && a.saved).length ?? 0;
}

/** The last analysis of type comparison (the list is oldest first), or null. */
export function lastComparison(
  analyzes: readonly AnalysisSummary[] | undefined,
): AnalysisSummary | null {
  if (!analyzes) return null;
  for (let i = analyzes.length - 1; i >= 0; i -= 1) {
    const a = analyzes[i];
    if (a?.type === 'comparison') return a;
  }
  return null;
}
