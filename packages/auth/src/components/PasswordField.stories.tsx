import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_TEXTS } from '../texts';
import { PasswordField } from './PasswordField';

const meta: Meta<typeof PasswordField> = {
  title: 'auth/PasswordField',
  component: PasswordField,
  args: { label: AUTH_TEXTS.password, placeholder: '••••••••', style: { maxWidth: 360 } },
};
export default meta;
type Story = StoryObj<typeof PasswordField>;

export const Empty: Story = {};
export const WithError: Story = {
  args: { defaultValue: '12345', error: 'Пароль должен быть не короче 8 символов' },
};
