// Marking the creative's slot on the user's own context image: by the numbers (keyboard) and the
// problems it reports.
import type { BBox } from '@kreolab/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from '@testing-library/dom';
import { useState } from 'react';
import bannerA from '../../fixtures/banner-a.jpg';
import { SlotMarker, slotProblem } from './SlotMarker';

function Marker({ initial }: { initial: BBox }) {
  const [slot, setSlot] = useState(initial);
  return (
    <SlotMarker
      src={bannerA}
      width={480}
      height={480}
      slot={slot}
      onChange={setSlot}
      error={slotProblem(slot, { width: 480, height: 480 })}
    />
  );
}

const meta: Meta<typeof SlotMarker> = {
  title: 'analysis/Context/SlotMarker',
  component: SlotMarker,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof SlotMarker>;

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** A slot in the middle; typing a width that leaves the image says so. */
export const ByNumbers: Story = {
  render: () => <Marker initial={{ x: 160, y: 160, width: 160, height: 160 }} />,
  play: async ({ canvasElement, userEvent }) => {
    const c = within(canvasElement);
    check(!!c.getByTestId('slot-rect'), 'the slot is outlined');
    const width = c.getByRole('textbox', { name: 'Ширина' });
    await userEvent.clear(width);
    await userEvent.type(width, '400');
    await c.findByText('Место выходит за изображение');
  },
};

/** Nothing marked yet: too small to use. */
export const Empty: Story = {
  render: () => <Marker initial={{ x: 0, y: 0, width: 0, height: 0 }} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/слишком маленькое/);
  },
};
