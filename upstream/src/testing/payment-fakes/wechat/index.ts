/** The fake WeChat Pay for tests: the server, its key helper, and the scan page's form finder. */
export { startFakeWechatPay, type FakeWechatPay, type FakeWechatPayOptions, type Spoil } from './fake-wechatpay.ts';
export { rsaKeys, type RsaKeys } from './fake-crypto.ts';
export { formAction } from './fake-pages.ts';
export type { RawWechatNotification, NotificationOptions } from './fake-notifications.ts';
export { startNotifyEndpoint, type NotifyEndpoint } from './notify-endpoint.ts';
export { scanAndPress, startWechatWorld, wechatCharge, APIV3_KEY, APP_ID, MCH_ID, type WechatWorld } from './world.ts';
