import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BASE, baseHandlers, item, renderPage, server, setupMsw } from '../../test/utils';
import { BrandAreaDialog, toArea, toRect } from './BrandAreaDialog';

setupMsw();

const size = { width: 1080, height: 1080 };

function open(id: number) {
  const onSave = vi.fn();
  renderPage(
    <BrandAreaDialog
      creative={{ id, name: 'макет' }}
      area={null}
      onClose={() => {}}
      onSave={onSave}
    />,
    { route: '/', path: '/' },
  );
  return onSave;
}

describe('BrandAreaDialog', () => {
  it('keeps an area in fractions inside the image, and back in pixels', () => {
    // 1079 of 1080 px wide from x 1: rounded fractions must not sum past the image's edge
    const a = toArea(5, { x: 1, y: 540, width: 1079, height: 540 }, size);
    expect(a).toEqual({ creative_id: 5, x: 0.0009, y: 0.5, width: 0.9991, height: 0.5 });
    expect(a.x + a.width).toBeLessThanOrEqual(1);
    expect(toRect(a, size)).toEqual({ x: 1, y: 540, width: 1079, height: 540 });
  });

  it('says when the creative is not an image, and saves nothing', async () => {
    server.use(
      ...baseHandlers(),
      http.get(`${BASE}/creatives/21/versions`, () =>
        HttpResponse.json({
          item: item({ id: 21, name: 'poster.pdf', type: 'application/pdf' }),
          versions: [],
        }),
      ),
    );
    const pdf = open(21);
    expect(await screen.findByRole('alert')).toHaveTextContent('только на изображении');
    expect(screen.getByRole('button', { name: 'Сохранить область' })).toBeDisabled();
    expect(pdf).not.toHaveBeenCalled();
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
