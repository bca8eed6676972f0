import type { ApiToken, ApiTokenCreate } from '@kreolab/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  BASE,
  recordRequests,
  renderWithApp,
  server,
  setupMsw,
  toastMessages,
} from '../test/utils';
import { ApiTokensSection } from './ApiTokensSection';

setupMsw();

const SECRET = `kl_${'a1B2c3D4e5'.repeat(4)}xyz`;

const token = (over: Partial<ApiToken> = {}): ApiToken => ({
  id: 1,
  name: 'Отчёты',
  scope: 'read',
  prefix: 'kl_Ab12Cd',
  created_at: '2026-11-01T10:00:00Z',
  expires_at: '2099-12-01T10:00:00Z',
  last_used_at: null,
  ...over,
});

/** A token server like the API's: create answers the secret once, delete forgets the token. */
function tokensServer(initial: ApiToken[] = []) {
  const state = { items: [...initial], created: [] as ApiTokenCreate[], nextId: 10 };
  server.use(
    http.get(`${BASE}/profile/tokens`, () => HttpResponse.json({ items: state.items })),
    http.post(`${BASE}/profile/tokens`, async ({ request }) => {
      const body = (await request.json()) as ApiTokenCreate;
      state.created.push(body);
      const made = token({
        id: state.nextId++,
        name: body.name,
        scope: body.scope,
        prefix: SECRET.slice(0, 9),
      });
      state.items = [made, ...state.items];
      return HttpResponse.json({ token: made, secret: SECRET }, { status: 201 });
    }),
    http.delete(`${BASE}/profile/tokens/:id`, ({ params }) => {
      state.items = state.items.filter((t) => t.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

const render = () => renderWithApp({ routes: { '/': <ApiTokensSection /> } });

describe('ApiTokensSection', () => {
  it('shows the empty state and a link to the API documentation', async () => {
    tokensServer();
    render();
    expect(await screen.findByText(/Токенов пока нет/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Документация API' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
  });

  it('lists tokens with scope, expiry and last use; an expired one says so', async () => {
    tokensServer([
      token({ id: 1, name: 'Отчёты', last_used_at: '2026-11-20T08:00:00Z' }),
      token({ id: 2, name: 'Старый', scope: 'analyse', expires_at: '2020-01-02T00:00:00Z' }),
    ]);
    render();
    const list = await screen.findByRole('list', { name: 'Ваши токены' });
    const first = within(list).getByRole('listitem', { name: 'Отчёты' });
    expect(within(first).getByText('Только чтение')).toBeInTheDocument();
    expect(within(first).getByText('Действует до 01.12.2099')).toBeInTheDocument();
    expect(within(first).getByText('Последнее использование: 20.11.2026')).toBeInTheDocument();
    expect(within(first).getByText('kl_Ab12Cd…')).toBeInTheDocument();
    const old = within(list).getByRole('listitem', { name: 'Старый' });
    expect(within(old).getByText('Чтение, загрузка и исследования')).toBeInTheDocument();
    expect(within(old).getByText('Истёк 02.01.2020')).toBeInTheDocument();
    expect(within(old).getByText('Ещё не использовался')).toBeInTheDocument();
  });

  it('creates a token and shows its secret once, with a warning and a copy button', async () => {
    const state = tokensServer();
    const { user } = render();
    await screen.findByText(/Токенов пока нет/);
    await user.type(screen.getByRole('textbox', { name: /Название/ }), '  CI агентства ');
    await user.click(screen.getByRole('radio', { name: 'Чтение, загрузка и исследования' }));
    await user.click(screen.getByRole('button', { name: 'Создать токен' }));

    // The secret, in the once-only warning (found by text: role queries over the whole page
    // are slow enough here for the 4-second toast to be gone, so the toast is not asserted).
    const alert = (await screen.findByText('Скопируйте токен сейчас')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(within(alert).getByText('Скопируйте токен сейчас')).toBeInTheDocument();
    expect(within(alert).getByText(/больше не будет показан/)).toBeInTheDocument();
    expect(within(alert).getByText(SECRET)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Скопировать' })).toBeInTheDocument();
    expect(state.created).toEqual([
      { name: 'CI агентства', scope: 'analyse', expires_in_days: 30 },
    ]);
    // The list is read again and shows the new token, without its secret.
    const list = await screen.findByRole('list', { name: 'Ваши токены' });
    expect(within(list).getByRole('listitem', { name: 'CI агентства' })).toBeInTheDocument();
    expect(within(list).queryByText(SECRET)).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Готово' }));
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('refuses a blank name without a request', async () => {
    const state = tokensServer();
    const seen = recordRequests();
    const { user } = render();
    await screen.findByText(/Токенов пока нет/);
    await user.type(screen.getByRole('textbox', { name: /Название/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Создать токен' }));
    expect(await screen.findByText('Введите название')).toBeInTheDocument();
    expect(state.created).toEqual([]);
    expect(seen.filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it('revokes a token only after confirmation', async () => {
    const state = tokensServer([token({ id: 5, name: 'Лишний' })]);
    const { user, store } = render();
    await user.click(await screen.findByRole('button', { name: 'Отозвать токен «Лишний»' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/перестанет работать сразу/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(state.items).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Отозвать токен «Лишний»' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отозвать' }),
    );
    await waitFor(() => expect(state.items).toEqual([]));
    expect(await screen.findByText(/Токенов пока нет/)).toBeInTheDocument();
    expect(toastMessages(store)).toContain('Токен отозван');
  });

  it('takes a new token’s secret off the page when that token is revoked, not another one', async () => {
    tokensServer([token({ id: 5, name: 'Старый' })]);
    const { user } = render();
    await user.type(await screen.findByRole('textbox', { name: /Название/ }), 'Новый');
    await user.click(screen.getByRole('button', { name: 'Создать токен' }));
    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    const revoke = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: `Отозвать токен «${name}»` }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отозвать' }),
      );
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: `Отозвать токен «${name}»` })).toBeNull(),
      );
    };
    await revoke('Старый');
    expect(screen.getByText(SECRET)).toBeInTheDocument();
    await revoke('Новый');
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(screen.queryByText('Скопируйте токен сейчас')).toBeNull();
  });

  it('shows a load error with a retry', async () => {
    let fail = true;
    server.use(
      http.get(`${BASE}/profile/tokens`, () =>
        fail
          ? HttpResponse.json({ code: 'INTERNAL_ERROR' }, { status: 500 })
          : HttpResponse.json({ items: [] }),
      ),
    );
    const { user } = render();
    expect(await screen.findByText('Не удалось загрузить токены')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText(/Токенов пока нет/)).toBeInTheDocument();
  });
});
