import type { FeedbackItem } from '@kreolab/api-client';
import { describe, expect, it } from 'vitest';
import {
  analysisSlice,
  feedbackAdded,
  feedbackAdvanced,
  makeInitialAnalysisState,
  opacitySet,
  regionDrawn,
  regionRemoved,
  resultOpened,
  selectCurrentFeedback,
  selectShowFeedback,
} from './analysisSlice';

const reduce = analysisSlice.reducer;
const fb = (id: number): FeedbackItem => ({
  id,
  segment_id: 0,
  batch: 1,
  frame_index: 0,
  viewer: { name: 'Анна', age: 29, gender: 'female', device: 'телефон', viewing_time: 1.2 },
  noticed: [],
  missed: [],
  read: [],
  text: `Отзыв ${id}`,
});

describe('feedback, one at a time (product-spec §4)', () => {
  it('advancing moves to the next; past the last empties the list and hides it', () => {
    let s = reduce(makeInitialAnalysisState(1), feedbackAdded([fb(1), fb(2)]));
    expect(selectShowFeedback({ analysis: s })).toBe(true);
    expect(selectCurrentFeedback({ analysis: s })?.id).toBe(1);
    s = reduce(s, feedbackAdvanced());
    expect(selectCurrentFeedback({ analysis: s })?.id).toBe(2);
    s = reduce(s, feedbackAdvanced());
    expect(s.feedback).toEqual([]);
    expect(s.showFeedback).toBe(false);
    expect(selectCurrentFeedback({ analysis: s })).toBeNull();
  });

  it('appends new batches without duplicates', () => {
    let s = reduce(makeInitialAnalysisState(1), feedbackAdded([fb(1)]));
    s = reduce(s, feedbackAdded([fb(1), fb(3)]));
    expect(s.feedback.map((f) => f.id)).toEqual([1, 3]);
  });
});

describe('viewer state', () => {
  it('clamps the opacity, numbers drawn regions and resets for another analysis', () => {
    let s = reduce(makeInitialAnalysisState(1), opacitySet(3));
    expect(s.opacity).toBe(1);
    s = reduce(s, regionDrawn({ frame: 0, bbox: { x: 1, y: 2, width: 3, height: 4 } }));
    s = reduce(s, regionDrawn({ frame: 0, bbox: { x: 1, y: 2, width: 3, height: 4 } }));
    expect(s.drawn.map((r) => r.id)).toEqual(['custom-1', 'custom-2']);
    s = reduce(s, regionRemoved('custom-1'));
    expect(s.drawn.map((r) => r.id)).toEqual(['custom-2']);
    expect(reduce(s, resultOpened(1))).toBe(s);
    expect(reduce(s, resultOpened(2))).toEqual(makeInitialAnalysisState(2));
  });
});
