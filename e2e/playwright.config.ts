import { defineConfig } from '@playwright/test';

/** Fresh ports and a fresh in-memory database for every run; Chinese through localhost, English through en.localhost. */
const port = Number(process.env.E2E_PORT ?? 18180);

/**
 * Specs that count the extension market (market.spec.ts: totals, pages of 12, what runs on a product version) and
 * specs that change it (publishing*.spec.ts approve, then delete, extensions of their own): never at the same time.
 */
const MARKET = /(^|[\\/])(market|publishing[^\\/]*)\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  // A file's tests run in order in one worker (some share a beforeAll account, or go on from the one before).
  fullyParallel: false,
  // Two files at a time against the one stack: every test makes its own accounts, orders, leads and mails and finds
  // them again by name, address or width (fixtures.ts), so files do not depend on one another; two is what this
  // two-core machine allows beside the stack and the browsers (E2E_WORKERS=1 runs them one at a time again).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    // one worker of the two at most: the market's specs run one after another, beside the other files; listed first
    // so that they start early instead of leaving one worker idle at the end
    { name: 'market', testMatch: MARKET, workers: 1 },
    { name: 'chromium', testIgnore: MARKET },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  // two cores run the stack, the build and Chromium together: give assertions room
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // scanner.test and en.scanner.test: a same-site pair of origins for the cross-site login test
        // (Chromium partitions the storage of a localhost page framed by en.localhost, another site).
        '--host-resolver-rules=MAP scanner.test 127.0.0.1, MAP *.scanner.test 127.0.0.1',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx scripts/start.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      UPSTREAM_PORT: String(port + 1),
      DATABASE_URL: 'memory://',
      NODE_ENV: 'test',
      SITE_ORIGIN_ZH: `http://localhost:${port}`,
      SITE_ORIGIN_EN: `http://en.localhost:${port}`,
      // the cross-site login test's pair of origins (launch arguments below) may frame /crossLogin too
      CROSS_LOGIN_FRAME_ORIGINS: `http://scanner.test:${port} http://en.scanner.test:${port}`,
      // the admin CLI's token (E2E_ADMIN_TOKEN in fixtures.ts); the upstream wants at least 16 characters
      ADMIN_TOKEN: 'e2e-admin-token-0123',
    },
  },
});
