// /cloud as the app mounts it: the page in the default layout with the cloud's store,
// answered by the story server (Storybook's preview), which keeps what the story creates.
import { DefaultLayout } from '@kreolab/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from '@testing-library/dom';
import { makeCloudStore } from '../dev/store';
import { CLOUD_TEXTS } from '../texts';
import { CloudPage } from './CloudPage';

const meta: Meta<typeof CloudPage> = {
  title: 'routes/cloud',
  component: CloudPage,
  parameters: { layout: 'fullscreen', store: makeCloudStore, route: { path: '/cloud' } },
  decorators: [
    (Story) => (
      <DefaultLayout>
        <Story />
      </DefaultLayout>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof CloudPage>;

/** The root folder: two folders, images, a PDF and a video. */
export const Root: Story = {};

/** The flow: create a folder; it appears in the listing (the server kept it). */
export const CreateFolder: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Весенняя кампания');
    await userEvent.click(canvas.getByRole('button', { name: CLOUD_TEXTS.createFolder }));
    const name = await screen.findByLabelText(CLOUD_TEXTS.folderName);
    await userEvent.type(name, 'Летняя кампания');
    await userEvent.click(screen.getByRole('button', { name: CLOUD_TEXTS.create }));
    await canvas.findByText('Летняя кампания');
  },
};
