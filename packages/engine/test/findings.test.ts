import { describe, expect, it } from 'vitest';
import { deriveFindings, DISPLAY_WHERE, FINDING_CONFIDENCE, sideOf } from '../src/analyse/findings';
import { EXPLANATION_BANDS, METRIC_KEYS, type CreativeMetrics } from '../src/analyse/metrics';
import type { Region } from '../src/analyse/regions';

/** Metrics at 50 (no finding of their own) but for `over`. */
const metrics = (over: Partial<Record<keyof CreativeMetrics, number>>) =>
  Object.fromEntries(
    METRIC_KEYS.map((k) => [k, { value: over[k] ?? 50, explanation: '' }]),
  ) as unknown as CreativeMetrics;
const texts = (over: Partial<Record<keyof CreativeMetrics, number>>) =>
  deriveFindings(metrics(over), []).map((f) => f.text);

describe('findings start where the explanations’ bands do', () => {
  const { low, high } = EXPLANATION_BANDS;
  it('focus: no clear accent below the low band, «находит главное» only in the high band', () => {
    for (let v = 0; v <= 100; v++) {
      const t = texts({ focus: v });
      expect(t.includes('У макета нет ясного акцента.'), `focus ${v}`).toBe(v < low);
      expect(t.includes('Взгляд сразу находит главное.'), `focus ${v}`).toBe(v >= high);
    }
    // the case seen on the page: 69 read «акцент выражен умеренно» beside «находит главное»
    expect(texts({ focus: 69 })).not.toContain('Взгляд сразу находит главное.');
  });

  it('legibility: «трудно прочитать» only in the low band, and never without text', () => {
    for (let v = 0; v <= 100; v++) {
      const hard = texts({ legibility: v }).some((x) => x.startsWith('Текст трудно прочитать'));
      expect(hard, `legibility ${v}`).toBe(v > 0 && v < low);
    }
  });

  it('cognitive load: «перегружен» from the high band on', () => {
    for (let v = 0; v <= 100; v++)
      expect(texts({ cognitive_load: v }).includes('Макет перегружен деталями.'), `load ${v}`).toBe(
        v >= high,
      );
  });
});

