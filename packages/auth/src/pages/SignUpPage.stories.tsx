import { AuthLayout } from '@kreolab/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeAuthStore } from '../dev/store';
import { SignUpPage } from './SignUpPage';

const meta: Meta<typeof SignUpPage> = {
  title: 'auth/SignUpPage',
  component: SignUpPage,
  // The page in the auth layout at its address, with a session store (the preview's Shell).
  parameters: { layout: 'fullscreen', store: makeAuthStore },
  decorators: [
    (Story) => (
      <AuthLayout>
        <Story />
      </AuthLayout>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof SignUpPage>;

export const Default: Story = {
  render: () => <SignUpPage />,
  parameters: { route: { path: '/signup' } },
};

/** Opened with `?email=`: the form starts with the address. */
export const Prefilled: Story = {
  render: () => <SignUpPage />,
  parameters: { route: { path: '/signup', url: '/signup?email=anna%40example.ru' } },
};

/** Sent here by a login of an account that is not activated yet. */
export const NotVerified: Story = {
  render: () => <SignUpPage />,
  parameters: {
    route: {
      path: '/signup',
      url: '/signup?email=anna%40example.ru',
      state: { notVerified: true },
    },
  },
};
