// «В контексте» of a research result: the context with its heatmap and the creative outlined,
// and the cards per segment.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from '@testing-library/dom';
import bannerA from '../../fixtures/banner-a.jpg';
import contextImage from '../../fixtures/context-vk-feed.jpg';
import { CONTEXT_RESULT, RECORDED_CONTEXT_RESULT } from '../fixtures';
import { ContextView } from './ContextView';

const meta: Meta<typeof ContextView> = {
  title: 'analysis/Context/ContextView',
  component: ContextView,
  args: { context: RECORDED_CONTEXT_RESULT, frameIndex: 0, imageSrc: contextImage },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ContextView>;

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** The engine's result of banner-a.jpg in the VK feed: the first look lands on it at once. */
export const Recorded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const attention = c.getByTestId('context-attention');
    check(attention.textContent!.includes('51'), 'the share of attention');
    check(attention.textContent!.includes('при 46'), 'the share of area');
    check(c.getAllByText('сразу').length === 2, 'the first look, per segment');
    check(!!c.getByText('Заметят за 1,7 с'), 'the template’s viewing time');
  },
};

/** Two segments: attention against area, noticed in 2 s, first look, brand; no CTA found. */
export const TwoSegments: Story = {
  args: { context: CONTEXT_RESULT, imageSrc: bannerA },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const attention = c.getByTestId('context-attention');
    check(attention.textContent!.includes('46'), 'the share of attention');
    check(attention.textContent!.includes('при 33'), 'the share of area');
    check(!!c.getByText('Заметят за 2 с'), 'the viewing time');
    check(!!c.getByText('через 0,4 с'), 'the first look of the students');
    check(c.getAllByText('не найден на креативе').length === 2, 'no CTA for either segment');
    check(!!c.getByText('Мельче порога: 2 из 3 строк.'), 'the letters at the slot’s size');
    check(!!c.getByTestId('context-slot'), 'the creative is outlined');
  },
};

/** 390 px wide: the cards stack and nothing sticks out sideways. */
export const Phone: Story = {
  render: (args) => (
    <div style={{ width: 390 }} data-testid="phone">
      <ContextView {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    const right = phone.getBoundingClientRect().right;
    const beyond = [...phone.querySelectorAll<HTMLElement>('*')].filter(
      (el) => el.getBoundingClientRect().right > right + 0.5,
    );
    check(beyond.length === 0 && phone.scrollWidth <= 390, `${beyond.length} elements stick out`);
  },
};
