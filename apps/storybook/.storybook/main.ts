import { sourceResolution } from '@kreolab/vitest-config/conditions';
import type { StorybookConfig } from '@storybook/react-vite';

// Stories live beside their components in the packages; this app only collects them (the
// Turbo task that builds it lists the packages' sources as its inputs, see turbo.json).
// Telemetry stays off: builds run on machines without network access.
const config: StorybookConfig = {
  stories: ['../../../packages/*/src/**/*.@(mdx|stories.tsx)', '../src/**/*.@(mdx|stories.tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The docs pages' props tables come from the components' types.
  typescript: { reactDocgen: 'react-docgen' },
  // msw's service worker (written there by `msw init`, see package.json), served at the root.
  staticDirs: ['../public'],
  // Stories import the packages by name; resolve them to their sources, as apps/web does.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, conditions: sourceResolution.resolve.conditions },
    // Mantine marks its modules 'use client', which the bundler reports once per module.
    build: {
      ...viteConfig.build,
      rollupOptions: {
        ...viteConfig.build?.rollupOptions,
        onwarn: (warning, warn) => {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
    // Found only when a play function runs; pre-bundled up front so Vite does not reload the
    // page in the middle of a test run.
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), '@testing-library/dom'],
    },
  }),
};

export default config;
