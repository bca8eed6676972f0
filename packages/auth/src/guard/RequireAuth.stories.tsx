import { Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeAuthStore } from '../dev/store';
import { RequireAuth } from './RequireAuth';

const signedIn = () =>
  makeAuthStore({
    session: {
      token: 'story-token',
      loginLoading: false,
      registerLoading: false,
      forgotLoading: false,
      resetLoading: false,
    },
  });
const signedOut = () =>
  makeAuthStore({
    session: {
      token: null,
      loginLoading: false,
      registerLoading: false,
      forgotLoading: false,
      resetLoading: false,
    },
  });

const meta: Meta<typeof RequireAuth> = {
  title: 'auth/RequireAuth',
  component: RequireAuth,
  args: { children: <Text>Личный кабинет</Text> },
  parameters: { route: { path: '/labs' } },
};
export default meta;
type Story = StoryObj<typeof RequireAuth>;

/** With a token the server accepts (GET /auth/jwt/check), the guarded page appears. */
export const SignedIn: Story = {
  parameters: { store: signedIn },
  play: async ({ canvas }) => {
    await canvas.findByText('Личный кабинет');
  },
};

/** Without a token: straight to /signin. */
export const SignedOut: Story = {
  parameters: { store: signedOut },
  play: async ({ canvas }) => {
    await canvas.findByText('/signin');
  },
};
