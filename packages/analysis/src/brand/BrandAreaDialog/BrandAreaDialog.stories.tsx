// Marking the brand's logo on a creative of the research form: the saved area in its place, a
// new one typed by the numbers (keyboard), a catalogue's logo on one of its pages alone (pages
// drawn by pdf.js from a real PDF), and a file without a preview to mark on.
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

function Dialog({ id, initial }: { id: number; initial: BrandArea | null }) {
  const [area, setArea] = useState(initial);
  return (
    <>
      <BrandAreaDialog
        creative={{ id, name: names[id] ?? '' }}
        area={area}
        onClose={() => {}}
        onSave={setArea}
      />
      <pre data-testid="area">{JSON.stringify(area)}</pre>
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
    <Dialog id={601} initial={{ creative_id: 601, x: 0.05, y: 0.05, width: 0.3, height: 0.15 }} />
  ),
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByTestId('logo-rect');
    const x = await body.findByRole('textbox', { name: 'X' });
    await userEvent.clear(x);
    await userEvent.type(x, '240');
    await userEvent.click(body.getByRole('button', { name: 'Сохранить область' }));
    const saved = JSON.parse(body.getByTestId('area').textContent ?? 'null') as BrandArea;
    check(saved.x === 0.5, `x is kept as a fraction of the image (${saved.x})`);
  },
};

/**
 * A catalogue of three pages whose logo is on its last page alone: each page is drawn from the
 * file, the user turns to the third, unticks «all pages» and saves the area for page 3.
 */
export const OnePageAlone: Story = {
  render: () => <Dialog id={603} initial={null} />,
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText('Страница 1 из 3');
    const picture = await body.findByRole('img', { name: 'Креатив «каталог.pdf»' });
    check(
      picture.getAttribute('src')?.startsWith('data:image/png') === true,
      'the page is drawn from the PDF, not the preview',
    );
    await userEvent.click(body.getByRole('button', { name: 'Страница 3' }));
    await body.findByText('Страница 3 из 3');
    const every = await body.findByRole('checkbox', { name: /Логотип на всех страницах/ });
    await userEvent.click(every);
    for (const [field, value] of [
      ['X', '720'],
      ['Y', '60'],
      ['Ширина', '420'],
      ['Высота', '120'],
    ] as const) {
      const input = await body.findByRole('textbox', { name: field });
      await userEvent.clear(input);
      await userEvent.type(input, value);
    }
    await userEvent.click(body.getByRole('button', { name: 'Сохранить область' }));
    const saved = JSON.parse(body.getByTestId('area').textContent ?? 'null') as BrandArea;
    check(saved.page === 3, `the area is the third page's alone (page ${saved.page})`);
    check(saved.x === 0.6, `x is a fraction of the drawn page, 1200 px wide (${saved.x})`);
  },
};

/** A file without a preview to mark on: said, and nothing can be saved. */
export const NotAnImage: Story = {
  render: () => <Dialog id={602} initial={null} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText(/нет изображения/);
    check(
      (body.getByRole('button', { name: 'Сохранить область' }) as HTMLButtonElement).disabled,
      'saving is off',
    );
  },
};
