import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPARISON_RESULT } from '../../dev/fixtures';
import { contextEntries } from '../fixtures';
import { ContextRanking, rankPlaced } from './ContextRanking';

describe('rankPlaced', () => {
  it('names a winner only when it leads by more than the combined uncertainty', () => {
    const a = { id: 1, label: 'А', share: 0.8, range: { share: 0.8, low: 0.7, high: 0.9 } };
    const b = { id: 2, label: 'Б', share: 0.5, range: { share: 0.5, low: 0.4, high: 0.6 } };
    expect(rankPlaced([b, a])).toEqual({ order: [a, b], winner: 1 });
    const close = { ...b, share: 0.72, range: { share: 0.72, low: 0.62, high: 0.82 } };
    expect(rankPlaced([a, close]).winner).toBeNull();
    // ranges that overlap may still be apart: 0.18 ahead against √(0.1² + 0.1²) ≈ 0.14, the
    // rule of the comparison's noticed shares
    const behind = { ...b, share: 0.62, range: { share: 0.62, low: 0.52, high: 0.72 } };
    expect(rankPlaced([a, behind]).winner).toBe(1);
    // without ranges (the share of attention) the larger wins by 5 points or more
    expect(
      rankPlaced([
        { id: 1, label: 'А', share: 0.51 },
        { id: 2, label: 'Б', share: 0.48 },
      ]).winner,
    ).toBeNull();
    expect(
      rankPlaced([
        { id: 1, label: 'А', share: 0.3 },
        { id: 2, label: 'Б', share: 0.4 },
      ]).winner,
    ).toBe(2);
    expect(
      rankPlaced([
        { id: 1, label: 'А', share: 0.3 },
        { id: 2, label: 'Б', share: 0.3 },
      ]).winner,
    ).toBeNull();
  });
});

describe('ContextRanking', () => {
  it('ranks the variants by attention in the shared context and says «не различимы» for overlapping noticed shares', () => {
    const extra = contextEntries([101, 102]);
    // Б first in the server's order: the block orders by share of attention itself
    const ranking = [COMPARISON_RESULT.ranking[1]!, COMPARISON_RESULT.ranking[0]!].map((e) => ({
      ...e,
      ...extra.find((x) => x.research_id === e.research_id)!,
    }));
    render(
      <MantineProvider>
        <ContextRanking
          context={{ context_id: 'vk_feed', title: 'Лента ВКонтакте' }}
          ranking={ranking}
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

  it('shows nothing when fewer than two variants carry the context', () => {
    const { container } = render(
      <MantineProvider>
        <ContextRanking
          context={{ context_id: 'vk_feed', title: 'Лента ВКонтакте' }}
          ranking={COMPARISON_RESULT.ranking}
        />
      </MantineProvider>,
    );
    expect(container.querySelector('[data-testid="context-ranking"]')).toBeNull();
  });
});
