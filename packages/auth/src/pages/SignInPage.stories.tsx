import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../dev/StoryFrame';
import { SignInPage } from './SignInPage';

const meta: Meta<typeof SignInPage> = {
  title: 'auth/SignInPage',
  component: SignInPage,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof SignInPage>;

/** Without a server, submitting shows the fallback error toast. */
export const Default: Story = {
  render: () => (
    <StoryFrame url="/signin">
      <SignInPage />
    </StoryFrame>
  ),
};

/** Prefilled e-mail (as after following the verification link). */
export const WithEmail: Story = {
  render: () => (
    <StoryFrame url="/signin?email=anna%40example.ru">
      <SignInPage />
    </StoryFrame>
  ),
};
