import { distinguishable } from '@kreolab/engine';
import type { components } from '@kreolab/api-spec';

type Segment = Omit<components['schemas']['ComparisonSegment'], 'verdicts'>;
type Value = Segment['values'][number];
type Verdict = components['schemas']['SegmentVerdict'];
export type NoticedMeasure = 'noticed_brand' | 'noticed_message' | 'noticed_cta';

/**
 * The research named a brand and no line was read as it (a logo drawn as a picture, maybe): its
 * share is unknown, not nobody's (its interval is null). The report's cells and the verdicts
 * read it alike.
 */
export const brandUnread = (v: {
  brand?: string | null;
  intervals?: { noticed_brand: unknown } | null;
}) => typeof v.brand === 'string' && v.intervals?.noticed_brand === null;

/**
 * A variant's share of an element, or null where it has none: its interval is null (the creative
 * lacks the element, or its named brand was read on no line).
 */
function shareOf(v: Value, measure: NoticedMeasure): number | null {
  if (v.intervals && v.intervals[measure] === null) return null;
  const share = v[measure];
  return Number.isFinite(share) ? share : null;
}

/**
 * Whether a variant is judged on an element: on the brand, not one whose research named none
 * (`brand` null: not looked for) nor one whose named brand was read on no line (its share is
 * unknown, as its score counts it); counted as noticed by nobody, either would make the other
 * the leader. Results stored before `brand` judge every variant.
 */
function judged(v: Value, measure: NoticedMeasure): boolean {
  return measure !== 'noticed_brand' || (v.brand !== null && !brandUnread(v));
}

/** A share with its 95 % range: the stored interval, else ± the value's `uncertainty`. */
function ranged(v: Value, measure: NoticedMeasure, share: number) {
  const i = v.intervals?.[measure];
  return i
    ? { share, low: i.low, high: i.high }
    : { share, low: share - v.uncertainty, high: share + v.uncertainty };
}

/**
 * Who is noticed most on one element of a segment (`ComparisonSegment.verdicts`), decided here
 * once for the comparison page's «Главные различия» and shares table and the PDF report. A judged
 * variant without the element counts as noticed by nobody, with no uncertainty. Whether the
 * lead is beyond the uncertainty is the stored `distinguishable` (decided when the comparison was
 * made); results stored before it are judged the same way on their own ranges.
 */
export function verdictOf(segment: Segment, measure: NoticedMeasure): Verdict {
  const none: Verdict = { kind: 'none', research_id: null, runner_up_id: null };
  const pool = segment.values.filter((v) => judged(v, measure));
  const found = pool
    .map((v) => ({ v, share: shareOf(v, measure) }))
    .filter((x): x is { v: Value; share: number } => x.share !== null)
    .sort((a, b) => b.share - a.share);
  const best = found[0];
  if (!best || pool.length < 2) return none;
  const next = found[1];
  const runnerUp = next?.share ?? 0;
  const apart =
    segment.distinguishable?.[measure] ??
    distinguishable(
      ranged(best.v, measure, best.share),
      next ? ranged(next.v, measure, next.share) : { share: 0, low: 0, high: 0 },
    );
  if (!apart || best.share === runnerUp)
    return { kind: 'indistinguishable', research_id: null, runner_up_id: null };
  return {
    kind: 'leads',
    research_id: best.v.research_id,
    runner_up_id: next?.v.research_id ?? null,
  };
}

/** The verdicts of a segment's three elements. */
export function segmentVerdicts(segment: Segment): Record<NoticedMeasure, Verdict> {
  return {
    noticed_brand: verdictOf(segment, 'noticed_brand'),
    noticed_message: verdictOf(segment, 'noticed_message'),
    noticed_cta: verdictOf(segment, 'noticed_cta'),
  };
}
