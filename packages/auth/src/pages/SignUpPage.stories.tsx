import type { Meta, StoryObj } from '@storybook/react-vite';
import { authPageStory } from '../dev/authPageStory';
import { SignUpPage } from './SignUpPage';

const meta: Meta<typeof SignUpPage> = {
  title: 'auth/SignUpPage',
  component: SignUpPage,
  ...authPageStory,
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
