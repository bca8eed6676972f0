import type { ResearchContext } from '@kreolab/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BASE, item, renderPage, server, setupMsw } from '../../test/utils';
import { CONTEXT_TEMPLATES } from '../fixtures';
import { ContextPicker, contextReady, defaultSlot } from './ContextPicker';

setupMsw();

const landing = item({ id: 501, name: 'landing.png', width: 800, height: 600 });
const pdf = item({ id: 502, name: 'deck.pdf', type: 'application/pdf' });

function Harness({ seen }: { seen: (ResearchContext | null)[] }) {
  const [value, setValue] = useState<ResearchContext | null>(null);
  return (
    <ContextPicker
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

const templates = () =>
  http.get(`${BASE}/contexts`, () =>
    HttpResponse.json({
      items: CONTEXT_TEMPLATES.map((t) => ({ ...t, preview_url: `/p/${t.id}.png` })),
    }),
  );

describe('ContextPicker', () => {
  it('shows «Без контекста» checked, a card per template with its preview, and picks one', async () => {
    server.use(templates());
    const seen: (ResearchContext | null)[] = [];
    const { user } = renderPage(<Harness seen={seen} />, { route: '/', path: '/' });
    const vk = await screen.findByRole('radio', { name: 'Лента ВКонтакте' });
    expect(screen.getByRole('radio', { name: 'Без контекста' })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    expect(screen.getByRole('img', { name: 'Превью: Билборд на улице' })).toHaveAttribute(
      'src',
      '/p/billboard.png',
    );
    await user.click(vk);
    expect(seen.at(-1)).toEqual({ template: 'vk_feed' });
    expect(vk).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Без контекста' }));
    expect(seen.at(-1)).toBeNull();
  });

  it('is one Tab stop: the chosen card takes Tab, the arrows choose', async () => {
    server.use(templates());
    const seen: (ResearchContext | null)[] = [];
    const { user } = renderPage(
      <>
        <button>до</button>
        <Harness seen={seen} />
        <button>после</button>
      </>,
      { route: '/', path: '/' },
    );
    await screen.findByRole('radio', { name: 'Лента ВКонтакте' });
    screen.getByRole('button', { name: 'до' }).focus();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Без контекста' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const vk = screen.getByRole('radio', { name: 'Лента ВКонтакте' });
    expect(vk).toHaveFocus();
    expect(vk).toBeChecked();
    expect(seen.at(-1)).toEqual({ template: 'vk_feed' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'после' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(vk).toHaveFocus();
  });

  it('custom: picks an image of the cloud and marks its slot by the numbers', async () => {
    server.use(
      templates(),
      http.get(`${BASE}/creatives`, () =>
        HttpResponse.json({ folder: null, items: [pdf, landing] }),
      ),
    );
    const seen: (ResearchContext | null)[] = [];
    const { user } = renderPage(<Harness seen={seen} />, { route: '/', path: '/' });
    await user.click(await screen.findByRole('radio', { name: 'Свой контекст' }));
    const marker = await screen.findByRole('group', { name: 'Отметьте место креатива' });
    // only images are offered; the first one is taken with a slot in its middle
    await waitFor(() => expect(seen.at(-1)).toEqual({ item_id: 501, slot: defaultSlot(800, 600) }));
    const width = within(marker).getByRole('textbox', { name: 'Ширина' });
    await user.clear(width);
    await user.type(width, '700');
    expect(await within(marker).findByRole('alert')).toHaveTextContent(
      'Место выходит за изображение',
    );
    const last = seen.at(-1) as { item_id: number; slot: { width: number } };
    expect(last.slot.width).toBe(700);
    expect(contextReady(last as ResearchContext, [landing])).toBe(false);
    await user.clear(width);
    await user.type(width, '300');
    await waitFor(() => expect(within(marker).queryByRole('alert')).toBeNull());
    expect(contextReady(seen.at(-1)!, [landing])).toBe(true);
  });

  it('custom: the screenshot’s scale is unknown until chosen, kept when the slot moves, and reset with another image', async () => {
    const shot = item({ id: 503, name: 'phone.png', width: 1170, height: 2532 });
    server.use(
      templates(),
      http.get(`${BASE}/creatives`, () =>
        HttpResponse.json({ folder: null, items: [landing, shot] }),
      ),
    );
    const seen: (ResearchContext | null)[] = [];
    const { user } = renderPage(<Harness seen={seen} />, { route: '/', path: '/' });
    await user.click(await screen.findByRole('radio', { name: 'Свой контекст' }));
    const scale = await screen.findByRole('combobox', { name: 'Масштаб снимка экрана' });
    expect(scale).toHaveValue('Не знаю');
    await waitFor(() => expect(seen.at(-1)).toEqual({ item_id: 501, slot: defaultSlot(800, 600) }));
    await user.click(scale);
    await user.click(await screen.findByRole('option', { name: '2×' }));
    expect(seen.at(-1)).toEqual({ item_id: 501, slot: defaultSlot(800, 600), screen_scale: 2 });
    // the page's width on the screen, to check the choice against (the matcher reads the
    // no-break space as a space)
    expect(screen.getByText(/Ширина страницы на экране: 400 px\./)).toBeInTheDocument();
    const marker = screen.getByRole('group', { name: 'Отметьте место креатива' });
    const width = within(marker).getByRole('textbox', { name: 'Ширина' });
    await user.clear(width);
    await user.type(width, '300');
    expect(seen.at(-1)).toMatchObject({ item_id: 501, screen_scale: 2, slot: { width: 300 } });
    // a 1,25× laptop
    await user.click(scale);
    await user.click(await screen.findByRole('option', { name: '1,25×' }));
    expect(seen.at(-1)).toMatchObject({ screen_scale: 1.25 });
    // another screenshot has a scale of its own
    await user.click(screen.getByRole('combobox', { name: 'Изображение из облака' }));
    await user.click(await screen.findByRole('option', { name: 'phone.png' }));
    expect(seen.at(-1)).toEqual({ item_id: 503, slot: defaultSlot(1170, 2532) });
    expect(screen.getByRole('combobox', { name: 'Масштаб снимка экрана' })).toHaveValue('Не знаю');
    // and back to unknown
    await user.click(screen.getByRole('combobox', { name: 'Масштаб снимка экрана' }));
    await user.click(await screen.findByRole('option', { name: '3×' }));
    expect(screen.getByText(/Ширина страницы на экране: 390 px\./)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Масштаб снимка экрана' }));
    await user.click(await screen.findByRole('option', { name: 'Не знаю' }));
    expect(seen.at(-1)).toEqual({ item_id: 503, slot: defaultSlot(1170, 2532) });
  });

  it('says when the cloud has no images, and when the templates fail to load', async () => {
    server.use(
      http.get(`${BASE}/contexts`, () => HttpResponse.json({ code: 'X' }, { status: 500 })),
      http.get(`${BASE}/creatives`, () => HttpResponse.json({ folder: null, items: [pdf] })),
    );
    const { user } = renderPage(<Harness seen={[]} />, { route: '/', path: '/' });
    expect(
      await screen.findByText('Не удалось загрузить шаблоны контекста.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Свой контекст' }));
    expect(await screen.findByText(/В корне облака нет изображений/)).toBeInTheDocument();
  });
});
