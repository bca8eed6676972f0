import { describe, expect, it } from 'vitest';
import { findingSeverity, sharedRanks } from '../src/analyses/assemble';

// A comparison's places (issue 6 e2e: two banners both focused at 100 were shown as #1 and #2).
describe('sharedRanks', () => {
  it('gives equal values of a best-first list the same, better place', () => {
    expect(sharedRanks([100, 100])).toEqual([1, 1]);
    expect(sharedRanks([90, 80, 80, 70])).toEqual([1, 2, 2, 4]);
    expect(sharedRanks([15, 28])).toEqual([1, 2]);
    expect(sharedRanks([])).toEqual([]);
  });
});

// An engine finding the calibration cannot decide (the call to action may go unseen) is a risk:
// it is shown with the problems, not with the strengths.
describe('findingSeverity', () => {
  it('shows strengths as information and problems and undecided findings as warnings', () => {
    expect(findingSeverity('strength')).toBe('info');
    expect(findingSeverity('problem')).toBe('warn');
    expect(findingSeverity('uncertain')).toBe('warn');
  });
});
