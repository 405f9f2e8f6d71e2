import { defineConfig } from '@playwright/test';
import { keysForServers, providersServers, providersSitePort, siteEnv } from './providers/stack.ts';

/** Fresh ports and a fresh in-memory database for every run; Chinese through localhost, English through en.localhost. */
const port = Number(process.env.E2E_PORT ?? 18180);
// the providers project's stack (e2e/providers/stack.ts): real providers' adapters against local fakes, with keys made now
// (only when the run includes that project: `--project chromium` alone starts neither the fakes nor the second site)
const keys = wantsProject('providers') ? await keysForServers() : undefined;

/**
 * Specs that count the extension market (market.spec.ts: totals, pages of 12, what runs on a product version) and
 * specs that change it (publishing*.spec.ts approve, then delete, extensions of their own): never at the same time.
 */
/** Whether this run includes the project: every project when none is named on the command line. */
function wantsProject(name: string) {
  const named = process.argv.flatMap((arg, i, all) =>
    arg === '--project' ? [all[i + 1]] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [],
  );
  return named.length === 0 || named.includes(name);
}

const MARKET = /(^|[\\/])(market|publishing[^\\/]*)\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  // A file's tests run in order in one worker (some share a beforeAll account, or go on from the one before).
  fullyParallel: false,
  // Two files at a time against the one stack: every test makes its own accounts, orders, leads and mails and finds
  // them again by name, address or width (fixtures.ts), so files do not depend on one another; two is what this
  // two-core machine allows beside the stack and the browsers (E2E_WORKERS=1 runs them one at a time again).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  // two cores run the stack, the build and Chromium together: give assertions room
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
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
  projects: [
    // one worker of the two at most: the market's specs run one after another, beside the other files; listed first
    // so that they start early instead of leaving one worker idle at the end. The built-in sandbox provider, on E2E_PORT.
    { name: 'market', testMatch: MARKET, workers: 1, use: { baseURL: `http://localhost:${port}` } },
    // every other spec but the providers': the sandbox provider too
    { name: 'chromium', testIgnore: [MARKET, 'providers/**'], use: { baseURL: `http://localhost:${port}` } },
    // PayPal, Alipay and WeChat Pay through their fakes, on E2E_PORT+20 (issue #31); a second site and the fakes share
    // the two cores too, and a cold first page there took more than 10 s under load: more room
    { name: 'providers', testDir: './providers', expect: { timeout: 20_000 }, use: { baseURL: `http://localhost:${providersSitePort(port)}` } },
  ],
  // started in this order, each once the one before answers: the sandbox site (it builds the client if needed), the
  // providers' fakes, then the site that pays through them
  webServer: [
    {
      name: 'sandbox site',
      command: 'node --import tsx scripts/start.ts',
      cwd: '..',
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        ...siteEnv(port),
        // the cross-site login test's pair of origins (launch arguments below) may frame /crossLogin too
        CROSS_LOGIN_FRAME_ORIGINS: `http://scanner.test:${port} http://en.scanner.test:${port}`,
      },
    },
    ...(keys ? providersServers(port, keys) : []),
  ],
});
