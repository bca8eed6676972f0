import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, briefSummary, recordRequests, renderPage, server, setupMsw } from '../test/utils';
import { BriefsPage } from './BriefsPage';

setupMsw();

describe('BriefsPage', () => {
  it('lists the briefs with brand, product, goal (when sent), counts and date', async () => {
    server.use(
      http.get(`${BASE}/briefs`, () =>
        HttpResponse.json({
          items: [
            {
              ...briefSummary({
                id: 1,
                name: 'Лето',
                brand: 'Зерно',
                product: 'Кофе',
                researches: 2,
              }),
              goal: 'conversion',
            },
            briefSummary({ id: 2, name: 'Зима', brand: '', created_at: '2025-01-15T10:00:00Z' }),
          ],
        }),
      ),
    );
    renderPage(<BriefsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Брифы' })).toBeInTheDocument();
    const first = await screen.findByTestId('brief-1');
    expect(within(first).getByRole('link', { name: 'Лето' })).toHaveAttribute('href', '/briefs/1');
    expect(within(first).getByText('Бренд: Зерно')).toBeInTheDocument();
    expect(within(first).getByText('Продукт: Кофе')).toBeInTheDocument();
    expect(within(first).getByText('Конверсия')).toBeInTheDocument();
    expect(within(first).getByText('2 исследования · 0 сравнений')).toBeInTheDocument();
    const second = screen.getByTestId('brief-2');
    expect(within(second).getByText('Бренд: —')).toBeInTheDocument();
    expect(within(second).getByText('Создан 15.01.2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Создать бриф' })).toHaveAttribute(
      'href',
      '/briefs/create',
    );
  });

  it('invites to create the first brief when there is none', async () => {
    server.use(http.get(`${BASE}/briefs`, () => HttpResponse.json({ items: [] })));
    renderPage(<BriefsPage />);
    expect(await screen.findByText('У вас пока нет брифов')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Создать первый бриф' })).toHaveAttribute(
      'href',
      '/briefs/create',
    );
  });

  it('says the connection is down when the list gets no answer, not that the product broke', async () => {
    server.use(http.get(`${BASE}/briefs`, () => HttpResponse.error()));
    renderPage(<BriefsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
    );
  });

  it('shows the catalogue message when the list fails', async () => {
    server.use(
      http.get(`${BASE}/briefs`, () => HttpResponse.json({ code: 'SOMETHING' }, { status: 500 })),
    );
    renderPage(<BriefsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Упс! Что-то сломалось! Мы уже работаем над этой проблемой.',
    );
  });

  it('deletes a brief after the confirm dialog', async () => {
    let items = [briefSummary({ id: 1, name: 'Лето' }), briefSummary({ id: 2, name: 'Зима' })];
    server.use(
      http.get(`${BASE}/briefs`, () => HttpResponse.json({ items })),
      http.delete(`${BASE}/briefs/:id`, ({ params }) => {
        items = items.filter((b) => b.id !== Number(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const seen = recordRequests();
    const { user } = renderPage(<BriefsPage />);
    await user.click(await screen.findByRole('button', { name: 'Удалить «Лето»' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Удалить бриф «Лето»');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Лето' })).not.toBeInTheDocument(),
    );
    expect(seen).toContain('DELETE /briefs/1');
  });
});
