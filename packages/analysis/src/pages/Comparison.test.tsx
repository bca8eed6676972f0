import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  analysisOf,
  bookletResult,
  COMPARISON_RESULT,
  COMPARISON_RESULT_OTHER_GOALS,
  COMPARISON_RESULT_RANGES,
  COMPARISON_RESULT_WITHIN_ERROR,
  comparisonOfOtherVersions,
  labOf,
  RESEARCH_RESULT,
} from '../dev/fixtures';
import { BASE, baseHandlers, recordRequests, renderPage, server, setupMsw } from '../test/utils';
import { ComparisonCreatePage } from './ComparisonCreatePage';
import { ComparisonResultPage } from './ComparisonResultPage';

setupMsw();

const summary = (
  id: number,
  name: string,
  saved: boolean,
  type: 'research' | 'comparison' = 'research',
) => ({
  id,
  type,
  name,
  status: 'done' as const,
  saved,
  created_at: '2025-03-02T10:00:00Z',
  preview: null,
});
const lab = labOf({
  id: 3,
  analyzes: [
    summary(101, 'Баннер А', true),
    summary(102, 'Баннер Б', true),
    summary(103, 'Черновик', false),
    summary(150, 'Старое сравнение', true, 'comparison'),
  ],
});
const createPage = () =>
  renderPage(<ComparisonCreatePage container="labs" />, {
    route: '/labs/3/comparisons/create',
    path: '/labs/:labId/comparisons/create',
  });

