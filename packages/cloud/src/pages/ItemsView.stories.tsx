import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_ITEMS } from '../dev/samples';
import type { Item } from '../model';
import { CLOUD_TEXTS } from '../texts';
import { ItemsView, VIRTUAL_FROM } from './ItemsView';

/** A folder of `n` images named «Кадр 001.png»…: enough of them and the list is virtualised. */
const frames = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) => ({
    ...SAMPLE_ITEMS.image,
    id: 100 + i,
    name: `Кадр ${String(i + 1).padStart(3, '0')}.png`,
  }));

const meta: Meta<typeof ItemsView> = {
  title: 'cloud/ItemsView',
  component: ItemsView,
  args: { checked: new Set<number>(), renamingId: null, onOpen: () => {}, onCheck: () => {} },
};
export default meta;
type Story = StoryObj<typeof ItemsView>;

/**
 * A long folder as a grid: only the rows near the window are drawn, and the list keeps its
 * roles (a list of items) through the virtual rows.
 */
export const LongFolder: Story = {
  args: { items: frames(VIRTUAL_FROM + 50), view: 'grid' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: CLOUD_TEXTS.itemsLabel });
    if (!list.hasAttribute('data-virtual')) throw new Error('a long folder is virtualised');
    const drawn = list.querySelectorAll('li').length;
    if (drawn === 0 || drawn >= VIRTUAL_FROM) throw new Error(`${drawn} items drawn`);
    await canvas.findByRole('listitem', { name: CLOUD_TEXTS.fileLabel('Кадр 001.png') });
  },
};

/** The same folder as a list. */
export const LongFolderAsList: Story = {
  args: { items: frames(VIRTUAL_FROM + 50), view: 'list' },
  play: async ({ canvas }) => {
    await canvas.findByRole('listitem', { name: CLOUD_TEXTS.fileLabel('Кадр 001.png') });
  },
};
