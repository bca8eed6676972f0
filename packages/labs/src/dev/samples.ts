// Sample data for stories: labs and a lab with an analysis in every status (no server needed).
import type { AnalysisSummary, Lab, LabSummary } from '@kreolab/api-client';

/** A thumbnail drawn inline, so stories need no file server. */
export const samplePreview = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="144" height="108"><rect width="144" height="108" fill="hsl(${hue},70%,55%)"/><rect x="16" y="60" width="70" height="22" rx="4" fill="white"/></svg>`,
  )}`;

export const SAMPLE_LABS: LabSummary[] = [
  {
    id: 1,
    name: 'Весенняя кампания',
    created_at: '2025-03-05T10:00:00Z',
    researches: 5,
    comparisons: 2,
  },
  {
    id: 2,
    name: 'Баннеры маркетплейса',
    created_at: '2025-02-11T10:00:00Z',
    researches: 1,
    comparisons: 0,
  },
  {
    id: 3,
    name: 'Наружная реклама, Москва',
    created_at: '2025-01-20T10:00:00Z',
    researches: 0,
    comparisons: 0,
  },
];

const a = (
  over: Partial<AnalysisSummary> & Pick<AnalysisSummary, 'id' | 'name'>,
): AnalysisSummary => ({
  type: 'research',
  status: 'draft',
  saved: false,
  created_at: '2025-03-06T10:00:00Z',
  preview: null,
  ...over,
});

export const SAMPLE_ANALYSES: AnalysisSummary[] = [
  a({ id: 11, name: 'Баннер 1200×628', status: 'done', saved: true, preview: samplePreview(200) }),
  a({ id: 12, name: 'Баннер 300×250', status: 'done', saved: true, preview: samplePreview(20) }),
  a({ id: 13, name: 'Сравнение баннеров', type: 'comparison', status: 'done' }),
  a({ id: 14, name: 'Сторис, вариант А', status: 'processing', preview: samplePreview(280) }),
  a({ id: 15, name: 'Сторис, вариант Б', status: 'queued', preview: samplePreview(120) }),
  a({ id: 16, name: 'Постер А3', status: 'failed', preview: samplePreview(0) }),
  a({ id: 17, name: 'Видеоролик 15 с', status: 'canceled' }),
  a({ id: 18, name: 'Новый креатив', status: 'draft' }),
];

export const SAMPLE_LAB: Lab = {
  id: 1,
  name: 'Весенняя кампания',
  created_at: '2025-03-05T10:00:00Z',
  analyzes: SAMPLE_ANALYSES,
};
