// /cloud as the app mounts it: the page in the default layout with the cloud's store,
// answered by the story server (Storybook's preview), which keeps what the story creates.
import { DefaultLayout } from '@kreolab/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/dom';
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
    await canvas.findByTitle('Весенняя кампания');
    await userEvent.click(canvas.getByRole('button', { name: CLOUD_TEXTS.createFolder }));
    const name = await screen.findByLabelText(CLOUD_TEXTS.folderName);
    await userEvent.type(name, 'Летняя кампания');
    await userEvent.click(screen.getByRole('button', { name: CLOUD_TEXTS.create }));
    await canvas.findByTitle('Летняя кампания');
  },
};

/** A folder's own URL (/cloud/1): the page opens in the folder, breadcrumbs and '...' included. */
export const FolderUrl: Story = {
  parameters: { route: { path: '/cloud/:folderId', url: '/cloud/1' } },
  play: async ({ canvas }) => {
    await canvas.findByTitle('Сторис_вариант_А.png');
    await canvas.findByRole('listitem', { name: CLOUD_TEXTS.backLabel });
    await canvas.findByText('Весенняя кампания', { selector: '[aria-current="page"]' });
  },
};

/** The column headers: sorting by size, largest first, keeps folders first. */
export const SortBySize: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTitle('Ролик_15с.mp4');
    const size = canvas.getByRole('columnheader', { name: CLOUD_TEXTS.sortSize });
    await userEvent.click(within(size).getByRole('button'));
    await userEvent.click(within(size).getByRole('button'));
    const check = (ok: boolean, what: string) => {
      if (!ok) throw new Error(what);
    };
    await waitFor(() =>
      check(size.getAttribute('aria-sort') === 'descending', 'size is sorted descending'),
    );
    const options = within(canvas.getByRole('list', { name: CLOUD_TEXTS.itemsLabel })).getAllByRole(
      'listitem',
    );
    check(options[0]?.getAttribute('data-item-type') === 'folder', 'folders stay first');
    // The video (48 MB) is the largest file.
    check(
      options[2]?.getAttribute('aria-label') === 'Файл «Ролик_15с.mp4»',
      'the largest file follows the folders',
    );
  },
};
