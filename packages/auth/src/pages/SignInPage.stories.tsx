import type { Meta, StoryObj } from '@storybook/react-vite';
import { authPageStory } from '../dev/authPageStory';
import { SignInPage } from './SignInPage';

const meta: Meta<typeof SignInPage> = {
  title: 'auth/SignInPage',
  component: SignInPage,
  ...authPageStory,
};
export default meta;
type Story = StoryObj<typeof SignInPage>;

/** Submitting is answered by the story server. */
export const Default: Story = {
  render: () => <SignInPage />,
  parameters: { route: { path: '/signin' } },
};

/** Prefilled e-mail (as after following the verification link). */
export const WithEmail: Story = {
  render: () => <SignInPage />,
  parameters: { route: { path: '/signin', url: '/signin?email=anna%40example.ru' } },
};
