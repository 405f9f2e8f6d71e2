import { fakePorts, fakesEnv, fakesSettingsOf, generateTestProviderKeys, siteProviderEnv, type TestProviderKeys } from '../../upstream/src/testing/payment-fakes/test-keys.ts';

/**
 * The stack the providers project (e2e/providers/*.spec.ts) runs against, beside the sandbox stack of the other specs:
 * a second site on E2E_PORT+20 (its upstream on +21) with PAYMENT_PROVIDER=paypal,alipay,wechat, and the providers'
 * fakes (scripts/payment-fakes.ts) from +22: PayPal, Alipay, WeChat Pay, then their control on +25.
 */

/** The providers site's port, from the sandbox site's. */
export const providersSitePort = (sandboxPort: number) => sandboxPort + 20;

/** The fakes' base port, from the providers site's (a test knows that one: its baseURL). */
export const fakesBasePort = (sitePort: number) => sitePort + 2;

/** The fakes' ports as a test finds them from its baseURL. */
export const fakePortsOf = (baseURL: string) => fakePorts(fakesBasePort(Number(new URL(baseURL).port)));

/** What every e2e site is started with (playwright.config.ts): fresh ports, a fresh in-memory database, the test admin token. */
export const siteEnv = (port: number) => ({
  PORT: String(port),
  UPSTREAM_PORT: String(port + 1),
  DATABASE_URL: 'memory://',
  NODE_ENV: 'test',
  SITE_ORIGIN_ZH: `http://localhost:${port}`,
  SITE_ORIGIN_EN: `http://en.localhost:${port}`,
  // the admin CLI's token (E2E_ADMIN_TOKEN in fixtures.ts); the upstream wants at least 16 characters
  ADMIN_TOKEN: 'e2e-admin-token-0123',
  // every browser of the run comes from 127.0.0.1: one address's limit, meant for one person, would drop the views
  // the analytics specs count whenever the other worker happens to be navigating fast (the limit has its own test)
  PAGE_VIEW_BATCHES_PER_MINUTE: '100000',
});

/**
 * The fakes' program and the providers site, as Playwright web servers (started in order: the fakes answer before the
 * site starts). The keys are made here, once per run, and each side gets its half: the fakes the providers' private
 * keys and the merchant's public ones, the site the merchant's private keys and the providers' public ones.
 */
export const providersServers = (sandboxPort: number, keys: TestProviderKeys) => {
  const port = providersSitePort(sandboxPort);
  const base = fakesBasePort(port);
  return [
    {
      name: 'payment fakes',
      command: 'node --import tsx scripts/payment-fakes.ts',
      cwd: '..',
      url: `http://127.0.0.1:${fakePorts(base).control}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: fakesEnv(fakesSettingsOf(keys), base),
    },
    {
      name: 'providers site',
      command: 'node --import tsx scripts/start.ts',
      cwd: '..',
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      // its public pages rendered once, not again every minute: they are not what its specs are about, and the two
      // cores that run both sites, the fakes and Chromium have none to spare
      env: { ...siteEnv(port), PRERENDER_REFRESH_MS: '0', ...siteProviderEnv(keys, base) },
    },
  ];
};

/**
 * The run's keys. Playwright loads the config in its runner and again in every worker; only the runner starts servers,
 * so only it makes keys (RSA generation takes seconds on a small machine) and a worker gets none.
 */
export const keysForServers = async () => (process.env.TEST_WORKER_INDEX === undefined ? generateTestProviderKeys() : undefined);
