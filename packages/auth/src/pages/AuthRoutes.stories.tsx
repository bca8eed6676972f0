// The auth routes as the app mounts them: the page in the auth layout at its address, with a
// session store, answered by the story server (the contract's handlers in Storybook's preview).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { authPageStory } from '../dev/authPageStory';
import { AUTH_TEXTS } from '../texts';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';

const meta: Meta = {
  title: 'routes/auth',
  ...authPageStory,
};
export default meta;
type Story = StoryObj;

/** /signin. The flow: a signed-up user signs in and lands on the labs list. */
export const SignIn: Story = {
  render: () => <SignInPage />,
  parameters: { route: { path: '/signin' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`^${AUTH_TEXTS.email}`)),
      'anna.sokolova@example.ru',
    );
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`^${AUTH_TEXTS.password}`)),
      'Весна-2026',
    );
    await userEvent.click(canvas.getByRole('button', { name: AUTH_TEXTS.signInSubmit }));
    await canvas.findByText('/labs');
  },
};

/** /signup, opened from a sign-in refused as not verified (the e-mail in the query). */
export const SignUp: Story = {
  render: () => <SignUpPage />,
  parameters: { route: { path: '/signup', url: '/signup?email=anna.sokolova%40example.ru' } },
};

/** /forgot-password. */
export const ForgotPassword: Story = {
  render: () => <ForgotPasswordPage />,
  parameters: { route: { path: '/forgot-password' } },
};

/** /reset-password, from the link in the e-mail. */
export const ResetPassword: Story = {
  render: () => <ResetPasswordPage />,
  parameters: { route: { path: '/reset-password', url: '/reset-password?token=story-token' } },
};
