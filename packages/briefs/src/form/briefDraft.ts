// The brief form's unsaved input, kept in the tab's sessionStorage while the user types: a brief
// is many fields and segments, and it was lost to a reload, to a session that expired under the
// form (sign-in comes back to the page, with an empty form) and to a link followed by mistake.
// The page clears it once the brief is saved or the form cancelled; a deliberate «Выйти» clears
// the tab's sessionStorage (auth's logout), and so does another user's sign-in at this tab
// (auth's `claimFor`).
import { readStored, writeStored } from '@kreolab/entities';
import { GOAL_LABELS, PLACEMENT_LABELS } from '../texts';
import { newSegment, type BriefFormValues, type SegmentValues } from './briefForm';

const PREFIX = 'kreolab.brief-draft.';

/** The draft of a new brief, or of the edit of brief `briefId`. */
export const briefDraftKey = (briefId?: number | null) => `${PREFIX}${briefId ?? 'new'}`;

/** The values without the segments' React keys, which a reload makes anew. */
function comparable(values: BriefFormValues): string {
  return JSON.stringify({ ...values, segments: values.segments.map(({ key: _, ...s }) => s) });
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isAge = (v: unknown) => v === '' || (typeof v === 'number' && Number.isFinite(v));

function segmentOf(raw: unknown): SegmentValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const s = raw as Record<string, unknown>;
  if (!isString(s.name) || !isAge(s.age_from) || !isAge(s.age_to)) return null;
  if (!['any', 'male', 'female'].includes(s.gender as string)) return null;
  if (!Array.isArray(s.interests) || !s.interests.every(isString)) return null;
  return {
    ...newSegment(),
    ...(typeof s.id === 'number' ? { id: s.id } : {}),
    name: s.name,
    age_from: s.age_from as number | string,
    age_to: s.age_to as number | string,
    gender: s.gender as SegmentValues['gender'],
    interests: s.interests,
  };
}

/**
 * The kept input, read over the form's own values field by field (a field of another shape, from
 * an older build or edited by hand, keeps the form's value); null when there is none or it does
 * not differ from the form's values.
 */
export function readBriefDraft(key: string, form: BriefFormValues): BriefFormValues | null {
  let raw: unknown;
  try {
    raw = JSON.parse(readStored(key, 'session') ?? 'null');
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const d = raw as Record<string, unknown>;
  const text = (field: 'name' | 'brand' | 'product' | 'category' | 'audience' | 'key_message') =>
    isString(d[field]) ? (d[field] as string) : form[field];
  const segments = Array.isArray(d.segments)
    ? d.segments.map(segmentOf).filter((s): s is SegmentValues => s !== null)
    : [];
  const values: BriefFormValues = {
    name: text('name'),
    brand: text('brand'),
    product: text('product'),
    category: text('category'),
    goal:
      isString(d.goal) && Object.hasOwn(GOAL_LABELS, d.goal)
        ? (d.goal as BriefFormValues['goal'])
        : form.goal,
    audience: text('audience'),
    key_message: text('key_message'),
    placements:
      Array.isArray(d.placements) &&
      d.placements.every((p) => isString(p) && Object.hasOwn(PLACEMENT_LABELS, p))
        ? (d.placements as BriefFormValues['placements'])
        : form.placements,
    segments: segments.length > 0 ? segments : form.segments,
  };
  return comparable(values) === comparable(form) ? null : values;
}

/** Keeps `values`, or forgets the draft when they are the form's own (nothing to restore). */
export function saveBriefDraft(key: string, values: BriefFormValues, form: BriefFormValues): void {
  const kept = comparable(values);
  writeStored(key, kept === comparable(form) ? null : kept, 'session');
}

/** Whether input is kept under `key` (the brief's page opens its form to show it). */
export function hasBriefDraft(key: string): boolean {
  return readStored(key, 'session') !== null;
}

export function clearBriefDraft(key: string): void {
  writeStored(key, null, 'session');
}
