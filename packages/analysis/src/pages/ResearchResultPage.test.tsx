import type { Analysis, FeedbackList, ResearchResult } from '@kreolab/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  analysisOf,
  FEEDBACK_ITEMS,
  noTextResult,
  pdfResult,
  RESEARCH_RESULT,
  videoResult,
  withContractFields,
} from '../dev/fixtures';
import type { RegionWithInterval } from '../result/contract';
import { attentionZones } from '../result/zones';
import { formatShare, gridShare } from '../grid';
import {
  BASE,
  baseHandlers,
  item,
  recordRequests,
  renderPage,
  server,
  setupMsw,
} from '../test/utils';
import { ResearchResultPage } from './ResearchResultPage';

setupMsw();

const PATH = '/labs/:labId/researches/:analysisId/result';
const ROUTE = '/labs/3/researches/101/result';
const result: ResearchResult = {
  ...RESEARCH_RESULT,
  frames: RESEARCH_RESULT.frames.map((f) => ({
    ...f,
    image_url: 'http://files.test/banner-a.jpg',
  })),
};
const frame = result.frames[0]!;
const emptyFeedback: FeedbackList = {
  items: [],
  segments: [
    { segment_id: 1, batches_used: 0, batches_left: 5 },
    { segment_id: 2, batches_used: 4, batches_left: 1 },
  ],
  generations_left: 10,
};

function handlers({
  saved = false,
  hints = {} as Record<string, boolean>,
  feedback = emptyFeedback,
  body = result as object,
  goal = 'conversion' as 'awareness' | 'consideration' | 'conversion',
  /** Fields of the research beside its name, status and saved flag (its creatives, settings). */
  analysis = {} as Partial<Analysis>,
} = {}) {
  let isSaved = saved;
  let name = 'Баннер «Скидка»';
  return [
    ...baseHandlers({ hints }),
    http.get(`${BASE}/analyses/101`, () =>
      HttpResponse.json(
        analysisOf({
          id: 101,
          name,
          status: 'done',
          saved: isSaved,
          settings: { goal, placement: 'banner' },
          ...analysis,
        }),
      ),
    ),
    http.get(`${BASE}/analyses/101/result`, () => HttpResponse.json(body)),
    http.get(`${BASE}/analyses/101/feedback`, () => HttpResponse.json(feedback)),
    http.post(`${BASE}/analyses/101/save`, async ({ request }) => {
      ({ name } = (await request.json()) as { name: string });
      isSaved = true;
      return HttpResponse.json(analysisOf({ id: 101, name, status: 'done', saved: true }));
    }),
  ];
}

/** toHaveTextContent collapses no-break spaces. */
const txt = (s: string) => s.replace(/\u00a0/g, ' ');

const open = () =>
  renderPage(<ResearchResultPage container="labs" />, { route: ROUTE, path: PATH });

/** Opens one of the result's sections (tabs). */
async function openTab(user: ReturnType<typeof open>['user'], name: string) {
  await user.click(await screen.findByRole('tab', { name }));
}

describe('research result: viewer', () => {
  it('switches heatmap, fog and original views and sets the heatmap opacity', async () => {
    server.use(...handlers());
    const { user } = open();
    expect(await screen.findByRole('img', { name: 'Креатив «Баннер «Скидка»»' })).toHaveAttribute(
      'src',
      'http://files.test/banner-a.jpg',
    );
    const heat = screen.getByRole('img', { name: 'Тепловая карта внимания' });
    expect(heat).toHaveStyle({ opacity: '0.6' });
    const slider = screen.getByRole('slider', { name: 'Прозрачность карты' });
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Тепловая карта внимания' })).toHaveStyle({
      opacity: '0.7',
    });
    await user.click(screen.getByRole('radio', { name: 'Туман' }));
    expect(
      screen.getByRole('img', { name: 'Карта тумана: неувиденное затемнено' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Тепловая карта внимания' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Оригинал' }));
    expect(screen.queryByRole('img', { name: /Тепловая карта|Карта тумана/ })).toBeNull();
  });

  it('lists regions with share, seen probability and order; hovering highlights the box', async () => {
    server.use(...handlers());
    const { user, container } = open();
    await openTab(user, 'Области');
    const table = await screen.findByRole('table', { name: 'Области внимания' });
    const brand = frame.regions.find((r) => r.text === 'Креолаб')!;
    const row = within(table).getByText('«Креолаб»').closest('tr')!;
    expect(row).toHaveTextContent(txt(formatShare(brand.attention_share)));
    expect(row).toHaveTextContent(txt(formatShare(brand.seen_probability, 0)));
    await user.hover(row);
    expect(container.querySelector(`[data-box="${brand.id}"]`)).toHaveAttribute(
      'data-highlighted',
      'true',
    );
  });

  it('says whose the regions’ «Заметят» are when the research has segments of a brief', async () => {
    server.use(...handlers());
    const { user } = open();
    await openTab(user, 'Области');
    // the fixture's segments «Мамы» and «Студенты» are a brief's: their shares are other people's
    expect(await screen.findByTestId('seen-audience')).toHaveTextContent(
      '«Заметят» здесь — доля людей широкой аудитории площадки (18–65 лет); по сегментам брифа — во вкладке «Аудитория».',
    );
  });

  it('has no such note for a lab’s research, whose one audience is the broad one', async () => {
    const body = {
      ...result,
      segments: [{ ...result.segments[0]!, segment_id: 0, name: 'Широкая аудитория' }],
    };
    server.use(...handlers({ body }));
    const { user } = open();
    await openTab(user, 'Области');
    await screen.findByRole('table', { name: 'Области внимания' });
    expect(screen.queryByTestId('seen-audience')).toBeNull();
  });

  it('says which region is the brand, the message and the call to action', async () => {
    const roles: Record<string, string> = {
      Креолаб: 'brand',
      'Скидка 30': 'message',
      'Кроссовки для города': 'cta',
    };
    const body = {
      ...result,
      frames: result.frames.map((f, i) =>
        i === 0
          ? {
              ...f,
              regions: f.regions.map((r) => ({ ...r, role: roles[r.text ?? ''] ?? 'other' })),
            }
          : f,
      ),
    };
    server.use(...handlers({ body }));
    const { user } = open();
    await openTab(user, 'Области');
    const table = await screen.findByRole('table', { name: 'Области внимания' });
    const rowOf = (text: string) => within(table).getByText(`«${text}»`).closest('tr')!;
    expect(rowOf('Креолаб')).toHaveTextContent(/^\d+ТекстБренд«Креолаб»/);
    expect(rowOf('Скидка 30')).toHaveTextContent(/ТекстСообщение«Скидка 30»/);
    expect(rowOf('Кроссовки для города')).toHaveTextContent(/ТекстПризыв«Кроссовки для города»/);
    // an object stands for nothing the audience's shares read
    for (const row of within(table).getAllByText('Объект'))
      expect(row.closest('tr')!.querySelector('[data-role]')).toBeNull();
  });

  it('names the logo the user marked (a custom brand region) «Логотип»', async () => {
    const logo = {
      ...frame.regions[0]!,
      id: 'brand-logo',
      kind: 'custom' as const,
      text: 'Креолаб',
      role: 'brand' as const,
    };
    const body = {
      ...result,
      frames: result.frames.map((f, i) =>
        i === 0 ? { ...f, regions: [...f.regions.filter((r) => r.text !== 'Креолаб'), logo] } : f,
      ),
    };
    server.use(...handlers({ body }));
    const { user } = open();
    await openTab(user, 'Области');
    const table = await screen.findByRole('table', { name: 'Области внимания' });
    expect(within(table).getByText('«Креолаб»').closest('tr')).toHaveTextContent(
      /^\d+ЛоготипБренд«Креолаб»/,
    );
  });

  it('shows the metric cards with their values and explanations', async () => {
    server.use(...handlers());
    const { user } = open();
    await openTab(user, 'Метрики');
    const card = (await screen.findByText('Общая оценка', { selector: '[data-metric] p' })).closest(
      '[data-metric]',
    )!;
    expect(card).toHaveTextContent(String(frame.metrics.score.value));
    expect(card).toHaveTextContent(`${frame.metrics.score.value} / 100`);
    expect(card).toHaveTextContent(frame.metrics.score.explanation);
    // text coverage is a share of the area, not points of 100
    const coverage = document.querySelector('[data-metric="text_coverage"]')!;
    expect(coverage).toHaveTextContent(`${Math.round(frame.metrics.text_coverage.value)} %`);
    expect(coverage).not.toHaveTextContent('/ 100');
    expect(screen.getByText(frame.metrics.legibility.explanation)).toBeInTheDocument();
    // the palette with hex and Russian names
    await openTab(user, 'Цвета');
    const top = frame.colours.palette[0]!;
    expect(screen.getByRole('list', { name: 'Палитра' })).toHaveTextContent(top.hex);
    expect(screen.getByRole('list', { name: 'Палитра' })).toHaveTextContent(top.name);
  });
});

