import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * The test credentials of the three providers' fakes (issue #31), and how they reach each process: the site is started
 * with the merchant's half (its own private keys, each provider's public key, as provider-settings.ts reads them) and
 * scripts/payment-fakes.ts with the providers' half (their private keys, the merchant's public keys). Whoever starts
 * both (the Playwright config, or payment-fakes.ts run by hand) makes the keys once and gives each side its half.
 */

export interface PemPair {
  privatePem: string;
  publicPem: string;
}

export interface TestProviderKeys {
  paypal: { clientId: string; clientSecret: string; webhookId: string };
  alipay: { appId: string; sellerId: string; merchant: PemPair; alipay: PemPair };
  wechat: { mchId: string; appId: string; apiV3Key: string; merchantSerial: string; publicKeyId: string; merchant: PemPair; platform: PemPair };
}

/** Where each fake listens, from one base port: PayPal, Alipay, WeChat Pay, then the fakes' control. */
export const fakePorts = (base: number) => ({ paypal: base, alipay: base + 1, wechat: base + 2, control: base + 3 });

export const fakeOrigin = (port: number) => `http://127.0.0.1:${port}`;

const rsaPair = async (): Promise<PemPair> => {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privatePem: privateKey, publicPem: publicKey };
};

const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

/**
 * Fresh keys and ids for one run: RSA 2048 pairs for Alipay and WeChat Pay on both sides (made side by side: each takes
 * about half a second on a small machine), an APIv3 key, PayPal's app.
 */
export const generateTestProviderKeys = async (): Promise<TestProviderKeys> => {
  const [alipayMerchant, alipay, wechatMerchant, platform] = await Promise.all([rsaPair(), rsaPair(), rsaPair(), rsaPair()]);
  return {
    paypal: { clientId: `fake-client-${hex(8)}`, clientSecret: hex(16), webhookId: `WH-${hex(8)}` },
    alipay: { appId: '2021000000000042', sellerId: '2088000000000042', merchant: alipayMerchant, alipay },
    wechat: {
      mchId: '1900009191',
      appId: 'wx8888888888888888',
      // 32 characters, as WeChat Pay's APIv3 keys are
      apiV3Key: randomBytes(16).toString('hex'),
      merchantSerial: hex(20),
      publicKeyId: `PUB_KEY_ID_01${String(Date.now()).padStart(30, '0').slice(-30)}`,
      merchant: wechatMerchant,
      platform,
    },
  };
};

/** The site's settings for the three real providers, pointed at the fakes on `base` (upstream/src/payments/provider-settings.ts). */
export const siteProviderEnv = (keys: TestProviderKeys, base: number): Record<string, string> => {
  const ports = fakePorts(base);
  return {
    PAYMENT_PROVIDER: 'paypal,alipay,wechat',
    PAYPAL_CLIENT_ID: keys.paypal.clientId,
    PAYPAL_CLIENT_SECRET: keys.paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: keys.paypal.webhookId,
    PAYPAL_API_BASE: fakeOrigin(ports.paypal),
    ALIPAY_APP_ID: keys.alipay.appId,
    ALIPAY_SELLER_ID: keys.alipay.sellerId,
    ALIPAY_PRIVATE_KEY: keys.alipay.merchant.privatePem,
    ALIPAY_PUBLIC_KEY: keys.alipay.alipay.publicPem,
    ALIPAY_GATEWAY: `${fakeOrigin(ports.alipay)}/gateway.do`,
    WECHATPAY_MCH_ID: keys.wechat.mchId,
    WECHATPAY_APP_ID: keys.wechat.appId,
    WECHATPAY_PRIVATE_KEY: keys.wechat.merchant.privatePem,
    WECHATPAY_CERT_SERIAL: keys.wechat.merchantSerial,
    WECHATPAY_APIV3_KEY: keys.wechat.apiV3Key,
    WECHATPAY_PUBLIC_KEY: keys.wechat.platform.publicPem,
    WECHATPAY_PUBLIC_KEY_ID: keys.wechat.publicKeyId,
    WECHATPAY_API_BASE: fakeOrigin(ports.wechat),
  };
};

