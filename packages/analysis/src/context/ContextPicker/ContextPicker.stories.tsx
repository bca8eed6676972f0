// «Контекст показа» of the research form: the templates as cards with their previews, and the
// user's own context (an image of the cloud with the slot marked on it).
import type { ResearchContext } from '@kreolab/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { makeAnalysisStore } from '../../dev/store';
import bannerA from '../../fixtures/banner-a.jpg';
import { CONTEXT_TEMPLATES } from '../fixtures';
import { ContextPicker } from './ContextPicker';

const handlers = [
  http.get('/api/v1/contexts', () =>
    HttpResponse.json({ items: CONTEXT_TEMPLATES.map((t) => ({ ...t, preview_url: bannerA })) }),
  ),
  http.get('/api/v1/creatives', () =>
    HttpResponse.json({
      folder: null,
      items: [
        {
          id: 501,
          name: 'landing.png',
          type: 'image/png',
          size: 2048,
          url: bannerA,
          created_at: '2026-11-20T10:00:00Z',
          owner_id: 1,
          parent_id: null,
          width: 480,
          height: 480,
        },
      ],
    }),
  ),
];

function Picker({ initial = null }: { initial?: ResearchContext | null }) {
  const [value, setValue] = useState<ResearchContext | null>(initial);
  return (
    <>
      <ContextPicker value={value} onChange={setValue} />
      <pre data-testid="value">{JSON.stringify(value)}</pre>
    </>
  );
}

const meta: Meta<typeof ContextPicker> = {
  title: 'analysis/Context/ContextPicker',
  component: ContextPicker,
  parameters: { store: makeAnalysisStore, msw: { handlers } },
};
export default meta;
type Story = StoryObj<typeof ContextPicker>;

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** Six templates between «Без контекста» and «Свой контекст»; picking the VK feed. */
export const Templates: Story = {
  render: () => <Picker />,
  play: async ({ canvasElement, userEvent }) => {
    const c = within(canvasElement);
    const vk = await c.findByRole('radio', { name: 'Лента ВКонтакте' });
    check(
      c.getByRole('radio', { name: 'Без контекста' }).getAttribute('aria-checked') === 'true',
      'none is the default',
    );
    await userEvent.click(vk);
    await waitFor(() => check(vk.getAttribute('aria-checked') === 'true', 'the VK feed is picked'));
    check(
      c.getByTestId('value').textContent === '{"template":"vk_feed"}',
      'the value names the template',
    );
  },
};

/** The user's own context: an image of the cloud with a slot in its middle to adjust. */
export const Custom: Story = {
  render: () => <Picker />,
  play: async ({ canvasElement, userEvent }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('radio', { name: 'Свой контекст' }));
    await c.findByTestId('slot-marker');
    await waitFor(() =>
      check(c.getByTestId('value').textContent!.includes('"item_id":501'), 'the image is picked'),
    );
  },
};

/** The user's own context with the screenshot's scale given (2×, a Mac's screen). */
export const CustomWithScale: Story = {
  render: () => (
    <Picker
      initial={{ item_id: 501, slot: { x: 160, y: 160, width: 160, height: 160 }, screen_scale: 2 }}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const scale = await c.findByRole('combobox', { name: 'Масштаб снимка экрана' });
    check((scale as HTMLInputElement).value === '2×', 'the scale is shown');
    await c.findByText(/Ширина страницы на экране: 240\spx\./);
  },
};
