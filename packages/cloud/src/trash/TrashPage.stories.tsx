// /cloud/trash as the app mounts it, answered by the story server; the trash's entries come
// from the story's own handlers, which keep what a restore or a delete changes.
import type { TrashItem } from '@kreolab/api-client';
import { DefaultLayout } from '@kreolab/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { SAMPLE_ITEMS } from '../dev/samples';
import { makeCloudStore } from '../dev/store';
import { CLOUD_TEXTS } from '../texts';
import { TrashPage } from './TrashPage';

const entries = (): TrashItem[] => [
  {
    ...SAMPLE_ITEMS.image,
    id: 501,
    trashed_at: '2026-11-20T09:00:00Z',
    purge_at: '2026-12-20T09:00:00Z',
    original_path: 'Все файлы > Кампания «Весна»',
    restores_to_root: false,
  },
  {
    ...SAMPLE_ITEMS.pdf,
    id: 502,
    trashed_at: '2026-11-18T09:00:00Z',
    purge_at: '2026-12-18T09:00:00Z',
    original_path: null,
    restores_to_root: true,
  },
];

function trashHandlers(start: TrashItem[]) {
  let list = start;
  return [
    http.get('/api/v1/creatives/trash', () => HttpResponse.json({ items: list })),
    http.post('/api/v1/creatives/trash/restore', async ({ request }) => {
      const { ids } = (await request.json()) as { ids: number[] };
      const back = list.filter((i) => ids.includes(i.id));
      list = list.filter((i) => !ids.includes(i.id));
      return HttpResponse.json({
        items: back,
        restored_to_root: back.filter((i) => i.restores_to_root).map((i) => i.id),
        free_space: 1_000_000_000,
      });
    }),
    http.post('/api/v1/creatives/trash/empty', () => {
      const deleted = list.length;
      list = [];
      return HttpResponse.json({ deleted, free_space: 1_000_000_000 });
    }),
  ];
}

const meta: Meta<typeof TrashPage> = {
  title: 'routes/cloud/trash',
  component: TrashPage,
  parameters: {
    layout: 'fullscreen',
    store: makeCloudStore,
    route: { path: '/cloud/trash' },
    msw: { handlers: trashHandlers(entries()) },
  },
  decorators: [
    (Story) => (
      <DefaultLayout>
        <Story />
      </DefaultLayout>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof TrashPage>;

/** sRGB relative luminance of a computed `rgb(…)` / `rgba(…)` colour (WCAG 2). */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * Two entries: one goes back to its folder, one to the root (its folder was deleted). The
 * «Очистить корзину» button's label is readable on its own background: a light button of the
 * shade red.9 painted it solid red under red letters, and no one could read it.
 */
export const WithItems: Story = {
  parameters: { msw: { handlers: trashHandlers(entries()) } },
  play: async ({ canvas }) => {
    await canvas.findByText('Было в: Все файлы > Кампания «Весна»');
    await canvas.findByText(CLOUD_TEXTS.trashFolderGone);
    const button = canvas.getByRole('button', { name: CLOUD_TEXTS.emptyTrash });
    const style = getComputedStyle(button);
    const label = getComputedStyle(within(button).getByText(CLOUD_TEXTS.emptyTrash)).color;
    // a transparent background shows the white page
    const back = style.backgroundColor.startsWith('rgba(0, 0, 0, 0)')
      ? 'rgb(255, 255, 255)'
      : style.backgroundColor;
    const [hi, lo] = [luminance(label), luminance(back)].sort((a, b) => b - a);
    const ratio = (hi! + 0.05) / (lo! + 0.05);
    if (ratio < 4.5)
      throw new Error(
        `«${CLOUD_TEXTS.emptyTrash}» reads ${label} on ${back}: ${ratio.toFixed(2)}:1`,
      );
  },
};

/** Restoring the entry whose folder is gone says it went to the root. */
export const RestoreToRoot: Story = {
  parameters: { msw: { handlers: trashHandlers(entries()) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: CLOUD_TEXTS.restoreLabel('Бриф.pdf') }),
    );
    await screen.findByText(CLOUD_TEXTS.restoredToRoot('Бриф.pdf'));
  },
};

/** Emptying asks first. */
export const EmptyTrash: Story = {
  parameters: { msw: { handlers: trashHandlers(entries()) } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Баннер_весна.png');
    await userEvent.click(canvas.getByRole('button', { name: CLOUD_TEXTS.emptyTrash }));
    const dialog = await screen.findByRole('dialog', { name: CLOUD_TEXTS.emptyTrashTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: CLOUD_TEXTS.emptyTrash }));
    await canvas.findByText(CLOUD_TEXTS.trashEmpty);
  },
};

/** Nothing deleted yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: trashHandlers([]) } },
  play: async ({ canvas }) => {
    await canvas.findByText(CLOUD_TEXTS.trashEmpty);
  },
};
