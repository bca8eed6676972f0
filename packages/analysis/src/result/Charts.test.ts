import { describe, expect, it } from 'vitest';
import { shareTicks } from './Charts';

describe('the attention chart’s share axis', () => {
  it('counts in whole steps from 0 past the largest share', () => {
    // the axis read 0, 9, 18, 27, 36 % for a largest share of 36 %
    expect(shareTicks(36)).toEqual([0, 10, 20, 30, 40]);
    expect(shareTicks(37.5)).toEqual([0, 10, 20, 30, 40]);
    expect(shareTicks(8.4)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(shareTicks(22)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(shareTicks(61)).toEqual([0, 20, 40, 60, 80]);
    expect(shareTicks(100)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('keeps a step for a chart of empty regions', () => {
    expect(shareTicks(0)).toEqual([0, 2]);
  });
});
