import type { TrashItem } from '@kreolab/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, item, recordRequests, renderWithApp, server, setupMsw } from '../test/utils';
import { makeCloudStore } from '../dev/store';
import { TrashPage } from './TrashPage';

setupMsw();

const entry = (partial: Partial<TrashItem> & { name: string }): TrashItem => ({
  ...item(partial),
  trashed_at: '2026-11-01T10:00:00Z',
  purge_at: '2026-12-01T10:00:00Z',
  original_path: 'Все файлы > Баннеры',
  restores_to_root: false,
  ...partial,
});

const logo = entry({ id: 21, name: 'лого.png', size: 2048 });
const orphan = entry({ id: 22, name: 'сирота.jpg', original_path: null, restores_to_root: true });

/** The trash API over a list the handlers change, as the server would. */
function trashServer(items: TrashItem[], { conflictOnce = false } = {}) {
  let list = [...items];
  let conflicts = conflictOnce;
  const bodies: unknown[] = [];
  server.use(
    http.get(`${BASE}/creatives/disk_space`, () =>
      HttpResponse.json({
        free_space: 1000,
        used_space: 5000,
        total_space: 6000,
        trash_space: list.reduce((s, i) => s + i.size, 0),
        versions_space: 0,
      }),
    ),
    http.get(`${BASE}/creatives/trash`, () => HttpResponse.json({ items: list })),
    http.post(`${BASE}/creatives/trash/restore`, async ({ request }) => {
      const body = (await request.json()) as { ids: number[]; name?: string };
      bodies.push(body);
      if (conflicts && !body.name) {
        conflicts = false;
        return HttpResponse.json({ code: 'NAME_CONFLICT', detail: 'taken' }, { status: 409 });
      }
      const restored = list.filter((i) => body.ids.includes(i.id));
      list = list.filter((i) => !body.ids.includes(i.id));
      return HttpResponse.json({
        items: restored,
        restored_to_root: restored.filter((i) => i.restores_to_root).map((i) => i.id),
        free_space: 1000,
      });
    }),
    http.post(`${BASE}/creatives/trash/delete`, async ({ request }) => {
      const { ids } = (await request.json()) as { ids: number[] };
      list = list.filter((i) => !ids.includes(i.id));
      return HttpResponse.json({ deleted: ids.length, free_space: 3000 });
    }),
    http.post(`${BASE}/creatives/trash/empty`, () => {
      const deleted = list.length;
      list = [];
      return HttpResponse.json({ deleted, free_space: 5000 });
    }),
  );
  return bodies;
}

const rows = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

