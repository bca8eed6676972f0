import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE, baseHandlers, item, renderPage, server, setupMsw } from '../../test/utils';
import { areaProblem, BrandAreaDialog, toArea, toRect } from './BrandAreaDialog';

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

/** The dialog of creative `id` with nothing marked yet; what it saves goes to `onSave`. */
function open(id: number, name = 'макет') {
  const onSave = vi.fn();
  const { user } = renderPage(
    <BrandAreaDialog creative={{ id, name }} area={null} onClose={() => {}} onSave={onSave} />,
    { route: '/', path: '/' },
  );
  return { onSave, user };
}

describe('BrandAreaDialog', () => {
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

  // a PDF or a video is marked on its preview (the first page, a frame), loaded first: the area
  // is in fractions, the same on every page and frame unless the logo is on a PDF's first page
  // alone; the numbers are in the video's pixels (the cloud knows them), a PDF's in its
  // preview's (a page has none)
  it.each([
    ['буклет.pdf', 'application/pdf', { pages: 1 }, ['60', '640', '180', '80'], false, {}],
    ['каталог.pdf', 'application/pdf', { pages: 3 }, ['60', '640', '180', '80'], true, { page: 1 }],
    [
      'ролик.mp4',
      'video/mp4',
      { width: 1920, height: 2560 },
      ['192', '2048', '576', '256'],
      false,
      {},
    ],
  ])('marks %s on its preview', async (name, type, dims, values, coverOnly, page) => {
    stubPreviewLoads();
    server.use(
      ...baseHandlers(),
      http.get(`${BASE}/creatives/23/versions`, () =>
        HttpResponse.json({
          item: item({ id: 23, name, type, thumbnail_url: 'http://files.test/thumb.jpg', ...dims }),
          versions: [],
        }),
      ),
    );
    const { onSave, user } = open(23, name);
    expect(await screen.findByRole('img', { name: `Креатив «${name}»` })).toHaveAttribute(
      'src',
      'http://files.test/thumb.jpg',
    );
    expect(
      screen.getByText(
        type === 'video/mp4'
          ? 'Здесь кадр ролика: отмеченная область будет той же на всех его кадрах.'
          : 'Здесь первая страница PDF.',
      ),
    ).toBeInTheDocument();
    // only a PDF of several pages asks whether the logo is on all of them (yes, unless unticked)
    const every = screen.queryByRole('checkbox', { name: /Логотип на всех страницах/ });
    if (name === 'каталог.pdf') expect(every).toBeChecked();
    else expect(every).toBeNull();
    if (coverOnly) await user.click(every!);
    for (const [i, field] of ['X', 'Y', 'Ширина', 'Высота'].entries()) {
      const input = screen.getByRole('textbox', { name: field });
      await user.clear(input);
      await user.type(input, values[i]!);
    }
    await user.click(screen.getByRole('button', { name: 'Сохранить область' }));
    expect(onSave).toHaveBeenCalledWith({
      creative_id: 23,
      x: 0.1,
      y: 0.8,
      width: 0.3,
      height: 0.1,
      ...page,
    });
  });

  it('opens a logo marked on the first page alone as such, and can put it on every page', async () => {
    server.use(
      ...baseHandlers(),
      http.get(`${BASE}/creatives/24/versions`, () =>
        HttpResponse.json({
          item: item({
            id: 24,
            name: 'каталог.pdf',
            type: 'application/pdf',
            pages: 3,
            thumbnail_url: 'http://files.test/thumb.jpg',
          }),
          versions: [],
        }),
      ),
    );
    stubPreviewLoads();
    const onSave = vi.fn();
    const area = { creative_id: 24, x: 0.1, y: 0.8, width: 0.3, height: 0.1, page: 1 };
    const { user } = renderPage(
      <BrandAreaDialog
        creative={{ id: 24, name: 'каталог.pdf' }}
        area={area}
        onClose={() => {}}
        onSave={onSave}
      />,
      { route: '/', path: '/' },
    );
    const every = await screen.findByRole('checkbox', { name: /Логотип на всех страницах/ });
    expect(every).not.toBeChecked();
    await user.click(every);
    await user.click(screen.getByRole('button', { name: 'Сохранить область' }));
    const { page: _page, ...everywhere } = area;
    expect(onSave).toHaveBeenCalledWith(everywhere);
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
