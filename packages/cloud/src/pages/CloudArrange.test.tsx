// Issue 16 on the cloud page: sorting by the column headers, the list/grid toggle, keyboard
// moves and shortcuts, folder URLs (reload, Back and Forward), ZIP download of the checked
// items and names cut in the middle.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nameParts, sortItems } from '../model';
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

vi.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: {} },
  Document: ({ children }: { children: unknown }) => children,
  Page: ({ pageNumber }: { pageNumber: number }) => `pdf page ${pageNumber}`,
}));

beforeEach(() => localStorage.clear());

const banners = folder('Баннеры', 1);
const inner = folder('Летние', 2, 1);
const small = item({ id: 10, name: 'б-малый.png', size: 10, created_at: '2025-03-03T10:00:00Z' });
const big = item({
  id: 11,
  name: 'а-большой.pdf',
  type: 'application/pdf',
  size: 9000,
  created_at: '2025-03-01T10:00:00Z',
});
const mid = item({
  id: 12,
  name: 'в-средний.mp4',
  type: 'video/mp4',
  size: 500,
  created_at: '2025-03-02T10:00:00Z',
});

const names = () =>
  within(screen.getByRole('list', { name: 'Файлы и папки' }))
    .getAllByRole('listitem')
    .map((o) => o.getAttribute('aria-label'));
const header = (name: string) => screen.getByRole('columnheader', { name });

describe('sorting', () => {
  it('sorts by the column headers, folders first, and remembers the order', async () => {
    server.use(...cloudHandlers({ root: [small, big, banners, mid] }));
    const { user, unmount } = renderWithApp(<CloudPage />);
    await waitFor(() =>
      expect(names()).toEqual([
        'Папка «Баннеры»',
        'Файл «б-малый.png»',
        'Файл «а-большой.pdf»',
        'Файл «в-средний.mp4»',
      ]),
    );
    expect(header('Имя')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header('Размер')).getByRole('button'));
    expect(names()).toEqual([
      'Папка «Баннеры»',
      'Файл «б-малый.png»',
      'Файл «в-средний.mp4»',
      'Файл «а-большой.pdf»',
    ]);
    expect(header('Размер')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Имя')).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header('Размер')).getByRole('button'));
    expect(header('Размер')).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual([
      'Папка «Баннеры»',
      'Файл «а-большой.pdf»',
      'Файл «в-средний.mp4»',
      'Файл «б-малый.png»',
    ]);
    await user.click(within(header('Дата')).getByRole('button'));
    expect(names().slice(1)).toEqual([
      'Файл «а-большой.pdf»',
      'Файл «в-средний.mp4»',
      'Файл «б-малый.png»',
    ]);
    await user.click(within(header('Тип')).getByRole('button'));
    expect(names().slice(1)).toEqual([
      'Файл «а-большой.pdf»',
      'Файл «б-малый.png»',
      'Файл «в-средний.mp4»',
    ]);
    unmount();
    // A new visit keeps the order last picked.
    renderWithApp(<CloudPage />);
    await waitFor(() => expect(header('Тип')).toHaveAttribute('aria-sort', 'ascending'));
  });

  it('sorts names as a Russian reader does, numbers by value', () => {
    const list = ['Кадр 10.jpg', 'кадр 2.jpg', 'Ёлка.png', 'Ель.png'].map((name, i) =>
      item({ id: i + 1, name }),
    );
    expect(sortItems(list, { key: 'name', order: 'asc' }).map((i) => i.name)).toEqual([
      'Ёлка.png',
      'Ель.png',
      'кадр 2.jpg',
      'Кадр 10.jpg',
    ]);
  });
});

describe('views and names', () => {
  it('switches between grid and list and remembers the choice', async () => {
    server.use(...cloudHandlers({ root: [small] }));
    const { user } = renderWithApp(<CloudPage />);
    await screen.findByRole('listitem', { name: 'Файл «б-малый.png»' });
    await user.click(screen.getByText('Список'));
    await waitFor(() => expect(localStorage.getItem('kreolab.cloud.view')).toBe('"list"'));
    await user.click(screen.getByText('Плитка'));
    await waitFor(() => expect(localStorage.getItem('kreolab.cloud.view')).toBe('"grid"'));
  });

  it('splits long names so that their ends, with the extension, are never cut', () => {
    const name = 'Баннер весенней распродажи для маркетплейса 01.jpg';
    const [head, tail] = nameParts(name);
    expect(head + tail).toBe(name);
    expect(tail).toBe('йса 01.jpg');
    expect(nameParts(name.replace('01', '02'))[1]).not.toBe(tail);
    // A short name: at most half of it is kept from shrinking.
    expect(nameParts('кот.png')).toEqual(['кот.', 'png']);
    expect(nameParts('Отчёт')).toEqual(['Отч', 'ёт']);
  });
});

