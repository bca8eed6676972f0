import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundLayout } from '../layouts/layouts';
import { NotFoundPage } from './NotFoundPage';

const meta: Meta<typeof NotFoundPage> = {
  title: 'routes/404',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen', route: { path: '*', url: '/no-such-page' } },
  decorators: [
    (Story) => (
      <NotFoundLayout>
        <Story />
      </NotFoundLayout>
    ),
  ],
};
export default meta;

/** Any unknown address. */
export const UnknownPath: StoryObj<typeof NotFoundPage> = {
  play: async ({ canvas }) => {
    await canvas.findByText('Страница не найдена');
  },
};