/** The fakes' settings as payment-fakes.ts uses them: the providers' half of the keys, never the merchant's private keys. */
export interface FakesSettings {
  paypal: { clientId: string; clientSecret: string; webhookId: string };
  alipay: { appId: string; sellerId: string; alipayPrivateKey: string; merchantPublicKey: string };
  wechat: { mchId: string; appId: string; apiV3Key: string; merchantSerial: string; merchantPublicKey: string; platformPrivateKey: string; publicKeyId: string };
}

export const fakesSettingsOf = (keys: TestProviderKeys): FakesSettings => ({
  paypal: keys.paypal,
  alipay: { appId: keys.alipay.appId, sellerId: keys.alipay.sellerId, alipayPrivateKey: keys.alipay.alipay.privatePem, merchantPublicKey: keys.alipay.merchant.publicPem },
  wechat: {
    mchId: keys.wechat.mchId,
    appId: keys.wechat.appId,
    apiV3Key: keys.wechat.apiV3Key,
    merchantSerial: keys.wechat.merchantSerial,
    merchantPublicKey: keys.wechat.merchant.publicPem,
    platformPrivateKey: keys.wechat.platform.privatePem,
    publicKeyId: keys.wechat.publicKeyId,
  },
});

/** FAKE_<PROVIDER>_<SETTING>: each fake's settings as variables (clientId → FAKE_PAYPAL_CLIENT_ID). */
const variableOf = (provider: string, setting: string) => `FAKE_${provider.toUpperCase()}_${setting.replace(/([A-Z])/g, '_$1').toUpperCase()}`;

/** What scripts/payment-fakes.ts is started with: the base port and FAKE_* settings. */
export const fakesEnv = (settings: FakesSettings, base: number): Record<string, string> => {
  const env: Record<string, string> = { FAKES_PORT: String(base) };
  for (const [provider, values] of Object.entries(settings)) for (const [setting, value] of Object.entries(values as Record<string, string>)) env[variableOf(provider, setting)] = value;
  return env;
};

/** Keys of the right shape and no value: the names of the settings, without making RSA keys. */
const blankKeys = (): TestProviderKeys => {
  const pair = { privatePem: '', publicPem: '' };
  return {
    paypal: { clientId: '', clientSecret: '', webhookId: '' },
    alipay: { appId: '', sellerId: '', merchant: pair, alipay: pair },
    wechat: { mchId: '', appId: '', apiV3Key: '', merchantSerial: '', publicKeyId: '', merchant: pair, platform: pair },
  };
};

/**
 * The fakes' settings from FAKE_* variables (`\n` in a one-line PEM read as a line break), or undefined when none is
 * set (the program then makes its own keys). Some set and some not is a mistake, named.
 */
export const fakesSettingsFrom = (env: NodeJS.ProcessEnv): FakesSettings | undefined => {
  const shape = fakesSettingsOf(blankKeys());
  const names = Object.entries(shape).flatMap(([provider, values]) => Object.keys(values).map((setting) => [provider, setting, variableOf(provider, setting)] as const));
  const missing = names.filter(([, , name]) => !env[name]).map(([, , name]) => name);
  if (missing.length === names.length) return undefined;
  if (missing.length) throw new Error(`payment fakes: set all of the FAKE_* variables or none; missing: ${missing.join(', ')}`);
  const settings: Record<string, Record<string, string>> = {};
  for (const [provider, setting, name] of names) (settings[provider] ??= {})[setting] = env[name]!.replace(/\\n/g, '\n');
  return settings as unknown as FakesSettings;
};

/** An environment file of `values` (node --env-file, docker --env-file): each PEM on one line, its breaks written `\n`. */
export const envFileText = (values: Record<string, string>) =>
  `${Object.entries(values)
    .map(([name, value]) => `${name}="${value.replace(/\r?\n/g, '\\n')}"`)
    .join('\n')}\n`;