describe('keyboard', () => {
  it('moves with the arrows, checks all with Ctrl+A and clears with Esc; the hint is shown', async () => {
    server.use(...cloudHandlers({ root: [banners, small, big] }));
    const { user } = renderWithApp(<CloudPage />);
    const first = await screen.findByRole('listitem', { name: 'Папка «Баннеры»' });
    expect(screen.getByTestId('keys-hint')).toHaveTextContent('Ctrl+A — отметить все');
    first.focus();
    // The grid at jsdom's width has two columns: down is two items on.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(
      screen.getByRole('listitem', { name: 'Файл «б-малый.png»' }),
    );
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(
      screen.getByRole('listitem', { name: 'Файл «а-большой.pdf»' }),
    );
    await user.keyboard('{Control>}a{/Control}');
    expect(await screen.findByText('Отмечено: 3')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(/Отмечено/)).not.toBeInTheDocument());
  });
});

describe('folder URLs', () => {
  it('opens the folder of the URL on a fresh page, and follows Back and Forward', async () => {
    const seen = recordRequests();
    server.use(
      ...cloudHandlers(
        { root: [banners, small], 1: [inner], 2: [big] },
        { meta: { 1: banners, 2: inner } },
      ),
    );
    const { user, router, pathname } = renderWithApp(<CloudPage />, { route: '/cloud/2' });
    await waitFor(() => expect(names()).toEqual(['Назад, в папку выше', 'Файл «а-большой.pdf»']));
    // The breadcrumbs are the folder's path, read up from it.
    const crumbs = screen.getByRole('navigation');
    expect(within(crumbs).getByText('Летние')).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).getByRole('button', { name: 'Баннеры' })).toBeInTheDocument();
    expect(seen).toContain('GET /creatives/2');

    await user.click(within(crumbs).getByRole('button', { name: 'Все файлы' }));
    await waitFor(() => expect(pathname()).toBe('/cloud'));
    await user.click(await screen.findByRole('button', { name: 'Открыть: Баннеры' }));
    await waitFor(() => expect(pathname()).toBe('/cloud/1'));
    await waitFor(() => expect(names()).toEqual(['Назад, в папку выше', 'Папка «Летние»']));
    await router.navigate(-1);
    await waitFor(() => expect(names()).toEqual(['Папка «Баннеры»', 'Файл «б-малый.png»']));
    await router.navigate(1);
    await waitFor(() => expect(names()).toEqual(['Назад, в папку выше', 'Папка «Летние»']));
    // '...' goes up, and the address follows.
    await user.click(screen.getByRole('button', { name: 'Открыть: ...' }));
    await waitFor(() => expect(pathname()).toBe('/cloud'));
  });

  it('says so when the folder of the URL is not there', async () => {
    server.use(...cloudHandlers({ root: [banners] }));
    renderWithApp(<CloudPage />, { route: '/cloud/77' });
    expect(await screen.findByText('Папка не найдена')).toBeInTheDocument();
  });

  it('says so when the URL names no folder at all, rather than showing the root', async () => {
    server.use(...cloudHandlers({ root: [banners] }));
    const { user } = renderWithApp(<CloudPage />, { route: '/cloud/abc' });
    expect(await screen.findByText('Папка не найдена')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Открыть: Баннеры' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Открыть «Все файлы»' }));
    expect(await screen.findByRole('button', { name: 'Открыть: Баннеры' })).toBeInTheDocument();
  });
});

describe('ZIP download', () => {
  const created = vi.fn(() => 'blob:kreolab-zip');
  beforeEach(() => {
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => created.mockClear());

  it('posts the checked ids and downloads the archive under the folder name', async () => {
    let sent: unknown = null;
    server.use(
      ...cloudHandlers({ root: [banners, small, big] }),
      http.post(`${BASE}/creatives/zip`, async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 5, 6]), {
          headers: { 'content-type': 'application/zip' },
        });
      }),
    );
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const { user } = renderWithApp(<CloudPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Отметить «Баннеры»' }));
    await user.click(screen.getByRole('checkbox', { name: 'Отметить «б-малый.png»' }));
    await user.click(screen.getByRole('button', { name: 'Скачать ZIP' }));
    await waitFor(() => expect(clicked).toEqual(['Все файлы.zip blob:kreolab-zip']));
    expect(sent).toEqual({ ids: [1, 10], name: 'Все файлы' });
    click.mockRestore();
  });
});

describe('a folder of 10,000 items', () => {
  it('draws only the rows near the window', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      item({ id: 1000 + i, name: `Кадр ${i + 1}.jpg`, type: 'image/jpeg' }),
    );
    localStorage.setItem('kreolab.cloud.view', '"list"');
    server.use(...cloudHandlers({ root: many }));
    renderWithApp(<CloudPage />);
    await waitFor(
      () => expect(screen.getByTestId('count-files')).toHaveTextContent('10000 файлов'),
      { timeout: 20_000 },
    );
    const list = await screen.findByRole('list', { name: 'Файлы и папки' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    const drawn = within(list).getAllByRole('listitem');
    expect(drawn.length).toBeLessThan(60);
    expect(drawn[0]).toHaveAttribute('aria-label', 'Файл «Кадр 1.jpg»');
    // The list is as tall as all its rows, so the scroll bar is the whole folder's.
    expect(parseInt(list.style.height, 10)).toBeGreaterThan(10_000 * 50);
  });
});
