// The brief form's values, its validation (product-spec §5 messages, the contract's limits)
// and the conversion to the contract's BriefInput.
import type { Brief, BriefInput, Gender, Goal, Placement } from '@kreolab/api-client';
import { ANALYSIS_TEXTS, namesBrand } from '@kreolab/entities';
import { validationMessage } from '@kreolab/i18n-ru';
import { BRIEFS_TEXTS } from '../texts';

export const LIMITS = {
  name: 255,
  brand: 255,
  product: 255,
  category: 255,
  audience: 2000,
  keyMessage: 1000,
  segments: 10,
  interests: 30,
  interest: 100,
  ageMin: 14,
  ageMax: 100,
} as const;

export interface SegmentValues {
  /** A stable React key (segments without an id are new). */
  key: string;
  id?: number;
  name: string;
  /** '' while empty (Mantine NumberInput). */
  age_from: number | string;
  age_to: number | string;
  gender: Gender;
  interests: string[];
}

export interface BriefFormValues {
  name: string;
  brand: string;
  product: string;
  category: string;
  goal: Goal | null;
  audience: string;
  key_message: string;
  placements: Placement[];
  segments: SegmentValues[];
}

let keySeq = 0;
const nextKey = () => `segment-${++keySeq}`;

export function newSegment(): SegmentValues {
  return { key: nextKey(), name: '', age_from: 18, age_to: 65, gender: 'any', interests: [] };
}

export function briefFormValues(brief?: Brief | null): BriefFormValues {
  if (!brief) {
    return {
      name: '',
      brand: '',
      product: '',
      category: '',
      goal: null,
      audience: '',
      key_message: '',
      placements: [],
      segments: [newSegment()],
    };
  }
  return {
    name: brief.name,
    brand: brief.brand,
    product: brief.product,
    category: brief.category,
    goal: brief.goal,
    audience: brief.audience,
    key_message: brief.key_message,
    placements: [...brief.placements],
    segments: brief.segments.map((s) => ({
      key: nextKey(),
      id: s.id,
      name: s.name,
      age_from: s.age_from,
      age_to: s.age_to,
      gender: s.gender,
      interests: [...s.interests],
    })),
  };
}

type Errors = Record<string, string>;

function text(errors: Errors, path: string, value: string, max: number, required: boolean) {
  const v = value.trim();
  if (required && !v) errors[path] = validationMessage('required');
  else if (v.length > max) errors[path] = validationMessage('maxLength', { max });
}

/** An age field: a whole number from 14 to 100; returns it when valid. */
function age(errors: Errors, path: string, value: number | string): number | null {
  if (value === '' || value === null || value === undefined) {
    errors[path] = validationMessage('required');
    return null;
  }
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n)) {
    errors[path] = validationMessage('numeric');
    return null;
  }
  if (n < LIMITS.ageMin) errors[path] = validationMessage('minValue', { min: LIMITS.ageMin });
  else if (n > LIMITS.ageMax) errors[path] = validationMessage('maxValue', { max: LIMITS.ageMax });
  else return n;
  return null;
}

/** Field path (Mantine form's dotted paths, as the server's 422 `fields`) → one message. */
export function validateBrief(values: BriefFormValues): Errors {
  const errors: Errors = {};
  text(errors, 'name', values.name, LIMITS.name, true);
  text(errors, 'brand', values.brand, LIMITS.brand, true);
  // the server refuses a name the engine cannot look for (no letter or digit), in its words
  if (!errors.brand && !namesBrand(values.brand)) errors.brand = ANALYSIS_TEXTS.brandNoLetters;
  text(errors, 'product', values.product, LIMITS.product, true);
  text(errors, 'category', values.category, LIMITS.category, false);
  if (!values.goal) errors.goal = validationMessage('required');
  text(errors, 'audience', values.audience, LIMITS.audience, false);
  text(errors, 'key_message', values.key_message, LIMITS.keyMessage, false);

  if (values.segments.length === 0) errors.segments = BRIEFS_TEXTS.atLeastOneSegment;
  else if (values.segments.length > LIMITS.segments)
    errors.segments = validationMessage('maxValue', { max: LIMITS.segments });
  values.segments.forEach((s, i) => {
    const at = `segments.${i}`;
    text(errors, `${at}.name`, s.name, LIMITS.name, true);
    const from = age(errors, `${at}.age_from`, s.age_from);
    const to = age(errors, `${at}.age_to`, s.age_to);
    if (from !== null && to !== null && from > to) {
      errors[`${at}.age_to`] = validationMessage('minValue', { min: from });
    }
    if (s.interests.length > LIMITS.interests) {
      errors[`${at}.interests`] = validationMessage('maxValue', { max: LIMITS.interests });
    } else if (s.interests.some((t) => t.trim().length > LIMITS.interest)) {
      errors[`${at}.interests`] = validationMessage('maxLength', { max: LIMITS.interest });
    }
  });
  return errors;
}

/** The contract's body; call only after validateBrief found nothing. */
export function toBriefInput(values: BriefFormValues): BriefInput {
  return {
    name: values.name.trim(),
    brand: values.brand.trim(),
    product: values.product.trim(),
    category: values.category.trim(),
    goal: values.goal ?? 'awareness',
    audience: values.audience.trim(),
    key_message: values.key_message.trim(),
    placements: [...values.placements],
    segments: values.segments.map((s) => ({
      ...(s.id !== undefined ? { id: s.id } : {}),
      name: s.name.trim(),
      age_from: Number(s.age_from),
      age_to: Number(s.age_to),
      gender: s.gender,
      interests: [...new Set(s.interests.map((t) => t.trim()).filter(Boolean))],
    })),
  };
}
