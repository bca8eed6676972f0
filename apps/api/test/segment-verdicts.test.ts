import { describe, expect, it } from 'vitest';
import { segmentVerdicts, verdictOf } from '../src/analyses/segment-verdicts';

// Who is noticed most on each element of a comparison's segment (`ComparisonSegment.verdicts`),
// decided once for the page's «Главные различия» and the PDF report.
type Segment = Parameters<typeof verdictOf>[0];
type Value = Segment['values'][number];

const range = (share: number, half: number) => ({ low: share - half, high: share + half });
/** A variant with a brand, a message and no call to action; brand shares as given. */
const value = (research_id: number, brand: number, over: Partial<Value> = {}): Value => ({
  research_id,
  brand: 'Креолаб',
  noticed_brand: brand,
  noticed_message: 0.5,
  noticed_cta: 0,
  uncertainty: 0.1,
  intervals: {
    noticed_brand: range(brand, 0.1),
    noticed_message: range(0.5, 0.1),
    noticed_cta: null,
  },
  ...over,
});
const segment = (values: Value[], distinguishable?: Segment['distinguishable']): Segment => ({
  segment_id: 1,
  name: 'Мамы',
  values,
  ...(distinguishable ? { distinguishable } : {}),
});
const LEADS = (research_id: number, runner_up_id: number | null) => ({
  kind: 'leads',
  research_id,
  runner_up_id,
});
const SAME = { kind: 'indistinguishable', research_id: null, runner_up_id: null };
const NONE = { kind: 'none', research_id: null, runner_up_id: null };

describe('segmentVerdicts', () => {
  it('follows the stored `distinguishable`: a leader where it says apart, else «не различимы»', () => {
    const s = segment([value(1, 0.6), value(2, 0.9)], {
      noticed_brand: true,
      noticed_message: false,
      noticed_cta: false,
    });
    expect(segmentVerdicts(s)).toEqual({
      noticed_brand: LEADS(2, 1),
      noticed_message: SAME,
      // no variant has a call to action
      noticed_cta: NONE,
    });
    // the same shares with the stored verdict the other way: the stored verdict decides
    expect(
      verdictOf(
        { ...s, distinguishable: { ...s.distinguishable!, noticed_brand: false } },
        'noticed_brand',
      ),
    ).toEqual(SAME);
  });

  it('judges results stored before `distinguishable` on their ranges, then on `uncertainty`', () => {
    // 0.3 apart, combined half-widths √(0.1² + 0.1²) ≈ 0.14
    expect(verdictOf(segment([value(1, 0.9), value(2, 0.6)]), 'noticed_brand')).toEqual(
      LEADS(1, 2),
    );
    // 0.1 apart: within
    expect(verdictOf(segment([value(1, 0.7), value(2, 0.6)]), 'noticed_brand')).toEqual(SAME);
    // no ranges stored: ± uncertainty; 0.9167 vs 0.5833 is 0.333 apart, √(0.2217² + 0.2436²) ≈ 0.329
    const old = (id: number, share: number, uncertainty: number) => {
      const { intervals: _, brand: __, ...v } = value(id, share, { uncertainty });
      return v as Value;
    };
    expect(
      verdictOf(segment([old(1, 0.9167, 0.2217), old(2, 0.5833, 0.2436)]), 'noticed_brand'),
    ).toEqual(LEADS(1, 2));
    expect(verdictOf(segment([old(1, 0.9167, 0.3), old(2, 0.5833, 0.3)]), 'noticed_brand')).toEqual(
      SAME,
    );
  });

  it('a variant without the element counts as noticed by nobody, with no uncertainty', () => {
    const cta = (id: number, share: number | null) =>
      value(id, 0.5, {
        noticed_cta: share ?? 0,
        intervals: {
          noticed_brand: range(0.5, 0.1),
          noticed_message: range(0.5, 0.1),
          noticed_cta: share === null ? null : range(share, 0.1),
        },
      });
    // the only one with a button: leads with no runner-up, 0.3 beyond 0.1
    expect(verdictOf(segment([cta(1, null), cta(2, 0.3)]), 'noticed_cta')).toEqual(LEADS(2, null));
    expect(verdictOf(segment([cta(1, null), cta(2, 0.05)]), 'noticed_cta')).toEqual(SAME);
    // of three, the runner-up is the second with a button
    expect(verdictOf(segment([cta(1, null), cta(2, 0.3), cta(3, 0.8)]), 'noticed_cta')).toEqual(
      LEADS(3, 2),
    );
    // a single variant has nobody to lead
    expect(verdictOf(segment([cta(2, 0.3)]), 'noticed_cta')).toEqual(NONE);
  });

  it('equal shares are «не различимы» whatever the stored verdict says', () => {
    const s = segment([value(1, 0.6), value(2, 0.6)], {
      noticed_brand: true,
      noticed_message: true,
      noticed_cta: false,
    });
    expect(verdictOf(s, 'noticed_brand')).toEqual(SAME);
  });

  it('leaves out of the brand a variant that named none or whose named brand was read on no line', () => {
    const unnamed = value(2, 0, {
      brand: null,
      intervals: { noticed_brand: null, noticed_message: range(0.5, 0.1), noticed_cta: null },
    });
    const unread = { ...unnamed, brand: 'Креолаб' };
    // counted as nobody's, either would make variant 1 the leader
    for (const other of [unnamed, unread]) {
      expect(verdictOf(segment([value(1, 0.9), other]), 'noticed_brand')).toEqual(NONE);
      expect(
        verdictOf(
          segment([value(1, 0.9), other], {
            noticed_brand: true,
            noticed_message: false,
            noticed_cta: false,
          }),
          'noticed_brand',
        ),
      ).toEqual(NONE);
      // the other elements still compare them
      expect(verdictOf(segment([value(1, 0.9), other]), 'noticed_message')).toEqual(SAME);
    }
    // of three, the two that were judged
    expect(verdictOf(segment([value(1, 0.3), unread, value(3, 0.9)]), 'noticed_brand')).toEqual(
      LEADS(3, 1),
    );
  });
});
