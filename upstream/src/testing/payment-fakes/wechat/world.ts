import { manualClock } from '../../../domain/clock.ts';
import type { Charge } from '../../../payments/provider.ts';
import { providerSettings, type WechatSettings } from '../../../payments/provider-settings.ts';
import { createWechatProvider, type WechatProviderOptions } from '../../../payments/wechat/wechat-provider.ts';
import { rsaKeys, type RsaKeys } from './fake-crypto.ts';
import { formAction } from './fake-pages.ts';
import type { PlatformMode } from './fake-platform.ts';
import { startFakeWechatPay } from './fake-wechatpay.ts';
import { startNotifyEndpoint } from './notify-endpoint.ts';

/**
 * Everything a WeChat Pay test needs, wired as production will be: the fake WeChat Pay, a merchant whose settings pass
 * the real settings schema (its own RSA key, the fake's public key and id), the provider built from them, and a
 * notify_url that reads notifications with that provider. One manual clock drives all of them.
 */

export const MCH_ID = '1900009191';
export const APP_ID = 'wx8888888888888888';
export const APIV3_KEY = 'abcdefghijklmnopqrstuvwxyz012345';
export const MERCHANT_SERIAL = '5F1C72E2A8931B72A2E13AF8DEE92471EB397115';

export interface WorldOptions {
  mode?: PlatformMode;
  clock?: ReturnType<typeof manualClock>;
  provider?: WechatProviderOptions;
}

let orders = 0;
/** A charge for a new order number shaped like the site's (TW and 20 digits). */
export const wechatCharge = (amount: number, description = 'Red Team licence, 1 year'): Charge => {
  orders += 1;
  const orderNo = `TW${String(Date.now()).padStart(14, '0')}${String(orders).padStart(6, '0')}`;
  return { orderNo, reference: orderNo, method: 'wechat_pay', amount, currency: 'RMB', description };
};

/**
 * The buyer scans `qrcodeUrl` (opens the fake's page) and presses a button by its accessible name; the page that
 * follows, and the page that was shown.
 */
export const scanAndPress = async (qrcodeUrl: string, button: 'Pay' | 'Cancel') => {
  const shown = await (await fetch(qrcodeUrl)).text();
  const action = formAction(shown, button);
  if (!action) throw new Error(`the scan page has no ${button} button`);
  const after = await fetch(new URL(action, qrcodeUrl), { method: 'POST' });
  return { shown, status: after.status, after: await after.text() };
};

export const startWechatWorld = async (options: WorldOptions = {}) => {
  const clock = options.clock ?? manualClock(new Date('2025-03-01T08:00:00Z'));
  const merchant: RsaKeys = rsaKeys();
  const fake = await startFakeWechatPay({
    mchId: MCH_ID,
    appId: APP_ID,
    apiV3Key: APIV3_KEY,
    merchantPublicKey: merchant.publicPem,
    merchantSerial: MERCHANT_SERIAL,
    mode: options.mode,
    clock,
  });
  const settings: WechatSettings = providerSettings.wechat.parse({
    WECHATPAY_MCH_ID: MCH_ID,
    WECHATPAY_APP_ID: APP_ID,
    WECHATPAY_PRIVATE_KEY: merchant.privatePem,
    WECHATPAY_CERT_SERIAL: MERCHANT_SERIAL,
    WECHATPAY_APIV3_KEY: APIV3_KEY,
    WECHATPAY_PUBLIC_KEY: fake.publicKeyPem,
    WECHATPAY_PUBLIC_KEY_ID: fake.publicKeyId,
    WECHATPAY_API_BASE: fake.url,
  });
  const provider = createWechatProvider(settings, { clock, ...options.provider });
  const endpoint = await startNotifyEndpoint(provider);
  return {
    clock,
    merchant,
    fake,
    settings,
    provider,
    endpoint,
    /** Another provider on the same fake, with other settings (a wrong key, another base URL …). */
    providerWith: (changes: Partial<WechatSettings>, providerOptions?: WechatProviderOptions) =>
      createWechatProvider({ ...settings, ...changes }, { clock, ...providerOptions }),
    close: async () => {
      await endpoint.close();
      await fake.close();
    },
  };
};

export type WechatWorld = Awaited<ReturnType<typeof startWechatWorld>>;
