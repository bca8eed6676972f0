// Test helpers: the shared ones (msw, the app's providers around a page) and this package's
// fixtures; pages render in a briefs store at /briefs unless told otherwise.
import type { AnalysisSummary, Brief, BriefSummary } from '@kreolab/api-client';
import { pageRenderer } from '@kreolab/testing';
import { makeBriefsStore } from '../dev/store';

export { BASE, recordRequests, server, setupMsw } from '@kreolab/testing';

export function briefSummary(
  partial: Partial<BriefSummary> & { id: number; name: string },
): BriefSummary {
  return {
    brand: 'Бренд',
    product: 'Продукт',
    created_at: '2025-03-01T10:00:00Z',
    researches: 0,
    comparisons: 0,
    ...partial,
  };
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

export function brief(partial: Partial<Brief> & { id: number }): Brief {
  return {
    name: `Бриф ${partial.id}`,
    brand: 'Кофейня «Зерно»',
    product: 'Холодный кофе',
    category: 'Напитки',
    goal: 'awareness',
    audience: 'Горожане',
    key_message: 'Бодрит летом',
    placements: ['social_feed', 'outdoor'],
    segments: [
      {
        id: 11,
        name: 'Студенты',
        age_from: 18,
        age_to: 24,
        gender: 'any',
        interests: ['музыка', 'кино'],
      },
    ],
    created_at: '2025-03-01T10:00:00Z',
    analyzes: [],
    ...partial,
  };
}

/** `renderPage(ui, { route, path, store })`: `path` is the pattern, e.g. '/briefs/:briefId'. */
export const renderPage = pageRenderer(makeBriefsStore, '/briefs');
