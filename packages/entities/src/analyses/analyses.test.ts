import { describe, expect, it } from 'vitest';
import type { AnalysisSummary } from '@kreolab/api-client';
import { analysisPath, pollingIntervalFor, researchDraftBody } from './analyses';

function analysis(partial: Partial<AnalysisSummary> & { id: number }): AnalysisSummary {
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

describe('analysisPath', () => {
  it.each([
    ['research', 'draft', '/labs/3/researches/9/details'],
    ['research', 'queued', '/labs/3/researches/9/progress'],
    ['research', 'processing', '/labs/3/researches/9/progress'],
    ['research', 'done', '/labs/3/researches/9/result'],
    ['research', 'failed', '/labs/3/researches/9/details'],
    ['research', 'canceled', '/labs/3/researches/9/details'],
    ['comparison', 'queued', '/labs/3/comparisons/9/progress'],
    ['comparison', 'processing', '/labs/3/comparisons/9/progress'],
    ['comparison', 'done', '/labs/3/comparisons/9/result'],
    ['comparison', 'failed', '/labs/3/comparisons/9/progress'],
  ] as const)('%s in %s opens %s', (type, status, path) => {
    expect(analysisPath('/labs/3', { id: 9, type, status })).toBe(path);
  });
});

describe('pollingIntervalFor', () => {
  it('polls only while something is queued or processing', () => {
    expect(pollingIntervalFor(undefined)).toBe(0);
    expect(
      pollingIntervalFor([
        analysis({ id: 1, status: 'done' }),
        analysis({ id: 2, status: 'failed' }),
      ]),
    ).toBe(0);
    expect(pollingIntervalFor([analysis({ id: 1, status: 'queued' })], 50)).toBe(50);
    expect(pollingIntervalFor([analysis({ id: 1, status: 'processing' })])).toBe(3000);
  });
});

describe('researchDraftBody', () => {
  it('is type, container and name', () => {
    expect(researchDraftBody({ lab_id: 3 }, 'Исследование 1')).toEqual({
      type: 'research',
      lab_id: 3,
      name: 'Исследование 1',
    });
  });
});
