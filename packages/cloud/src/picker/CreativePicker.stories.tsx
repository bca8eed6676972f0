import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { SAMPLE_ITEMS } from '../dev/samples';
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

const check = (ok: boolean, message: string) => {
  if (!ok) throw new Error(message);
};

/**
 * On a phone (the card's 326 px): a video still to split puts its status and split button under
 * its name. Beside it they squeezed the name to a letter and cut «УКАЖИТЕ…» and the button.
 */
export const OnAPhone: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/creatives', () =>
          HttpResponse.json({
            folder: null,
            items: [SAMPLE_ITEMS.image, SAMPLE_ITEMS.unprocessed],
          }),
        ),
      ],
    },
  },
  render: (args) => (
    <div style={{ width: 326 }}>
      <CreativePicker {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const name = await canvas.findByTitle(SAMPLE_ITEMS.unprocessed.name);
    const row = name.closest('li')!;
    const label = row.querySelector<HTMLElement>('.mantine-Badge-label')!;
    check(label.scrollWidth <= label.clientWidth, `badge cut: ${label.textContent}`);
    const button = within(row).getByRole('button', { name: 'Разделить на кадры' });
    const [b, r] = [button.getBoundingClientRect(), row.getBoundingClientRect()];
    check(b.right <= r.right, `the split button ends at ${b.right}, the row at ${r.right}`);
    check(name.getBoundingClientRect().width >= 100, 'the name has room');
    // The upload is offered in the picker itself.
    canvas.getByRole('button', { name: 'Загрузить файлы' });
  },
};
