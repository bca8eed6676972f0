import type * as Engine from '@kreolab/engine';
import type { SegmentJson } from './model';

export type EngineModule = typeof Engine;
export type ViewableFrame = Engine.ViewableFrame;
export type FrameResult = Engine.FrameResult;
export type ColourResult = Engine.ColourResult;
export type Region = Engine.Region;

let loading: Promise<EngineModule> | null = null;
/**
 * The engine loads its face model and OCR workers on first use; an API-only process or a test
 * that never analyses does not pay for importing it.
 */
export function engine(): Promise<EngineModule> {
  loading ??= import('@kreolab/engine');
  return loading;
}

export function isIncorrectImage(error: unknown): boolean {
  const e = error as { name?: string; code?: string } | null;
  return (
    e?.name === 'EngineError' && (e.code === 'INCORRECT_IMAGE' || e.code === 'UNSUPPORTED_FORMAT')
  );
}

/** What is kept per frame to simulate more viewers later: the map's floats as a plain array. */
export interface StoredViewable extends Omit<ViewableFrame, 'map'> {
  map: { w: number; h: number; d: number[] };
}

export function storeViewable(v: ViewableFrame): StoredViewable {
  return {
    ...v,
    map: { w: v.map.w, h: v.map.h, d: Array.from(v.map.d, (x) => +x.toPrecision(6)) },
  };
}

export function loadViewable(v: StoredViewable): ViewableFrame {
  return { ...v, map: { w: v.map.w, h: v.map.h, d: Float32Array.from(v.map.d) } };
}

/** A segment of the API as the engine's population model takes it. */
export function engineSegment(s: SegmentJson): Engine.Segment {
  return {
    id: String(s.id),
    name: s.name,
    age_min: s.age_from,
    age_max: s.age_to,
    interests: s.interests,
    female_share: s.gender === 'female' ? 1 : s.gender === 'male' ? 0 : 0.5,
  };
}
