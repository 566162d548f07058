import { defineConfig } from '@playwright/test';

const CI = !!process.env.CI;

/**
 * Browser tests (tests/e2e) on Debian's Chromium: never a downloaded browser, so no `channel`
 * and an explicit executablePath. tests/e2e/globalSetup.ts builds the console and starts the
 * real app on a free port with a fresh data directory; workers read its address from the env.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/globalSetup.ts',
  // Two workers, each with its own server, database and tenant channel (tests/e2e/appServer.ts):
  // the files are shared out between them, and the journeys of one file run one after another
  // on one server. E2E_WORKERS=1 runs everything on globalSetup's server alone.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: CI ? 1 : 0,
  // A keyboard login (loginAs) shows the animated logo for at least 4.8 s; most journeys resume a
  // stored session instead (loginFast in tests/e2e/helpers.ts).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: CI,
  reporter: [['list']],
  // Wiped at the start of a run; failure traces land here, and the journeys' screenshots in
  // test-results/screens.
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
