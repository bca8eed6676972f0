import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, labSummary, recordRequests, renderPage, server, setupMsw } from '../test/utils';
import { LabCreatePage } from './LabCreatePage';
import { LabsPage } from './LabsPage';

setupMsw();

describe('LabsPage', () => {
  it('lists the labs with their counts and dates', async () => {
    server.use(
      http.get(`${BASE}/labs`, () =>
        HttpResponse.json({
          items: [
            labSummary({
              id: 1,
              name: 'Весна',
              researches: 3,
              comparisons: 1,
              created_at: '2025-03-05T10:00:00Z',
            }),
            labSummary({ id: 2, name: 'Осень', researches: 1, comparisons: 0 }),
          ],
        }),
      ),
    );
    renderPage(<LabsPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Лаборатории' }),
    ).toBeInTheDocument();
    const first = await screen.findByTestId('lab-1');
    expect(within(first).getByRole('link', { name: 'Весна' })).toHaveAttribute('href', '/labs/1');
    expect(within(first).getByText('3 исследования · 1 сравнение')).toBeInTheDocument();
    expect(within(first).getByText('Создана 05.03.2025')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('lab-2')).getByText('1 исследование · 0 сравнений'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Создать лабораторию' })).toHaveAttribute(
      'href',
      '/labs/create',
    );
  });

  it('invites to create the first lab when there is none', async () => {
    server.use(http.get(`${BASE}/labs`, () => HttpResponse.json({ items: [] })));
    renderPage(<LabsPage />);
    expect(await screen.findByText('У вас пока нет лабораторий')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Создать первую лабораторию' })).toHaveAttribute(
      'href',
      '/labs/create',
    );
  });

  it('shows the catalogue message when the list cannot be read, and retries', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/labs`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 'SERVICE_UNAVAILABLE' }, { status: 503 })
          : HttpResponse.json({ items: [labSummary({ id: 1, name: 'Весна' })] });
      }),
    );
    const { user } = renderPage(<LabsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис перезапускается');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Весна' })).toBeInTheDocument();
  });

  it('renames a lab inline and the list is re-read', async () => {
    let name = 'Весна';
    let patched: unknown = null;
    server.use(
      http.get(`${BASE}/labs`, () => HttpResponse.json({ items: [labSummary({ id: 1, name })] })),
      http.patch(`${BASE}/labs/1`, async ({ request }) => {
        patched = await request.json();
        name = (patched as { name: string }).name;
        return HttpResponse.json({ id: 1, name, created_at: '2025-03-01T10:00:00Z', analyzes: [] });
      }),
    );
    const { user } = renderPage(<LabsPage />);
    await user.click(await screen.findByRole('button', { name: 'Переименовать «Весна»' }));
    const input = screen.getByLabelText('Новое название');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    await user.type(input, 'Лето{Enter}');
    expect(await screen.findByRole('link', { name: 'Лето' })).toBeInTheDocument();
    expect(patched).toEqual({ name: 'Лето' });
    expect(screen.queryByLabelText('Новое название')).not.toBeInTheDocument();
  });

  it('deletes a lab only after the confirm dialog', async () => {
    let items = [labSummary({ id: 1, name: 'Весна' }), labSummary({ id: 2, name: 'Осень' })];
    server.use(
      http.get(`${BASE}/labs`, () => HttpResponse.json({ items })),
      http.delete(`${BASE}/labs/:id`, ({ params }) => {
        items = items.filter((l) => l.id !== Number(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const seen = recordRequests();
    const { user } = renderPage(<LabsPage />);
    await user.click(await screen.findByRole('button', { name: 'Удалить «Весна»' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Удалить лабораторию «Весна»');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(seen).not.toContain('DELETE /labs/1');

    await user.click(screen.getByRole('button', { name: 'Удалить «Весна»' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Весна' })).not.toBeInTheDocument(),
    );
    expect(seen).toContain('DELETE /labs/1');
    expect(screen.getByRole('link', { name: 'Осень' })).toBeInTheDocument();
  });
});

describe('LabCreatePage', () => {
  it('sets the trail back to the labs', async () => {
    const { store } = renderPage(<LabCreatePage />, { route: '/labs/create' });
    await waitFor(() =>
      expect(store.getState().ui.breadcrumbs).toEqual([
        { label: 'Мои исследования', to: '/labs' },
        { label: 'Новая лаборатория' },
      ]),
    );
  });

  it('validates the name, creates the lab and opens it', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${BASE}/labs`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { id: 42, name: 'Весна', created_at: '2025-03-01T10:00:00Z', analyzes: [] },
          { status: 201 },
        );
      }),
    );
    const { user, pathname } = renderPage(<LabCreatePage />, { route: '/labs/create' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Новая лаборатория' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /Название лаборатории/ }));
    await user.paste('x'.repeat(256));
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Максимум символов 255')).toBeInTheDocument();
    expect(body).toBeNull();

    await user.clear(screen.getByRole('textbox', { name: /Название лаборатории/ }));
    await user.type(screen.getByRole('textbox', { name: /Название лаборатории/ }), '  Весна ');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(pathname()).toBe('/labs/42'));
    expect(body).toEqual({ name: 'Весна' });
  });

  it('shows field messages of a 422 beside the field', async () => {
    server.use(
      http.post(`${BASE}/labs`, () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            fields: { name: ['Слишком похоже на другое имя', 'второе'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderPage(<LabCreatePage />, { route: '/labs/create' });
    await user.type(screen.getByRole('textbox', { name: /Название лаборатории/ }), 'Весна');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Слишком похоже на другое имя')).toBeInTheDocument();
    expect(screen.queryByText('второе')).not.toBeInTheDocument();
  });
});
