import type { ShareLink } from '@kreolab/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, recordRequests, renderPage, server, setupMsw } from '../test/utils';
import { ShareButton, ShareDialog } from './ShareDialog';

setupMsw();

const TOKEN = 'a'.repeat(43);
const link = (partial: Partial<ShareLink>): ShareLink => ({
  id: 1,
  analysis_id: 101,
  created_at: '2026-11-20T10:00:00Z',
  expires_at: '2099-11-27T10:00:00Z',
  revoked_at: null,
  last_viewed_at: null,
  has_password: false,
  views: 0,
  state: 'active',
  ...partial,
});

function handlers(initial: ShareLink[] = []) {
  let items = [...initial];
  return [
    http.get(`${BASE}/analyses/101/shares`, () => HttpResponse.json({ items })),
    http.post(`${BASE}/analyses/101/shares`, async ({ request }) => {
      const body = (await request.json()) as { expires_at: string; password: string | null };
      const made = link({
        id: 9,
        expires_at: body.expires_at,
        has_password: !!body.password,
      });
      items = [made, ...items];
      return HttpResponse.json({ ...made, token: TOKEN }, { status: 201 });
    }),
    http.delete(`${BASE}/analyses/101/shares/:shareId`, ({ params }) => {
      items = items.map((i) =>
        i.id === Number(params.shareId)
          ? { ...i, state: 'revoked' as const, revoked_at: '2026-11-25T10:00:00Z' }
          : i,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

const open = () =>
  renderPage(<ShareDialog analysisId={101} opened onClose={() => {}} />, { route: '/', path: '/' });

describe('ShareDialog', () => {
  it('shows the empty list, then makes a 30-day link with a password and shows it to copy', async () => {
    server.use(...handlers());
    const seen = recordRequests();
    const { user } = open();
    expect(await screen.findByText('Ссылок пока нет.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '30 дней' }));
    await user.type(screen.getByLabelText('Пароль (необязательно)'), 'весна');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Создать ссылку' }));
    const field = await screen.findByLabelText('Ссылка для гостя');
    expect(field).toHaveValue(`${window.location.origin}/s/${TOKEN}`);
    expect(screen.getByRole('button', { name: 'Копировать' })).toBeInTheDocument();
    const post = seen.find((r) => r.method === 'POST')!;
    await waitFor(() => expect(post.body).toBeDefined());
    const body = post.body as { expires_at: string; password: string };
    expect(body.password).toBe('весна');
    const days = (new Date(body.expires_at).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    // The list refetches and shows the new link with its state and password badge.
    const rows = await screen.findAllByTestId('share-link-row');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('С паролем')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Просмотров: 0')).toBeInTheDocument();
  });

  it('refuses a password shorter than 4 characters without asking the server', async () => {
    server.use(...handlers());
    const seen = recordRequests();
    const { user } = open();
    await screen.findByText('Ссылок пока нет.');
    await user.type(screen.getByLabelText('Пароль (необязательно)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Создать ссылку' }));
    expect(await screen.findByText('Пароль должен быть не короче 4 символов')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('lists links with views and revokes one after confirmation', async () => {
    server.use(
      ...handlers([
        link({ id: 1, views: 5 }),
        link({ id: 2, state: 'expired', expires_at: '2026-11-01T10:00:00Z' }),
      ]),
    );
    const { user } = open();
    const rows = await screen.findAllByTestId('share-link-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Просмотров: 5')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^Истекла/)).toBeInTheDocument();
    // Only a valid link can be revoked.
    expect(within(rows[1]!).queryByRole('button', { name: 'Отозвать' })).toBeNull();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Отозвать' }));
    const confirm = await screen.findByRole('dialog', { name: 'Отозвать ссылку?' });
    await user.click(within(confirm).getByRole('button', { name: 'Отозвать' }));
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('share-link-row')[0]!).getByText('Отозвана'),
      ).toBeInTheDocument(),
    );
  });

  it('takes the new link’s address off the dialog when that link is revoked', async () => {
    server.use(...handlers([link({ id: 1 })]));
    const { user } = open();
    await screen.findAllByTestId('share-link-row');
    await user.click(screen.getByRole('button', { name: 'Создать ссылку' }));
    expect(await screen.findByLabelText('Ссылка для гостя')).toBeInTheDocument();
    const rowOf = async (id: string) =>
      (await screen.findAllByTestId('share-link-row')).find((r) => r.dataset.link === id)!;
    const revoke = async (id: string) => {
      await user.click(within(await rowOf(id)).getByRole('button', { name: 'Отозвать' }));
      const confirm = await screen.findByRole('dialog', { name: 'Отозвать ссылку?' });
      await user.click(within(confirm).getByRole('button', { name: 'Отозвать' }));
      await waitFor(async () =>
        expect(within(await rowOf(id)).getByText('Отозвана')).toBeInTheDocument(),
      );
    };
    await revoke('1');
    expect(screen.getByLabelText('Ссылка для гостя')).toBeInTheDocument();
    await revoke('9');
    expect(screen.queryByLabelText('Ссылка для гостя')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Копировать' })).toBeNull();
  });

  it('says so when the list cannot be loaded, and retries', async () => {
    let fail = true;
    server.use(
      http.get(`${BASE}/analyses/101/shares`, () =>
        fail
          ? HttpResponse.json({ code: 'INTERNAL_ERROR' }, { status: 500 })
          : HttpResponse.json({ items: [] }),
      ),
    );
    const { user } = open();
    expect(await screen.findByText('Не удалось загрузить ссылки')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Ссылок пока нет.')).toBeInTheDocument();
  });

  it('shows the catalogue text when the result is not saved', async () => {
    server.use(
      http.post(`${BASE}/analyses/101/shares`, () =>
        HttpResponse.json({ code: 'RESEARCH_NOT_SAVED' }, { status: 403 }),
      ),
      ...handlers(),
    );
    const { user } = open();
    await screen.findByText('Ссылок пока нет.');
    await user.click(screen.getByRole('button', { name: 'Создать ссылку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Сохраните результат, чтобы поделиться им.',
    );
  });
});

describe('ShareButton', () => {
  it('is there only for a saved result and opens the dialog', async () => {
    server.use(...handlers());
    const { user, unmount } = renderPage(<ShareButton analysisId={101} saved={false} />, {
      route: '/',
      path: '/',
    });
    expect(screen.queryByRole('button', { name: 'Поделиться' })).toBeNull();
    unmount();
    renderPage(<ShareButton analysisId={101} saved />, { route: '/', path: '/' });
    await user.click(screen.getByRole('button', { name: 'Поделиться' }));
    expect(
      await screen.findByRole('dialog', { name: 'Поделиться результатом' }),
    ).toBeInTheDocument();
  });
});