describe('findings on a seen share say only what the calibration can tell', () => {
  const region = (role: 'cta' | 'brand', p: number, sd?: number) =>
    ({
      id: `text-${role}`,
      kind: 'text',
      bbox: { x: 0, y: 0, width: 10, height: 10 },
      text: role === 'cta' ? 'Купить' : 'Креолаб',
      attention_share: 0.1,
      seen_probability: p,
      seen_interval:
        sd === undefined
          ? undefined
          : { low: Math.max(0, p - 1.96 * sd), high: Math.min(1, p + 1.96 * sd), sd },
      order: 1,
      role,
    }) as const;
  const about = (role: 'cta' | 'brand', p: number, sd?: number) =>
    deriveFindings(metrics({}), [region(role, p, sd)]).filter((f) =>
      role === 'cta' ? f.text.includes('«Купить»') : f.text.startsWith('Бренд'),
    );

  it('the side of a threshold at 80 %: a one-sided z of 0.84 standard deviations', () => {
    expect(FINDING_CONFIDENCE.z).toBeCloseTo(0.8416, 4);
    expect(
      sideOf(
        { seen_probability: 0.5 + 0.85 * 0.2, seen_interval: { low: 0, high: 1, sd: 0.2 } },
        0.5,
      ),
    ).toBe('above');
    expect(
      sideOf(
        { seen_probability: 0.5 + 0.83 * 0.2, seen_interval: { low: 0, high: 1, sd: 0.2 } },
        0.5,
      ),
    ).toBe('unsure');
    expect(
      sideOf(
        { seen_probability: 0.5 - 0.85 * 0.2, seen_interval: { low: 0, high: 1, sd: 0.2 } },
        0.5,
      ),
    ).toBe('below');
    // without an interval (results from before intervals) the point decides, as it did then
    expect(sideOf({ seen_probability: 0.5 }, 0.5)).toBe('above');
    expect(sideOf({ seen_probability: 0.49 }, 0.5)).toBe('below');
  });

  it('a call to action: a strength, a problem, or a finding that says the forecast cannot decide', () => {
    const strong = about('cta', 0.79, 0.21);
    expect(strong).toEqual([
      {
        kind: 'strength',
        text: 'Призыв «Купить» замечают 79 % зрителей (от 38 до 100 %).',
        recommendation: 'Сохраните размер и место кнопки.',
      },
    ]);
    expect(about('cta', 0.2, 0.18)[0]).toMatchObject({
      kind: 'problem',
      text: 'Призыв «Купить» замечают лишь 20 % зрителей (от 0 до 55 %).',
    });
    // 55 % with a quarter's spread: it was a strength on the point alone
    const unsure = about('cta', 0.55, 0.25);
    expect(unsure).toEqual([
      {
        kind: 'uncertain',
        text: 'Заметит ли призыв «Купить» большинство, прогноз не решает: 55 % зрителей (от 6 до 100 %).',
        recommendation:
          'Чтобы призыв заметили наверняка, увеличьте кнопку и сделайте её контрастной к фону.',
      },
    ]);
    expect(about('cta', 0.45, 0.25)[0]!.kind).toBe('uncertain');
    expect(about('cta', 0.55)[0]!.kind).toBe('strength');
  });

  it('a noticed button whose words are small or faint: keep its place, mend its words', () => {
    const noticed = (contrast: number, px: number) =>
      deriveFindings(
        metrics({}),
        [region('cta', 0.79, 0.21)],
        { 'text-cta': contrast },
        {
          where: DISPLAY_WHERE.social_feed,
          px: { 'text-cta': px },
        },
      ).find((f) => f.text.startsWith('Призыв'))!.recommendation;
    expect(noticed(2.7, 12)).toBe(
      'Сохраните место кнопки, а надпись на ней сделайте крупнее и контрастнее: см. выводы о тексте.',
    );
    expect(noticed(2.7, 20)).toBe(
      'Сохраните место кнопки, а надпись на ней сделайте контрастнее: см. выводы о тексте.',
    );
    expect(noticed(7, 12)).toBe(
      'Сохраните место кнопки, а надпись на ней сделайте крупнее: см. выводы о тексте.',
    );
    expect(noticed(7, 20)).toBe('Сохраните размер и место кнопки.');
  });

  it('the brand: named only under 40 %, as a problem only when the calibration is sure of it', () => {
    expect(about('brand', 0.5, 0.25)).toEqual([]);
    expect(about('brand', 0.15, 0.15)[0]).toMatchObject({
      kind: 'problem',
      text: 'Бренд замечают лишь 15 % зрителей (от 0 до 44 %).',
    });
    expect(about('brand', 0.3, 0.22)[0]).toMatchObject({
      kind: 'uncertain',
      text: 'Бренд, возможно, замечают немногие: 30 % зрителей (от 0 до 73 %).',
    });
  });

  it('the brand on two regions is its most-seen one, as the score reads it', () => {
    // the line that reads the brand (small, little seen) and a logo marked over it
    const logo = { ...region('brand', 0.7, 0.1), id: 'brand-logo', kind: 'custom' as const };
    const brand = (rs: Region[]) =>
      deriveFindings(metrics({}), rs).filter((f) => f.text.startsWith('Бренд'));
    expect(brand([region('brand', 0.15, 0.05), logo])).toEqual([]);
    expect(brand([logo, region('brand', 0.15, 0.05)])).toEqual([]);
    expect(
      brand([region('brand', 0.15, 0.05), { ...logo, seen_probability: 0.1 }])[0],
    ).toMatchObject({ kind: 'problem', text: expect.stringContaining('лишь 15 %') });
  });
});

/** A text line's region with the id and text given. */
const line = (id: string, text: string) =>
  ({
    id,
    kind: 'text',
    bbox: { x: 0, y: 0, width: 10, height: 10 },
    text,
    attention_share: 0.1,
    seen_probability: 0.5,
    order: 1,
    role: 'other',
  }) as const;

