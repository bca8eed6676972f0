import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bookletResult, COMPARISON_RESULT_RANGES, RESEARCH_RESULT } from '../dev/fixtures';
import { BASE, recordRequests, renderPage, server, setupMsw } from '../test/utils';
import { SharedResultPage } from './SharedResultPage';

setupMsw();

const TOKEN = 'Abc_-'.repeat(8) + 'xyz';
const PATH = '/s/:token';
const shared = (result: object = RESEARCH_RESULT) => ({
  name: 'Баннер «Весна»',
  type: (result as { type: string }).type,
  expires_at: '2099-12-01T09:00:00Z',
  result,
  ...((result as { type: string }).type === 'research'
    ? { goal: 'conversion', placement: 'banner' }
    : {}),
});
const open = (token = TOKEN) =>
  renderPage(<SharedResultPage />, { route: `/s/${token}`, path: PATH });

describe('the shared result page (/s/:token)', () => {
  it('shows the research read-only with the PDF report and the meta tags that keep it out of search', async () => {
    server.use(http.get(`${BASE}/shared/${TOKEN}`, () => HttpResponse.json(shared())));
    open();
    expect(
      await screen.findByRole('heading', { name: 'Результат исследования' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Баннер «Весна»')).toBeInTheDocument();
    // the score is for the research's goal and placement, as on the owner's page
    expect(
      screen.getByText('Общая оценка для цели «Конверсия» на площадке «Баннер»'),
    ).toBeInTheDocument();
    expect(
      // 09:00 UTC is 12:00 in Moscow, and the note says whose time it is
      screen.getByText(
        'Доступ только для просмотра, ссылка действует до 1 декабря 2099 г. в 12:00 МСК.',
      ),
    ).toBeInTheDocument();
    const report = screen.getByRole('link', { name: 'Скачать отчёт PDF' });
    expect(report).toHaveAttribute('href', `/api/v1/shared/${TOKEN}/report.pdf`);
    // Read-only: no feedback generation, no save, no share.
    expect(screen.queryByRole('tab', { name: 'Отзывы' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Сохранить|Поделиться/ })).toBeNull();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute(
      'content',
      'no-referrer',
    );
  });

  it('shows a shared comparison with every variant’s heatmap from the answer, asking nothing of the owner’s API', async () => {
    server.use(
      http.get(`${BASE}/shared/${TOKEN}`, () =>
        HttpResponse.json({
          ...shared(COMPARISON_RESULT_RANGES),
          name: 'А против Б',
          researches: [
            { id: 101, name: 'Баннер А', result: RESEARCH_RESULT },
            { id: 102, name: 'Буклет Б', result: bookletResult(102) },
          ],
        }),
      ),
    );
    const seen = recordRequests();
    const { user } = open();
    expect(await screen.findByRole('heading', { name: 'Результат сравнения' })).toBeInTheDocument();
    expect(screen.getByText('А против Б')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Варианты' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      screen.getByRole('img', { name: 'Тепловая карта: Вариант А, кадр 1' }),
    ).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Кадры: Вариант Б' });
    await user.click(within(pages).getByRole('button', { name: 'страница 2' }));
    expect(
      await screen.findByRole('img', { name: 'Тепловая карта: Вариант Б, страница 2' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Скачать отчёт PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Поделиться/ })).toBeNull();
    // A guest has no session: nothing but the shared answer is read.
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /shared/${TOKEN}`]);
  });

  it('a revoked, expired or unknown link shows a clear page', async () => {
    server.use(
      http.get(`${BASE}/shared/${TOKEN}`, () =>
        HttpResponse.json({ code: 'OBJECT_NOT_FOUND' }, { status: 404 }),
      ),
    );
    open();
    expect(
      await screen.findByRole('heading', { name: 'Ссылка недействительна' }),
    ).toBeInTheDocument();
  });

  it('a malformed token is refused without asking the server', async () => {
    const seen = recordRequests();
    open('short');
    expect(
      await screen.findByRole('heading', { name: 'Ссылка недействительна' }),
    ).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('asks for the password, says when it is wrong, and opens the result with the right one', async () => {
    server.use(
      http.get(`${BASE}/shared/${TOKEN}`, ({ request }) =>
        new URL(request.url).searchParams.get('access') === 'grant.1'
          ? HttpResponse.json(shared())
          : HttpResponse.json({ code: 'SHARE_PASSWORD_REQUIRED' }, { status: 403 }),
      ),
      http.post(`${BASE}/shared/${TOKEN}/unlock`, async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        return password === 'весна'
          ? HttpResponse.json({ access: 'grant.1', expires_at: '2099-01-01T00:00:00Z' })
          : HttpResponse.json({ code: 'SHARE_PASSWORD_INVALID' }, { status: 400 });
      }),
    );
    const { user } = open();
    expect(
      await screen.findByRole('heading', { name: 'Результат защищён паролем' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(await screen.findByText('Введите пароль')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Пароль'), 'осень');
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(
      await screen.findByText('Неверный пароль. Проверьте его и попробуйте снова.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Пароль'));
    await user.type(screen.getByLabelText('Пароль'), 'весна');
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(
      await screen.findByRole('heading', { name: 'Результат исследования' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Скачать отчёт PDF' })).toHaveAttribute(
      'href',
      `/api/v1/shared/${TOKEN}/report.pdf?access=grant.1`,
    );
  });

  it('a failure that is not the link’s shows the error with a retry', async () => {
    let fail = true;
    server.use(
      http.get(`${BASE}/shared/${TOKEN}`, () =>
        fail
          ? HttpResponse.json({ code: 'REQUEST_RATE_LIMIT' }, { status: 429 })
          : HttpResponse.json(shared()),
      ),
    );
    const { user } = open();
    expect(
      await screen.findByText('Превышен лимит запросов. Попробуйте позже.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Результат исследования' })).toBeInTheDocument(),
    );
  });
});
