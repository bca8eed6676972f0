import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandArea } from '@kreolab/api-client';
import { BASE, baseHandlers, item, renderPage, server, setupMsw } from '../../test/utils';
import {
  areaProblem,
  BrandAreaDialog,
  type BrandAreaDialogProps,
  toArea,
  toRect,
} from './BrandAreaDialog';

// jsdom has no canvas for pdf.js: a PDF's page is "drawn" as a named picture of a known size
const drawPage = vi.fn<NonNullable<BrandAreaDialogProps['drawPdfPage']>>();
/** Every page drawn at 600×800, page 2 at 1200×1600 (another size); `pages` in all. */
function drawPages(pages: number) {
  drawPage.mockImplementation((_url, page) =>
    Promise.resolve({
      src: `data:image/png;base64,page${page}`,
      width: page === 2 ? 1200 : 600,
      height: page === 2 ? 1600 : 800,
      pages,
    }),
  );
}

setupMsw();

const size = { width: 1080, height: 1080 };

/** Every image loads, at 600×800 (jsdom loads none): a PDF's or a video's preview. */
function stubPreviewLoads() {
  class LoadingImage {
    naturalWidth = 600;
    naturalHeight = 800;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(_: string) {
      setTimeout(() => this.onload?.());
    }
  }
  vi.stubGlobal('Image', LoadingImage);
}

/** The dialog of creative `id` with `areas` marked (none by default); what it saves goes to `onSave`. */
function open(id: number, name = 'макет', areas: BrandArea[] = []) {
  const onSave = vi.fn();
  const { user } = renderPage(
    <BrandAreaDialog
      creative={{ id, name }}
      areas={areas}
      onClose={() => {}}
      onSave={onSave}
      drawPdfPage={drawPage}
    />,
    { route: '/', path: '/' },
  );
  return { onSave, user };
}

/** The area the tests type, as fractions: 10 % from the left, 80 % down, 30 % × 10 %. */
const MARKED = { x: 0.1, y: 0.8, width: 0.3, height: 0.1 };

/** A PDF of `pages` pages in the cloud, with its preview. */
function pdfItem(id: number, name: string, pages: number) {
  server.use(
    ...baseHandlers(),
    http.get(`${BASE}/creatives/${id}/versions`, () =>
      HttpResponse.json({
        item: item({
          id,
          name,
          type: 'application/pdf',
          pages,
          url: `http://files.test/${id}.pdf`,
          thumbnail_url: 'http://files.test/thumb.jpg',
        }),
        versions: [],
      }),
    ),
  );
}

/** Types the four numbers of the rectangle: X, Y, width, height. */
async function fill(user: ReturnType<typeof open>['user'], values: string[]) {
  for (const [i, field] of ['X', 'Y', 'Ширина', 'Высота'].entries()) {
    const input = screen.getByRole('textbox', { name: field });
    await user.clear(input);
    await user.type(input, values[i]!);
  }
}

