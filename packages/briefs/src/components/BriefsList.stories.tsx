import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_BRIEFS } from '../dev/samples';
import { BriefsList, BriefsListSkeleton } from './BriefsList';

const meta: Meta<typeof BriefsList> = {
  title: 'briefs/BriefsList',
  component: BriefsList,
  args: { onDelete: () => {} },
};
export default meta;
type Story = StoryObj<typeof BriefsList>;

export const Briefs: Story = { args: { briefs: SAMPLE_BRIEFS } };
export const Empty: Story = { args: { briefs: [] } };
export const Loading: Story = { render: () => <BriefsListSkeleton /> };

const longName = 'Летняя кампания холодного кофе для студентов и офисных работников';

/**
 * A long name on a phone (the page's 358 px): cut with an ellipsis before the delete icon. The
 * link was inline, so the cut did not apply and the name ran on under the icon.
 */
export const LongNameOnAPhone: Story = {
  args: { briefs: [{ ...SAMPLE_BRIEFS[0]!, name: longName }] },
  render: (args) => (
    <div style={{ width: 358 }}>
      <BriefsList {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: longName });
    const remove = canvas.getByRole('button', { name: /Удалить/ });
    const [l, r] = [link.getBoundingClientRect(), remove.getBoundingClientRect()];
    if (l.right > r.left)
      throw new Error(`the name ends at ${l.right}, the icon starts at ${r.left}`);
    if (link.scrollWidth <= link.clientWidth) throw new Error('the name is not cut');
    if (link.title !== longName) throw new Error('the whole name is not in the tooltip');
  },
};
