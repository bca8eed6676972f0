import { describe, expect, it } from 'vitest';
import {
  COMPARISON_RESULT,
  COMPARISON_RESULT_OTHER_GOALS,
  COMPARISON_RESULT_RANGES,
  COMPARISON_RESULT_WITHIN_ERROR,
  fiveVariantComparison,
} from '../dev/fixtures';
import {
  differences,
  intervalText,
  metricBetter,
  directionNote,
  metricWinner,
  scoreBandOf,
  settingsOf,
  variantsOf,
  verdictOf,
  type ComparisonData,
  type Segment,
} from './model';
import { COMPARISON_TEXTS as T } from '../texts';

const ranges = COMPARISON_RESULT_RANGES as ComparisonData;
const recorded = COMPARISON_RESULT as ComparisonData;

describe('variants', () => {
  it('letters follow the picked order, the list the overall order', () => {
    const v = variantsOf(ranges, [102, 101]);
    expect(v.map((x) => [x.id, x.label, x.rank])).toEqual([
      [101, 'Вариант Б', 1],
      [102, 'Вариант А', 2],
    ]);
    expect(v[0]!.winner).toBe(true);
    expect(v[1]!.winner).toBe(false);
  });

  it('a shared first place is no win', () => {
    const tie = {
      ...ranges,
      ranking: ranges.ranking.map((e) => ({ ...e, rank: 1, score: 75 })),
    };
    expect(variantsOf(tie).map((v) => v.winner)).toEqual([false, false]);
    expect(variantsOf(tie).map((v) => v.tie)).toEqual([true, true]);
    expect(variantsOf(ranges).map((v) => v.tie)).toEqual([false, false]);
  });

  it('carries each score’s 95 % range, rounded', () => {
    expect(variantsOf(ranges).map((v) => v.range)).toEqual([
      { low: 55, high: 63 },
      { low: 49, high: 57 },
    ]);
    expect(variantsOf(recorded).every((v) => v.range === undefined)).toBe(true);
  });

  // a variant whose named brand went unread: its range spans every share of the brand, and the
  // card and the table say so instead of «с вероятностью 95 %»
  it('marks a range over an unread brand', () => {
    const unread = {
      ...ranges,
      ranking: ranges.ranking.map((e, i) =>
        i === 0
          ? { ...e, score_range: { low: 49.6, high: 69.6, sd: 5.8, share_unknown: true } }
          : e,
      ),
    };
    const [first, second] = variantsOf(unread);
    expect(first!.range).toEqual({ low: 50, high: 70, share_unknown: true });
    expect(T.scoreRangeLabel(first!.range!)).toBe(
      'от 50 до 70: бренд не распознан, доля заметивших его неизвестна',
    );
    expect(second!.range).toEqual({ low: 49, high: 57 });
    expect(T.scoreRangeLabel(second!.range!)).toBe('с вероятностью 95\u00a0% от 49 до 57');
  });

  it('first place within the uncertainty of the second is no win', () => {
    const close = COMPARISON_RESULT_WITHIN_ERROR as ComparisonData;
    const v = variantsOf(close);
    expect(v.map((x) => [x.rank, x.winner, x.withinError])).toEqual([
      [1, false, true],
      [2, false, false],
    ]);
    // the same numbers with the server's verdict the other way make a winner: the server decides
    const apart = variantsOf({ ...close, score_distinguishable: true });
    expect(apart.map((x) => [x.winner, x.withinError])).toEqual([
      [true, false],
      [false, false],
    ]);
  });

  it('a result stored before the score ranges still names a sole first place', () => {
    const { score_distinguishable: _, ...old } = ranges;
    expect(variantsOf(old as ComparisonData).map((v) => v.winner)).toEqual([true, false]);
  });

  it('bands: below 40 low, 40–69 average, 70 and above good; the server’s band wins', () => {
    expect([39.4, 39.6, 40, 69, 69.4, 70].map((score) => scoreBandOf({ score }).band)).toEqual([
      'low',
      'average',
      'average',
      'average',
      'average',
      'good',
    ]);
    expect(
      scoreBandOf({
        score: 50,
        score_band: { band: 'good', thresholds: { average: 30, good: 50 } },
      }),
    ).toEqual({ band: 'good', thresholds: { average: 30, good: 50 } });
  });
});

