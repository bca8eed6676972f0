import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_LABS } from '../dev/samples';
import { LabsList, LabsListSkeleton } from './LabsList';

const meta: Meta<typeof LabsList> = {
  title: 'labs/LabsList',
  component: LabsList,
  args: { onRename: async () => true, onDelete: () => {} },
};
export default meta;
type Story = StoryObj<typeof LabsList>;

export const Labs: Story = { args: { labs: SAMPLE_LABS } };
export const Empty: Story = { args: { labs: [] } };
export const Deleting: Story = { args: { labs: SAMPLE_LABS, deletingId: 2 } };
export const Loading: Story = { render: () => <LabsListSkeleton /> };

const longName = 'Весенняя кампания холодного кофе для студентов и офисных работников';

/** A long name on a phone (the page's 358 px): cut with an ellipsis before the icons. */
export const LongNameOnAPhone: Story = {
  args: { labs: [{ ...SAMPLE_LABS[0]!, name: longName }] },
  render: (args) => (
    <div style={{ width: 358 }}>
      <LabsList {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: longName });
    const rename = canvas.getByRole('button', { name: /Переименовать/ });
    const [l, r] = [link.getBoundingClientRect(), rename.getBoundingClientRect()];
    if (l.right > r.left)
      throw new Error(`the name ends at ${l.right}, the icon starts at ${r.left}`);
    if (link.scrollWidth <= link.clientWidth) throw new Error('the name is not cut');
  },
};
