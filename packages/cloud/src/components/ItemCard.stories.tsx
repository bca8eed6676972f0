import { SimpleGrid } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_ITEMS } from '../dev/samples';
import { BACK_ITEM } from '../model';
import { ItemCard } from './ItemCard';

const meta: Meta<typeof ItemCard> = {
  title: 'cloud/ItemCard',
  component: ItemCard,
  args: { onCheck: () => {}, onOpen: () => {}, onSplit: () => {} },
  // One card in the list it belongs to; the grid story draws its own list.
  decorators: [
    (Story, { parameters }) =>
      parameters.ownList ? (
        <Story />
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, maxWidth: 220 }} aria-label="Файлы и папки">
          <Story />
        </ul>
      ),
  ],
};
export default meta;
type Story = StoryObj<typeof ItemCard>;

export const Image: Story = { args: { item: SAMPLE_ITEMS.image } };
export const Pdf: Story = { args: { item: SAMPLE_ITEMS.pdf } };
export const Video: Story = { args: { item: SAMPLE_ITEMS.video } };
export const UnprocessedVideo: Story = { args: { item: SAMPLE_ITEMS.unprocessed } };
export const Folder: Story = { args: { item: SAMPLE_ITEMS.folder } };
export const Selected: Story = { args: { item: SAMPLE_ITEMS.image, checked: true } };
export const Renaming: Story = { args: { item: SAMPLE_ITEMS.image, renaming: true } };
export const Back: Story = { args: { item: BACK_ITEM } };

/** A card reached with Tab shows the theme's focus ring (Paper alone draws no outline). */
export const KeyboardFocus: Story = {
  args: { item: SAMPLE_ITEMS.image },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const card = canvas.getByRole('listitem');
    if (document.activeElement !== card) throw new Error('Tab must reach the card first');
    const { outlineStyle, outlineWidth } = getComputedStyle(card);
    if (outlineStyle !== 'solid' || outlineWidth !== '2px')
      throw new Error(`The focused card's outline is «${outlineStyle} ${outlineWidth}»`);
  },
};

export const ListView: Story = {
  parameters: { ownList: true },
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0, maxWidth: 720 }} aria-label="Файлы и папки">
      {Object.values(SAMPLE_ITEMS).map((item) => (
        <ItemCard key={item.id} {...args} item={item} view="list" checked={item.id === 1} />
      ))}
    </ul>
  ),
};

export const Grid: Story = {
  parameters: { ownList: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <SimpleGrid
      component="ul"
      cols={4}
      style={{ listStyle: 'none', padding: 0 }}
      aria-label="Файлы и папки"
    >
      {Object.values(SAMPLE_ITEMS).map((item) => (
        <ItemCard key={item.id} {...args} item={item} />
      ))}
    </SimpleGrid>
  ),
};