describe('noticed shares', () => {
  const mums = ranges.segments[0]!;
  const students = ranges.segments[1]!;

  it('names the winner where the server says the variants are distinguishable', () => {
    expect(verdictOf(mums, 'noticed_brand')).toMatchObject({ kind: 'winner', id: 101 });
  });

  it('says «не различимы» where the server says they are not', () => {
    expect(verdictOf(students, 'noticed_brand')).toEqual({ kind: 'indistinguishable' });
  });

  it('has no verdict where no creative has the region', () => {
    expect(verdictOf(mums, 'noticed_cta')).toEqual({ kind: 'none' });
  });

  it('follows the server’s verdict, not its own reading of the shares', () => {
    // the students' brand shares are 67 and 58 %: «не различимы» as the server says, a winner
    // where it says one leads (it decides; apps/api segment-verdicts.ts)
    const leads: Segment = {
      ...students,
      verdicts: {
        ...students.verdicts!,
        noticed_brand: { kind: 'leads', research_id: 102, runner_up_id: 101 },
      },
    };
    expect(verdictOf(leads, 'noticed_brand')).toEqual({
      kind: 'winner',
      id: 102,
      best: 0.5833,
      runnerUp: 0.6667,
      runnerUpId: 101,
    });
    // the only one with a headline leads a runner-up at 0
    expect(verdictOf(mums, 'noticed_message')).toEqual({
      kind: 'winner',
      id: 101,
      best: 0.25,
      runnerUp: 0,
      runnerUpId: null,
    });
    // a result without verdicts names nobody
    const { verdicts: _, ...bare } = mums;
    expect(verdictOf(bare, 'noticed_brand')).toEqual({ kind: 'none' });
  });

  it('says why a variant whose research named no brand has no brand verdict', () => {
    // Б named none: nothing was looked for, so the server leaves it out of the brand's verdict
    // (it is no runner-up at 0 that makes А the winner)
    const unnamed = (segment: Segment): Segment => ({
      ...segment,
      values: segment.values.map((v) =>
        v.research_id === 102
          ? {
              ...v,
              brand: null,
              noticed_brand: 0,
              intervals: { ...v.intervals!, noticed_brand: null },
            }
          : { ...v, brand: 'Креолаб' },
      ),
      distinguishable: { ...segment.distinguishable!, noticed_brand: false },
      // as the server judges it: Б is left out of the brand
      verdicts: {
        ...segment.verdicts!,
        noticed_brand: { kind: 'none' as const, research_id: null, runner_up_id: null },
      },
    });
    expect(verdictOf(unnamed(mums), 'noticed_brand')).toEqual({ kind: 'none' });
    const result = { ...ranges, segments: ranges.segments.map(unnamed) };
    const said = differences(result, variantsOf(result, [101, 102]));
    // no claim on the brand, and one line that says why Б has none
    expect(said.filter((line) => /бренд/i.test(line))).toEqual([
      'У варианта Б бренд не указан: его долю заметивших бренд не считали, и по бренду он не сравнивается.',
    ]);
  });

  it('says why a variant whose named brand was not read has no brand verdict', () => {
    // both named it and Б's was read on no line (a logo, maybe): its share is unknown, not 0, so
    // the server names no winner by it
    const missed = (segment: Segment): Segment => ({
      ...segment,
      values: segment.values.map((v) => ({
        ...v,
        brand: 'Креолаб',
        ...(v.research_id === 102
          ? { noticed_brand: 0, intervals: { ...v.intervals!, noticed_brand: null } }
          : {}),
      })),
      verdicts: {
        ...segment.verdicts!,
        noticed_brand: { kind: 'none' as const, research_id: null, runner_up_id: null },
      },
    });
    expect(verdictOf(missed(mums), 'noticed_brand')).toEqual({ kind: 'none' });
    const result = { ...ranges, segments: ranges.segments.map(missed) };
    const said = differences(result, variantsOf(result, [101, 102]));
    expect(said.filter((line) => /бренд/i.test(line))).toEqual([
      'У варианта Б бренд на макете не распознан: доля заметивших его неизвестна, и по бренду он не сравнивается. Если бренд — логотип, отметьте его в параметрах исследования.',
    ]);
  });

  it('writes a range as «от … до … %»', () => {
    // a no-break space before «%», as on the result page
    expect(intervalText({ low: 0.4123, high: 0.6251 })).toBe('от 41 до 63\u00a0%');
  });
});

