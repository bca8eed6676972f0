import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { sourceResolution } from '@kreolab/vitest-config/conditions';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // The generators' and the coverage script's own tests, in Node.
        test: { name: 'unit', include: ['test/**/*.test.ts'], environment: 'node' },
      },
      {
        // Every story renders, and its `play` function passes, in a real Chromium: Debian's
        // (no browser download here), driven by Playwright.
        resolve: { conditions: sourceResolution.resolve.conditions },
        plugins: [
          storybookTest({
            configDir: fileURLToPath(new URL('.storybook', import.meta.url)),
          }),
        ],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
