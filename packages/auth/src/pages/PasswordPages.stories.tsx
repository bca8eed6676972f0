import type { Meta, StoryObj } from '@storybook/react-vite';
import { authPageStory } from '../dev/authPageStory';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const meta: Meta<typeof ForgotPasswordPage> = {
  title: 'auth/Password recovery',
  component: ForgotPasswordPage,
  ...authPageStory,
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
