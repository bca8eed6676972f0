import { describe, expect, it } from 'vitest';
import {
  addFinding,
  brandElsewhere,
  callElsewhere,
  creativeOfFrames,
  mergeSeenShares,
} from '../src/analyses/assemble';
import { brandRegions, FRAMES_PER_JOB, itemChunks } from '../src/analyses/jobs';
import {
  findingFramesWords,
  frameNoun,
  frameNumber,
  moreFramesWords,
  versionsOf,
} from '../src/analyses/report-findings';

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

// A 4-second clip listed «Призыв «Купить» замечают 77 % зрителей», «… 76 % …», «… 75 % …» as
// three findings, one a frame.
describe('mergeSeenShares', () => {
  const seen = (share: number, low: number, high: number) => ({
    kind: 'strength' as const,
    text: `Призыв «Купить» замечают ${share} % зрителей (от ${low} до ${high} %).`,
    recommendation: 'Сохраните размер и место кнопки.',
  });
  it('makes one finding of a creative’s frames that differ in the share alone', () => {
    const list: Parameters<typeof addFinding>[0] = [];
    addFinding(list, seen(77, 38, 100), 0, true);
    addFinding(list, problem, 0, true);
    addFinding(list, seen(76, 38, 100), 1, true);
    addFinding(list, seen(75, 34, 100), 2, true);
    // the fourth frame is another creative (a banner beside the clip): its own figures
    addFinding(list, seen(62, 20, 97), 3, true);
    // the same words with another recommendation is another finding
    addFinding(list, { ...seen(70, 30, 100), recommendation: 'Другое.' }, 1, true);
    mergeSeenShares(list, ['video:0', 'video:0', 'video:0', 'item:1']);
    expect(list.map((f) => [f.text, f.frame_indexes])).toEqual([
      ['Призыв «Купить» замечают 75–77 % зрителей (от 34 до 100 %).', [0, 1, 2]],
      [problem.text, [0]],
      ['Призыв «Купить» замечают 62 % зрителей (от 20 до 97 %).', [3]],
      ['Призыв «Купить» замечают 70 % зрителей (от 30 до 100 %).', [1]],
    ]);
    expect(list[0]!.frame_index).toBe(0);
  });

  it('keeps a finding whose frames are of several creatives, and one of a single frame', () => {
    const list: Parameters<typeof addFinding>[0] = [];
    addFinding(list, seen(77, 38, 100), 0, true);
    addFinding(list, seen(77, 38, 100), 1, true);
    addFinding(list, seen(75, 34, 100), 2, true);
    mergeSeenShares(list, ['item:0', 'item:1', 'item:1']);
    expect(list.map((f) => f.text)).toEqual([
      'Призыв «Купить» замечают 77 % зрителей (от 38 до 100 %).',
      'Призыв «Купить» замечают 75 % зрителей (от 34 до 100 %).',
    ]);
    const one: Parameters<typeof addFinding>[0] = [];
    addFinding(one, seen(77, 38, 100), 0, false);
    mergeSeenShares(one, ['item:0']);
    expect(one).toHaveLength(1);
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
  it("names one video's frames by their times, as the page's «Выводы» do", () => {
    const times = [0, 1, 2, 3, 4.5, 6];
    expect(findingFramesWords(f([3, 4, 5]), 6, 'frames', undefined, times)).toBe('Кадры: 3–6 с');
    expect(findingFramesWords(f([0, 1, 4]), 6, 'frames', undefined, times)).toBe(
      'Кадры: 0–1 с, 4,5 с',
    );
    expect(findingFramesWords(f([2]), 6, 'frames', undefined, times)).toBe('Кадр: 2 с');
    expect(findingFramesWords(f([0, 1, 2, 3, 4, 5]), 6, 'frames', undefined, times)).toBe(
      'Во всех кадрах',
    );
    // pages and versions keep their numbers
    expect(findingFramesWords(f([1]), 2, 'pages', [1, 2], [0, 1])).toBe('Страница 2');
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
  it('names the versions of one image by their own numbers, as the result page does', () => {
    const still = (creative_version: number | null, creative_id = 1) => ({
      time: null,
      page: null,
      creative_id,
      creative_version,
    });
    const frames = [still(1), still(3)];
    expect(frameNoun(frames)).toBe('versions');
    expect(frames.map((x, index) => frameNumber({ ...x, index }, 'versions'))).toEqual([1, 3]);
    expect(findingFramesWords(f([1]), 2, 'versions', [1, 3])).toBe('Версия 3');
    expect(findingFramesWords(f([0, 1]), 2, 'versions', [1, 3])).toBe('Во всех версиях');
    expect(findingFramesWords(f([0, 2]), 3, 'versions', [1, 2, 4])).toBe('Версии 1, 4');
    // one version pinned twice, or a result assembled before versions were told: frames
    expect(frameNoun([still(2), still(2)])).toBe('frames');
    expect(frameNoun([still(null), still(null)])).toBe('frames');
    expect(versionsOf([still(2), still(5)])).toEqual([2, 5]);
    expect(versionsOf([still(2), still(5, 9)])).toEqual([null, null]);
    // a file at two versions beside another at one: only the first's frames are versions
    expect(versionsOf([still(2), still(5), still(3, 9), still(null)])).toEqual([2, 5, null, null]);
    expect(moreFramesWords(5, 'versions')).toBe('Ещё 5 версий — в результате на сайте.');
  });
  it('names the pages of one PDF by their numbers, in runs', () => {
    const page = (p: number, creative_id = 1) => ({ time: null, page: p, creative_id });
    const booklet = [page(1), page(2), page(3), page(5)];
    expect(frameNoun(booklet)).toBe('pages');
    expect(booklet.map((x, index) => frameNumber({ ...x, index }, 'pages'))).toEqual([1, 2, 3, 5]);
    expect(findingFramesWords(f([0, 1, 3]), 4, 'pages', [1, 2, 3, 5])).toBe('Страницы 1–2, 5');
    expect(findingFramesWords(f([2]), 4, 'pages', [1, 2, 3, 5])).toBe('Страница 3');
    expect(findingFramesWords(f([0, 1, 2, 3]), 4, 'pages', [1, 2, 3, 5])).toBe('На всех страницах');
    // two files' pages, or an image beside them: frames, named by their files
    expect(frameNoun([page(1), page(1, 2)])).toBe('frames');
    expect(frameNoun([{ time: null, page: null, creative_id: 2 }, page(1)])).toBe('frames');
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

// A video whose call to action is on its end card: every earlier frame said «Призыв к действию
// не найден.» and recommended adding one (a user's video, researched by hand).
describe('callElsewhere', () => {
  const NO_CTA = 'Призыв к действию не найден.';
  const noCta = { kind: 'problem' as const, text: NO_CTA, recommendation: 'Добавьте призыв.' };
  const region = (role: string | null, text: string | null) =>
    ({ role, text }) as unknown as Parameters<typeof callElsewhere>[1][number]['regions'][number];
  const frame = (
    _index: number,
    creative: number,
    call: string | null,
    where: { page?: number; time?: number } = {},
  ) => ({
    creative: String(creative),
    page: where.page ?? null,
    time: where.time ?? null,
    regions: call === null ? [region('message', 'Скидки')] : [region('cta', call)],
  });

  it('says the video has its call in other frames, and keeps the problem for a creative without one', () => {
    // frames 0–2: a video with «Заказать» at 2 s; frame 3: a banner without a call
    const frames = [
      frame(0, 7, null, { time: 0 }),
      frame(1, 7, null, { time: 1 }),
      frame(2, 7, 'Заказать', { time: 2 }),
      frame(3, 8, null),
    ];
    const list: Parameters<typeof addFinding>[0] = [];
    for (const i of [0, 1, 3]) addFinding(list, noCta, i, true);
    addFinding(list, strength, 2, true);
    callElsewhere(list, frames, NO_CTA);
    expect(list).toEqual([
      {
        severity: 'warn',
        frame_index: 3,
        frame_indexes: [3],
        text: NO_CTA,
        recommendation: 'Добавьте призыв.',
      },
      {
        severity: 'warn',
        frame_index: 0,
        frame_indexes: [0, 1],
        text: 'В этих кадрах нет призыва к действию: «Заказать» — в других кадрах ролика.',
        recommendation:
          'Ролик досматривают не все: покажите призыв раньше или держите его на экране до конца.',
      },
      expect.objectContaining({ text: strength.text, frame_indexes: [2] }),
    ]);
  });

  it('replaces the problem where every frame without a call has one elsewhere; a PDF says pages', () => {
    const frames = [frame(0, 5, null, { page: 1 }), frame(1, 5, 'Купить', { page: 2 })];
    const list: Parameters<typeof addFinding>[0] = [];
    addFinding(list, noCta, 0, true);
    callElsewhere(list, frames, NO_CTA);
    expect(list.map((f) => [f.text, f.frame_indexes])).toEqual([
      ['На этих страницах нет призыва к действию: «Купить» — на других страницах.', [0]],
    ]);
  });

  it('leaves a research without the finding, or of one frame, as it is', () => {
    const one: Parameters<typeof addFinding>[0] = [];
    addFinding(one, noCta, 0, false);
    callElsewhere(one, [frame(0, 5, null)], NO_CTA);
    expect(one.map((f) => f.text)).toEqual([NO_CTA]);
    const none: Parameters<typeof addFinding>[0] = [];
    addFinding(none, problem, 0, true);
    callElsewhere(none, [frame(0, 5, null), frame(1, 5, 'Купить')], NO_CTA);
    expect(none.map((f) => f.text)).toEqual([problem.text]);
  });
});

// A video whose logo is read on its end card only: the earlier frames said the brand was not
// read, as if the creative had none.
describe('brandElsewhere', () => {
  const UNREAD = 'Бренд «Креомаркет» на макете не распознан.';
  const unread = { kind: 'uncertain' as const, text: UNREAD, recommendation: 'Логотип.' };
  const frame = (creative: number, brand: string | null, where: { page?: number } = {}) => ({
    creative: String(creative),
    page: where.page ?? null,
    time: where.page === undefined ? 0 : null,
    regions: [
      { role: brand === null ? 'message' : 'brand', text: brand ?? 'Скидки' },
    ] as unknown as Parameters<typeof brandElsewhere>[1][number]['regions'],
  });

  it('says the video shows its brand in other frames, and keeps the finding for a creative without it', () => {
    const frames = [frame(7, null), frame(7, null), frame(7, 'КРЕОМАРКЕТ'), frame(8, null)];
    const list: Parameters<typeof addFinding>[0] = [];
    for (const i of [0, 1, 3]) addFinding(list, unread, i, true);
    brandElsewhere(list, frames, UNREAD);
    expect(list).toEqual([
      {
        severity: 'warn',
        frame_index: 3,
        frame_indexes: [3],
        text: UNREAD,
        recommendation: 'Логотип.',
      },
      {
        severity: 'warn',
        frame_index: 0,
        frame_indexes: [0, 1],
        text: 'В этих кадрах бренд не распознан: «КРЕОМАРКЕТ» — в других кадрах ролика.',
        recommendation:
          'Ролик досматривают не все: если бренда в этих кадрах нет, покажите его в первые секунды и держите на экране дольше.',
      },
    ]);
  });

  it('replaces the finding where the brand is on another page; a call to action is left alone', () => {
    const frames = [frame(5, null, { page: 1 }), frame(5, 'Креомаркет', { page: 2 })];
    const list: Parameters<typeof addFinding>[0] = [];
    addFinding(list, unread, 0, true);
    addFinding(list, problem, 0, true);
    brandElsewhere(list, frames, UNREAD);
    expect(list.map((f) => [f.text, f.frame_indexes])).toEqual([
      ['На этих страницах бренд не распознан: «Креомаркет» — на других страницах.', [0]],
      [problem.text, [0]],
    ]);
  });
});

// A video's frames are items of their own, each with its frame file's id: the research's
// creative they belong to is read from their order and times.
describe('creativeOfFrames', () => {
  it('groups a video’s timed frames, a PDF’s pages and separate images', () => {
    const item = (position: number, kind: string, frameTime: number | null, frames = 1) => ({
      position,
      kind,
      frameTime,
      frames,
    });
    expect(
      creativeOfFrames([
        item(0, 'image', null),
        item(1, 'frame', 0),
        item(2, 'frame', 0.5),
        item(3, 'frame', 1),
        item(4, 'frame', 0), // the next video starts again at 0
        item(5, 'frame', 0.5),
        item(6, 'pdf', null, 3),
        item(7, 'frame', 0),
      ]),
    ).toEqual([
      'item:0',
      'video:1',
      'video:1',
      'video:1',
      'video:4',
      'video:4',
      'item:6',
      'item:6',
      'item:6',
      'video:7',
    ]);
  });
});

// One job analyses a video's frames together, so that the engine shares a shot's work.
describe('itemChunks', () => {
  const item = (
    position: number,
    kind: 'image' | 'pdf' | 'frame',
    frameTime: number | null,
    status: 'pending' | 'done' = 'pending',
  ) => ({ id: 100 + position, position, kind, frameTime, status });
  const positions = (chunks: { position: number }[][]) =>
    chunks.map((c) => c.map((i) => i.position));

  it('puts a video’s frames in one chunk and every image, PDF and untimed frame in its own', () => {
    expect(
      positions(
        itemChunks([
          item(3, 'frame', 1), // out of order: chunks follow positions
          item(0, 'image', null),
          item(1, 'frame', 0),
          item(2, 'frame', 0.5),
          item(4, 'frame', 0), // the next video
          item(5, 'pdf', null),
          item(6, 'frame', null),
          item(7, 'frame', null),
        ]),
      ),
    ).toEqual([[0], [1, 2, 3], [4], [5], [6], [7]]);
  });

  it('cuts a long video into runs of FRAMES_PER_JOB frames from its start', () => {
    const frames = Array.from({ length: FRAMES_PER_JOB * 2 + 1 }, (_, i) => item(i, 'frame', i));
    expect(itemChunks(frames).map((c) => c.length)).toEqual([FRAMES_PER_JOB, FRAMES_PER_JOB, 1]);
    // which items are done does not move a chunk's edges
    const done = frames.map((f, i) => (i < 5 ? item(i, 'frame', i, 'done') : f));
    expect(positions(itemChunks(done))).toEqual(positions(itemChunks(frames)));
  });
});

// The logo the user marked (settings.brand_areas) becomes the engine's brand region of its
// creative's chunk (markedCreativeOf, tested through a video in analyses-results), in fractions
// of each frame, and only for a named brand.
describe('brandRegions', () => {
  const area = { creative_id: 7, x: 0.1, y: 0.2, width: 0.3, height: 0.1 };
  const settings = { brand: ' Морской бриз ', brand_areas: [area] };
  const region = (relative: Omit<typeof area, 'creative_id'>, frames?: number[]) => ({
    id: 'brand-logo',
    role: 'brand',
    label: 'Морской бриз',
    relative,
    ...(frames ? { frames } : {}),
  });

  it('gives the marked creative its area as the brand, named, on every frame', () => {
    expect(brandRegions(settings, 7, 3)).toEqual([
      region({ x: 0.1, y: 0.2, width: 0.3, height: 0.1 }),
    ]);
  });

  // a booklet's logo on its cover only, or a cover of its own beside the rest's
  it("puts a page's area on that page, and one without a page on the others", () => {
    const cover = { ...area, x: 0.6, page: 1 };
    expect(brandRegions({ ...settings, brand_areas: [cover] }, 7, 3)).toEqual([
      region({ x: 0.6, y: 0.2, width: 0.3, height: 0.1 }, [0]),
    ]);
    expect(brandRegions({ ...settings, brand_areas: [area, cover] }, 7, 3)).toEqual([
      region({ x: 0.1, y: 0.2, width: 0.3, height: 0.1 }, [1, 2]),
      region({ x: 0.6, y: 0.2, width: 0.3, height: 0.1 }, [0]),
    ]);
    // marked page by page, in another place on each: each page its own, the rest none
    const back = { ...area, x: 0.05, y: 0.8, page: 3 };
    expect(brandRegions({ ...settings, brand_areas: [cover, back] }, 7, 4)).toEqual([
      region({ x: 0.6, y: 0.2, width: 0.3, height: 0.1 }, [0]),
      region({ x: 0.05, y: 0.8, width: 0.3, height: 0.1 }, [2]),
    ]);
  });

  it('leaves it out for another creative, none, or a research naming no brand', () => {
    expect(brandRegions(settings, 8, 1)).toEqual([]);
    expect(brandRegions(settings, null, 1)).toEqual([]);
    // a name of no letter or digit is refused since; one stored before is no brand either
    for (const brand of [undefined, '', '  ', '!!!'])
      expect(brandRegions({ ...settings, brand }, 7, 1)).toEqual([]);
  });
});
