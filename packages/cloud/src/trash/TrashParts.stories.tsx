import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from '@testing-library/dom';
import { makeCloudStore } from '../dev/store';
import { CLOUD_TEXTS } from '../texts';
import { RestoreAsModal } from './RestoreAsModal';
import { TrashLink } from './TrashLink';

const meta: Meta = {
  title: 'cloud/Trash parts',
  parameters: { store: makeCloudStore },
};
export default meta;

/** «Корзина: …» beside the free space on the cloud page, linking to /cloud/trash. */
export const Link: StoryObj<typeof TrashLink> = {
  render: () => <TrashLink />,
  play: async ({ canvas }) => {
    const link = await canvas.findByTestId('trash-link');
    if (link.getAttribute('href') !== '/cloud/trash')
      throw new Error('The link must lead to the trash');
  },
};

let submitted: string | null = null;

/** After NAME_CONFLICT: restore under another name (the taken one cannot be sent). */
export const RestoreAs: StoryObj<typeof RestoreAsModal> = {
  render: (args) => <RestoreAsModal {...args} />,
  args: {
    name: 'Баннер_весна.png',
    onSubmit: (name) => {
      submitted = name;
    },
    onClose: () => {},
  },
  play: async ({ userEvent }) => {
    submitted = null;
    const input = await screen.findByLabelText(CLOUD_TEXTS.restoreAs);
    const submit = screen.getByRole('button', { name: CLOUD_TEXTS.restore });
    if (!submit.hasAttribute('disabled')) throw new Error('The taken name must not be sendable');
    await userEvent.clear(input);
    await userEvent.type(input, 'Баннер_весна (2).png');
    await userEvent.click(submit);
    if (submitted !== 'Баннер_весна (2).png') throw new Error(`Submitted ${submitted}`);
  },
};
