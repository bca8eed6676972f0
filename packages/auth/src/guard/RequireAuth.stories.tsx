import { clearToken, setToken } from '@kreolab/api-client';
import { Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeAuthStore } from '../dev/store';
import { RequireAuth } from './RequireAuth';

// The api-client sends the token it keeps (memory and cookie); the session starts from it.
const withToken = (token: string | null) => () => {
  if (token) setToken(token);
  else clearToken();
  return makeAuthStore();
};

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
  parameters: { store: withToken('story-token') },
  play: async ({ canvas }) => {
    await canvas.findByText('Личный кабинет');
  },
};

/** Without a token: straight to /signin. */
export const SignedOut: Story = {
  parameters: { store: withToken(null) },
  play: async ({ canvas }) => {
    await canvas.findByText('/signin');
  },
};
