import { describe, expect, it } from 'vitest';
import { rankPlaced } from '../src/analyses/context';

// the comparison report's «В контексте» verdicts, by the result page's rule
// (packages/analysis ContextRanking `rankPlaced`)
describe('rankPlaced', () => {
  const at = (name: string, share: number, half?: number) => ({
    at: 0,
    name,
    share,
    ...(half === undefined ? {} : { range: { share, low: share - half, high: share + half } }),
  });

  it('names the best share of attention only when it leads by 5 points or more', () => {
    expect(rankPlaced([at('А', 0.45), at('Б', 0.6)]).winner).toBe('Б');
    expect(rankPlaced([at('А', 0.45), at('Б', 0.6)]).order.map((p) => p.name)).toEqual(['Б', 'А']);
    expect(rankPlaced([at('А', 0.5), at('Б', 0.54)]).winner).toBeNull();
    expect(rankPlaced([at('А', 0.5), at('Б', 0.5)]).winner).toBeNull();
  });

  it('names the best noticed share only beyond the two ranges’ combined half-widths', () => {
    // √(0.1² + 0.1²) ≈ 0.141
    expect(rankPlaced([at('А', 0.5, 0.1), at('Б', 0.65, 0.1)]).winner).toBe('Б');
    expect(rankPlaced([at('А', 0.5, 0.1), at('Б', 0.63, 0.1)]).winner).toBeNull();
  });

  it('names a lone variant and nothing of none', () => {
    expect(rankPlaced([at('А', 0.3)]).winner).toBe('А');
    expect(rankPlaced([]).winner).toBeNull();
  });
});
