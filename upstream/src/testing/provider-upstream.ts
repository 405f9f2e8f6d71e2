import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { Database } from '../db/database.ts';
import { manualClock } from '../domain/clock.ts';
import type { UpstreamConfig } from '../domain/config.ts';
import type { ProviderOptions } from '../payments/index.ts';
import { startUpstream } from '../server.ts';
import { TEST_ADMIN_TOKEN, testUpstreamOf, type TestUpstream } from './api.ts';
import { freshDatabaseUrl } from './database-url.ts';
import { startFakeAlipay } from './payment-fakes/alipay/fake-alipay.ts';
import { rsaKeyPair, TEST_APP_ID, TEST_SELLER_ID } from './payment-fakes/alipay/testbed.ts';
import { startFakePayPal } from './payment-fakes/paypal/fake-paypal.ts';
import { rsaKeys, startFakeWechatPay, APP_ID as WECHAT_APP_ID, MCH_ID as WECHAT_MCH_ID } from './payment-fakes/wechat/index.ts';

/**
 * A real upstream whose payments go to the local fakes of PayPal, Alipay and WeChat Pay, configured as a deployment is
 * (PAYMENT_PROVIDER and each provider's variables), with keys made for the test: never the sandbox. The upstream's
 * SITE_ORIGIN_ZH is where the fakes post their notifications: the upstream itself (on a port picked before it starts),
 * or a gateway in front of it. One manual clock drives the upstream and the fakes.
 */

export type ManualClock = ReturnType<typeof manualClock>;

/** A TCP port free on 127.0.0.1 right now (an upstream or gateway must know its own address before it listens). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The merchant's settings that must never be shown: each one whole, and each PEM's lines of key material. */
const secretMarks = (secrets: string[]) =>
  secrets.flatMap((secret) => [secret, ...secret.split('\n').filter((line) => line.length >= 40 && !line.startsWith('-----'))]);

/** The three fakes, each with keys made now, and the environment that points the upstream's adapters at them. */
export const startPaymentFakes = async (clock: ManualClock) => {
  const alipayKeys = { merchant: rsaKeyPair(), alipay: rsaKeyPair() };
  const alipay = await startFakeAlipay({ appId: TEST_APP_ID, sellerId: TEST_SELLER_ID, merchantPublicKey: alipayKeys.merchant.publicKey, alipayPrivateKey: alipayKeys.alipay.privateKey, clock });
  const wechatMerchant = rsaKeys();
  const apiV3Key = randomBytes(16).toString('hex');
  const merchantSerial = randomBytes(20).toString('hex').toUpperCase();
  const wechat = await startFakeWechatPay({ mchId: WECHAT_MCH_ID, appId: WECHAT_APP_ID, apiV3Key, merchantPublicKey: wechatMerchant.publicPem, merchantSerial, clock });
  const paypal = await startFakePayPal({ clock, clientSecret: `secret-${randomBytes(12).toString('hex')}`, webhookId: 'WH-TEST-0001' });
  const config: Partial<UpstreamConfig> = {
    ALIPAY_APP_ID: TEST_APP_ID,
    ALIPAY_PRIVATE_KEY: alipayKeys.merchant.privatePem,
    ALIPAY_PUBLIC_KEY: alipayKeys.alipay.publicPem,
    ALIPAY_GATEWAY: alipay.gateway,
    ALIPAY_SELLER_ID: TEST_SELLER_ID,
    WECHATPAY_MCH_ID: WECHAT_MCH_ID,
    WECHATPAY_APP_ID: WECHAT_APP_ID,
    WECHATPAY_PRIVATE_KEY: wechatMerchant.privatePem,
    WECHATPAY_CERT_SERIAL: merchantSerial,
    WECHATPAY_APIV3_KEY: apiV3Key,
    WECHATPAY_PUBLIC_KEY: wechat.publicKeyPem,
    WECHATPAY_PUBLIC_KEY_ID: wechat.publicKeyId,
    WECHATPAY_API_BASE: wechat.url,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_API_BASE: paypal.origin,
  };
  const providerOptions: ProviderOptions = { paypal: { fetch: paypal.fetch, certificateHosts: [paypal.certHost], trustedRoots: [paypal.rootPem] } };
  return {
    alipay,
    wechat,
    paypal,
    config,
    providerOptions,
    /** what must appear in no kept notification and no log line: private keys, the APIv3 key, the client secret */
    secrets: secretMarks([alipayKeys.merchant.privatePem, wechatMerchant.privatePem, apiV3Key, paypal.clientSecret]),
    close: async () => {
      await Promise.all([alipay.close(), wechat.close(), paypal.close()]);
    },
  };
};

export type PaymentFakes = Awaited<ReturnType<typeof startPaymentFakes>>;

export interface ProviderUpstreamOptions {
  /** PAYMENT_PROVIDER (default all three) */
  providers?: string;
  clock?: ManualClock;
  fakes?: PaymentFakes;
  /** where the providers post (SITE_ORIGIN_ZH): default the upstream itself */
  siteOrigin?: string;
  /** the database of another copy: its URL, and on PGlite the database already open (one process's memory) */
  shared?: { url: string; db?: Database };
  /** the upstream's port (default one picked now) */
  port?: number;
}

/** A test upstream configured for the fakes (started here unless given). */
export const startProviderUpstream = async (options: ProviderUpstreamOptions = {}) => {
  const clock = options.clock ?? manualClock();
  const fakes = options.fakes ?? (await startPaymentFakes(clock));
  const port = options.port ?? (await freePort());
  const siteOrigin = options.siteOrigin ?? `http://127.0.0.1:${port}`;
  const upstream = await startUpstream(
    {
      DATABASE_URL: options.shared?.url ?? (await freshDatabaseUrl()),
      UPSTREAM_PORT: port,
      NODE_ENV: 'test',
      MAIL_URL: undefined,
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      JOBS_TICK_MS: 0,
      PAYMENT_PROVIDER: options.providers ?? 'paypal,alipay,wechat',
      SITE_ORIGIN_ZH: siteOrigin,
      ...fakes.config,
    },
    { clock, mailLog: () => {}, providerOptions: fakes.providerOptions, db: options.shared?.db },
  );
  const t: TestUpstream = testUpstreamOf(upstream, clock);
  return {
    t,
    clock,
    fakes,
    /** where a provider posts its notifications, as the upstream tells it */
    notifyUrl: (provider: 'paypal' | 'alipay' | 'wechat') => `${siteOrigin}/api/pay/notify/${provider}`,
    close: async () => {
      await upstream.close();
      if (!options.fakes) await fakes.close();
    },
  };
};

export type ProviderUpstream = Awaited<ReturnType<typeof startProviderUpstream>>;
