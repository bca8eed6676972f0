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
          // One page for all the story files, not a fresh one per file: a fresh page loaded the
          // preview and every package's modules again, about 1.4 s of each file's 2.5 s (140 →
          // 35 s in all here). Each story still starts from nothing: its own store and router
          // (preview.tsx's Shell), signed out, with empty storage and the story server's data reset.
          isolate: false,
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
