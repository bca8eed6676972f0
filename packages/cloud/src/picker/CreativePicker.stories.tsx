import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeCloudStore } from '../dev/store';
import { CreativePicker } from './CreativePicker';

const meta: Meta<typeof CreativePicker> = {
  title: 'cloud/CreativePicker',
  component: CreativePicker,
  // The picker reads the cloud from the story server (the account's folders and files).
  parameters: { store: makeCloudStore },
  args: { maxCount: 20, height: 360 },
};
export default meta;
type Story = StoryObj<typeof CreativePicker>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByTitle('Баннер_весна_1200x628.png');
  },
};

/** At most two creatives: the rest are disabled once two are chosen. */
export const AtMostTwo: Story = { args: { maxCount: 2 } };
