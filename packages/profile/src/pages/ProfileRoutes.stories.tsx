// The profile routes as the app mounts them: the page in the default layout at its address,
// with the profile's store, answered by the story server (Storybook's preview).
import { DefaultLayout } from '@kreolab/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeProfileStore } from '../dev/store';
import { DashboardPage } from './DashboardPage';
import { DetailsPage } from './DetailsPage';
import { TariffPage } from './TariffPage';

const meta: Meta = {
  title: 'routes/profile',
  parameters: { layout: 'fullscreen', store: makeProfileStore },
  decorators: [
    (Story) => (
      <DefaultLayout>
        <Story />
      </DefaultLayout>
    ),
  ],
};
export default meta;
type Story = StoryObj;

/** /profile/dashboard: the usage of the current tariff. */
export const Dashboard: Story = {
  render: () => <DashboardPage />,
  parameters: { route: { path: '/profile/dashboard' } },
  play: async ({ canvas }) => {
    await canvas.findByText('Профессиональный');
  },
};

/** /profile/details: the contact, personal and additional sections. */
export const Details: Story = {
  render: () => <DetailsPage />,
  parameters: { route: { path: '/profile/details' } },
};

/** /profile/tariff: the current tariff, the tariffs on sale, a certificate. */
export const Tariff: Story = {
  render: () => <TariffPage />,
  parameters: { route: { path: '/profile/tariff' } },
};
