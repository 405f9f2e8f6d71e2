import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicKey } from 'node:crypto';
import { systemClock, type Clock } from '../../../domain/clock.ts';
import { createNotifier, type NotificationOptions } from './fake-notifications.ts';
import { createPlatform, type GivenPublicKey, type PlatformMode } from './fake-platform.ts';
import type { RefundFlow, RouteContext } from './fake-routes.ts';
import { requestListener, type Faults, type LoggedRequest, type Spoil } from './fake-server.ts';
import { idMaker, refundResourceJson, transactionJson, type FakeOrder, type FakeRefund, type RefundStatus, type TradeState } from './fake-state.ts';

/**
 * A local WeChat Pay (API v3, Native, direct merchant) for tests, on 127.0.0.1 and a free port. It checks each
 * request's WECHATPAY2-SHA256-RSA2048 signature with the merchant's public key (401 SIGN_ERROR otherwise), signs every
 * answer with its own platform key, serves code_urls as a page to press Pay or Cancel on, and posts signed, encrypted
 * notifications, posting them again when a test calls `retryNotifications()`. The controls below let a test pay,
 * close, settle refunds, fail with 5xx, spoil an answer, and forge notifications.
 */

export type { LoggedRequest, Spoil };

export interface FakeWechatPayOptions {
  mchId: string;
  appId: string;
  /** the APIv3 key (32 characters) resources and certificates are encrypted with */
  apiV3Key: string;
  /** the merchant's public key (SPKI PEM) its request signatures verify with */
  merchantPublicKey: string;
  /** the merchant API certificate's serial number the requests must name */
  merchantSerial: string;
  /** public-key (PUB_KEY_ID_…, the default) or certificate (/v3/certificates) */
  mode?: PlatformMode;
  clock?: Clock;
  /** where REFUND.* notifications go (the merchant platform's setting); default the order's notify_url */
  refundNotifyUrl?: string;
  /** public-key mode: the platform's key and id made beforehand (another process is configured with them); default fresh ones */
  publicKey?: GivenPublicKey;
  /** the port on 127.0.0.1 (default: a free one); a fixed one lets another process be told the address before the fake starts */
  port?: number;
}

/** The fake's state, its notifier and the routes' context. */
const createCore = (options: FakeWechatPayOptions) => {
  const now = () => (options.clock ?? systemClock).now();
  const platform = createPlatform(options.mode ?? 'public-key', options.apiV3Key, now, options.publicKey);
  const notifier = createNotifier(platform, options.apiV3Key, now);
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<string, FakeRefund>();
  const faults: Faults = { failures: [] };
  let refundFlow: RefundFlow = { status: 'PROCESSING' };
  let baseUrl = '';

  const refundSettled = async (refund: FakeRefund) => {
    const url = options.refundNotifyUrl ?? orders.get(refund.out_trade_no)?.notify_url;
    if (url) await notifier.send(url, `REFUND.${refund.status}`, refundResourceJson(refund, options.mchId));
  };
  const ctx: RouteContext = {
    mchId: options.mchId,
    appId: options.appId,
    orders,
    refunds,
    ids: idMaker(),
    now,
    baseUrl: () => baseUrl,
    refundFlow: () => refundFlow,
    certificates: () => platform.certificatesBody(),
    refundSettled,
  };
  const pay = async (order: FakeOrder, { notify = true } = {}) => {
    order.trade_state = 'SUCCESS';
    order.transaction_id = ctx.ids.transactionId();
    order.success_time = now();
    return notify ? notifier.send(order.notify_url, 'TRANSACTION.SUCCESS', transactionJson(order)) : undefined;
  };
  const found = <T>(map: Map<string, T>, key: string) => {
    const value = map.get(key);
    if (!value) throw new Error(`the fake WeChat Pay has no ${key}`);
    return value;
  };
  return {
    options,
    now,
    platform,
    notifier,
    ctx,
    faults,
    requests: [] as LoggedRequest[],
    pay,
    refundSettled,
    orderOf: (outTradeNo: string) => found(orders, outTradeNo),
    refundOf: (outRefundNo: string) => found(refunds, outRefundNo),
    setRefundFlow: (flow: RefundFlow) => {
      refundFlow = flow;
    },
    setBaseUrl: (url: string) => {
      baseUrl = url;
    },
  };
};