describe('research result: colours', () => {
  it('gives the warm, the cool and the rest, the pixels without a hue', async () => {
    const body = full();
    const f0 = body.frames[0]!;
    server.use(
      ...handlers({
        body: {
          ...body,
          frames: [
            { ...f0, colours: { ...f0.colours, warm_share: 0.053, cool_share: 0.12 } },
            ...body.frames.slice(1),
          ],
        },
      }),
    );
    const { user } = open();
    await openTab(user, 'Цвета');
    expect(
      await screen.findByText(
        'Тёплые 5,3 % · холодные 12,0 % · без оттенка (белый, серый, чёрный) 82,7 %',
      ),
    ).toBeInTheDocument();
  });
});

describe('research result: drawing a region', () => {
  it('shows the share of a rectangle typed in at once, and keeps it in the list', async () => {
    server.use(...handlers());
    const { user } = open();
    await openTab(user, 'Области');
    const tool = await screen.findByRole('group', { name: 'Своя область' });
    // before it has a size, no share is claimed (it used to read «0 %»)
    expect(screen.getByTestId('draw-share')).toHaveTextContent(
      'Доля внимания появится, когда у области будут ширина и высота.',
    );
    const rect = { x: 0, y: 0, width: 240, height: 240 };
    await user.clear(within(tool).getByLabelText('Ширина'));
    await user.type(within(tool).getByLabelText('Ширина'), '240');
    await user.clear(within(tool).getByLabelText('Высота'));
    await user.type(within(tool).getByLabelText('Высота'), '240');
    const expected = txt(formatShare(gridShare(frame.attention.grid, rect, frame)));
    expect(screen.getByTestId('draw-share')).toHaveTextContent(
      `Доля внимания области: ${expected}`,
    );
    await user.click(within(tool).getByRole('button', { name: 'Добавить область' }));
    expect(screen.getByTestId('custom-share-custom-1')).toHaveTextContent(expected);
    await user.click(screen.getByRole('button', { name: 'Удалить область 1' }));
    expect(screen.queryByTestId('custom-share-custom-1')).toBeNull();
  });

  // each field keeps to the image, their sums do not: an area typed past the right edge is kept
  // as its part on the image (it used to be listed and reported past the frame)
  it('keeps a rectangle typed past the edge as its part on the image', async () => {
    server.use(...handlers());
    const { user } = open();
    await openTab(user, 'Области');
    const tool = await screen.findByRole('group', { name: 'Своя область' });
    for (const [field, value] of [
      ['X', String(frame.width - 40)],
      ['Ширина', String(frame.width)],
      ['Высота', '120'],
    ]) {
      await user.clear(within(tool).getByLabelText(field!));
      await user.type(within(tool).getByLabelText(field!), value!);
    }
    const kept = { x: frame.width - 40, y: 0, width: 40, height: 120 };
    const expected = txt(formatShare(gridShare(frame.attention.grid, kept, frame)));
    expect(screen.getByTestId('draw-share')).toHaveTextContent(
      `Доля внимания области: ${expected}`,
    );
    await user.click(within(tool).getByRole('button', { name: 'Добавить область' }));
    expect(screen.getByTestId('custom-share-custom-1')).toHaveTextContent(expected);
    // drawn over the image, not past its edge
    const box = document.querySelector<HTMLElement>('[data-box="custom-1"]')!;
    expect(box.style.width).toBe(`${(40 / frame.width) * 100}%`);
  });

  it('draws a rectangle with the pointer', async () => {
    server.use(...handlers());
    const { user } = open();
    await openTab(user, 'Области');
    const layer = await screen.findByTestId('draw-layer');
    const surface = screen.getByTestId('heatmap-surface');
    surface.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 240,
      height: 240,
      right: 240,
      bottom: 240,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    // a 240 px wide display of the 480 px image: (60,60)-(180,120) → 120..360 × 120..240
    fireEvent.pointerDown(layer, { clientX: 60, clientY: 60, pointerId: 1 });
    fireEvent.pointerMove(layer, { clientX: 180, clientY: 120, pointerId: 1 });
    fireEvent.pointerUp(layer, { clientX: 180, clientY: 120, pointerId: 1 });
    const expected = txt(
      formatShare(
        gridShare(frame.attention.grid, { x: 120, y: 120, width: 240, height: 120 }, frame),
      ),
    );
    expect(screen.getByTestId('draw-share')).toHaveTextContent(expected);
    // on the image itself, at once
    expect(screen.getByTestId('pending-share')).toHaveTextContent(expected);
    expect(screen.getByLabelText('Ширина')).toHaveValue('240');
  });
});

