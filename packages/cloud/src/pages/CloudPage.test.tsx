import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeCloudStore } from '../dev/store';
import { creativesSelected, selectSelectedCreatives } from '@kreolab/entities';
import {
  BASE,
  cloudHandlers,
  folder,
  item,
  recordRequests,
  renderWithApp,
  server,
  setupMsw,
} from '../test/utils';
import { CloudPage } from './CloudPage';

setupMsw();

// pdf.js needs a real canvas (DOMMatrix); the viewer's PDF slide is checked by its type only.
vi.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: {} },
  Document: ({ children }: { children: unknown }) => children,
  Page: ({ pageNumber }: { pageNumber: number }) => `pdf page ${pageNumber}`,
}));

const banners = folder('Баннеры', 1);
const inner = folder('Летние', 2, 1);
const cat = item({ id: 10, name: 'кот.png' });
const doc = item({ id: 11, name: 'бриф.pdf', type: 'application/pdf' });
const clip = item({
  id: 12,
  name: 'ролик.mp4',
  type: 'video/mp4',
  duration: 12,
  split_status: 'NONE',
  parent_id: 1,
});

const names = () =>
  within(screen.getByRole('list', { name: 'Файлы и папки' }))
    .getAllByRole('listitem')
    .map((o) => o.getAttribute('aria-label'));

describe('listing', () => {
  it('shows folders first, countFiles, and the back item inside a folder', async () => {
    // the server sends files before the folder on purpose: the page still puts folders first
    server.use(
      ...cloudHandlers({ root: [cat, doc, banners], 1: [clip, inner] }, { meta: { 1: banners } }),
    );
    const { user } = renderWithApp(<CloudPage />);
    await waitFor(() =>
      expect(names()).toEqual(['Папка «Баннеры»', 'Файл «кот.png»', 'Файл «бриф.pdf»']),
    );
    expect(screen.getByTestId('count-files')).toHaveTextContent('2 файла');
    await user.click(screen.getByRole('button', { name: 'Открыть: Баннеры' }));
    await waitFor(() =>
      expect(names()).toEqual(['Назад, в папку выше', 'Папка «Летние»', 'Файл «ролик.mp4»']),
    );
    expect(screen.getByTestId('count-files')).toHaveTextContent('1 файл');
    expect(screen.getByText('Укажите частоту')).toBeInTheDocument();
    // back from a one-level stack: the root again
    const back = screen.getByRole('listitem', { name: 'Назад, в папку выше' });
    back.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(names()[0]).toBe('Папка «Баннеры»');
  });

  it('reads each folder afresh as it opens, from a folder, back and the breadcrumbs', async () => {
    const seen = recordRequests();
    const folders = { root: [banners, cat], 1: [inner], 2: [doc] };
    server.use(...cloudHandlers(folders, { meta: { 1: banners, 2: inner } }));
    const { user } = renderWithApp(<CloudPage />);
    await waitFor(() => expect(names()).toEqual(['Папка «Баннеры»', 'Файл «кот.png»']));
    await user.click(screen.getByRole('button', { name: 'Открыть: Баннеры' }));
    await user.click(await screen.findByRole('button', { name: 'Открыть: Летние' }));
    await waitFor(() => expect(names()).toEqual(['Назад, в папку выше', 'Файл «бриф.pdf»']));
    // the folder changed on the server meanwhile: going back shows it as it is now
    folders[1] = [inner, clip];
    const back = screen.getByRole('listitem', { name: 'Назад, в папку выше' });
    back.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(names()).toEqual(['Назад, в папку выше', 'Папка «Летние»', 'Файл «ролик.mp4»']),
    );
    await user.click(screen.getByRole('button', { name: 'Все файлы' }));
    await waitFor(() => expect(names()).toEqual(['Папка «Баннеры»', 'Файл «кот.png»']));
    expect(seen.filter((r) => r.startsWith('GET /creatives') && !r.includes('disk'))).toEqual([
      'GET /creatives',
      'GET /creatives/1',
      'GET /creatives/2',
      'GET /creatives/1',
      'GET /creatives',
    ]);
  });

  it('shows the empty states of the cloud, a folder and a search', async () => {
    server.use(...cloudHandlers({ root: [banners], 1: [] }, { search: [] }));
    const { user } = renderWithApp(<CloudPage />);
    await user.click(await screen.findByRole('button', { name: 'Открыть: Баннеры' }));
    expect(await screen.findByText('Папка пуста')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по облаку' }), 'нет');
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
    server.use(http.get(`${BASE}/creatives`, () => HttpResponse.json({ items: [] })));
    await user.click(screen.getByRole('button', { name: 'Очистить поиск' }));
    await user.click(await screen.findByRole('button', { name: 'Все файлы' }));
    expect(await screen.findByText('В облаке пока нет файлов')).toBeInTheDocument();
  });
});

