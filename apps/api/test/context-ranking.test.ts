import { describe, expect, it } from 'vitest';
import { contextRanking, rankPlaced } from '../src/analyses/context';

// The verdicts of variants placed in one context, decided once for the comparison page and its
// PDF report (`context_ranking`).
describe('rankPlaced', () => {
  const at = (id: number, share: number, half?: number) => ({
    id,
    share,
    ...(half === undefined ? {} : { range: { share, low: share - half, high: share + half } }),
  });

  it('names the best share of attention only when it leads by 5 points or more', () => {
    expect(rankPlaced([at(1, 0.45), at(2, 0.6)]).winner).toBe(2);
    expect(rankPlaced([at(1, 0.45), at(2, 0.6)]).order.map((p) => p.id)).toEqual([2, 1]);
    expect(rankPlaced([at(1, 0.5), at(2, 0.54)]).winner).toBeNull();
    expect(rankPlaced([at(1, 0.5), at(2, 0.5)]).winner).toBeNull();
  });

  it('names the best noticed share only beyond the two ranges’ combined half-widths', () => {
    // √(0.1² + 0.1²) ≈ 0.141: ranges that overlap may still be apart
    expect(rankPlaced([at(1, 0.5, 0.1), at(2, 0.65, 0.1)]).winner).toBe(2);
    expect(rankPlaced([at(1, 0.8, 0.1), at(2, 0.62, 0.1)]).winner).toBe(1);
    expect(rankPlaced([at(1, 0.5, 0.1), at(2, 0.63, 0.1)]).winner).toBeNull();
    expect(rankPlaced([at(1, 0.8, 0.1), at(2, 0.72, 0.1)]).winner).toBeNull();
  });

  it('lets a best with a range win over a runner-up without one, and names a lone variant', () => {
    expect(rankPlaced([at(1, 0.5, 0.1), at(2, 0.49)]).winner).toBe(1);
    expect(rankPlaced([at(1, 0.3)]).winner).toBe(1);
    expect(rankPlaced([]).winner).toBeNull();
  });
});

describe('contextRanking', () => {
  const noticed = (share: number) => ({ share, low: share - 0.1, high: share + 0.1 });
  const segment = (segment_id: number, share: number) => ({
    segment_id,
    name: segment_id === 1 ? 'Молодёжь' : 'Родители',
    noticed: noticed(share),
    ttff_ms: 300,
    brand_noticed: null,
    cta_noticed: null,
  });
  const entry = (research_id: number, attention: number, shares: [number, number] | [number]) => ({
    research_id,
    context: {
      attention_share: attention,
      area_share: 0.33,
      segments: shares.map((share, i) => segment(i + 1, share)),
    },
  });

  it('ranks the placed variants by attention and per segment, each with its winner', () => {
    expect(contextRanking([entry(101, 0.29, [0.74, 0.4]), entry(102, 0.46, [0.81, 0.7])])).toEqual({
      attention: { order: [102, 101], winner: 102 },
      segments: [
        { segment_id: 1, name: 'Молодёжь', order: [102, 101], winner: null },
        { segment_id: 2, name: 'Родители', order: [102, 101], winner: 102 },
      ],
    });
  });

  it('counts a segment a variant lacks as nobody noticing, and needs two placed variants', () => {
    const ranked = contextRanking([entry(1, 0.4, [0.5, 0.6]), entry(2, 0.3, [0.9])]);
    expect(ranked!.segments[1]).toEqual({
      segment_id: 2,
      name: 'Родители',
      order: [1, 2],
      winner: 1,
    });
    expect(contextRanking([entry(1, 0.4, [0.5]), { research_id: 2 }])).toBeNull();
    expect(contextRanking([])).toBeNull();
  });
});