describe('differences in words', () => {
  it('names the noticed winners, the metrics apart by 10 points or more, and the close measures; clarity’s difference is not named', () => {
    const items = differences(ranges, variantsOf(ranges, [101, 102]));
    expect(items).toEqual([
      'Вариант А заметнее по бренду: 92\u00a0% против 58\u00a0% у варианта Б (сегмент «Мамы»)',
      'Только у варианта А есть сообщение: его заметили 25\u00a0% (сегмент «Мамы»)',
      'Только у варианта А есть сообщение: его заметили 50\u00a0% (сегмент «Студенты»)',
      'Вариант А лучше по показателю «Читаемость текста»: 95 против 72 у варианта Б',
      'Вариант Б лучше по показателю «Красочность»: 80 против 64 у варианта А',
      'Вариант Б лучше по показателю «Когнитивная нагрузка»: 15 против 28 у варианта А (меньше — лучше)',
      'По бренду варианты не различимы: разница меньше погрешности (сегмент «Студенты»)',
      'Разница в показателе «Ясность» не названа: по записям движения глаз она не говорит о том, что люди будут смотреть иначе.',
    ]);
    expect(items.join(' ')).not.toMatch(/Уилсон|±/);
    // brightness differs by 64 points, but neither end of it is better: no winner, no sentence
    expect(metricWinner(ranges, 'brightness')).toBeNull();
    expect(metricWinner(ranges, 'text_coverage')).toBeNull();
    // clarity (54 against 37) has a direction, but its difference is not named: no best either
    expect(metricWinner(ranges, 'clarity')).toBeNull();
    expect(directionNote(ranges.metrics.find((m) => m.metric === 'clarity')!)).toBe(
      'свойство прогнозной карты, лучший не назван',
    );
    expect(metricWinner(ranges, 'legibility')).toBe(101);
    expect(items.join(' ')).not.toMatch(/Яркость|Доля текста/);
    // contrast 44 against 42: a lead the differences do not name gets no best either
    expect(metricWinner(ranges, 'contrast')).toBeNull();
    expect(items.join(' ')).not.toMatch(/Контраст/);
  });

  // who is best is the server's (apps/api/test/metric-best.test.ts holds the rule's cases); the
  // page takes it as sent, and a metric it names no best on gets no line
  it('names the best the server names, and no other', () => {
    const named = {
      ...ranges,
      metrics: ranges.metrics.map((m) => (m.metric === 'contrast' ? { ...m, best: 102 } : m)),
    };
    expect(metricWinner(named, 'contrast')).toBe(102);
    expect(differences(named, variantsOf(named, [101, 102]))).toContain(
      'Вариант Б лучше по показателю «Контраст»: 44 против 42 у варианта А',
    );
    const unnamed = {
      ...ranges,
      metrics: ranges.metrics.map((m) => (m.metric === 'legibility' ? { ...m, best: null } : m)),
    };
    expect(metricWinner(unnamed, 'legibility')).toBeNull();
    expect(differences(unnamed, variantsOf(unnamed, [101, 102])).join(' ')).not.toMatch(
      /Читаемость/,
    );
  });

  // which metrics are properties of the map is the server's too (`map_property`)
  it('treats a metric as a property of the map only when the server says so', () => {
    const clarity = ranges.metrics.find((m) => m.metric === 'clarity')!;
    expect(directionNote(clarity)).toBe('свойство прогнозной карты, лучший не назван');
    expect(directionNote({ ...clarity, map_property: false })).toBeNull();
    const legibility = ranges.metrics.find((m) => m.metric === 'legibility')!;
    expect(directionNote({ ...legibility, map_property: true })).toBe(
      'свойство прогнозной карты, лучший не назван',
    );
    const asProperty = {
      ...ranges,
      metrics: ranges.metrics.map((m) =>
        m.metric === 'legibility' ? { ...m, best: null, map_property: true } : m,
      ),
    };
    expect(differences(asProperty, variantsOf(asProperty, [101, 102]))).toContain(
      'Разница в показателе «Читаемость текста» не названа: по записям движения глаз она не говорит о том, что люди будут смотреть иначе.',
    );
  });

  it('says once what several segments share, naming them, or all of them', () => {
    const students = ranges.segments.find((s) => s.name === 'Студенты')!;
    const mums = ranges.segments.find((s) => s.name === 'Мамы')!;
    const office = { ...students, segment_id: 3, name: 'Офис' };
    const note = 'По бренду варианты не различимы: разница меньше погрешности';
    const three = { ...ranges, segments: [students, office, mums] };
    const some = differences(three, variantsOf(three, [101, 102]));
    expect(some).toContain(`${note} (сегменты «Студенты» и «Офис»)`);
    expect(some.filter((line) => line.startsWith(note))).toHaveLength(1);
    const two = { ...ranges, segments: [students, office] };
    const every = differences(two, variantsOf(two, [101, 102]));
    expect(every).toContain(`${note} (во всех сегментах)`);
    expect(every.filter((line) => line.startsWith(note))).toHaveLength(1);
  });

  it('takes the direction the server sends and falls back to the published one', () => {
    const brightness = ranges.metrics.find((m) => m.metric === 'brightness')!;
    const load = ranges.metrics.find((m) => m.metric === 'cognitive_load')!;
    expect(metricBetter(brightness)).toBe('none');
    expect(metricBetter(load)).toBe('lower');
    expect(metricBetter({ ...brightness, better: 'higher' })).toBe('higher');
  });

  it('says first place is within the uncertainty, with both scores’ ranges, and claims no winner', () => {
    const close = COMPARISON_RESULT_WITHIN_ERROR as ComparisonData;
    const items = differences(close, variantsOf(close, [101, 102]));
    expect(items).toContain(
      'По общей оценке лучший вариант не назван: разница меньше погрешности прогноза ' +
        '(Вариант А — 59, от 52 до 66; Вариант Б — 57, от 50 до 64).',
    );
    expect(items.join(' ')).not.toMatch(/лучше в целом/);
    // nor do the bars and the table mark a best overall score (they did: «лучший» under it)
    expect(metricWinner(close, 'score')).toBeNull();
  });

  it('says which variants a segment was not simulated for, and judges it without them', () => {
    const [mums] = ranges.segments;
    // «Пенсионеры» was added to the brief after Б's research ran: only А has a value there
    const added = {
      ...mums!,
      segment_id: 7,
      name: 'Пенсионеры',
      values: mums!.values.filter((v) => v.research_id === 101),
      distinguishable: { noticed_brand: false, noticed_message: false, noticed_cta: false },
      verdicts: undefined,
    } as unknown as Segment;
    const result = { ...ranges, segments: [...ranges.segments, added] };
    const items = differences(result, variantsOf(result, [101, 102]));
    expect(items).toContain(
      'Сегмент «Пенсионеры» есть не во всех исследованиях: для варианта Б его зрителей не моделировали, и в нём он не сравнивается.',
    );
    // that line is all that is said of the segment: no verdict names it
    expect(items.filter((i) => i.includes('Пенсионеры'))).toHaveLength(1);
    for (const m of ['noticed_brand', 'noticed_message', 'noticed_cta'] as const)
      expect(verdictOf(added, m)).toEqual({ kind: 'none' });
    // every variant in every segment: nothing said
    expect(differences(ranges, variantsOf(ranges)).join(' ')).not.toMatch(/не моделировали/);
  });

  it('names no winner among scores of different goals, and says why and where they were placed', () => {
    const other = COMPARISON_RESULT_OTHER_GOALS as ComparisonData;
    const v = variantsOf(other, [101, 102]);
    // apart beyond their uncertainty, but for different goals: no winner, nor «в пределах»
    expect(v.map((x) => [x.winner, x.withinError])).toEqual([
      [false, false],
      [false, false],
    ]);
    // nor places: the variants stand in the order they were picked (А first though Б's score
    // is the higher); one goal keeps the ranking's order and its places
    expect(v.every((x) => !x.placed)).toBe(true);
    expect(variantsOf(other, [102, 101]).map((x) => [x.letter, x.id, x.rank])).toEqual([
      ['А', 102, 2],
      ['Б', 101, 1],
    ]);
    expect(variantsOf(ranges, [102, 101]).map((x) => [x.letter, x.rank, x.placed])).toEqual([
      ['Б', 1, true],
      ['А', 2, true],
    ]);
    const items = differences(other, v);
    expect(items).toContain(
      'По общей оценке лучший вариант не назван: варианты оценены для разных целей ' +
        '(Вариант А — «Узнаваемость»; Вариант Б — «Конверсия»), их оценки складываются из разного.',
    );
    expect(items).toContain(
      'Варианты исследованы для разных площадок (Вариант А — «Лента соцсетей»; Вариант Б — «Баннер»): ' +
        'читаемость текста и доли заметивших посчитаны для разного времени просмотра и размера экрана.',
    );
    expect(items.join(' ')).not.toMatch(/лучше в целом|погрешности прогноза/);
    // one goal, one placement, or results without them: nothing said
    expect(settingsOf(ranges, variantsOf(ranges))).toEqual({ goals: null, placements: null });
    const sameGoal = {
      ...other,
      score_comparable: true,
      ranking: other.ranking.map((e) => ({ ...e, goal: 'conversion' as const })),
    };
    expect(settingsOf(sameGoal, variantsOf(sameGoal))).toEqual({
      goals: null,
      placements: expect.stringContaining('Вариант А — «Лента соцсетей»'),
    });
  });

  it('compares the best of five with the runner-up and names the overall winner', () => {
    const five = fiveVariantComparison() as ComparisonData;
    const items = differences(five, variantsOf(five, [301, 302, 303, 304, 305]));
    expect(items).toContain(
      'Вариант А заметнее по бренду: 62\u00a0% против 41\u00a0% у варианта Б',
    );
    expect(items).toContain('Вариант А лучше в целом: 74 против 61 у варианта Б');
    expect(items).toContain('По сообщению варианты не различимы: разница меньше погрешности.');
    // focus 92 against 66: a difference that does not show people look differently is not named
    expect(items.join(' ')).not.toMatch(/по показателю «Фокус»/);
    expect(items).toContain(
      'Разница в показателе «Фокус» не названа: по записям движения глаз она не говорит о том, что люди будут смотреть иначе.',
    );
  });
});