describe('research result: feedback', () => {
  it('generates a batch for a segment, shows the balance, and the cards one at a time', async () => {
    const batch = FEEDBACK_ITEMS.filter((f) => f.segment_id === 2).slice(0, 2);
    let body: unknown = null;
    server.use(
      ...handlers(),
      http.post(`${BASE}/analyses/101/feedback`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { items: batch, segment_id: 2, batch: 5, batches_left: 0, generations_left: 9 },
          { status: 201 },
        );
      }),
    );
    const { user } = open();
    await openTab(user, 'Отзывы');
    const balance = await screen.findByTestId('generation-balance');
    await waitFor(() => expect(balance).toHaveTextContent('Осталось генераций: 10'));
    expect(balance).toHaveTextContent('осталось 5 из 5');
    await user.click(screen.getByRole('combobox', { name: 'Сегмент' }));
    await user.click(await screen.findByRole('option', { name: 'Студенты' }));
    expect(balance).toHaveTextContent('осталось 1 из 5');
    await user.click(screen.getByRole('button', { name: 'Сгенерировать отзывы' }));
    expect(await screen.findByText(batch[0]!.text)).toBeInTheDocument();
    expect(body).toEqual({ segment_id: 2 });
    expect(balance).toHaveTextContent('Осталось генераций: 9');
    expect(balance).toHaveTextContent('осталось 0 из 5');
    expect(screen.getByText(/Лимит генераций исчерпан/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сгенерировать отзывы' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText('Отзыв 1 из 2 · Студенты')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Следующий' }));
    expect(screen.getByText(batch[1]!.text)).toBeInTheDocument();
    expect(screen.queryByText(batch[0]!.text)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByText(batch[1]!.text)).toBeNull();
    expect(screen.getByText(/Отзывов пока нет/)).toBeInTheDocument();
  });

  it('shows GENERATION_LIMIT_REACHED with its catalogue text', async () => {
    server.use(
      ...handlers(),
      http.post(`${BASE}/analyses/101/feedback`, () =>
        HttpResponse.json({ code: 'GENERATION_LIMIT_REACHED' }, { status: 403 }),
      ),
    );
    const { user } = open();
    await openTab(user, 'Отзывы');
    await user.click(await screen.findByRole('button', { name: 'Сгенерировать отзывы' }));
    const alert = (
      await screen.findByText(
        'Лимит генераций исчерпан. Продолжите с другим сегментом или создайте новое исследование.',
      )
    ).closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByRole('link', { name: 'Выбрать тариф' })).toHaveAttribute(
      'href',
      '/profile/tariff',
    );
  });

  it('queues the feedback generated before when the page opens', async () => {
    const items = FEEDBACK_ITEMS.slice(0, 3);
    server.use(...handlers({ feedback: { ...emptyFeedback, items } }));
    const { user } = open();
    await openTab(user, 'Отзывы');
    expect(await screen.findByText(items[0]!.text)).toBeInTheDocument();
    expect(screen.getByText(/Отзыв 1 из 3/)).toBeInTheDocument();
  });
});

