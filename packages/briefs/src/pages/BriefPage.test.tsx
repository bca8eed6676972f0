import type { Brief } from '@kreolab/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { analysis, BASE, brief, renderPage, server, setupMsw } from '../test/utils';
import { BriefPage } from './BriefPage';

setupMsw();

const open = (b: Brief, pollIntervalMs = 60_000) =>
  renderPage(<BriefPage pollIntervalMs={pollIntervalMs} />, {
    route: `/briefs/${b.id}`,
    path: '/briefs/:briefId',
  });
const serve = (b: Brief) =>
  server.use(http.get(`${BASE}/briefs/${b.id}`, () => HttpResponse.json(b)));

describe('BriefPage', { timeout: 45_000 }, () => {
  it('sets the breadcrumb back to the briefs, then the brief name, and shows the summary', async () => {
    const b = brief({ id: 2, name: 'Лето' });
    serve(b);
    const { store } = open(b);
    expect(await screen.findByRole('heading', { level: 1, name: 'Лето' })).toBeInTheDocument();
    await waitFor(() =>
      expect(store.getState().ui.breadcrumbs).toEqual([
        { label: 'Мои брифинги', to: '/briefs' },
        { label: 'Лето' },
      ]),
    );
    expect(screen.getByText('Кофейня «Зерно»')).toBeInTheDocument();
    expect(screen.getByText('Узнаваемость')).toBeInTheDocument();
    expect(screen.getByText('Лента соцсетей, Наружная реклама')).toBeInTheDocument();
    const segment = screen.getByTestId('segment-11');
    expect(within(segment).getByText('Студенты')).toBeInTheDocument();
    expect(within(segment).getByText('18–24 лет · Любой')).toBeInTheDocument();
    expect(within(segment).getByText('музыка')).toBeInTheDocument();
  });

  it('lists its analyses with statuses and links below /briefs/:briefId', async () => {
    const b = brief({
      id: 3,
      analyzes: [
        analysis({ id: 1, status: 'draft' }),
        analysis({ id: 2, status: 'done', saved: true }),
        analysis({ id: 3, type: 'comparison', status: 'done' }),
      ],
    });
    serve(b);
    open(b);
    const draft = await screen.findByTestId('analysis-1');
    expect(within(draft).getByText('Черновик')).toBeInTheDocument();
    expect(within(draft).getByRole('link')).toHaveAttribute(
      'href',
      '/briefs/3/researches/1/details',
    );
    expect(within(screen.getByTestId('analysis-2')).getByRole('link')).toHaveAttribute(
      'href',
      '/briefs/3/researches/2/result',
    );
    expect(within(screen.getByTestId('analysis-3')).getByRole('link')).toHaveAttribute(
      'href',
      '/briefs/3/comparisons/3/result',
    );
  });

  it('«Новое исследование» opens the new-research form and saves no draft', async () => {
    const b = brief({ id: 4 });
    serve(b);
    let posted = 0;
    server.use(
      http.post(`${BASE}/analyses`, () => {
        posted += 1;
        return HttpResponse.json({ id: 90 }, { status: 201 });
      }),
    );
    const { user, pathname } = open(b);
    await user.click(await screen.findByRole('button', { name: 'Новое исследование' }));
    await waitFor(() => expect(pathname()).toBe('/briefs/4/researches/new/details'));
    await new Promise((r) => setTimeout(r, 50));
    expect(posted).toBe(0);
  });

  it('edits the brief with the same form and sends the segments with their ids', async () => {
    let current = brief({ id: 5, name: 'Старое' });
    let patched: unknown = null;
    server.use(
      http.get(`${BASE}/briefs/5`, () => HttpResponse.json(current)),
      http.patch(`${BASE}/briefs/5`, async ({ request }) => {
        patched = await request.json();
        current = { ...current, ...(patched as Partial<Brief>) } as Brief;
        return HttpResponse.json(current);
      }),
    );
    const { user } = open(current);
    await user.click(await screen.findByRole('button', { name: 'Редактировать бриф' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Редактирование брифа' }),
    ).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Название брифа/ });
    expect(name).toHaveValue('Старое');
    await user.clear(name);
    await user.click(name);
    await user.paste('Новое');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Новое' })).toBeInTheDocument();
    expect(patched).toMatchObject({
      name: 'Новое',
      goal: 'awareness',
      segments: [
        {
          id: 11,
          name: 'Студенты',
          age_from: 18,
          age_to: 24,
          gender: 'any',
          interests: ['музыка', 'кино'],
        },
      ],
    });
  });

  it('opens the form again with an edit left unsaved, and «Вернуть сохранённое» drops it', async () => {
    const b = brief({ id: 6, name: 'Старое' });
    serve(b);
    const first = open(b);
    await first.user.click(await screen.findByRole('button', { name: 'Редактировать бриф' }));
    await first.user.type(screen.getByRole('textbox', { name: /Название брифа/ }), ' и новое');
    first.unmount();

    const again = open(b);
    const name = await screen.findByRole('textbox', { name: /Название брифа/ });
    expect(name).toHaveValue('Старое и новое');
    expect(screen.getByRole('alert')).toHaveTextContent(/не успели сохранить/);
    await again.user.click(screen.getByRole('button', { name: 'Вернуть сохранённое' }));
    expect(name).toHaveValue('Старое');
    again.unmount();

    open(b);
    expect(await screen.findByRole('button', { name: 'Редактировать бриф' })).toBeInTheDocument();
  });

  it('moves focus into the form it opens and back to «Редактировать бриф» once it closes', async () => {
    const b = brief({ id: 7, name: 'Лето' });
    serve(b);
    const { user } = open(b);
    await user.click(await screen.findByRole('button', { name: 'Редактировать бриф' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Название брифа/ })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Редактировать бриф' })).toHaveFocus(),
    );
  });

  it('shows the catalogue message for a missing brief', async () => {
    server.use(
      http.get(`${BASE}/briefs/9`, () =>
        HttpResponse.json({ code: 'OBJECT_NOT_FOUND' }, { status: 404 }),
      ),
    );
    renderPage(<BriefPage />, { route: '/briefs/9', path: '/briefs/:briefId' });
    expect(await screen.findByRole('alert')).toHaveTextContent('404 OBJECT_NOT_FOUND');
  });

  it('re-reads the brief while an analysis runs and stops once nothing is running', async () => {
    let reads = 0;
    server.use(
      http.get(`${BASE}/briefs/6`, () => {
        reads += 1;
        const status = reads < 2 ? 'queued' : 'done';
        return HttpResponse.json(brief({ id: 6, analyzes: [analysis({ id: 1, status })] }));
      }),
    );
    open(brief({ id: 6 }), 150);
    await waitFor(() =>
      expect(within(screen.getByTestId('analysis-1')).getByText('Готово')).toBeInTheDocument(),
    );
    const settled = reads;
    expect(settled).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(reads).toBe(settled);
  });
});
