// Marking the brand's logo on a creative of the research form: the saved area in its place, a
// new one typed by the numbers (keyboard), a catalogue's logo marked page by page, in another
// place on each (pages drawn by pdf.js from a real PDF), and a file without a preview to mark on.
import type { BrandArea } from '@kreolab/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { makeAnalysisStore } from '../../dev/store';
import bannerA from '../../fixtures/banner-a.jpg';
import catalogue from '../../fixtures/catalogue-3-pages.pdf';
import { BrandAreaDialog } from './BrandAreaDialog';

const file = (id: number, name: string, type: string) => ({
  id,
  name,
  type,
  size: 2048,
  url: bannerA,
  created_at: '2026-11-20T10:00:00Z',
  owner_id: 1,
  parent_id: null,
  width: type.startsWith('image/') ? 480 : null,
  height: type.startsWith('image/') ? 480 : null,
});

const handlers = [
  http.get('/api/v1/creatives/601/versions', () =>
    HttpResponse.json({ item: file(601, 'баннер.jpg', 'image/jpeg'), versions: [] }),
  ),
  http.get('/api/v1/creatives/602/versions', () =>
    HttpResponse.json({ item: file(602, 'буклет.pdf', 'application/pdf'), versions: [] }),
  ),
  http.get('/api/v1/creatives/603/versions', () =>
    HttpResponse.json({
      item: {
        ...file(603, 'каталог.pdf', 'application/pdf'),
        url: catalogue,
        pages: 3,
        thumbnail_url: bannerA,
      },
      versions: [],
    }),
  ),
];

const names: Record<number, string> = {
  601: 'баннер.jpg',
  602: 'буклет.pdf',
  603: 'каталог.pdf',
};

function Dialog({ id, initial }: { id: number; initial: BrandArea[] }) {
  const [areas, setAreas] = useState(initial);
  return (
    <>
      <BrandAreaDialog
        creative={{ id, name: names[id] ?? '' }}
        areas={areas}
        onClose={() => {}}
        onSave={setAreas}
      />
      <pre data-testid="area">{JSON.stringify(areas)}</pre>
    </>
  );
}

const meta: Meta<typeof BrandAreaDialog> = {
  title: 'analysis/Brand/BrandAreaDialog',
  component: BrandAreaDialog,
  parameters: { store: makeAnalysisStore, msw: { handlers } },
};
export default meta;
type Story = StoryObj<typeof BrandAreaDialog>;

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** The area saved before, outlined; typing a new one and saving keeps it in fractions. */
export const Marked: Story = {
  render: () => (
    <Dialog id={601} initial={[{ creative_id: 601, x: 0.05, y: 0.05, width: 0.3, height: 0.15 }]} />
  ),
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByTestId('logo-rect');
    const x = await body.findByRole('textbox', { name: 'X' });
    await userEvent.clear(x);
    await userEvent.type(x, '240');
    await userEvent.click(body.getByRole('button', { name: 'Сохранить область' }));
    const [saved] = JSON.parse(body.getByTestId('area').textContent ?? '[]') as BrandArea[];
    check(saved?.x === 0.5, `x is kept as a fraction of the image (${saved?.x})`);
  },
};

/**
 * pdf.js draws a page in a worker: seconds under a loaded machine (CI builds the packages beside
 * the stories), more than a find's default second.
 */
const DRAWN = { timeout: 15_000 };

/** Types the rectangle's four numbers into the dialog, once the page shown is drawn. */
async function type(
  body: ReturnType<typeof within>,
  userEvent: {
    clear: (e: Element) => Promise<void>;
    type: (e: Element, t: string) => Promise<void>;
  },
  values: [string, string, string, string],
) {
  for (const [i, field] of ['X', 'Y', 'Ширина', 'Высота'].entries()) {
    const input = await body.findByRole('textbox', { name: field }, DRAWN);
    await userEvent.clear(input);
    await userEvent.type(input, values[i]!);
  }
}

/**
 * A catalogue of three pages whose logo is on its last page and, elsewhere, on its first: each
 * page is drawn from the file, the user unticks «all pages», marks page 3, turns to page 1,
 * marks it in another place, and saves an area for each of the two pages.
 */
export const PageByPage: Story = {
  render: () => <Dialog id={603} initial={[]} />,
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText('Страница 1 из 3');
    const picture = await body.findByRole('img', { name: 'Креатив «каталог.pdf»' }, DRAWN);
    check(
      picture.getAttribute('src')?.startsWith('data:image/png') === true,
      'the page is drawn from the PDF, not the preview',
    );
    await userEvent.click(body.getByRole('button', { name: 'Страница 3' }));
    await body.findByText('Страница 3 из 3');
    const every = await body.findByRole('checkbox', { name: /Логотип на всех страницах/ });
    await userEvent.click(every);
    await body.findByText('Логотип пока не отмечен ни на одной странице');
    await type(body, userEvent, ['720', '60', '420', '120']);
    await userEvent.click(body.getByRole('button', { name: 'Страница 1' }));
    await body.findByText('Страница 1 из 3');
    await body.findByText('Логотип отмечен на страницах: 3');
    await body.findByRole('button', { name: 'Страница 3, логотип отмечен' });
    await type(body, userEvent, ['60', '700', '300', '100']);
    await userEvent.click(body.getByRole('button', { name: 'Сохранить область' }));
    const saved = JSON.parse(body.getByTestId('area').textContent ?? '[]') as BrandArea[];
    check(saved.length === 2, `an area for each page (${saved.length})`);
    check(
      saved[0]?.page === 1 && saved[1]?.page === 3,
      `pages 1 and 3 (${saved.map((a) => a.page).join(', ')})`,
    );
    check(saved[1]?.x === 0.6, `x is a fraction of the drawn page, 1200 px wide (${saved[1]?.x})`);
  },
};

/** A file without a preview to mark on: said, and nothing can be saved. */
export const NotAnImage: Story = {
  render: () => <Dialog id={602} initial={[]} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText(/нет изображения/);
    check(
      (body.getByRole('button', { name: 'Сохранить область' }) as HTMLButtonElement).disabled,
      'saving is off',
    );
  },
};
