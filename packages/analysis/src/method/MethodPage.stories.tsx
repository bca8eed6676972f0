import type { Meta, StoryObj } from '@storybook/react-vite';
import { MethodPage } from './MethodPage';

const meta: Meta<typeof MethodPage> = {
  title: 'analysis/Method page',
  component: MethodPage,
};
export default meta;
type Story = StoryObj<typeof MethodPage>;

/** «Как считает Креолаб»: the figures, their method and what is not reached. */
export const Page: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Как считает Креолаб' });
    if (canvas.getAllByRole('table').length !== 3) throw new Error('three tables expected');
  },
};
