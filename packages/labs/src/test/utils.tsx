// Test helpers: the shared ones (msw, the app's providers around a page) and this package's
// fixtures; pages render in a labs store at /labs unless told otherwise.
import type { AnalysisSummary, Lab, LabSummary } from '@kreolab/api-client';
import { pageRenderer } from '@kreolab/testing';
import { makeLabsStore } from '../dev/store';

export { BASE, recordRequests, server, setupMsw } from '@kreolab/testing';

export function labSummary(
  partial: Partial<LabSummary> & { id: number; name: string },
): LabSummary {
  return { created_at: '2025-03-01T10:00:00Z', researches: 0, comparisons: 0, ...partial };
}

export function analysis(partial: Partial<AnalysisSummary> & { id: number }): AnalysisSummary {
  return {
    type: 'research',
    name: `Исследование ${partial.id}`,
    status: 'draft',
    saved: false,
    created_at: '2025-03-02T10:00:00Z',
    preview: null,
    ...partial,
  };
}

export function lab(partial: Partial<Lab> & { id: number }): Lab {
  return {
    name: `Лаборатория ${partial.id}`,
    created_at: '2025-03-01T10:00:00Z',
    analyzes: [],
    ...partial,
  };
}

/** `renderPage(ui, { route, path, store })`: `path` is the pattern, e.g. '/labs/:labId'. */
export const renderPage = pageRenderer(makeLabsStore, '/labs');
