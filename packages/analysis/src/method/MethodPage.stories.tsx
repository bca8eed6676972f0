import { NotFoundLayout } from '@kreolab/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MethodPage } from './MethodPage';

const meta: Meta<typeof MethodPage> = {
  title: 'routes/method',
  component: MethodPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <NotFoundLayout>
        <Story />
      </NotFoundLayout>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof MethodPage>;

/** /method, «Как считает Креолаб»: the figures, their method and what is not reached. */
export const Page: Story = {
  parameters: { route: { path: '/method', url: '/method' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Как считает Креолаб' });
    // the map, the seen shares, the scanpaths and the creative in its context
    if (canvas.getAllByRole('table').length !== 4) throw new Error('four tables expected');
  },
};
