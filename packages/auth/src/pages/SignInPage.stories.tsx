import { AuthLayout } from '@kreolab/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeAuthStore } from '../dev/store';
import { SignInPage } from './SignInPage';

const meta: Meta<typeof SignInPage> = {
  title: 'auth/SignInPage',
  component: SignInPage,
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