describe('search', () => {
  it('waits for the typing to stop, then shows each result with its folder path', async () => {
    const seen = recordRequests();
    const found = item({
      id: 30,
      name: 'Кот в сапогах.png',
      path: 'Все файлы > Баннеры',
      parent_id: 1,
    });
    server.use(...cloudHandlers({ root: [banners] }, { search: [found] }));
    const { user } = renderWithApp(<CloudPage />);
    await screen.findByRole('button', { name: 'Открыть: Баннеры' });
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по облаку' }), 'кот');
    expect(await screen.findByText('Все файлы > Баннеры')).toBeInTheDocument();
    expect(seen.filter((r) => r.startsWith('GET /creatives/search'))).toEqual([
      `GET /creatives/search?q=${encodeURIComponent('кот')}`,
    ]);
  });
});

describe('changes', () => {
  it('creates a folder in the current folder', async () => {
    let body: unknown;
    const folders: Record<string, ReturnType<typeof item>[]> = { root: [] };
    server.use(
      ...cloudHandlers(folders),
      http.post(`${BASE}/creatives/folder`, async ({ request }) => {
        body = await request.json();
        folders.root = [folder('Новая', 40)];
        return HttpResponse.json(folder('Новая', 40), { status: 201 });
      }),
    );
    const { user } = renderWithApp(<CloudPage />);
    await screen.findByText('В облаке пока нет файлов');
    await user.click(screen.getByRole('button', { name: 'Создать папку' }));
    await user.type(screen.getByRole('textbox', { name: 'Название папки' }), 'Новая');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByRole('listitem', { name: 'Папка «Новая»' })).toBeInTheDocument();
    expect(body).toEqual({ name: 'Новая', parent_id: null });
  });

  it('says beside the name why a folder name is refused, keeping the dialog and the name', async () => {
    server.use(
      ...cloudHandlers({ root: [] }),
      http.post(`${BASE}/creatives/folder`, () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            detail: 'Имя не может содержать «/» и управляющие символы',
            fields: { name: ['Имя не может содержать «/» и управляющие символы'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderWithApp(<CloudPage />);
    await screen.findByText('В облаке пока нет файлов');
    await user.click(screen.getByRole('button', { name: 'Создать папку' }));
    const field = screen.getByRole('textbox', { name: 'Название папки' });
    await user.type(field, 'а/б');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Имя не может содержать «/» и управляющие символы'),
    );
    expect(field).toHaveValue('а/б');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // Typing again clears the message.
    await user.type(field, 'в');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('renames inline with F2 and Enter', async () => {
    let body: unknown;
    const folders = { root: [cat] };
    server.use(
      ...cloudHandlers(folders),
      http.patch(`${BASE}/creatives/rename`, async ({ request }) => {
        body = await request.json();
        folders.root = [{ ...cat, name: 'кошка.png' }];
        return HttpResponse.json({ ...cat, name: 'кошка.png' });
      }),
    );
    const { user } = renderWithApp(<CloudPage />);
    const card = await screen.findByRole('listitem', { name: 'Файл «кот.png»' });
    card.focus();
    await user.keyboard('{F2}');
    const field = screen.getByRole('textbox', { name: 'Новое имя' });
    await user.clear(field);
    await user.type(field, 'кошка.png{Enter}');
    expect(await screen.findByRole('listitem', { name: 'Файл «кошка.png»' })).toBeInTheDocument();
    expect(body).toEqual({ id: 10, name: 'кошка.png' });
  });

  it('keeps the typed name and says why when a rename is refused', async () => {
    server.use(
      ...cloudHandlers({ root: [cat, doc] }),
      http.patch(`${BASE}/creatives/rename`, () =>
        HttpResponse.json({ code: 'NAME_CONFLICT', detail: 'taken' }, { status: 409 }),
      ),
    );
    const { user } = renderWithApp(<CloudPage />);
    const card = await screen.findByRole('listitem', { name: 'Файл «кот.png»' });
    card.focus();
    await user.keyboard('{F2}');
    const field = screen.getByRole('textbox', { name: 'Новое имя' });
    await user.clear(field);
    await user.type(field, 'бриф.pdf{Enter}');
    expect(await screen.findByText('Файл с таким именем уже существует')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Новое имя' })).toHaveValue('бриф.pdf');

    // a rename that got no answer says so, not «Упс! Что-то сломалось!»
    server.use(http.patch(`${BASE}/creatives/rename`, () => HttpResponse.error()));
    await user.type(screen.getByRole('textbox', { name: 'Новое имя' }), '{Enter}');
    expect(await screen.findByText(/^Нет связи с сервером/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Новое имя' })).toHaveValue('бриф.pdf');
  });

  it('moves checked items into a folder chosen in the picker', async () => {
    let body: unknown;
    server.use(
      ...cloudHandlers({ root: [banners, cat, doc], 1: [inner] }),
      http.patch(`${BASE}/creatives/move`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ items: [] });
      }),
    );
    const { user } = renderWithApp(<CloudPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Отметить «кот.png»' }));
    await user.click(screen.getByRole('checkbox', { name: 'Отметить «бриф.pdf»' }));
    // A focused item says whether it is checked; the folder beside them is not.
    expect(screen.getByRole('listitem', { name: 'Файл «кот.png»' })).toHaveAccessibleDescription(
      'Отмечен',
    );
    expect(
      screen.getByRole('listitem', { name: 'Папка «Баннеры»' }),
    ).not.toHaveAccessibleDescription();
    await user.click(
      within(screen.getByRole('toolbar')).getByRole('button', { name: /Переместить/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Переместить в папку' });
    await user.click(await within(dialog).findByText('Баннеры'));
    await user.click(await within(dialog).findByText('Летние'));
    await user.click(within(dialog).getByRole('button', { name: 'Переместить сюда' }));
    await waitFor(() => expect(body).toEqual({ ids: [10, 11], target_id: 2 }));
  });

  it('deletes after the confirm dialog, clears the selection and re-reads the disk space', async () => {
    const seen = recordRequests();
    let body: unknown;
    server.use(
      ...cloudHandlers({ root: [cat, doc] }),
      http.post(`${BASE}/creatives/delete`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ deleted: 1, free_space: 999 });
      }),
    );
    const store = makeCloudStore();
    store.dispatch(creativesSelected([cat]));
    const { user } = renderWithApp(<CloudPage />, { store });
    const card = await screen.findByRole('listitem', { name: 'Файл «кот.png»' });
    await waitFor(() => expect(seen).toContain('GET /creatives/disk_space'));
    const before = seen.filter((r) => r === 'GET /creatives/disk_space').length;
    card.focus();
    await user.keyboard('{Delete}');
    const dialog = await screen.findByRole('dialog', { name: 'Удаление' });
    expect(dialog).toHaveTextContent('Удалить «кот.png»?');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(body).toEqual({ ids: [10] }));
    expect(selectSelectedCreatives(store.getState())).toEqual([]);
    await waitFor(() =>
      expect(seen.filter((r) => r === 'GET /creatives/disk_space').length).toBeGreaterThan(before),
    );
  });
});

describe('keyboard focus', () => {
  const focusedName = () => document.activeElement?.getAttribute('aria-label');

  it('stays in the list through a rename, a delete and folders opened and left', async () => {
    const a = item({ id: 20, name: 'а.png' });
    const b = item({ id: 21, name: 'б.png' });
    const c = item({ id: 22, name: 'в.png' });
    const folders = { root: [banners, a, b, c], 1: [inner] };
    server.use(
      ...cloudHandlers(folders, { meta: { 1: banners } }),
      http.patch(`${BASE}/creatives/rename`, async () =>
        HttpResponse.json({ ...b, name: 'б2.png' }),
      ),
      http.post(`${BASE}/creatives/delete`, async ({ request }) => {
        const { ids } = (await request.json()) as { ids: number[] };
        folders.root = folders.root.filter((i) => !ids.includes(i.id));
        return HttpResponse.json({ deleted: ids.length, free_space: 999 });
      }),
    );
    const { user } = renderWithApp(<CloudPage />);
    (await screen.findByRole('listitem', { name: 'Файл «б.png»' })).focus();

    // F2, Enter: the field goes, focus comes back to the card
    await user.keyboard('{F2}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Новое имя' })).toBeNull());
    await waitFor(() => expect(focusedName()).toBe('Файл «б.png»'));

    // Delete, and the first answer of the page already gives focus back (cancel) …
    await user.keyboard('{Delete}');
    await user.click(await screen.findByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(focusedName()).toBe('Файл «б.png»'));
    // … then the file goes and the next one has focus
    await user.keyboard('{Delete}');
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(names()).not.toContain('Файл «б.png»'));
    await waitFor(() => expect(focusedName()).toBe('Файл «в.png»'));

    // Enter on a folder: its first item; Enter on '...': the folder just left
    const box = screen.getByRole('listitem', { name: 'Папка «Баннеры»' });
    box.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listitem', { name: 'Папка «Летние»' });
    await waitFor(() => expect(focusedName()).toBe('Назад, в папку выше'));
    await user.keyboard('{Enter}');
    await screen.findByRole('listitem', { name: 'Файл «а.png»' });
    await waitFor(() => expect(focusedName()).toBe('Папка «Баннеры»'));
  });
});

