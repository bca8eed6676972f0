import { AuthLayout } from '@kreolab/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeAuthStore } from '../dev/store';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const meta: Meta<typeof ForgotPasswordPage> = {
  title: 'auth/Password recovery',
  component: ForgotPasswordPage,
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
type Story = StoryObj<typeof ForgotPasswordPage>;

export const Forgot: Story = {
  render: () => <ForgotPasswordPage />,
  parameters: { route: { path: '/forgot-password' } },
};

export const Reset: Story = {
  render: () => <ResetPasswordPage />,
  parameters: { route: { path: '/reset-password', url: '/reset-password?token=demo' } },
};

/** A link without a token. */
export const ResetWithoutToken: Story = {
  render: () => <ResetPasswordPage />,
  parameters: { route: { path: '/reset-password' } },
};
