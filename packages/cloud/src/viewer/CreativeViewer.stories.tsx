import { VIEWER_MESSAGES } from '@kreolab/i18n-ru';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_ITEMS } from '../dev/samples';
import { makeCloudStore } from '../dev/store';
import { CreativeViewer } from './CreativeViewer';

const meta: Meta<typeof CreativeViewer> = {
  title: 'cloud/CreativeViewer',
  component: CreativeViewer,
  // The cloud's store: the left column lists the file's versions through the api (issue 16).
  parameters: { layout: 'fullscreen', store: makeCloudStore },
  args: {
    open: true,
    index: 0,
    files: [SAMPLE_ITEMS.image, { ...SAMPLE_ITEMS.image, id: 9, name: 'Баннер_лето.png' }],
    foldersOf: () => ['Кампания «Весна»', 'Баннеры'],
    onClose: () => {},
  },
};
export default meta;
type Story = StoryObj<typeof CreativeViewer>;

export const ImageFile: Story = {};
export const MissingImage: Story = {
  args: { files: [{ ...SAMPLE_ITEMS.image, url: 'data:image/png;base64,broken' }] },
};
export const NotFound: Story = { args: { files: [], message: VIEWER_MESSAGES.ajaxNotFound } };
export const Forbidden: Story = { args: { files: [], message: VIEWER_MESSAGES.ajaxForbidden } };