type Core = ReturnType<typeof createCore>;

/** What a test may do to the fake. */
const controls = (core: Core) => ({
  mode: core.platform.mode,
  /** WECHATPAY_PUBLIC_KEY_ID and WECHATPAY_PUBLIC_KEY: what the merchant downloads in public-key mode */
  publicKeyId: core.platform.publicKeyId,
  publicKeyPem: core.platform.publicKeyPem,
  currentSerial: core.platform.currentSerial,
  orders: core.ctx.orders,
  refunds: core.ctx.refunds,
  /** every API request received (not the scan pages), in order */
  requests: core.requests,
  /** The buyer pays (as pressing Pay does); the TRANSACTION.SUCCESS notification is posted once, or `notify: false` loses it. */
  pay: (outTradeNo: string, options: { notify?: boolean } = {}) => core.pay(core.orderOf(outTradeNo), options),
  /** The order ends unpaid (CLOSED, or REVOKED / PAYERROR), or the buyer is paying (USERPAYING). */
  setTradeState: (outTradeNo: string, state: TradeState) => {
    core.orderOf(outTradeNo).trade_state = state;
  },
  /** Posts every pending notification once more; how many are still pending. */
  retryNotifications: () => core.notifier.retry(),
  pendingNotifications: () => core.notifier.pending(),
  deliveredNotifications: () => core.notifier.delivered(),
  /** How the next refunds are answered: with a status, or refused with an error (403 NOT_ENOUGH …). */
  refundWith: core.setRefundFlow,
  /** A PROCESSING refund ends (SUCCESS by default) and its REFUND.* notification is posted. */
  settleRefund: async (outRefundNo: string, status: Exclude<RefundStatus, 'PROCESSING'> = 'SUCCESS') => {
    const refund = core.refundOf(outRefundNo);
    refund.status = status;
    if (status === 'SUCCESS') refund.succeeded = core.now();
    await core.refundSettled(refund);
  },
  /** The next `count` API requests answer `status` (500 SYSTEM_ERROR by default), unsigned. */
  failNext: (count = 1, status = 500) => {
    for (let i = 0; i < count; i += 1) core.faults.failures.push(status);
  },
  /** The next signed answer is spoiled this way. */
  spoilNextAnswer: (kind: Spoil) => {
    core.faults.spoil = kind;
  },
  /** A TRANSACTION.SUCCESS notification of a paid order, built (not sent), forged as `options` say. */
  transactionNotification: (outTradeNo: string, options?: NotificationOptions) =>
    core.notifier.build('TRANSACTION.SUCCESS', transactionJson(core.orderOf(outTradeNo)), options),
  /** A REFUND.<status> notification of a refund, built (not sent). */
  refundNotification: (outRefundNo: string, options?: NotificationOptions) => {
    const refund = core.refundOf(outRefundNo);
    return core.notifier.build(`REFUND.${refund.status}`, refundResourceJson(refund, core.options.mchId), options);
  },
  /** Any notification, built (not sent): an event type the site does not act on, a resource of a test's making. */
  notification: (eventType: string, resource: Record<string, unknown>, options?: NotificationOptions) => core.notifier.build(eventType, resource, options),
  /** Posts a built notification once; the merchant's status. */
  post: core.notifier.post,
  /** Certificate mode: a new platform certificate signs from now on; its serial. */
  rotateCertificate: () => core.platform.rotate(),
});

export const startFakeWechatPay = async (options: FakeWechatPayOptions) => {
  const core = createCore(options);
  const merchant = { mchId: options.mchId, serialNo: options.merchantSerial, publicKey: createPublicKey(options.merchantPublicKey) };
  const server = createServer(requestListener({ ctx: core.ctx, platform: core.platform, merchant, requests: core.requests, faults: core.faults, pay: core.pay }));
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  core.setBaseUrl(url);
  return {
    /** WECHATPAY_API_BASE */
    url,
    ...controls(core),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type FakeWechatPay = Awaited<ReturnType<typeof startFakeWechatPay>>;
