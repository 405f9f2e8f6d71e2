import { defineConfig } from '@playwright/test';

/** Fresh ports and a fresh in-memory database for every run; Chinese through localhost, English through en.localhost. */
const port = Number(process.env.E2E_PORT ?? 18180);

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
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
