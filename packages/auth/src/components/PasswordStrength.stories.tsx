import { PasswordInput, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PasswordStrength } from './PasswordStrength';

const meta: Meta<typeof PasswordStrength> = {
  title: 'auth/PasswordStrength',
  component: PasswordStrength,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof PasswordStrength>;

export const Weak: Story = { args: { password: 'abc' } };
export const Medium: Story = { args: { password: 'abcde1' } };
export const Strong: Story = { args: { password: 'Secret-123' } };

function Playground() {
  const [password, setPassword] = useState('');
  return (
    <Stack gap={6}>
      <PasswordInput
        label="Пароль"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
      />
      <PasswordStrength password={password} />
    </Stack>
  );
}

export const Interactive: Story = { render: () => <Playground /> };
