import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../dev/StoryFrame';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const meta: Meta<typeof ForgotPasswordPage> = {
  title: 'auth/Password recovery',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof ForgotPasswordPage>;

export const Forgot: Story = {
  render: () => (
    <StoryFrame url="/forgot-password">
      <ForgotPasswordPage />
    </StoryFrame>
  ),
};

export const Reset: Story = {
  render: () => (
    <StoryFrame url="/reset-password?token=demo">
      <ResetPasswordPage />
    </StoryFrame>
  ),
};

/** A link without a token. */
export const ResetWithoutToken: Story = {
  render: () => (
    <StoryFrame url="/reset-password">
      <ResetPasswordPage />
    </StoryFrame>
  ),
};
