import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AnalysisList } from './AnalysisList';

const summary = {
  status: 'done' as const,
  saved: true,
  created_at: '2026-12-03T10:00:00Z',
  preview: null,
};

describe('AnalysisList', () => {
  it('says what each research was scored for, and nothing of the kind for a comparison', () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <AnalysisList
            basePath="/labs/3"
            analyzes={[
              {
                ...summary,
                id: 1,
                type: 'research',
                name: 'Лента',
                goal: 'awareness',
                placement: 'social_feed',
              },
              {
                ...summary,
                id: 2,
                type: 'research',
                name: 'Черновик',
                saved: false,
                status: 'draft',
              },
              { ...summary, id: 3, type: 'comparison', name: 'Сравнение' },
            ]}
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(within(screen.getByTestId('analysis-1')).getByTestId('scored-for')).toHaveTextContent(
      'Узнаваемость · Лента соцсетей',
    );
    // a draft has no settings yet, a comparison none of its own
    for (const id of [2, 3])
      expect(within(screen.getByTestId(`analysis-${id}`)).queryByTestId('scored-for')).toBeNull();
  });
});