describe('faint text lines are named', () => {
  const lines = [
    line('text-1', 'Новая коллекция'),
    line('text-2', 'Узнать'),
    line('text-3', 'Креолаб'),
  ];

  it('names the lines under 3:1, faintest first, with their contrast', () => {
    const found = deriveFindings(metrics({ legibility: 20 }), [...lines], {
      'text-1': 1.12,
      'text-2': 4.3,
      'text-3': 2.98,
    });
    const faint = found.filter((f) => f.text.startsWith('Текст почти сливается с фоном'));
    expect(faint).toEqual([
      expect.objectContaining({
        kind: 'problem',
        // cut, not rounded, to a tenth: a line under 3:1 never reads «3,0:1»
        text: 'Текст почти сливается с фоном: «Новая коллекция» — контраст 1,1:1, «Креолаб» — контраст 2,9:1.',
      }),
    ]);
    // the general «трудно прочитать» would repeat it
    expect(found.some((f) => f.text.startsWith('Текст трудно прочитать'))).toBe(false);
  });

  it('says nothing of lines at 3:1 or more, and keeps the general finding then', () => {
    const found = deriveFindings(metrics({ legibility: 20 }), [...lines], {
      'text-1': 3,
      'text-2': 4.3,
      'text-3': 12,
    });
    expect(found.some((f) => f.text.startsWith('Текст почти сливается'))).toBe(false);
    expect(found.some((f) => f.text.startsWith('Текст трудно прочитать'))).toBe(true);
  });
});

describe('small text lines are named', () => {
  const lines = [
    line('text-1', 'Новая коллекция'),
    line('text-2', 'Узнать'),
    line('text-3', 'Реклама. ООО «Ромашка»'),
  ];
  const readable = { 'text-1': 8, 'text-2': 8, 'text-3': 8 };

  it('names the lines under ISO 9241-3’s minimum on the screen, smallest first, with their size', () => {
    const found = deriveFindings(metrics({ legibility: 20 }), [...lines], readable, {
      where: DISPLAY_WHERE.banner,
      px: { 'text-1': 24, 'text-2': 12.4, 'text-3': 6.2 },
    });
    expect(found.filter((f) => f.text.startsWith('Мелкий текст'))).toEqual([
      {
        kind: 'problem',
        text: 'Мелкий текст: «Реклама. ООО «Ромашка»» — буквы 6 px, «Узнать» — буквы 12 px в баннере на странице.',
        recommendation:
          'Увеличьте текст: заглавные буквы — не ниже 13 px на экране, лучше от 16 px (ISO 9241-3).',
      },
    ]);
    // the general «трудно прочитать» would repeat it
    expect(found.some((f) => f.text.startsWith('Текст трудно прочитать'))).toBe(false);
  });

  it('says nothing of lines from 12.5 px on, and keeps the general finding then', () => {
    const found = deriveFindings(metrics({ legibility: 20 }), [...lines], readable, {
      where: DISPLAY_WHERE.social_feed,
      px: { 'text-1': 40, 'text-2': 12.5, 'text-3': 13 },
    });
    expect(found.some((f) => f.text.startsWith('Мелкий текст'))).toBe(false);
    expect(found.some((f) => f.text.startsWith('Текст трудно прочитать'))).toBe(true);
  });

  it('names a line that is both faint and small in both findings', () => {
    const found = deriveFindings(
      metrics({ legibility: 20 }),
      [...lines],
      { ...readable, 'text-3': 1.5 },
      { where: DISPLAY_WHERE.social_feed, px: { 'text-3': 7 } },
    );
    expect(found.map((f) => f.text)).toEqual(
      expect.arrayContaining([
        'Текст почти сливается с фоном: «Реклама. ООО «Ромашка»» — контраст 1,5:1.',
        'Мелкий текст: «Реклама. ООО «Ромашка»» — буквы 7 px в ленте на телефоне.',
      ]),
    );
  });
});
