import { describe, expect, it } from 'vitest';
import { addFinding } from '../src/analyses/assemble';

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
