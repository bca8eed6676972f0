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

/** «Скачать» in the left column saves the original under its name (issue 16). */
export const ImageFile: Story = {
  play: async () => {
    // The lightbox draws into a portal on the body, outside the story's canvas.
    const deadline = Date.now() + 5000;
    let link: HTMLAnchorElement | null = null;
    while (!link && Date.now() < deadline) {
      link = document.querySelector<HTMLAnchorElement>(
        '[data-testid="viewer-left-column"] a[data-testid="viewer-download"]',
      );
      if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (link?.textContent !== 'Скачать' || link.download !== SAMPLE_ITEMS.image.name)
      throw new Error('the left column has no «Скачать» link to the file under its name');
  },
};
export const MissingImage: Story = {
  args: { files: [{ ...SAMPLE_ITEMS.image, url: 'data:image/png;base64,broken' }] },
};
export const NotFound: Story = { args: { files: [], message: VIEWER_MESSAGES.ajaxNotFound } };
export const Forbidden: Story = { args: { files: [], message: VIEWER_MESSAGES.ajaxForbidden } };
