import { generateKeyPairSync } from 'node:crypto';
import { createAlipayProvider } from '../../../payments/alipay/alipay-provider.ts';
import { providerSettings, type AlipaySettings } from '../../../payments/provider-settings.ts';
import { startFakeAlipay } from './fake-alipay.ts';
import { startNotifyReceiver } from './notify-receiver.ts';

/** A fresh RSA 2048 key pair, as objects and as the PEM the settings hold. */
export const rsaKeyPair = () => {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    ...pair,
    privatePem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};

export const TEST_APP_ID = '2021000000000042';
export const TEST_SELLER_ID = '2088000000000042';

/**
 * The fake Alipay, the adapter configured for it (the merchant's key pair and the fake's public key, settings read
 * through the same schema as the environment's), and a notify_url that hands notifications to the adapter.
 */
export const startAlipayTestbed = async () => {
  const merchant = rsaKeyPair();
  const alipay = rsaKeyPair();
  const fake = await startFakeAlipay({ appId: TEST_APP_ID, sellerId: TEST_SELLER_ID, merchantPublicKey: merchant.publicKey, alipayPrivateKey: alipay.privateKey });
  const settings: AlipaySettings = providerSettings.alipay.parse({
    ALIPAY_APP_ID: TEST_APP_ID,
    ALIPAY_PRIVATE_KEY: merchant.privatePem,
    ALIPAY_PUBLIC_KEY: alipay.publicPem,
    ALIPAY_GATEWAY: fake.gateway,
    ALIPAY_SELLER_ID: TEST_SELLER_ID,
  });
  const provider = createAlipayProvider(settings);
  const receiver = await startNotifyReceiver(provider);
  return {
    fake,
    settings,
    provider,
    receiver,
    keys: { merchant, alipay },
    /** the adapter with other settings, against the same fake */
    providerWith: (changes: Partial<AlipaySettings>) => createAlipayProvider({ ...settings, ...changes }),
    close: async () => {
      await receiver.close();
      await fake.close();
    },
  };
};

export type AlipayTestbed = Awaited<ReturnType<typeof startAlipayTestbed>>;
