import type { StorybookConfig } from '@storybook/react-vite';

// Stories live beside their components in the packages (DESIGN.md §2); this app only
// collects them. Telemetry stays off: builds run on machines without network access.
const config: StorybookConfig = {
  stories: ['../../../packages/*/src/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};

export default config;