describe("keyboard focus after a dialog from a card's menu", () => {
  it('comes back to the ⋯ button when the dialog is closed without acting', async () => {
    server.use(...cloudHandlers({ root: [banners, cat] }));
    const { user } = renderWithApp(<CloudPage />);
    const actions = await screen.findByRole('button', { name: 'Действия с «кот.png»' });
    for (const [entry, close] of [
      ['Переместить', 'Отмена'],
      ['Удалить', 'Отмена'],
    ] as const) {
      actions.focus();
      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('menuitem', { name: entry }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: close }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(actions).toHaveFocus());
    }
  });
});

describe('upload refusals', () => {
  it('refuses a wrong format and sends nothing', async () => {
    const seen = recordRequests();
    server.use(...cloudHandlers({ root: [] }));
    const { user, container } = renderWithApp(<CloudPage />);
    await screen.findByText('В облаке пока нет файлов');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findAllByText(/Формат не поддерживается: notes\.txt/)).not.toHaveLength(0);
    expect(seen.some((r) => r.startsWith('POST'))).toBe(false);
  });

  it('refuses files whose combined size is not below the free space, setting the flag', async () => {
    const seen = recordRequests();
    server.use(...cloudHandlers({ root: [] }, { free: 10 }));
    const { user, container, store } = renderWithApp(<CloudPage />);
    await screen.findByText('В облаке пока нет файлов');
    expect(await screen.findByTestId('free-space')).toHaveTextContent('Свободно: 10 Б');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, [
      new File(['12345'], 'a.png', { type: 'image/png' }),
      new File(['12345'], 'b.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await screen.findAllByText(/Недостаточно места/)).not.toHaveLength(0);
    expect(store.getState().cloud.uploadSpaceError).toBe(true);
    expect(seen.some((r) => r.startsWith('POST'))).toBe(false);
  });

  it('uploads over XHR with the bearer token and re-reads the folder and disk space', async () => {
    const seen = recordRequests();
    let fields: { length: string | null; auth: string | null; body: string } | undefined;
    server.use(
      ...cloudHandlers({ root: [] }),
      http.post('*/api/v1/creatives/uploads', ({ request }) => {
        fields = {
          length: request.headers.get('Upload-Length'),
          auth: request.headers.get('Authorization'),
          body: '',
        };
        return HttpResponse.json(
          { id: 'u1', url: '/api/v1/creatives/uploads/u1', offset: 0, length: 5, expires_at: '' },
          { status: 201, headers: { Location: '/api/v1/creatives/uploads/u1' } },
        );
      }),
      http.patch('*/api/v1/creatives/uploads/u1', async ({ request }) => {
        fields!.body = await request.text();
        return HttpResponse.json({ items: [], free_space: 100 }, { status: 200 });
      }),
    );
    const { setToken } = await import('@kreolab/api-client');
    setToken('tok');
    const { user, container } = renderWithApp(<CloudPage />);
    await screen.findByText('В облаке пока нет файлов');
    const listings = () => seen.filter((r) => r === 'GET /creatives').length;
    const before = listings();
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['12345'], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(fields).toEqual({ length: '5', auth: 'Bearer tok', body: '12345' }));
    expect(await screen.findByText('Загружено')).toBeInTheDocument();
    await waitFor(() => expect(listings()).toBeGreaterThan(before));
  });
  it('sends a file of a name already there as a new version, with its progress in the panel', async () => {
    let sent: { auth: string | null; file: string | null } | undefined;
    server.use(
      ...cloudHandlers({ root: [cat] }),
      http.post('*/api/v1/creatives/10/versions', async ({ request }) => {
        const form = await request.formData();
        // jsdom's File and the request's are of two realms (and jsdom's form drops a
        // non-Latin file name): read its bytes by its shape
        const file = form.get('file') as File | string | null;
        sent = {
          auth: request.headers.get('Authorization'),
          file: typeof file === 'object' && file ? await file.text() : null,
        };
        return HttpResponse.json({ item: cat, free_space: 100 }, { status: 201 });
      }),
    );
    const { setToken } = await import('@kreolab/api-client');
    setToken('tok');
    const { user, container } = renderWithApp(<CloudPage />);
    await screen.findByRole('button', { name: 'Открыть: кот.png' });
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['12345'], 'кот.png', { type: 'image/png' }));
    const question = await screen.findByRole('dialog', { name: 'Такие файлы уже есть' });
    await user.click(within(question).getByRole('button', { name: 'Новая версия' }));
    await waitFor(() => expect(sent).toEqual({ auth: 'Bearer tok', file: '12345' }));
    const panel = await screen.findByRole('region', { name: /Загрузка/ });
    expect(within(panel).getByText('кот.png')).toBeInTheDocument();
    expect(await within(panel).findByText('Загружено')).toBeInTheDocument();
    expect(await screen.findByText('Загружена новая версия «кот.png»')).toBeInTheDocument();
  });
});