describe('TrashPage', () => {
  it('lists what is in the trash, where it came from, when it goes, and what it holds', async () => {
    trashServer([logo, orphan]);
    renderWithApp(<TrashPage />, { route: '/cloud/trash' });
    await waitFor(() => expect(rows()).toEqual(['лого.png', 'сирота.jpg']));
    expect(screen.getByText('Было в: Все файлы > Баннеры')).toBeInTheDocument();
    expect(screen.getByText('Папка удалена — вернётся в «Все файлы»')).toBeInTheDocument();
    expect(screen.getAllByText(/Удалится навсегда 01\.12\.2026/)).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByTestId('trash-space')).toHaveTextContent('В корзине: 3,0 КБ'),
    );
  });

  it('restores an item and says so; one whose folder is gone is said to go to the root', async () => {
    trashServer([logo, orphan]);
    const { user } = renderWithApp(<TrashPage />, { route: '/cloud/trash' });
    await user.click(await screen.findByRole('button', { name: 'Восстановить «лого.png»' }));
    expect(await screen.findByText('«лого.png» восстановлен')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toEqual(['сирота.jpg']));
    await user.click(screen.getByRole('button', { name: 'Восстановить «сирота.jpg»' }));
    expect(
      await screen.findByText(
        'Папки, где лежал «сирота.jpg», больше нет: он восстановлен в «Все файлы».',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Корзина пуста')).toBeInTheDocument();
  });

  it('offers a new name when the name is taken, and restores under it', async () => {
    const bodies = trashServer([logo], { conflictOnce: true });
    const { user } = renderWithApp(<TrashPage />, { route: '/cloud/trash' });
    await user.click(await screen.findByRole('button', { name: 'Восстановить «лого.png»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Имя занято' });
    const input = within(dialog).getByLabelText('Восстановить под именем');
    expect(input).toHaveValue('лого.png');
    // The taken name itself cannot be sent again.
    expect(within(dialog).getByRole('button', { name: 'Восстановить' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'лого (старое).png');
    await user.click(within(dialog).getByRole('button', { name: 'Восстановить' }));
    expect(await screen.findByText('«лого (старое).png» восстановлен')).toBeInTheDocument();
    expect(bodies).toEqual([{ ids: [21] }, { ids: [21], name: 'лого (старое).png' }]);
  });

  it('deletes for good only after the confirmation', async () => {
    trashServer([logo, orphan]);
    const seen = recordRequests();
    const { user } = renderWithApp(<TrashPage />, { route: '/cloud/trash' });
    await user.click(await screen.findByRole('button', { name: 'Удалить навсегда «лого.png»' }));
    let dialog = await screen.findByRole('dialog', { name: 'Удалить навсегда?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.filter((r) => r.startsWith('POST'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Удалить навсегда «лого.png»' }));
    dialog = await screen.findByRole('dialog', { name: 'Удалить навсегда?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить навсегда' }));
    await waitFor(() => expect(rows()).toEqual(['сирота.jpg']));
    expect(seen).toContain('POST /creatives/trash/delete');
  });

  // The app's error toast says a 404 or a request without an answer; the page said it again.
  it.each([
    ['a 404', () => HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 })],
    ['no answer', () => HttpResponse.error()],
  ])('leaves a failed deletion for good (%s) to the app’s error toast', async (_, reply) => {
    trashServer([logo, orphan]);
    server.use(http.post(`${BASE}/creatives/trash/delete`, reply));
    const store = makeCloudStore();
    const { user } = renderWithApp(<TrashPage />, { route: '/cloud/trash', store });
    await user.click(await screen.findByRole('button', { name: 'Удалить навсегда «лого.png»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить навсегда?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить навсегда' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 50));
    expect(store.getState().toasts).toEqual([]);
    expect(rows()).toEqual(['лого.png', 'сирота.jpg']);
  });

  it('says a refusal the app does not toast (400) itself', async () => {
    trashServer([logo, orphan]);
    server.use(
      http.post(`${BASE}/creatives/trash/delete`, () =>
        HttpResponse.json({ code: 'INVALID_PARAMS' }, { status: 400 }),
      ),
    );
    const store = makeCloudStore();
    const { user } = renderWithApp(<TrashPage />, { route: '/cloud/trash', store });
    await user.click(await screen.findByRole('button', { name: 'Удалить навсегда «лого.png»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить навсегда?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить навсегда' }));
    await waitFor(() => expect(store.getState().toasts).toHaveLength(1));
  });

  it('empties the trash after the confirmation; an empty trash has nothing to empty', async () => {
    trashServer([logo, orphan]);
    const { user } = renderWithApp(<TrashPage />, { route: '/cloud/trash' });
    await screen.findByText('лого.png');
    await user.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    const dialog = await screen.findByRole('dialog', { name: 'Очистить корзину?' });
    expect(dialog).toHaveTextContent('Всё, что в корзине (2)');
    await user.click(within(dialog).getByRole('button', { name: 'Очистить корзину' }));
    expect(await screen.findByText('Корзина пуста')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Очистить корзину' })).toBeDisabled();
  });

  it('shows an error with a retry when the trash cannot be read', async () => {
    trashServer([]);
    server.use(
      http.get(`${BASE}/creatives/trash`, () =>
        HttpResponse.json({ code: 'INTERNAL_ERROR' }, { status: 500 }),
      ),
    );
    renderWithApp(<TrashPage />, { route: '/cloud/trash' });
    expect(await screen.findByText('Не удалось загрузить корзину')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
