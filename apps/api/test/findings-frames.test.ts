import { describe, expect, it } from 'vitest';
import { addFinding } from '../src/analyses/assemble';
import { findingFramesWords, frameNoun, moreFramesWords } from '../src/analyses/report-findings';

const problem = {
  kind: 'problem' as const,
  text: 'У макета нет ясного акцента.',
  recommendation: 'Выделите главное.',
};
const strength = {
  kind: 'strength' as const,
  text: 'Бренд заметен.',
  recommendation: 'Так держать.',
};

// A finding of several frames was listed with its first frame alone, so on the result page
// every other frame of a video showed «Замечаний нет.» in «Главное» beside the same problems.
describe('addFinding', () => {
  it('lists a text once, with every frame it holds for, in order', () => {
    const list: Parameters<typeof addFinding>[0] = [];
    addFinding(list, problem, 0, true);
    addFinding(list, strength, 1, true);
    addFinding(list, problem, 2, true);
    addFinding(list, problem, 2, true);
    addFinding(list, problem, 3, true);
    expect(list).toEqual([
      {
        severity: 'warn',
        frame_index: 0,
        frame_indexes: [0, 2, 3],
        text: problem.text,
        recommendation: problem.recommendation,
      },
      {
        severity: 'info',
        frame_index: 1,
        frame_indexes: [1],
        text: strength.text,
        recommendation: strength.recommendation,
      },
    ]);
  });

  it('keeps a research of one frame without frames', () => {
    const list: Parameters<typeof addFinding>[0] = [];
    addFinding(list, problem, 0, false);
    expect(list).toEqual([
      {
        severity: 'warn',
        frame_index: null,
        text: problem.text,
        recommendation: problem.recommendation,
      },
    ]);
  });
});

// The report listed each finding once for the whole research without saying which frames.
describe('findingFramesWords', () => {
  const f = (frame_indexes: number[] | undefined, frame_index: number | null = null) => ({
    severity: 'warn' as const,
    frame_index,
    frame_indexes,
    text: problem.text,
    recommendation: problem.recommendation,
  });
  it("numbers the frames as the report's headings do, runs as spans", () => {
    expect(findingFramesWords(f([0, 1, 2, 4, 7, 8]), 10)).toBe('Кадры 1–3, 5, 8–9');
    expect(findingFramesWords(f([3]), 10)).toBe('Кадр 4');
    expect(findingFramesWords(f([2, 0, 1]), 3)).toBe('Во всех кадрах');
  });
  it('names separate images creatives, as the result page does', () => {
    expect(findingFramesWords(f([0, 1]), 2, 'creatives')).toBe('Во всех креативах');
    expect(findingFramesWords(f([1]), 3, 'creatives')).toBe('Креатив 2');
    expect(findingFramesWords(f([0, 2]), 3, 'creatives')).toBe('Креативы 1, 3');
    const still = (creative_id: number) => ({ time: null, page: null, creative_id });
    expect(frameNoun([still(1), still(2)])).toBe('creatives');
    expect(frameNoun([still(1), { time: 0.5, page: null, creative_id: 1 }])).toBe('frames');
    expect(frameNoun([still(1), { time: null, page: 2, creative_id: 2 }])).toBe('frames');
  });
  it('reads a finding stored before frame_indexes by its first frame', () => {
    expect(findingFramesWords(f(undefined, 1), 3)).toBe('Кадр 2');
  });
  it('says nothing for one frame, no frames or frames the research lacks', () => {
    expect(findingFramesWords(f(undefined, null), 1)).toBeNull();
    expect(findingFramesWords(f([0]), 1)).toBeNull();
    expect(findingFramesWords(f(undefined, null), 3)).toBeNull();
    expect(findingFramesWords(f([5]), 3)).toBeNull();
  });
});

describe('moreFramesWords', () => {
  it('says the frames beyond the report in the right form («Ещё 1 кадров» before)', () => {
    expect(moreFramesWords(1)).toBe('Ещё 1 кадр — в результате на сайте.');
    expect(moreFramesWords(3)).toBe('Ещё 3 кадра — в результате на сайте.');
    expect(moreFramesWords(89)).toBe('Ещё 89 кадров — в результате на сайте.');
    expect(moreFramesWords(11)).toBe('Ещё 11 кадров — в результате на сайте.');
    expect(moreFramesWords(2, 'creatives')).toBe('Ещё 2 креатива — в результате на сайте.');
  });
});