describe('BrandAreaDialog', () => {
  // a page that cannot be drawn unless a test draws pages
  beforeEach(() => {
    drawPage.mockReset();
    drawPage.mockImplementation(() => Promise.reject(new Error('no canvas')));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps an area in fractions inside the image, and back in pixels', () => {
    // 1079 of 1080 px wide from x 1: rounded fractions must not sum past the image's edge
    const a = toArea(5, { x: 1, y: 540, width: 1079, height: 540 }, size);
    expect(a).toEqual({ creative_id: 5, x: 0.0009, y: 0.5, width: 0.9991, height: 0.5 });
    expect(a.x + a.width).toBeLessThanOrEqual(1);
    expect(toRect(a, size)).toEqual({ x: 1, y: 540, width: 1079, height: 540 });
  });

  // each number field keeps to the image, their sums do not: X 400 and Ширина 400 on a 600 px
  // preview were saved past its edge and refused by the server as a negative width
  it('refuses an area past the image, naming its size, and one too small', () => {
    const preview = { width: 600, height: 800 };
    expect(areaProblem({ x: 400, y: 10, width: 400, height: 100 }, preview)).toBe(
      'Область выходит за края изображения: в нём 600 × 800 пикселей',
    );
    expect(areaProblem({ x: 10, y: 700, width: 100, height: 101 }, preview)).toContain('за края');
    expect(areaProblem({ x: 10, y: 10, width: 3, height: 100 }, preview)).toContain('маленькая');
    expect(areaProblem({ x: 0, y: 0, width: 600, height: 800 }, preview)).toBeNull();
  });

  // a video is marked on its preview (a frame): the area is in fractions, the same on every
  // frame; the numbers are in the video's pixels (the cloud knows them)
  it('marks a video on its preview', async () => {
    stubPreviewLoads();
    server.use(
      ...baseHandlers(),
      http.get(`${BASE}/creatives/23/versions`, () =>
        HttpResponse.json({
          item: item({
            id: 23,
            name: 'ролик.mp4',
            type: 'video/mp4',
            thumbnail_url: 'http://files.test/thumb.jpg',
            width: 1920,
            height: 2560,
          }),
          versions: [],
        }),
      ),
    );
    const { onSave, user } = open(23, 'ролик.mp4');
    expect(await screen.findByRole('img', { name: 'Креатив «ролик.mp4»' })).toHaveAttribute(
      'src',
      'http://files.test/thumb.jpg',
    );
    expect(
      screen.getByText('Здесь кадр ролика: отмеченная область будет той же на всех его кадрах.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Логотип на всех страницах/ })).toBeNull();
    await fill(user, ['192', '2048', '576', '256']);
    await user.click(screen.getByRole('button', { name: 'Сохранить область' }));
    expect(onSave).toHaveBeenCalledWith([{ creative_id: 23, ...MARKED }]);
  });

  // a PDF's page is drawn from the file (the cloud's preview is the first page at 320 px), the
  // numbers in the drawn page's pixels; a PDF of one page has no pages to choose
  it('marks a PDF of one page on the page drawn from the file', async () => {
    drawPages(1);
    pdfItem(25, 'буклет.pdf', 1);
    const { onSave, user } = open(25, 'буклет.pdf');
    expect(await screen.findByRole('img', { name: 'Креатив «буклет.pdf»' })).toHaveAttribute(
      'src',
      'data:image/png;base64,page1',
    );
    expect(drawPage).toHaveBeenCalledWith('http://files.test/25.pdf', 1);
    expect(screen.queryByRole('checkbox', { name: /Логотип на всех страницах/ })).toBeNull();
    expect(screen.queryByText(/^Страница \d+ из/)).toBeNull();
    await fill(user, ['60', '640', '180', '80']);
    await user.click(screen.getByRole('button', { name: 'Сохранить область' }));
    expect(onSave).toHaveBeenCalledWith([{ creative_id: 25, ...MARKED }]);
  });

  // a logo on one page alone (the back cover, an inner spread): the user turns to it, marks it
  // there and unticks «all pages»; a rectangle drawn on one page goes to a page of another size
  // in fractions
  it('marks a logo on the page turned to, alone, carrying the rectangle across page sizes', async () => {
    drawPages(3);
    pdfItem(26, 'каталог.pdf', 3);
    const { onSave, user } = open(26, 'каталог.pdf');
    const picture = await screen.findByRole('img', { name: 'Креатив «каталог.pdf»' });
    expect(picture).toHaveAttribute('src', 'data:image/png;base64,page1');
    expect(screen.getByText('Страница 1 из 3')).toBeInTheDocument();
    await fill(user, ['60', '640', '180', '80']);
    await user.click(screen.getByRole('button', { name: 'Страница 2' }));
    expect(await screen.findByText('Страница 2 из 3')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Креатив «каталог.pdf»' })).toHaveAttribute(
        'src',
        'data:image/png;base64,page2',
      ),
    );
    // the same place on a page twice the size
    expect(screen.getByRole('textbox', { name: 'X' })).toHaveValue('120');
    expect(screen.getByRole('textbox', { name: 'Ширина' })).toHaveValue('360');
    const every = screen.getByRole('checkbox', { name: /Логотип на всех страницах/ });
    expect(every).toBeChecked();
    await user.click(every);
    await user.click(screen.getByRole('button', { name: 'Сохранить область' }));
    expect(onSave).toHaveBeenCalledWith([{ creative_id: 26, ...MARKED, page: 2 }]);
  });

  it('shows the last page for a logo marked on a page the file no longer has', async () => {
    drawPages(2);
    pdfItem(28, 'новый.pdf', 2);
    const area = { creative_id: 28, x: 0.1, y: 0.8, width: 0.3, height: 0.1, page: 3 };
    const { onSave, user } = open(28, 'новый.pdf', [area]);
    expect(await screen.findByText('Страница 2 из 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить область' }));
    expect(onSave).toHaveBeenCalledWith([{ ...area, page: 2 }]);
  });

  it('shows the preview for a first page that cannot be drawn, and says so for another page', async () => {
    stubPreviewLoads();
    pdfItem(27, 'старый.pdf', 2);
    const { user } = open(27, 'старый.pdf');
    expect(await screen.findByRole('img', { name: 'Креатив «старый.pdf»' })).toHaveAttribute(
      'src',
      'http://files.test/thumb.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Страница 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить креатив');
    expect(screen.getByRole('button', { name: 'Сохранить область' })).toBeDisabled();
  });

  it('opens a logo marked on one page alone on that page, and can put it on every page', async () => {
    drawPages(3);
    pdfItem(24, 'каталог.pdf', 3);
    const area = { creative_id: 24, x: 0.1, y: 0.8, width: 0.3, height: 0.1, page: 3 };
    const { onSave, user } = open(24, 'каталог.pdf', [area]);
    expect(await screen.findByRole('img', { name: 'Креатив «каталог.pdf»' })).toHaveAttribute(
      'src',
      'data:image/png;base64,page3',
    );
    expect(screen.getByText('Страница 3 из 3')).toBeInTheDocument();
    const every = screen.getByRole('checkbox', { name: /Логотип на всех страницах/ });
    expect(every).not.toBeChecked();
    await user.click(every);
    await user.click(screen.getByRole('button', { name: 'Сохранить область' }));
    const { page: _page, ...everywhere } = area;
    expect(onSave).toHaveBeenCalledWith([everywhere]);
  });

  // a logo on some pages only, or in another place on each: marked page by page
  it('marks a logo page by page, in another place on each, and takes it off a page', async () => {
    drawPages(3);
    pdfItem(29, 'каталог.pdf', 3);
    const { onSave, user } = open(29, 'каталог.pdf');
    await screen.findByRole('img', { name: 'Креатив «каталог.pdf»' });
    await user.click(screen.getByRole('checkbox', { name: /Логотип на всех страницах/ }));
    expect(screen.getByText('Логотип пока не отмечен ни на одной странице')).toBeInTheDocument();
    await fill(user, ['60', '640', '180', '80']);
    await user.click(screen.getByRole('button', { name: 'Страница 3' }));
    expect(await screen.findByText('Страница 3 из 3')).toBeInTheDocument();
    expect(screen.getByText('Логотип отмечен на страницах: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Страница 1, логотип отмечен' })).toBeInTheDocument();
    // a page of its own starts empty
    expect(screen.getByRole('textbox', { name: 'Ширина' })).toHaveValue('0');
    await fill(user, ['300', '80', '240', '160']);
    await user.click(screen.getByRole('button', { name: 'Страница 2' }));
    expect(await screen.findByText('Логотип отмечен на страницах: 1, 3')).toBeInTheDocument();
    await fill(user, ['100', '100', '400', '200']);
    await user.click(screen.getByRole('button', { name: 'Убрать со страницы 2' }));
    expect(screen.getByText('Логотип отмечен на страницах: 1, 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить область' }));
    expect(onSave).toHaveBeenCalledWith([
      { creative_id: 29, ...MARKED, page: 1 },
      { creative_id: 29, x: 0.5, y: 0.1, width: 0.4, height: 0.2, page: 3 },
    ]);
  });

  it('opens the pages marked, and keeps a page from being left with a rectangle too small', async () => {
    drawPages(3);
    pdfItem(30, 'каталог.pdf', 3);
    const marked = [
      { creative_id: 30, ...MARKED, page: 1 },
      { creative_id: 30, x: 0.5, y: 0.1, width: 0.4, height: 0.2, page: 3 },
    ];
    const { onSave, user } = open(30, 'каталог.pdf', marked);
    expect(await screen.findByText('Страница 1 из 3')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Логотип на всех страницах/ })).not.toBeChecked();
    expect(screen.getByText('Логотип отмечен на страницах: 1, 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'X' })).toHaveValue('60'));
    await fill(user, ['60', '640', '2', '80']);
    await user.click(screen.getByRole('button', { name: 'Страница 3, логотип отмечен' }));
    expect(screen.getByText('Страница 1 из 3')).toBeInTheDocument();
    expect(screen.getByText(/Область слишком маленькая/)).toBeInTheDocument();
    await fill(user, ['60', '640', '180', '80']);
    await user.click(screen.getByRole('button', { name: 'Сохранить область' }));
    expect(onSave).toHaveBeenCalledWith(marked);
  });

  // the server refuses a logo on a page the research does not read
  it('offers the pages a research reads, the first 20 of a longer file', async () => {
    drawPages(40);
    pdfItem(31, 'журнал.pdf', 40);
    open(31, 'журнал.pdf');
    expect(await screen.findByText('Страница 1 из 20')).toBeInTheDocument();
    expect(
      screen.getByText('Исследование читает первые 20 страниц файла: логотип отмечается на них.'),
    ).toBeInTheDocument();
  });

  it('says when the creative has no image to mark on, and saves nothing', async () => {
    server.use(
      ...baseHandlers(),
      http.get(`${BASE}/creatives/21/versions`, () =>
        HttpResponse.json({
          item: item({ id: 21, name: 'poster.pdf', type: 'application/pdf' }),
          versions: [],
        }),
      ),
    );
    const { onSave } = open(21);
    expect(await screen.findByRole('alert')).toHaveTextContent('нет изображения');
    expect(screen.getByRole('button', { name: 'Сохранить область' })).toBeDisabled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says when the creative could not be loaded', async () => {
    server.use(
      ...baseHandlers(),
      http.get(`${BASE}/creatives/22/versions`, () =>
        HttpResponse.json({ code: 'OBJECT_NOT_FOUND' }, { status: 404 }),
      ),
    );
    open(22);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить креатив');
    expect(screen.getByRole('button', { name: 'Сохранить область' })).toBeDisabled();
  });
});