describe('research result: save, report, contact', () => {
  it('renames and saves, with the before-save hint first and the after-save hint then', async () => {
    server.use(
      ...handlers({ hints: { hint_research_before_save: true, hint_research_after_save: true } }),
    );
    const seen = recordRequests();
    const { user } = open();
    expect(
      await screen.findByText(/только сохранённые исследования можно сравнивать/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Исследование сохранено. Теперь/)).toBeNull();
    const input = screen.getByRole('textbox', { name: 'Название' });
    await user.clear(input);
    await user.type(input, 'Финальный баннер');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(/Исследование сохранено. Теперь/)).toBeInTheDocument();
    expect(screen.queryByText(/только сохранённые исследования можно сравнивать/)).toBeNull();
    expect(seen.find((r) => r.method === 'POST')).toMatchObject({
      path: '/analyses/101/save',
      body: { name: 'Финальный баннер' },
    });
    // disabled the focusable way (a keyboard user stays on it), and a second press sends nothing
    const saved = screen.getByRole('button', { name: 'Сохранено' });
    expect(saved).toHaveAttribute('aria-disabled', 'true');
    await user.click(saved);
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('names the brief, not a lab, in the after-save hint of a brief’s research', async () => {
    server.use(
      ...handlers({
        saved: true,
        hints: { hint_research_after_save: true },
        analysis: { lab_id: null, brief_id: 5 },
      }),
      http.get(`${BASE}/briefs/5`, () =>
        HttpResponse.json({
          id: 5,
          name: 'Осень',
          brand: '',
          product: '',
          category: '',
          goal: 'conversion',
          audience: '',
          key_message: '',
          placements: ['banner'],
          segments: [
            { id: 1, name: 'Все', age_from: 18, age_to: 65, gender: 'any', interests: [] },
          ],
          created_at: '2025-03-01T10:00:00Z',
          analyzes: [],
        }),
      ),
    );
    renderPage(<ResearchResultPage container="briefs" />, {
      route: '/briefs/5/researches/101/result',
      path: '/briefs/:briefId/researches/:analysisId/result',
    });
    expect(
      await screen.findByText(
        'Исследование сохранено. Теперь его можно скачать отчётом PDF или сравнить с другими исследованиями этого брифа.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/этой лаборатории/)).toBeNull();
  });

  it('refuses an empty name', async () => {
    server.use(...handlers());
    const { user } = open();
    const input = await screen.findByRole('textbox', { name: 'Название' });
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Обязательное поле')).toBeInTheDocument();
  });

  it('links the PDF report', async () => {
    server.use(...handlers());
    open();
    const link = await screen.findByRole('link', { name: 'Скачать отчёт PDF' });
    expect(link).toHaveAttribute('href', '/api/v1/analyses/101/report.pdf');
  });

  it('sends the contact form and shows FEEDBACK_SEND_FAILED', async () => {
    let body: unknown = null;
    server.use(
      ...handlers(),
      http.post(`${BASE}/feedback`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 'FEEDBACK_SEND_FAILED' }, { status: 502 });
      }),
    );
    const { user } = open();
    await user.click(
      await screen.findByRole('button', { name: 'Отправить через форму обратной связи' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Сообщение/ }),
      'Почему фокус низкий?',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('anna@example.ru'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(
      await within(dialog).findByText('Не удалось отправить сообщение. Попробуйте позже.'),
    ).toBeInTheDocument();
    expect(body).toEqual({
      analysis_id: 101,
      message: 'Почему фокус низкий?',
      email: 'anna@example.ru',
    });
  });

  it('refuses a message longer than the contract allows beside the field, sending nothing', async () => {
    server.use(...handlers());
    const seen = recordRequests();
    const { user } = open();
    await user.click(
      await screen.findByRole('button', { name: 'Отправить через форму обратной связи' }),
    );
    const dialog = await screen.findByRole('dialog');
    const message = within(dialog).getByRole('textbox', { name: /Сообщение/ });
    await user.click(message);
    await user.paste('а'.repeat(5001));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('anna@example.ru'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText('Максимум символов 5000')).toBeInTheDocument();
    expect(message).toHaveValue('а'.repeat(5001));
    expect(seen.filter((r) => r.path === '/feedback')).toHaveLength(0);
  });

  it('while the analysis still runs, says so and links the progress', async () => {
    server.use(
      http.get(`${BASE}/analyses/101/result`, () =>
        HttpResponse.json({ code: 'ANALYSIS_IN_PROGRESS' }, { status: 425 }),
      ),
      ...handlers(),
    );
    open();
    expect(await screen.findByText('425 ANALYSIS_IN_PROGRESS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть ход выполнения' })).toHaveAttribute(
      'href',
      '/labs/3/researches/101/progress',
    );
  });
});

/** The recorded result with the contract's new fields and a served image. */
const full = () => {
  const r = withContractFields(result);
  return {
    ...r,
    findings: [
      {
        severity: 'info',
        frame_index: 0,
        text: 'Взгляд сразу находит главное.',
        recommendation: 'Оставьте как есть.',
      },
      {
        severity: 'warn',
        frame_index: 0,
        text: 'Призыв к действию не найден.',
        recommendation: 'Добавьте кнопку.',
      },
      {
        severity: 'error',
        frame_index: null,
        text: 'Заголовок мелкий.',
        recommendation: 'Увеличьте заголовок.',
      },
      { severity: 'info', frame_index: 0, text: 'Бренд заметен.', recommendation: 'Так держать.' },
    ],
  };
};

/** A score range whose named brand went unread: 50 % over every share (engine's UNREAD_BRAND). */
const UNREAD_RANGE = { low: 41, high: 61, sd: 5.8, share_unknown: true };

/** The full result with its first frame's score given `range`. */
function withScoreRange(range: { low: number; high: number; sd: number; share_unknown?: boolean }) {
  const body = full();
  const f0 = body.frames[0]!;
  const first = { ...f0, metrics: { ...f0.metrics, score: { ...f0.metrics.score, range } } };
  return { ...body, frames: [first, ...body.frames.slice(1)] };
}

describe('research result: above the fold (issue 14)', () => {
  it('shows the score for the goal and the placement with its band and the published thresholds', async () => {
    server.use(...handlers({ body: full() }));
    open();
    const score = await screen.findByRole('region', { name: 'Общая оценка' });
    // the placement too: text size and viewing times are computed for it
    expect(score).toHaveTextContent('Общая оценка для цели «Конверсия» на площадке «Баннер»');
    expect(within(score).getByTestId('score-value')).toHaveTextContent(
      String(frame.metrics.score.value),
    );
    // 59 lies between the thresholds 40 and 70
    expect(within(score).getByTestId('score-band')).toHaveTextContent('Уровень: средняя');
    const scale = within(score).getByRole('list', { name: 'Шкала оценки' });
    expect(scale).toHaveTextContent('0–39: низкая');
    expect(scale).toHaveTextContent('40–69: средняя');
    expect(scale).toHaveTextContent('70–100: хорошая');
    expect(within(score).queryByTestId('score-range-text')).toBeNull();
  });

  it('shows the score’s 95 % range where the result carries one, and none where it does not', async () => {
    server.use(...handlers({ body: withScoreRange({ low: 46.4, high: 66.2, sd: 5.1 }) }));
    open();
    const score = await screen.findByRole('region', { name: 'Общая оценка' });
    expect(within(score).getByTestId('score-range-text')).toHaveTextContent(
      'Диапазон с вероятностью 95 %: от 46 до 66 — с такой точностью известна доля людей',
    );
    expect(within(score).getByTestId('score-range').style.left).toBe('46%');
  });

  // a named brand the engine read on no line counts 50 % with a range over every share: the
  // words must not claim the eye-tracking check's 95 % for it
  it('says a range over an unread brand leaves its share unknown', async () => {
    server.use(
      ...handlers({
        body: withScoreRange(UNREAD_RANGE),
      }),
    );
    open();
    const score = await screen.findByRole('region', { name: 'Общая оценка' });
    const words = within(score).getByTestId('score-range-text');
    expect(words).toHaveTextContent(
      'Диапазон: от 41 до 61 — бренд на макете не распознан, поэтому доля людей, которые его заметят, может быть любой, от 0 до 100 %',
    );
    expect(words).not.toHaveTextContent('95');
  });

  // a finished research cannot run again: the offer makes a new draft of the same creatives and
  // settings and opens its form, where the logo is marked
  it('offers to mark the logo of an unread brand in a new draft of the same creatives', async () => {
    const settings = {
      goal: 'awareness' as const,
      placement: 'banner' as const,
      brand: 'Морской бриз',
    };
    server.use(
      ...handlers({
        body: withScoreRange(UNREAD_RANGE),
        analysis: {
          creative_ids: [11],
          creatives: [item({ id: 11, name: 'banner.png' })],
          settings,
        },
      }),
      http.post(`${BASE}/analyses`, () =>
        HttpResponse.json(analysisOf({ id: 202, creative_ids: [11] }), { status: 201 }),
      ),
    );
    const seen = recordRequests();
    const { user, pathname } = open();
    const notice = await screen.findByRole('alert', {
      name: 'Отметьте логотип, чтобы посчитать бренд',
    });
    expect(notice).toHaveTextContent('Прогноз не нашёл «Морской бриз» в тексте макета');
    await user.click(
      within(notice).getByRole('button', { name: 'Отметить логотип в новом исследовании' }),
    );
    await waitFor(() => expect(pathname()).toBe('/labs/3/researches/202/details'));
    expect(seen.find((r) => r.method === 'POST' && r.path === '/analyses')!.body).toEqual({
      type: 'research',
      lab_id: 3,
      name: 'Баннер «Скидка» — с логотипом',
      creative_ids: [11],
      settings,
    });
  });

  it('offers no logo for a research of pinned versions (its form has nothing to mark on)', async () => {
    server.use(
      ...handlers({
        body: withScoreRange(UNREAD_RANGE),
        analysis: {
          creative_ids: [11],
          creatives: [item({ id: 11, name: 'banner.png' })],
          creative_versions: [{ creative_id: 11, version: 1 }],
          settings: { goal: 'awareness', placement: 'banner', brand: 'Морской бриз' },
        },
      }),
    );
    open();
    await screen.findByRole('region', { name: 'Общая оценка' });
    expect(screen.queryByText(/Отметить логотип/)).toBeNull();
  });

  it('offers no logo where no brand was named', async () => {
    server.use(...handlers({ body: withScoreRange(UNREAD_RANGE) }));
    open();
    await screen.findByRole('region', { name: 'Общая оценка' });
    expect(screen.queryByText(/Отметить логотип/)).toBeNull();
  });

  it('takes the thresholds the server sends', async () => {
    server.use(
      ...handlers({
        body: { ...full(), score_band: { band: 'low', thresholds: { average: 60, good: 80 } } },
      }),
    );
    open();
    const score = await screen.findByRole('region', { name: 'Общая оценка' });
    expect(within(score).getByTestId('score-band')).toHaveTextContent('Уровень: низкая');
    expect(within(score).getByRole('list', { name: 'Шкала оценки' })).toHaveTextContent(
      '60–79: средняя',
    );
  });

  it('explains the heatmap colours in shares of attention and of the image area', async () => {
    server.use(...handlers({ body: full() }));
    const { user } = open();
    const legend = await screen.findByTestId('heat-legend');
    const zones = attentionZones(frame.attention.grid)!;
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((li) => li.dataset.zone)).toEqual(['hot', 'warm', 'mild', 'none']);
    for (const [i, z] of zones.stats.entries()) {
      expect(items[i]).toHaveTextContent(
        `${txt(formatShare(z.attention, 0))} внимания на ${txt(formatShare(z.area, 0))} площади`,
      );
    }
    expect(items[0]).toHaveTextContent(/^Красное — /);
    // the red quarter lies on a small part of the image: the colours mean concentration
    expect(zones.stats[0]!.area).toBeLessThan(0.1);
    // the fog has its own line; the original needs none
    await user.click(screen.getByRole('radio', { name: 'Туман' }));
    expect(screen.getByTestId('heat-legend')).toHaveTextContent(/половина внимания/);
    await user.click(screen.getByRole('radio', { name: 'Оригинал' }));
    expect(screen.queryByTestId('heat-legend')).toBeNull();
  });

  it('lists the three most important findings, problems first', async () => {
    server.use(...handlers({ body: full() }));
    const { user } = open();
    const top = await screen.findByRole('list', { name: 'Главное' });
    const items = within(top).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Заголовок мелкий.'),
      expect.stringContaining('Призыв к действию не найден.'),
      expect.stringContaining('Взгляд сразу находит главное.'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Все выводы (4)' }));
    expect(screen.getByRole('tab', { name: 'Выводы' })).toHaveAttribute('aria-selected', 'true');
    // the tabs lie below: focus goes to the tab, so the next Tab reads the findings
    expect(screen.getByRole('tab', { name: 'Выводы' })).toHaveFocus();
    expect(
      within(screen.getByRole('list', { name: 'Выводы и рекомендации' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  });
});

describe('research result: sections and regions (issue 14)', () => {
  it('shows the sections as tabs that arrow keys move through', async () => {
    server.use(...handlers({ body: full() }));
    const { user } = open();
    const list = await screen.findByRole('tablist', { name: 'Разделы результата' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Внимание',
      'Области',
      'Метрики',
      'Цвета',
      'Аудитория',
      'Отзывы',
      'Выводы',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('figure', { name: 'Доли внимания по областям' })).toBeInTheDocument();
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    expect(screen.getByRole('table', { name: 'Области внимания' })).toBeVisible();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Цвета' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('list', { name: 'Палитра' })).toBeInTheDocument();
    // a research of one image has no timeline tab
    expect(screen.queryByRole('tab', { name: /По кадрам|По страницам/ })).toBeNull();
  });

  it('numbers the regions in viewing order on the image and in the table, hover linking both', async () => {
    server.use(...handlers({ body: full() }));
    const { user, container } = open();
    const byOrder = [...frame.regions].sort((a, b) => a.order - b.order);
    // the markers: numbered buttons a screen reader names
    const first = byOrder[0]!;
    const marker = await screen.findByRole('button', {
      name: `Область 1: «${first.text}», доля внимания ${formatShare(first.attention_share)}`,
    });
    expect(marker).toHaveTextContent('1');
    await openTab(user, 'Области');
    const table = screen.getByRole('table', { name: 'Области внимания' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.dataset.region)).toEqual(byOrder.map((r) => r.id));
    rows.forEach((row, i) =>
      expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(String(i + 1)),
    );
    // marker → row
    await user.hover(marker);
    expect(rows[0]).toHaveAttribute('data-highlighted', 'true');
    expect(container.querySelector(`[data-box="${first.id}"]`)).toHaveAttribute(
      'data-highlighted',
      'true',
    );
    await user.unhover(marker);
    expect(rows[0]).not.toHaveAttribute('data-highlighted');
    // row → marker
    await user.hover(rows[2]!);
    expect(container.querySelector(`[data-marker="${byOrder[2]!.id}"]`)).toHaveAttribute(
      'data-highlighted',
      'true',
    );
  });

  it('a click on a marker opens «Области» and focuses its row', async () => {
    server.use(...handlers({ body: full() }));
    const { user } = open();
    const byOrder = [...frame.regions].sort((a, b) => a.order - b.order);
    await user.click(await screen.findByRole('button', { name: /^Область 2:/ }));
    expect(screen.getByRole('tab', { name: 'Области' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute('data-region', byOrder[1]!.id),
    );
  });
});

describe('research result: intervals in words a marketer reads (defect 4)', () => {
  it('shows where the share of real people lies, as the contract words it, never «Уилсон»', async () => {
    const body = full();
    server.use(...handlers({ body }));
    const { user, container } = open();
    await openTab(user, 'Области');
    const brand = body.frames[0]!.regions.find((r) => r.text === 'Креолаб')! as RegionWithInterval;
    const row = container.querySelector(`tr[data-region="${brand.id}"]`)!;
    const pct = (v: number) => Math.round(v * 100);
    expect(row).toHaveTextContent(
      `от ${pct(brand.seen_interval!.low)} до ${pct(brand.seen_interval!.high)} %`,
    );
    const note =
      'Где окажется доля реальных людей с вероятностью 95 %: диапазон взят из сверки модели с записями движения глаз';
    expect(screen.getAllByTestId('interval-note')[0]).toHaveTextContent(note);

    await openTab(user, 'Аудитория');
    const segments = screen.getByRole('table', { name: 'Аудитория' });
    const mums = body.segments[0]!;
    const cell = segments.querySelector('tr[data-segment="1"] [data-cell="brand"]')!;
    expect(cell).toHaveTextContent(
      `${pct(mums.noticed_brand)} %от ${pct(mums.intervals!.noticed_brand!.low)} до ${pct(mums.intervals!.noticed_brand!.high)} %`,
    );
    expect(screen.getByTestId('brand-text')).toHaveTextContent('Бренд распознан как «Креолаб»');
    expect(screen.getAllByTestId('interval-note')).toHaveLength(2);
    expect(document.body).not.toHaveTextContent(/Уилсон|Wilson/);
  });

  it('shows no range where the result has none (results stored before the calibration)', async () => {
    server.use(...handlers());
    const { user } = open();
    await openTab(user, 'Аудитория');
    expect(screen.getByRole('table', { name: 'Аудитория' })).not.toHaveTextContent(/от \d+ до/);
    expect(screen.queryByTestId('interval-note')).toBeNull();
  });

  it('says when the creative has no text', async () => {
    server.use(...handlers({ body: noTextResult() }));
    const { user } = open();
    await openTab(user, 'Области');
    expect(screen.getByTestId('no-text')).toHaveTextContent('Текст на креативе не найден');
    await openTab(user, 'Аудитория');
    expect(screen.getByTestId('brand-text')).toHaveTextContent('Бренд на креативе не распознан');
    // the server's 0 for an element the creative lacks is no measured share
    const row = screen.getByRole('table', { name: 'Аудитория' }).querySelector('tbody tr')!;
    for (const cell of ['brand', 'message', 'cta'])
      expect(row.querySelector(`[data-cell="${cell}"]`)).toHaveTextContent(/^не найден$/);
  });

  it('says the brand was not named where the research named none, and which one it missed', async () => {
    const body = noTextResult();
    server.use(
      ...handlers({
        body: { ...body, segments: body.segments.map((seg) => ({ ...seg, brand: null })) },
      }),
    );
    const { user, unmount } = open();
    await openTab(user, 'Аудитория');
    // nothing was looked for: «не найден» read as a brand the creative lacks
    expect(screen.getByTestId('brand-text')).toHaveTextContent(
      'Бренд в параметрах исследования не указан, поэтому долю заметивших его не считали',
    );
    const row = screen.getByRole('table', { name: 'Аудитория' }).querySelector('tbody tr')!;
    expect(row.querySelector('[data-cell="brand"]')).toHaveTextContent(/^не указан$/);
    expect(row.querySelector('[data-cell="message"]')).toHaveTextContent(/^не найден$/);
    unmount();

    server.use(
      ...handlers({
        body: { ...body, segments: body.segments.map((seg) => ({ ...seg, brand: 'Креолаб' })) },
      }),
    );
    const again = open();
    await openTab(again.user, 'Аудитория');
    expect(screen.getByTestId('brand-text')).toHaveTextContent(
      'Бренд «Креолаб» на креативе не распознан',
    );
    // named and read on no line: its share is unknown, as the comparison and the report say
    const named = screen.getByRole('table', { name: 'Аудитория' }).querySelector('tbody tr')!;
    expect(named.querySelector('[data-cell="brand"]')).toHaveTextContent(/^не распознан$/);
    expect(named.querySelector('[data-cell="message"]')).toHaveTextContent(/^не найден$/);
  });
});

describe('research result: how the numbers are made', () => {
  it('leads from the method note to the published accuracy, in a new tab', async () => {
    server.use(...handlers());
    const { user } = open();
    await openTab(user, 'Выводы');
    const link = screen.getByRole('link', { name: /Как мы проверяем точность/ });
    expect(link).toHaveAttribute('href', '/method');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Как мы проверяем точность (откроется в новой вкладке)');
  });
});

describe('research result: feedback in the viewer’s gender (defect 10)', () => {
  it('reads «Заметила» for a woman and «Заметил» for a man, never «Заметил(а)»', async () => {
    const woman = FEEDBACK_ITEMS.find((f) => f.viewer.gender === 'female')!;
    const man = FEEDBACK_ITEMS.find((f) => f.viewer.gender === 'male')!;
    server.use(...handlers({ feedback: { ...emptyFeedback, items: [woman, man] } }));
    const { user } = open();
    await openTab(user, 'Отзывы');
    const card = () => document.querySelector('[data-feedback]')!;
    await waitFor(() => expect(card()).toHaveAttribute('data-feedback', String(woman.id)));
    expect(card()).toHaveTextContent('Заметила:');
    expect(card()).not.toHaveTextContent(/Заметил:|\(а\)/);
    await user.click(screen.getByRole('button', { name: 'Следующий' }));
    expect(card()).toHaveAttribute('data-feedback', String(man.id));
    expect(card()).toHaveTextContent('Заметил:');
    expect(card()).not.toHaveTextContent(/Заметила|\(а\)/);
  });
});

describe('research result: the frames of several creatives', () => {
  // An image and a two-page PDF: the picker said «Кадр 1», «Страница 1», «Страница 2».
  const several = (names: [string, string]) => {
    const f0 = frame;
    return {
      ...full(),
      frames: [
        { ...f0, index: 0, creative_id: 7, creative_name: names[0], page: null, time: null },
        { ...f0, index: 1, creative_id: 8, creative_name: names[1], page: 1, time: null },
        { ...f0, index: 2, creative_id: 8, creative_name: names[1], page: 2, time: null },
      ],
    };
  };

  it('names each frame by its file, as buttons while the names are short', async () => {
    server.use(...handlers({ body: several(['а.jpg', 'б.pdf']) }));
    open();
    const picker = await screen.findByRole('radiogroup', { name: 'Кадр' });
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['0', '1', '2']);
    expect(picker).toHaveTextContent('а.jpgб.pdf · стр. 1б.pdf · стр. 2');
  });

  it('calls separate images creatives, not frames: the tab, the chart and the picker', async () => {
    const f0 = frame;
    const banners = {
      ...full(),
      frames: [
        { ...f0, index: 0, creative_id: 7, creative_name: 'а.jpg', page: null, time: null },
        { ...f0, index: 1, creative_id: 8, creative_name: 'б.jpg', page: null, time: null },
      ],
    };
    delete banners.timeline;
    server.use(...handlers({ body: banners }));
    const { user } = open();
    expect(await screen.findByRole('radiogroup', { name: 'Креатив' })).toHaveTextContent(
      'а.jpgб.jpg',
    );
    expect(screen.queryByRole('tab', { name: 'По кадрам' })).toBeNull();
    await openTab(user, 'По креативам');
    expect(screen.getByRole('figure', { name: 'Метрики по креативам' })).toBeVisible();
    expect(screen.getByText('Выберите креатив на графике или в списке')).toBeVisible();
  });

  it('offers a list where long names would not fit a row', async () => {
    server.use(...handlers({ body: several(['весенний баннер 1200x628.jpg', 'буклет.pdf']) }));
    const { user } = open();
    const select = await screen.findByRole('combobox', { name: 'Кадр' });
    expect(select).toHaveValue('весенний баннер 1200x628.jpg');
    await user.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'весенний баннер 1200x628.jpg',
      'буклет.pdf · стр. 1',
      'буклет.pdf · стр. 2',
    ]);
  });

  it('names the frames of a video by the video, and keeps the times when it is alone', async () => {
    const f0 = frame;
    const video = (withBanner: boolean) => ({
      ...full(),
      frames: [
        ...(withBanner
          ? [{ ...f0, creative_id: 7, creative_name: 'а.jpg', page: null, time: null }]
          : []),
        // each frame of a split video is a file of its own, named by the video
        { ...f0, creative_id: 31, creative_name: 'ролик.mp4', page: null, time: 0 },
        { ...f0, creative_id: 32, creative_name: 'ролик.mp4', page: null, time: 1 },
      ].map((f, index) => ({ ...f, index })),
    });
    server.use(...handlers({ body: video(true) }));
    const first = open();
    expect(await screen.findByRole('radiogroup', { name: 'Кадр' })).toHaveTextContent(
      'а.jpgролик.mp4 · 0 сролик.mp4 · 1 с',
    );
    first.unmount();
    server.use(...handlers({ body: video(false) }));
    open();
    expect(await screen.findByRole('radiogroup', { name: 'Кадр' })).toHaveTextContent('0 с1 с');
  });

  /**
   * The research of `several` with three findings: no clear accent and no call to action on the
   * frames given, and a strength stored before frame_indexes (its first frame alone).
   */
  const withFindings = (accent: number[], cta: number[]) => {
    const body = several(['а.jpg', 'б.pdf']);
    const warn = (frames: number[], text: string, recommendation: string) => ({
      severity: 'warn' as const,
      frame_index: frames[0]!,
      frame_indexes: frames,
      text,
      recommendation,
    });
    body.findings = [
      warn(accent, 'У макета нет ясного акцента.', 'Выделите главное.'),
      warn(cta, 'Призыв к действию не найден.', 'Добавьте кнопку.'),
      { severity: 'info', frame_index: 0, text: 'Бренд заметен.', recommendation: 'Так держать.' },
    ];
    return body;
  };

  it('shows in «Главное» of each frame the findings that hold for it, first frame or not', async () => {
    server.use(...handlers({ body: withFindings([0, 2], [1]) }));
    const { user } = open();
    const top = async () =>
      within(await screen.findByRole('list', { name: 'Главное' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(await top()).toEqual([
      expect.stringContaining('нет ясного акцента'),
      expect.stringContaining('Бренд заметен'),
    ]);
    const picker = screen.getByRole('radiogroup', { name: 'Кадр' });
    await user.click(within(picker).getByRole('radio', { name: 'б.pdf · стр. 1' }));
    expect(await top()).toEqual([expect.stringContaining('Призыв к действию не найден')]);
    await user.click(within(picker).getByRole('radio', { name: 'б.pdf · стр. 2' }));
    expect(await top()).toEqual([expect.stringContaining('нет ясного акцента')]);
  });

  it('says in «Выводы» which frames each finding holds for, by the names of the picker', async () => {
    server.use(...handlers({ body: withFindings([0, 1, 2], [1, 2]) }));
    const { user } = open();
    await screen.findByRole('radiogroup', { name: 'Кадр' });
    await openTab(user, 'Выводы');
    const items = within(screen.getByRole('list', { name: 'Выводы и рекомендации' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^У макета нет ясного акцента\.Во всех кадрах/),
      expect.stringMatching(
        /^Призыв к действию не найден\.Кадры: б\.pdf · стр\. 1, б\.pdf · стр\. 2Рекомендация/,
      ),
      expect.stringMatching(/^Бренд заметен\.Кадр: а\.jpgРекомендация/),
    ]);
  });

  it('keeps «Страница 1» for the pages of one creative', async () => {
    const one = several(['б.pdf', 'б.pdf']);
    one.frames[0] = { ...one.frames[0]!, creative_id: 8, page: 3 };
    server.use(...handlers({ body: one }));
    open();
    // a booklet's picker and chart speak of pages («Кадр» before)
    const picker = await screen.findByRole('radiogroup', { name: 'Страница' });
    expect(picker).toHaveTextContent('Страница 3Страница 1Страница 2');
    expect(screen.getByRole('tab', { name: 'По страницам' })).toBeInTheDocument();
  });
});

describe('research result: the timeline of a video or PDF (defect 6)', () => {
  it('draws the metrics per frame on the page and picks a frame', async () => {
    const video = withContractFields(videoResult());
    server.use(...handlers({ body: video }));
    const { user } = open();
    await openTab(user, 'По кадрам');
    expect(screen.getByRole('figure', { name: 'Метрики по кадрам' })).toBeVisible();
    const score = screen.getByRole('region', { name: 'Общая оценка' });
    expect(within(score).getByTestId('score-value')).toHaveTextContent(
      String(video.frames[0]!.metrics.score.value),
    );
    const pickers = screen.getAllByRole('radiogroup', { name: 'Кадр' });
    await user.click(within(pickers[pickers.length - 1]!).getByRole('radio', { name: '1,5 с' }));
    expect(within(score).getByTestId('score-value')).toHaveTextContent(
      String(video.frames[1]!.metrics.score.value),
    );
  });

  // A video's page at «0 с» showed «Призыв 88 %» of its end card without saying so.
  it('names the frame the audience’s shares and the feedback are of, and shows it', async () => {
    const video = { ...withContractFields(videoResult()), key_frame_index: 1 };
    server.use(...handlers({ body: video }));
    const { user } = open();
    await openTab(user, 'Аудитория');
    const note = screen.getByTestId('key-frame-note');
    expect(note).toHaveTextContent(
      'Доли заметивших и отзывы посчитаны по одному кадру — «1,5 с»: у него лучшая оценка.',
    );
    const score = screen.getByRole('region', { name: 'Общая оценка' });
    await user.click(within(note).getByRole('button', { name: 'Показать этот кадр' }));
    expect(within(score).getByTestId('score-value')).toHaveTextContent(
      String(video.frames[1]!.metrics.score.value),
    );
    // on the key frame there is nothing to go to
    expect(within(screen.getByTestId('key-frame-note')).queryByRole('button')).toBeNull();
    await openTab(user, 'Отзывы');
    expect(
      screen.getAllByTestId('key-frame-note').some((n) => n.textContent?.includes('«1,5 с»')),
    ).toBe(true);
  });

  it('says nothing of a key frame for a research of one frame', async () => {
    server.use(...handlers());
    const { user } = open();
    await openTab(user, 'Аудитория');
    expect(screen.queryByTestId('key-frame-note')).toBeNull();
  });

  it('labels the tab by pages for a PDF, and builds the timeline from the frames when the result has none', async () => {
    const pdf = pdfResult();
    delete pdf.timeline;
    server.use(...handlers({ body: pdf }));
    const { user } = open();
    await openTab(user, 'По страницам');
    expect(screen.getByRole('figure', { name: 'Метрики по страницам' })).toBeVisible();
  });
});

describe('research result: under its own container only (issue 14, defect 10)', () => {
  it('shows another lab’s research as not found instead of its result', async () => {
    server.use(
      http.get(`${BASE}/analyses/101`, () =>
        HttpResponse.json(analysisOf({ id: 101, name: 'Чужое', status: 'done', lab_id: 8 })),
      ),
      ...handlers(),
    );
    open();
    expect(await screen.findByText(/404 OBJECT_NOT_FOUND/)).toBeInTheDocument();
    expect(screen.queryByText('Чужое')).toBeNull();
  });
});

describe('research result: share', () => {
  it('offers «Поделиться» only once the result is saved, and opens the dialog with its links', async () => {
    server.use(
      ...handlers(),
      http.get(`${BASE}/analyses/101/shares`, () => HttpResponse.json({ items: [] })),
    );
    const { user } = open();
    const input = await screen.findByRole('textbox', { name: 'Название' });
    expect(screen.queryByRole('button', { name: 'Поделиться' })).toBeNull();
    await user.type(input, ' 2');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await user.click(await screen.findByRole('button', { name: 'Поделиться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Поделиться результатом' });
    expect(await within(dialog).findByText('Ссылок пока нет.')).toBeInTheDocument();
  });
});
