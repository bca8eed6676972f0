import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../dev/StoryFrame';
import { SignUpPage } from './SignUpPage';

const meta: Meta<typeof SignUpPage> = {
  title: 'auth/SignUpPage',
  component: SignUpPage,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof SignUpPage>;

export const Default: Story = {
  render: () => (
    <StoryFrame url="/signup">
      <SignUpPage />
    </StoryFrame>
  ),
};

/** Opened with `?email=`: the form starts with the address. */
export const Prefilled: Story = {
  render: () => (
    <StoryFrame url="/signup?email=anna%40example.ru">
      <SignUpPage />
    </StoryFrame>
  ),
};

/** Sent here by a login of an account that is not activated yet. */
export const NotVerified: Story = {
  render: () => (
    <StoryFrame url="/signup?email=anna%40example.ru" state={{ notVerified: true }}>
      <SignUpPage />
    </StoryFrame>
  ),
};