describe('comparison create', () => {
  it('offers only saved researches and asks for at least two', async () => {
    server.use(...baseHandlers({ lab, hints: { hint_comparison_create: true } }));
    const seen = recordRequests();
    const { user } = createPage();
    expect(
      await screen.findByText(/Отметьте минимум два сохранённых исследования/),
    ).toBeInTheDocument();
    const a = await screen.findByRole('checkbox', { name: /Баннер А/ });
    expect(screen.getByRole('checkbox', { name: /Баннер Б/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Черновик/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Старое сравнение/ })).toBeNull();
    await user.click(a);
    await user.click(screen.getByRole('button', { name: 'Сравнить' }));
    expect(screen.getByText('Выберите минимум два сохранённых исследования')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('creates and starts the comparison, then opens its progress', async () => {
    server.use(
      ...baseHandlers({ lab }),
      http.post(`${BASE}/analyses`, () =>
        HttpResponse.json(analysisOf({ id: 201, type: 'comparison', research_ids: [101, 102] }), {
          status: 201,
        }),
      ),
      http.post(`${BASE}/analyses/201/start`, () =>
        HttpResponse.json({ status: 'queued', progress: 0, stage: null }, { status: 202 }),
      ),
    );
    const seen = recordRequests();
    const { user, pathname } = createPage();
    await user.click(await screen.findByRole('checkbox', { name: /Баннер А/ }));
    await user.click(screen.getByRole('checkbox', { name: /Баннер Б/ }));
    await user.click(screen.getByRole('button', { name: 'Сравнить' }));
    await waitFor(() => expect(pathname()).toBe('/labs/3/comparisons/201/progress'));
    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual(['/analyses', '/analyses/201/start']);
    expect(posts[0]!.body).toEqual({ type: 'comparison', lab_id: 3, research_ids: [101, 102] });
  });

  it.each([
    ['RESEARCH_NOT_SAVED', 403, '403 RESEARCH_NOT_SAVED'],
    ['WRONG_ANALYSIS_TYPE', 406, '406 WRONG_ANALYSIS_TYPE'],
    ['NO_RESEARCH_IN_LAB', 406, '406 NO_RESEARCH_IN_LAB'],
  ])('shows %s with its catalogue text', async (code, status, text) => {
    server.use(
      ...baseHandlers({ lab }),
      http.post(`${BASE}/analyses`, () => HttpResponse.json({ code }, { status })),
    );
    const { user } = createPage();
    await user.click(await screen.findByRole('checkbox', { name: /Баннер А/ }));
    await user.click(screen.getByRole('checkbox', { name: /Баннер Б/ }));
    await user.click(screen.getByRole('button', { name: 'Сравнить' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows what each research was scored for, and warns when the picked goals differ', async () => {
    const scored = labOf({
      id: 3,
      analyzes: [
        { ...summary(101, 'Лента', true), goal: 'awareness', placement: 'social_feed' },
        { ...summary(102, 'Баннер', true), goal: 'conversion', placement: 'banner' },
        { ...summary(104, 'Ещё лента', true), goal: 'awareness', placement: 'social_feed' },
      ],
    });
    server.use(...baseHandlers({ lab: scored }));
    const { user } = createPage();
    const feed = await screen.findByRole('checkbox', { name: /^Лента/ });
    expect(feed).toHaveAccessibleName(/Узнаваемость · Лента соцсетей/);
    expect(screen.getByRole('checkbox', { name: /^Баннер/ })).toHaveAccessibleName(
      /Конверсия · Баннер/,
    );
    // the same goal and placement: nothing to say
    await user.click(feed);
    await user.click(screen.getByRole('checkbox', { name: /^Ещё лента/ }));
    expect(screen.queryByTestId('picked-other-settings')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /^Баннер/ }));
    const warning = screen.getByTestId('picked-other-settings');
    expect(warning).toHaveTextContent(
      'Выбраны исследования для разных целей («Узнаваемость», «Конверсия»): лучший по общей оценке назван не будет',
    );
    expect(warning).toHaveTextContent(
      'Выбраны исследования для разных площадок («Лента соцсетей», «Баннер»)',
    );
  });

  it('says so when the lab has no saved research, and leads to a new one', async () => {
    server.use(
      ...baseHandlers({ lab: labOf({ id: 3, analyzes: [summary(103, 'Черновик', false)] }) }),
    );
    createPage();
    expect(
      await screen.findByText('В этом разделе нет сохранённых исследований'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/запустите исследование и сохраните его результат/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Новое исследование' })).toHaveAttribute(
      'href',
      '/labs/3/researches/new/details',
    );
    expect(screen.queryByRole('button', { name: 'Сравнить' })).not.toBeInTheDocument();
  });

  it('asks for one more when a single research is saved', async () => {
    server.use(
      ...baseHandlers({
        lab: labOf({
          id: 3,
          analyzes: [summary(101, 'Баннер А', true), summary(103, 'Черновик', false)],
        }),
      }),
    );
    createPage();
    expect(
      await screen.findByText('В этом разделе одно сохранённое исследование'),
    ).toBeInTheDocument();
    expect(screen.getByText(/сохраните результат ещё одного/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Новое исследование' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Баннер А/ })).not.toBeInTheDocument();
  });
});

describe('comparison result', () => {
  const page = (result: object = COMPARISON_RESULT_RANGES, first: object = RESEARCH_RESULT) => {
    server.use(
      ...baseHandlers(),
      http.get(`${BASE}/analyses/201`, () =>
        HttpResponse.json(
          analysisOf({
            id: 201,
            type: 'comparison',
            name: 'А против Б',
            status: 'done',
            research_ids: [101, 102],
          }),
        ),
      ),
      http.get(`${BASE}/analyses/201/result`, () => HttpResponse.json(result)),
      http.get(`${BASE}/analyses/101/result`, () => HttpResponse.json(first)),
      // the second research is a two-page PDF: two frames
      http.get(`${BASE}/analyses/102/result`, () => HttpResponse.json(bookletResult(102))),
    );
    return renderPage(<ComparisonResultPage container="labs" />, {
      route: '/labs/3/comparisons/201/result',
      path: '/labs/:labId/comparisons/:analysisId/result',
    });
  };

  it('shows the variants with their bands, the winner and the differences in words', async () => {
    page();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Результаты сравнения' }),
    ).toBeInTheDocument();
    const cards = within(await screen.findByRole('list', { name: 'Варианты' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    // a result without the variants' versions (made before them) warns of nothing
    expect(screen.queryByTestId('other-versions')).toBeNull();
    expect(cards[0]).toHaveTextContent('Вариант А');
    expect(cards[0]).toHaveTextContent('Баннер «Скидка 30 %»');
    expect(cards[0]).toHaveTextContent('59');
    expect(cards[0]).toHaveTextContent('средняя');
    expect(within(cards[0]!).getByText('Лучший')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Лучший')).toBeNull();
    // one goal and placement (or none known): the cards do not repeat them
    expect(screen.queryByTestId('scored-for')).toBeNull();
    expect(screen.getByTestId('band-legend')).toHaveTextContent(
      'Оценка: меньше 40 — низкая, 40–69 — средняя, 70 и выше — хорошая',
    );
    const diffs = screen.getByRole('list', { name: 'Главные различия' });
    expect(diffs).toHaveTextContent(
      'Вариант А заметнее по бренду: 92 % против 58 % у варианта Б (сегмент «Мамы»)',
    );
    expect(diffs).toHaveTextContent('По бренду варианты не различимы');

    const table = screen.getByRole('table', { name: 'Рейтинг' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveAttribute('data-winner', 'true');
    expect(
      within(rows[1]!).getByLabelText(/Лучший по показателю «Когнитивная нагрузка»/),
    ).toBeInTheDocument();
    // brightness (85 against 21) has no better end: no best, no places, and the header says so
    expect(within(table).queryByLabelText(/Лучший по показателю «Яркость»/)).toBeNull();
    expect(within(table).getByRole('columnheader', { name: /Яркость/ })).toHaveTextContent(
      'ни больше, ни меньше не лучше',
    );
    const brightness = [...table.querySelectorAll('thead th')].findIndex((th) =>
      th.textContent?.startsWith('Яркость'),
    );
    for (const row of rows) {
      const cell = row.querySelectorAll('th, td')[brightness]!;
      expect(cell.textContent).toMatch(/^\d+$/);
      expect(cell).not.toHaveAttribute('data-best');
    }
    // text coverage is a share of the area: «10 %», as the result page and the report say it
    const coverage = [...table.querySelectorAll('thead th')].findIndex((th) =>
      th.textContent?.startsWith('Доля текста'),
    );
    for (const row of rows)
      expect(row.querySelectorAll('th, td')[coverage]!.textContent).toMatch(/^\d+\u00a0%$/);
    for (const value of document.querySelectorAll('[data-metric-bars="text_coverage"] li'))
      expect(value.textContent).toMatch(/\d+\u00a0%$/);
    const bars = document.querySelector('[data-metric-bars="brightness"]')!;
    expect(bars).toHaveTextContent('ни больше, ни меньше не лучше');
    expect(bars.querySelector('[data-best]')).toBeNull();
    // clarity differs by 17 points, but the differences do not name it: no trophy, and a note why
    const clarity = document.querySelector('[data-metric-bars="clarity"]')!;
    expect(clarity).toHaveTextContent('свойство прогнозной карты, лучший не назван');
    expect(clarity.querySelector('[data-best]')).toBeNull();
    expect(within(table).queryByLabelText(/Лучший по показателю «Ясность»/)).toBeNull();
    // nor a place: «52 #1» read as the best the note says is not named
    for (const metric of ['Фокус', 'Ясность']) {
      const column = [...table.querySelectorAll('thead th')].findIndex((th) =>
        th.textContent?.startsWith(metric),
      );
      for (const row of rows)
        expect(row.querySelectorAll('th, td')[column]!.textContent, metric).toMatch(/^\d+$/);
    }
    const contrast = [...table.querySelectorAll('thead th')].findIndex((th) =>
      th.textContent?.startsWith('Контраст'),
    );
    expect(rows[0]!.querySelectorAll('th, td')[contrast]!.textContent).toMatch(/^\d+ #[12]$/);
    expect(diffs).toHaveTextContent('Разница в показателе «Ясность» не названа');
    // contrast 44 against 42: within the 10 points the differences ask for, so no trophy
    expect(document.querySelector('[data-metric-bars="contrast"] [data-best]')).toBeNull();
    expect(within(table).queryByLabelText(/Лучший по показателю «Контраст»/)).toBeNull();
    expect(document.querySelector('[data-metric-bars="legibility"] [data-best]')).not.toBeNull();
  });

  it('says a variant named as its letter once: no «Вариант А · Вариант А»', async () => {
    const ranges = COMPARISON_RESULT_RANGES as { ranking: { research_id: number }[] };
    const names: Record<number, string> = { 101: ' вариант  а ', 102: 'Б' };
    page({
      ...ranges,
      ranking: ranges.ranking.map((e) => ({ ...e, name: names[e.research_id] })),
    });
    const cards = within(await screen.findByRole('list', { name: 'Варианты' })).getAllByRole(
      'listitem',
    );
    expect(cards[0]!.textContent).toMatch(/^Вариант А1-е место\d/);
    expect(cards[1]!.textContent).toMatch(/^Вариант Б2-е место\d/);
    const rows = within(screen.getByRole('table', { name: 'Рейтинг' })).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(/^Вариант А( Лучший)?$/);
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent(/^Вариант Б$/);
    const headings = [...document.querySelectorAll('[data-heatmap]')].map(
      (el) => el.querySelector('p')?.textContent,
    );
    expect(headings).toEqual(['Вариант А', 'Вариант Б']);
    const shares = screen.getAllByRole('table', { name: /^Что заметили зрители: / })[0]!;
    const heads = within(shares)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    // the third row is «Лучший», the verdicts
    expect(heads).toEqual(['Вариант А', 'Вариант Б', 'Лучший']);
  });

  it('names no winner among variants scored for different goals, and says why', async () => {
    page(COMPARISON_RESULT_OTHER_GOALS);
    const cards = within(await screen.findByRole('list', { name: 'Варианты' })).getAllByRole(
      'listitem',
    );
    // scores of different goals give no order: no places, and the table is not a ranking
    expect(screen.queryByRole('table', { name: 'Рейтинг' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Показатели вариантов' });
    expect(within(table).queryByRole('columnheader', { name: 'Место' })).toBeNull();
    for (const where of [...cards, table]) {
      expect(within(where).queryByText('Лучший')).toBeNull();
      expect(within(where).queryByText('В пределах погрешности')).toBeNull();
      expect(where).not.toHaveTextContent(/-е место/);
    }
    expect(document.querySelector('[data-winner]')).toBeNull();
    // each card says what its score was computed for
    const card = (letter: string) => cards.find((c) => c.textContent?.startsWith(letter))!;
    expect(within(card('Вариант А')).getByTestId('scored-for')).toHaveTextContent(
      'Узнаваемость · Лента соцсетей',
    );
    expect(within(card('Вариант Б')).getByTestId('scored-for')).toHaveTextContent(
      'Конверсия · Баннер',
    );
    const diffs = screen.getByRole('list', { name: 'Главные различия' });
    expect(diffs).toHaveTextContent(
      'По общей оценке лучший вариант не назван: варианты оценены для разных целей (Вариант А — «Узнаваемость»; Вариант Б — «Конверсия»)',
    );
    expect(diffs).toHaveTextContent('Варианты исследованы для разных площадок');
    expect(diffs).not.toHaveTextContent('лучше в целом');
  });

  it('shows each score with its range and names no winner within the uncertainty', async () => {
    page(COMPARISON_RESULT_WITHIN_ERROR);
    const cards = within(await screen.findByRole('list', { name: 'Варианты' })).getAllByRole(
      'listitem',
    );
    expect(cards[0]).toHaveTextContent('от 52 до 66');
    expect(
      within(cards[0]!).getByLabelText('Общая оценка: 59 из 100, с вероятностью 95 % от 52 до 66'),
    ).toBeInTheDocument();
    expect(within(cards[0]!).getByText('В пределах погрешности')).toBeInTheDocument();
    expect(cards[0]).not.toHaveAttribute('data-winner');
    const table = screen.getByRole('table', { name: 'Рейтинг' });
    for (const where of [...cards, table]) {
      expect(within(where).queryByText('Лучший')).toBeNull();
      expect(within(where).queryByText('Поровну')).toBeNull();
    }
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).not.toHaveAttribute('data-winner');
    expect(within(rows[0]!).getByText('В пределах погрешности')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('от 50 до 64');
    expect(screen.getByRole('list', { name: 'Главные различия' })).toHaveTextContent(
      'По общей оценке лучший вариант не назван: разница меньше погрешности прогноза',
    );
  });

  it('warns when a variant’s research was computed with an earlier model or metrics', async () => {
    page(comparisonOfOtherVersions());
    const warning = await screen.findByTestId('other-versions');
    expect(warning).toHaveTextContent('Варианты посчитаны разными версиями модели');
    expect(warning).toHaveTextContent(
      'Исследование варианта Б выполнено прежней версией модели: его показатели посчитаны иначе',
    );
  });

  it('has no such warning when every variant is of the comparison’s versions', async () => {
    const same = comparisonOfOtherVersions();
    page({
      ...same,
      ranking: same.ranking.map((e) => ({ ...e, metrics_version: 'kreolab-metrics-2' })),
    });
    await screen.findByRole('list', { name: 'Варианты' });
    expect(screen.queryByTestId('other-versions')).toBeNull();
  });

  it('offers «Поделиться» once the comparison has its result', async () => {
    const { user } = page();
    const share = await screen.findByRole('button', { name: 'Поделиться' });
    server.use(http.get(`${BASE}/analyses/201/shares`, () => HttpResponse.json({ items: [] })));
    await user.click(share);
    expect(
      await screen.findByRole('dialog', { name: 'Поделиться результатом' }),
    ).toBeInTheDocument();
  });

  it('shows every frame of a several-frame research, per variant, from its best-scored', async () => {
    const { user } = page();
    const pages = await screen.findByRole('navigation', { name: 'Кадры: Вариант Б' });
    expect(screen.queryByRole('navigation', { name: 'Кадры: Вариант А' })).toBeNull();
    // the booklet opens at its key page, the one the report draws, and says why
    expect(screen.getByTestId('frame-position')).toHaveTextContent(
      /^страница 2 из 2 · Оценка кадра: 59 — лучшая у варианта$/,
    );
    expect(
      screen.getByRole('img', { name: 'Тепловая карта: Вариант Б, страница 2' }),
    ).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'страница 1' }));
    expect(await screen.findByText(/^страница 1 из 2/)).toBeInTheDocument();
    expect(screen.getByTestId('frame-position')).toHaveTextContent(/Оценка кадра: 53$/);
    expect(
      screen.getByRole('img', { name: 'Тепловая карта: Вариант Б, страница 1' }),
    ).toBeInTheDocument();
    // the other variant keeps its own frame
    expect(
      screen.getByRole('img', { name: 'Тепловая карта: Вариант А, кадр 1' }),
    ).toBeInTheDocument();
  });

  it('names the frames of a research of several creatives by their files', async () => {
    // research 101 is a banner and a two-page booklet; 102 stays the booklet alone
    const booklet = bookletResult(101).frames;
    const frames = [
      { ...RESEARCH_RESULT.frames[0]!, index: 0, creative_id: 11, creative_name: 'баннер.jpg' },
      ...booklet.map((f, i) => ({
        ...f,
        index: i + 1,
        creative_id: 12,
        creative_name: 'буклет.pdf',
      })),
    ];
    const { user } = page(COMPARISON_RESULT_RANGES, { ...RESEARCH_RESULT, frames });
    const nav = await screen.findByRole('navigation', { name: 'Кадры: Вариант А' });
    expect(await screen.findByText(/^баннер\.jpg \(1 из 3\)/)).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Тепловая карта: Вариант А, баннер.jpg' }),
    ).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'буклет.pdf · стр. 2' }));
    expect(await screen.findByText(/^буклет\.pdf · стр\. 2 \(3 из 3\)/)).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Тепловая карта: Вариант А, буклет.pdf · стр. 2' }),
    ).toBeInTheDocument();
    // a research of one creative keeps its pages alone
    expect(screen.getByText(/^страница 2 из 2/)).toBeInTheDocument();
  });

  it('shows the noticed shares as ranges «от … до … %» and «не различимы», never Wilson', async () => {
    const { container } = page();
    const mums = await screen.findByRole('table', { name: 'Что заметили зрители: Мамы' });
    expect(mums).toHaveTextContent('92 %');
    expect(mums).toHaveTextContent('от 74 до 98 %');
    expect(mums).toHaveTextContent('не найден');
    expect(screen.getByTestId('interval-explained')).toHaveTextContent(
      'Диапазон «от … до …» — где окажется доля реальных людей с вероятностью 95 %; он взят из сверки модели с записями движения глаз.',
    );
    const brand = within(mums).getAllByRole('row').at(-1)!.querySelectorAll('td')[0];
    expect(brand).toHaveTextContent('Вариант А');
    const students = screen.getByRole('table', { name: 'Что заметили зрители: Студенты' });
    const verdicts = within(students).getAllByRole('row').at(-1)!.querySelectorAll('td');
    expect(verdicts[0]).toHaveTextContent('не различимы');
    expect(verdicts[1]).toHaveTextContent('Вариант А');
    expect(container).not.toHaveTextContent(/Уилсон|±|интервал:/);
  });

  // Б named no brand (nothing was looked for), or named one that was read on no line (its share
  // unknown, a logo maybe): either way no brand winner, its cell says which, and one line why
  it.each([
    [null, 'не указан', 'У варианта Б бренд не указан'],
    ['Морской бриз', 'не распознан', 'У варианта Б бренд на макете не распознан'],
  ])(
    'says why a variant whose brand is %s has no brand share, and names no brand winner',
    async (brand, cell, why) => {
      const r = COMPARISON_RESULT_RANGES;
      const without = {
        ...r,
        segments: r.segments.map((seg) => ({
          ...seg,
          values: seg.values.map((v) =>
            v.research_id === 102
              ? {
                  ...v,
                  brand,
                  noticed_brand: 0,
                  intervals: { ...v.intervals, noticed_brand: null },
                }
              : { ...v, brand: 'Креолаб' },
          ),
          distinguishable: { ...seg.distinguishable, noticed_brand: false },
          // as the server judges it (apps/api segment-verdicts.ts): Б is left out of the brand
          verdicts: {
            ...seg.verdicts!,
            noticed_brand: { kind: 'none' as const, research_id: null, runner_up_id: null },
          },
        })),
      };
      page(without);
      const mums = await screen.findByRole('table', { name: 'Что заметили зрители: Мамы' });
      const b = mums.querySelector('tr[data-research="102"]')!.querySelectorAll('td');
      expect(b[0]).toHaveTextContent(new RegExp(`^${cell}$`));
      expect(b[1]).toHaveTextContent(/^не найден$/);
      // no winner and no «не различимы» on the brand
      const verdicts = within(mums).getAllByRole('row').at(-1)!.querySelectorAll('td');
      expect(verdicts[0]).toHaveTextContent(/^—$/);
      expect(screen.getByTestId('differences')).not.toHaveTextContent(
        /заметнее бренд|по бренду.*не различимы/i,
      );
      expect(screen.getByTestId('differences')).toHaveTextContent(why);
    },
  );

  it('shows a result stored before the ranges without made-up intervals', async () => {
    const { container } = page(COMPARISON_RESULT);
    const mums = await screen.findByRole('table', { name: 'Что заметили зрители: Мамы' });
    expect(mums).toHaveTextContent('92 %');
    expect(mums.querySelector('[data-interval]')).toBeNull();
    expect(screen.queryByTestId('interval-explained')).toBeNull();
    expect(container).not.toHaveTextContent(/±|интервал:/);
  });
});
