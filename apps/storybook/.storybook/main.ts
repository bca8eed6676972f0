import { sourceResolution } from '@kreolab/vitest-config/conditions';
import type { StorybookConfig } from '@storybook/react-vite';

// Stories live beside their components in the packages (DESIGN.md §2); this app only
// collects them. Telemetry stays off: builds run on machines without network access.
const config: StorybookConfig = {
  stories: ['../../../packages/*/src/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  // Stories import the packages by name; resolve them to their sources, as apps/web does.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, conditions: sourceResolution.resolve.conditions },
  }),
};

export default config;
