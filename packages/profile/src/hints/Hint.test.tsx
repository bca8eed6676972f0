import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sampleProfile } from '../dev/fixtures';
import { BASE, renderWithApp, server, setupMsw } from '../test/utils';
import { Hint } from './Hint';

setupMsw();

describe('Hint', () => {
  it('shows while its flag is true and dismissing PATCHes just that flag at once', async () => {
    let me = sampleProfile({ hint_research_before_save: false });
    const patches: unknown[] = [];
    server.use(
      http.get(`${BASE}/profile/me`, () => HttpResponse.json(me)),
      http.patch(`${BASE}/profile/me`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        me = { ...me, ...body };
        return HttpResponse.json(me);
      }),
    );
    const { user } = renderWithApp({
      route: '/',
      routes: {
        '/': (
          <>
            <Hint name="hint_research_create">Загрузите креативы</Hint>
            <Hint name="hint_research_before_save">Сохраните результат</Hint>
          </>
        ),
      },
    });
    expect(await screen.findByText('Загрузите креативы')).toBeInTheDocument();
    expect(screen.queryByText('Сохраните результат')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Понятно' }));
    // Hidden at once, saved at once with only that flag.
    expect(screen.queryByText('Загрузите креативы')).not.toBeInTheDocument();
    await waitFor(() => expect(patches).toEqual([{ hint_research_create: false }]));
  });

  it('comes back when the save fails', async () => {
    server.use(
      http.get(`${BASE}/profile/me`, () => HttpResponse.json(sampleProfile())),
      http.patch(`${BASE}/profile/me`, () =>
        HttpResponse.json({ code: 'VALIDATION_ERROR', fields: {} }, { status: 422 }),
      ),
    );
    const { user } = renderWithApp({
      route: '/',
      routes: { '/': <Hint name="hint_comparison_create" /> },
    });
    await user.click(await screen.findByRole('button', { name: 'Понятно' }));
    expect(
      await screen.findByText(/Отметьте минимум два сохранённых исследования/),
    ).toBeInTheDocument();
  });
});
