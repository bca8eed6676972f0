// The comparison's block for variants placed in the same context.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from '@testing-library/dom';
import { COMPARISON_RESULT } from '../../dev/fixtures';
import { contextEntries, contextPlaces } from '../fixtures';
import { ContextRanking } from './ContextRanking';

const extra = contextEntries([101, 102]);
const ranking = COMPARISON_RESULT.ranking.map((e, i) => ({ ...e, ...extra[i]! }));

const meta: Meta<typeof ContextRanking> = {
  title: 'analysis/Context/ContextRanking',
  component: ContextRanking,
  args: {
    context: { context_id: 'vk_feed', title: 'Лента ВКонтакте' },
    ranking,
    places: contextPlaces([101, 102]),
    labelOf: (id: number) => (id === 101 ? 'Вариант А' : 'Вариант Б'),
  },
};
export default meta;
type Story = StoryObj<typeof ContextRanking>;

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** А takes more attention; the noticed shares' ranges overlap: «не различимы». */
export const SharedFeed: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    check(!!c.getByText('В контексте: Лента ВКонтакте'), 'the title');
    check(!!c.getByText('Лучший: Вариант А'), 'А wins the attention');
    check(!!c.getByText('не различимы'), 'the noticed shares overlap');
  },
};
