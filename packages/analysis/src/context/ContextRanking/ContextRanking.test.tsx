import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPARISON_RESULT } from '../../dev/fixtures';
import { contextEntries, contextPlaces } from '../fixtures';
import { ContextRanking } from './ContextRanking';

describe('ContextRanking', () => {
  it('shows the server’s order and verdicts: the best by attention, «не различимы» for overlapping noticed shares', () => {
    const extra = contextEntries([101, 102]);
    // Б first in the comparison's own ranking: the block follows the context's order
    const ranking = [COMPARISON_RESULT.ranking[1]!, COMPARISON_RESULT.ranking[0]!].map((e) => ({
      ...e,
      ...extra.find((x) => x.research_id === e.research_id)!,
    }));
    render(
      <MantineProvider>
        <ContextRanking
          context={{ context_id: 'vk_feed', title: 'Лента ВКонтакте' }}
          ranking={ranking}
          places={contextPlaces([101, 102])}
          labelOf={(id) => (id === 101 ? 'Вариант А' : 'Вариант Б')}
        />
      </MantineProvider>,
    );
    expect(
      screen.getByRole('heading', { name: 'В контексте: Лента ВКонтакте' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Лучший: Вариант А')).toBeInTheDocument();
    expect(screen.getByText('не различимы')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'В контексте: Лента ВКонтакте' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('1Вариант А46 % при 33 % площади');
    expect(rows[1]).toHaveTextContent('2Вариант Б29 %');
  });

  it('names the server’s winner of each segment, whatever the shares', () => {
    const extra = contextEntries([101, 102]);
    const ranking = COMPARISON_RESULT.ranking.map((e, i) => ({ ...e, ...extra[i]! }));
    const places = contextPlaces([101, 102]);
    render(
      <MantineProvider>
        <ContextRanking
          context={{ context_id: 'vk_feed', title: 'Лента ВКонтакте' }}
          ranking={ranking}
          places={{
            attention: { order: [101, 102], winner: null },
            segments: places.segments.map((s) => ({ ...s, order: [102, 101], winner: 102 })),
          }}
          labelOf={(id) => (id === 101 ? 'Вариант А' : 'Вариант Б')}
        />
      </MantineProvider>,
    );
    expect(screen.getByText('не различимы')).toBeInTheDocument();
    expect(screen.getByText('Лучший: Вариант Б')).toBeInTheDocument();
    const segment = places.segments[0]!.name;
    const table = screen.getByRole('table', { name: `Заметят: ${segment}` });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('1Вариант Б74 %');
    expect(rows[1]).toHaveTextContent('2Вариант А81 %');
  });
});
