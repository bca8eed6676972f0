import { SimpleGrid } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { sampleTariffs } from '../dev/fixtures';
import { TariffCard } from './TariffCard';

const [trial, standard, pro] = sampleTariffs as [
  (typeof sampleTariffs)[number],
  (typeof sampleTariffs)[number],
  (typeof sampleTariffs)[number],
];

const meta: Meta<typeof TariffCard> = {
  title: 'profile/TariffCard',
  component: TariffCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { onSelect: () => {} },
};
export default meta;
type Story = StoryObj<typeof TariffCard>;

export const Current: Story = { args: { tariff: standard, current: true, selected: true } };
export const NotCurrent: Story = { args: { tariff: pro, current: false } };
export const Selected: Story = { args: { tariff: pro, selected: true } };
export const Trial: Story = { args: { tariff: trial, current: true } };

function Grid() {
  const [selected, setSelected] = useState(standard.id);
  return (
    <SimpleGrid cols={3} style={{ width: 960 }}>
      {sampleTariffs.map((t) => (
        <TariffCard
          key={t.id}
          tariff={t}
          current={t.id === standard.id}
          selected={t.id === selected}
          onSelect={(x) => setSelected(x.id)}
        />
      ))}
    </SimpleGrid>
  );
}

export const AllTariffs: Story = { render: () => <Grid />, decorators: [(Story) => <Story />] };
