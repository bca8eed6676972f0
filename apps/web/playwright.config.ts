import { defineConfig } from '@playwright/test';
import { VIEWPORTS } from './e2e/helpers';

// The browser suites run against the real product: `pnpm start` builds the web app and serves it
// with the API on one port, on a throwaway data folder.
const port = Number(process.env.E2E_PORT ?? 8181);
// Set once in the runner process; its workers inherit it, so specs find the same outbox.
process.env.E2E_DATA_DIR ??= `/tmp/kreolab-e2e-${process.pid}`;
export const dataDir = process.env.E2E_DATA_DIR;
export const baseURL = `http://127.0.0.1:${port}`;
/** The admin API's token of the e2e server (the profile journey creates promo codes with it). */
export const adminToken = (process.env.E2E_ADMIN_TOKEN ??= 'e2e-admin-token-0123456789abcdef');

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two spec files at a time: a journey spends most of its time waiting for the server (an
  // analysis, an upload), so one worker left the two cores of CI half idle; with two the suite
  // took 3.9 instead of 5.5 minutes and its slowest journey 28 of its 60 s. Each journey signs
  // up its own user, and upload-resume.spec.ts restarts only a server of its own.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The journeys run at a desktop's 1440×900; the phone pass (390×844) is one focused journey
  // over every route of the spec rather than every journey twice, to keep CI's time.
  projects: [
    {
      name: 'chromium',
      testIgnore: /phone\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: VIEWPORTS.desktop },
    },
    {
      name: 'phone',
      testMatch: /phone\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && pnpm --dir ../.. start`,
    url: `${baseURL}/api/v1/health`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: adminToken,
      // The journeys' own sign-ups say which address they come from (helpers.ts,
      // signUpVerified): the server's 20 mails an hour per address would otherwise count the
      // whole suite as one visitor, and the journey after the twentieth account got 429.
      TRUST_PROXY: '127.0.0.1',
    },
  },
});
