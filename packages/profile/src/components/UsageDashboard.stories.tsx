import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentTariff, GB, sampleProfile } from '../dev/fixtures';
import { UsageDashboard } from './UsageDashboard';

const meta: Meta<typeof UsageDashboard> = {
  title: 'profile/UsageDashboard',
  component: UsageDashboard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof UsageDashboard>;

export const Default: Story = { args: { profile: sampleProfile() } };
export const NearlyFull: Story = {
  args: {
    profile: sampleProfile({
      disk_used: 9.6 * GB,
      tariff: currentTariff({ analyses_left: 1, generations_left: 4 }),
    }),
  },
};
export const Trial: Story = {
  args: {
    profile: sampleProfile({
      disk_used: 0.2 * GB,
      researches: 1,
      comparisons: 0,
      tariff: currentTariff({
        name: 'Пробный',
        is_trial: true,
        disk_space: 1 * GB,
        analyses_limit: 3,
        analyses_left: 2,
        generations_limit: 10,
        generations_left: 10,
      }),
    }),
  },
};
export const Expired: Story = {
  args: {
    profile: sampleProfile({ tariff: currentTariff({ expires_at: '2024-01-31T00:00:00Z' }) }),
  },
};
export const NoTariff: Story = { args: { profile: sampleProfile({ tariff: null, disk_used: 0 }) } };
