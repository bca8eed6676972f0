import type { FeedbackList, ResearchResult } from '@kreolab/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { analysisOf, FEEDBACK_ITEMS, RESEARCH_RESULT } from '../dev/fixtures';
import { formatShare, gridShare } from '../grid';
import { BASE, baseHandlers, recordRequests, renderPage, server, setupMsw } from '../test/utils';
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
} = {}) {
  let isSaved = saved;
  let name = 'Баннер «Скидка»';
  return [
    ...baseHandlers({ hints }),
    http.get(`${BASE}/analyses/101`, () =>
      HttpResponse.json(analysisOf({ id: 101, name, status: 'done', saved: isSaved })),
    ),
    http.get(`${BASE}/analyses/101/result`, () => HttpResponse.json(result)),
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

  it('shows the metric cards with their values and explanations', async () => {
    server.use(...handlers());
    open();
    const card = (await screen.findByText('Общая оценка', { selector: '[data-metric] p' })).closest(
      '[data-metric]',
    )!;
    expect(card).toHaveTextContent(String(frame.metrics.score.value));
    expect(card).toHaveTextContent(frame.metrics.score.explanation);
    expect(screen.getByText(frame.metrics.legibility.explanation)).toBeInTheDocument();
    // the palette with hex and Russian names
    const top = frame.colours.palette[0]!;
    expect(screen.getByRole('list', { name: 'Палитра' })).toHaveTextContent(top.hex);
    expect(screen.getByRole('list', { name: 'Палитра' })).toHaveTextContent(top.name);
  });
});

describe('research result: drawing a region', () => {
  it('shows the share of a rectangle typed in at once, and keeps it in the list', async () => {
    server.use(...handlers());
    const { user } = open();
    const tool = await screen.findByRole('group', { name: 'Своя область' });
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

  it('draws a rectangle with the pointer', async () => {
    server.use(...handlers());
    open();
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
    expect(screen.getByRole('button', { name: 'Сгенерировать отзывы' })).toBeDisabled();
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
    await user.click(await screen.findByRole('button', { name: 'Сгенерировать отзывы' }));
    expect(
      await screen.findByText(
        'Лимит генераций исчерпан. Продолжите с другим сегментом или создайте новое исследование.',
      ),
    ).toBeInTheDocument();
  });

  it('queues the feedback generated before when the page opens', async () => {
    const items = FEEDBACK_ITEMS.slice(0, 3);
    server.use(...handlers({ feedback: { ...emptyFeedback, items } }));
    open();
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
    expect(screen.getByRole('button', { name: 'Сохранено' })).toBeDisabled();
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
