import { describe, expect, it } from 'vitest';
import { findingFrames, frameLabels, frameUnit, runsOf } from './frameLabels';

type F = Parameters<typeof findingFrames>[1][number];
const video = (n: number): F[] =>
  Array.from({ length: n }, (_, i) => ({ index: i, time: i * 0.5, page: null, creative_id: 1 }));
const booklet = (pages: number[]): F[] =>
  pages.map((page, i) => ({ index: i, page, time: null, creative_id: 2 }));
const where = (frames: F[], indexes: number[] | undefined, index: number | null = null) =>
  findingFrames({ frame_indexes: indexes, frame_index: index }, frames, frameLabels(frames));

describe('runsOf', () => {
  it('joins consecutive numbers, in order and once each', () => {
    expect(runsOf([5, 0, 2, 1, 2])).toEqual([
      [0, 2],
      [5, 5],
    ]);
    expect(runsOf([])).toEqual([]);
  });
});

describe('findingFrames', () => {
  it('says nothing for a research of one frame or a finding without frames', () => {
    expect(where(video(1), [0])).toBeNull();
    expect(where(video(3), undefined)).toBeNull();
    expect(where(video(3), [])).toBeNull();
  });

  it('names every frame at once', () => {
    expect(where(video(3), [2, 0, 1])).toBe('Во всех кадрах');
    expect(where(booklet([1, 2]), [0, 1])).toBe('На всех страницах');
  });

  it('names a video’s frames by their times, runs as spans', () => {
    expect(where(video(10), [0, 1, 2, 3, 7])).toBe('Кадры: 0–1,5 с, 3,5 с');
    expect(where(video(10), [4])).toBe('Кадр: 2 с');
    // a finding stored before frame_indexes holds for its first frame alone
    expect(where(video(10), undefined, 4)).toBe('Кадр: 2 с');
  });

  it('names a booklet’s pages by their numbers, not by their order in the research', () => {
    expect(where(booklet([3, 1, 2, 5]), [0, 1, 2])).toBe('Страницы 1–3');
    expect(where(booklet([3, 1, 2, 5]), [3])).toBe('Страница 5');
  });

  it('stops a long list after five parts', () => {
    const every2nd = Array.from({ length: 8 }, (_, i) => i * 2);
    expect(where(video(20), every2nd)).toBe('Кадры: 0 с, 1 с, 2 с, 3 с, 4 с и ещё 3');
  });

  it('names the frames of several creatives by their files', () => {
    const frames: F[] = [
      { index: 0, page: null, time: null, creative_id: 7, creative_name: 'а.jpg' },
      { index: 1, page: 1, time: null, creative_id: 8, creative_name: 'б.pdf' },
      { index: 2, page: 2, time: null, creative_id: 8, creative_name: 'б.pdf' },
    ];
    expect(where(frames, [0, 2])).toBe('Кадры: а.jpg, б.pdf · стр. 2');
  });

  it('names separate images as creatives', () => {
    const frames: F[] = [
      { index: 0, page: null, time: null, creative_id: 7, creative_name: 'а.jpg' },
      { index: 1, page: null, time: null, creative_id: 8, creative_name: 'б.jpg' },
      { index: 2, page: null, time: null, creative_id: 9, creative_name: 'в.jpg' },
    ];
    expect(where(frames, [0, 1, 2])).toBe('Во всех креативах');
    expect(where(frames, [0, 2])).toBe('Креативы: а.jpg, в.jpg');
    expect(where(frames, [1])).toBe('Креатив: б.jpg');
    expect(frameUnit(frames)).toBe('creatives');
    expect(frameUnit(video(3))).toBe('frames');
    expect(frameUnit(booklet([1, 2]))).toBe('pages');
    // an image beside a booklet's pages: frames, not pages
    expect(frameUnit([frames[0]!, ...booklet([1, 2])])).toBe('frames');
  });

  it('names the versions of one file by their numbers', () => {
    const still = (index: number, creative_version: number | null, creative_id = 7): F => ({
      index,
      page: null,
      time: null,
      creative_id,
      creative_name: creative_id === 7 ? 'баннер.jpg' : 'другой.jpg',
      creative_version,
    });
    const frames = [still(0, 1), still(1, 3)];
    expect(frameUnit(frames)).toBe('versions');
    expect(frameLabels(frames)).toEqual(['Версия 1', 'Версия 3']);
    expect(where(frames, [1])).toBe('Версия 3');
    expect(where(frames, [0, 1])).toBe('Во всех версиях');
    // beside another file, each is named by its file and version
    const mixed = [still(0, 1), still(1, 2), still(2, 4, 8)];
    expect(frameLabels(mixed)).toEqual([
      'баннер.jpg · версия 1',
      'баннер.jpg · версия 2',
      'другой.jpg',
    ]);
    expect(frameUnit(mixed)).toBe('frames');
    // a booklet at two versions keeps its pages
    const pages: F[] = [1, 2].flatMap((v) =>
      [1, 2].map((page) => ({ ...still(0, v), index: (v - 1) * 2 + page - 1, page })),
    );
    expect(frameLabels(pages)).toEqual([
      'Версия 1 · стр. 1',
      'Версия 1 · стр. 2',
      'Версия 2 · стр. 1',
      'Версия 2 · стр. 2',
    ]);
    expect(frameUnit(pages)).toBe('pages');
    // one pinned version, or a result assembled before versions were told: no number
    expect(frameLabels([still(0, 2), still(1, 2)])).toEqual(['Кадр 1', 'Кадр 2']);
    expect(frameLabels([still(0, null), still(1, null)])).toEqual(['Кадр 1', 'Кадр 2']);
    expect(frameUnit([still(0, null), still(1, null)])).toBe('frames');
  });

  it('ignores an index the research no longer has', () => {
    expect(where(video(3), [1, 9])).toBe('Кадр: 0,5 с');
    expect(where(video(3), [9])).toBeNull();
  });
});