describe('low space', () => {
  const MB = 1024 * 1024;
  it.each([
    [50 * MB, 'error'],
    [51 * MB - 1, 'error'],
    [51 * MB, 'warning'],
    [100 * MB, 'warning'],
    [101 * MB - 1, 'warning'],
    [101 * MB, null],
  ])('%d bytes free → %s', async (free, level) => {
    server.use(...cloudHandlers({ root: [] }, { free }));
    const { container } = renderWithApp(<CloudPage />);
    await screen.findByTestId('free-space');
    const alert = container.querySelector('[data-level]');
    expect(alert?.getAttribute('data-level') ?? null).toBe(level);
    if (level) expect(alert).toHaveTextContent('МБ');
  });
});

describe('viewer', () => {
  it('opens a file with the breadcrumb text, a close-only toolbar and a hash', async () => {
    server.use(...cloudHandlers({ root: [banners], 1: [inner, cat, doc] }));
    const { user, router } = renderWithApp(<CloudPage />);
    await user.click(await screen.findByRole('button', { name: 'Открыть: Баннеры' }));
    await user.click(await screen.findByRole('button', { name: 'Открыть: кот.png' }));
    expect(await screen.findByTestId('viewer-trail')).toHaveTextContent(
      'Все файлы > Баннеры > кот.png',
    );
    expect(router.state.location.hash).toBe('#file=10&folder=1');
    const toolbar = document.querySelector('.yarl__toolbar') as HTMLElement;
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.title),
    ).toEqual(['Закрыть']);
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(screen.getByTestId('viewer-trail')).toHaveTextContent(
        'Все файлы > Баннеры > бриф.pdf',
      ),
    );
    await waitFor(() => expect(router.state.location.hash).toBe('#file=11&folder=1'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
  });

  it('reopens on the file from the hash of a fresh page, folders entered', async () => {
    server.use(
      ...cloudHandlers(
        { root: [banners], 1: [inner], 2: [cat] },
        { meta: { 1: banners, 2: inner } },
      ),
    );
    const { store } = renderWithApp(<CloudPage />, { route: '/cloud#file=10&folder=2' });
    expect(await screen.findByTestId('viewer-trail')).toHaveTextContent(
      'Все файлы > Баннеры > Летние > кот.png',
    );
    expect(store.getState().cloud.breadcrumbs.map((b) => b.name)).toEqual(['Баннеры', 'Летние']);
  });

  it.each([
    [404, 'Error Loading AJAX : Not Found'],
    [403, 'Error Loading AJAX : Forbidden'],
    [500, 'Something Went Wrong, Please Try Again Later'],
  ])('a deep link whose folder answers %d says so', async (status, message) => {
    server.use(
      http.get(`${BASE}/creatives/7`, () => HttpResponse.json({ code: 'X' }, { status })),
      ...cloudHandlers({ root: [] }),
    );
    renderWithApp(<CloudPage />, { route: '/cloud#file=10&folder=7' });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('a deep link to a file that is gone says Not Found', async () => {
    server.use(...cloudHandlers({ root: [cat] }));
    renderWithApp(<CloudPage />, { route: '/cloud#file=99' });
    expect(await screen.findByText('Error Loading AJAX : Not Found')).toBeInTheDocument();
  });

  it('a missing image says Image Not Found', async () => {
    server.use(...cloudHandlers({ root: [cat] }));
    renderWithApp(<CloudPage />, { route: '/cloud#file=10' });
    await screen.findByTestId('viewer-trail');
    const img = document.querySelector('.yarl__container img[alt="кот.png"]') as HTMLImageElement;
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('Image Not Found')).toBeInTheDocument();
  });
});
