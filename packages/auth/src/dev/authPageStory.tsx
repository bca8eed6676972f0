// What every story of an auth page shares: the page in the auth layout, full screen, with a
// session store; the preview's Shell mounts it at the story's `route` (apps/storybook).
import { AuthLayout } from '@kreolab/ui-kit';
import type { Decorator } from '@storybook/react-vite';
import { makeAuthStore } from './store';

const inAuthLayout: Decorator = (Story) => (
  <AuthLayout>
    <Story />
  </AuthLayout>
);

export const authPageStory = {
  parameters: { layout: 'fullscreen', store: makeAuthStore },
  decorators: [inAuthLayout],
};
