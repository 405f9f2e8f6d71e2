import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock, type Clock } from '../../../domain/clock.ts';
import { route, send, type FakeContext } from './fake-alipay-gateway.ts';
import { createNotifier, type Delivery, type SendOptions } from './fake-alipay-notify.ts';
import { closeTrade, payTrade, pendingRefunds, settleRefund, type FakeTrade } from './fake-alipay-trades.ts';

/**
 * A local fake of Alipay's open-platform gateway for tests (http on 127.0.0.1, a free port). It checks the merchant's
 * RSA2 signature on every request with the merchant's PUBLIC key, and signs its answers, notifications and page
 * returns with its OWN private key (the test makes an "Alipay" key pair and gives the adapter the public half), as
 * Alipay documents them, with code of its own (fake-alipay-crypto.ts), not the adapter's. APIs: alipay.trade.precreate
 * (the qr_code is a page of the fake a test opens as if it scanned it: buttons "Pay" and "Cancel"),
 * alipay.trade.page.pay (GET the signed gateway URL: the same page, then back to return_url), alipay.trade.query,
 * alipay.trade.refund (idempotent by out_request_no) and alipay.trade.fastpay.refund.query. Its controls: pay or close
 * a trade, settle refunds later, answer 500, send notifications tampered with or naming another app_id / seller_id /
 * amount, and run the notification retries without waiting.
 */

export interface FakeAlipayOptions {
  appId: string;
  /** the seller (2088…) the fake names in notifications and returns */
  sellerId: string;
  /** the merchant's public key: requests must verify with it */
  merchantPublicKey: string | KeyObject;
  /** the fake Alipay's private key: what it sends is signed with it */
  alipayPrivateKey: string | KeyObject;
  clock?: Clock;
  /** the port on 127.0.0.1 (default: a free one); a fixed one lets another process be told the address before the fake starts */
  port?: number;
}

/** What a test can do with the fake. */
const controls = (ctx: FakeContext, server: Server) => {
  const tradeOf = (outTradeNo: string) => {
    const trade = ctx.store.trades.get(outTradeNo);
    if (!trade) throw new Error(`the fake Alipay has no trade ${outTradeNo}`);
    return trade;
  };
  return {
    origin: ctx.state.origin,
    /** ALIPAY_GATEWAY for the adapter */
    gateway: `${ctx.state.origin}/gateway.do`,
    /** the trade as the fake holds it (undefined before a precreate or page.pay named it) */
    trade: (outTradeNo: string): FakeTrade | undefined => ctx.store.trades.get(outTradeNo),
    /** the API calls that passed the signature check, in order */
    requests: ctx.requests,
    /** every notification sent, with each attempt's answer */
    deliveries: ctx.notifier.deliveries as readonly Delivery[],
    /** the buyer pays (as if they scanned the code and pressed Pay); `notify: false` loses the notification */
    async pay(outTradeNo: string, { notify = true } = {}) {
      const trade = tradeOf(outTradeNo);
      if (!payTrade(trade, ctx.now())) throw new Error(`${outTradeNo} is ${trade.status}: it cannot be paid`);
      if (notify) await ctx.notifier.send(trade);
    },
    /** the trade closes unpaid (the buyer cancelled, or it timed out) */
    async closeTrade(outTradeNo: string, { notify = true } = {}) {
      const trade = tradeOf(outTradeNo);
      trade.opened = true;
      if (!closeTrade(trade, ctx.now())) throw new Error(`${outTradeNo} is ${trade.status}: it cannot be closed`);
      if (notify) await ctx.notifier.send(trade);
    },
    /** the next `count` gateway calls answer HTTP 500 */
    failNext(count = 1) {
      ctx.state.failing = count;
    },
    /** refunds are accepted with fund_change N and move money only at settleRefunds() */
    refundLater(on = true) {
      ctx.state.refundsLater = on;
    },
    /** the money of every pending refund moves (REFUND_SUCCESS), each notified */
    async settleRefunds() {
      for (const { trade, refund } of pendingRefunds(ctx.store)) {
        settleRefund(trade, refund, ctx.now());
        await ctx.notifier.send(trade, { refund });
      }
    },
    /** sends a notification of the trade as it stands, changed as told (another app_id, seller_id, amount; tampered) */
    notify: (outTradeNo: string, options: SendOptions = {}) => ctx.notifier.send(tradeOf(outTradeNo), options),
    /** runs every retry left in Alipay's schedule for the notifications not answered `success`, without waiting */
    runNotificationRetries: ctx.notifier.runRetries,
    /** waits for the notifications under way (sent by a page or an API call) */
    flush: ctx.notifier.flush,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export const startFakeAlipay = async (options: FakeAlipayOptions) => {
  const clock = options.clock ?? systemClock;
  const now = () => clock.now();
  const key = typeof options.alipayPrivateKey === 'string' ? createPrivateKey(options.alipayPrivateKey) : options.alipayPrivateKey;
  const ctx: FakeContext = {
    appId: options.appId,
    sellerId: options.sellerId,
    merchantKey: typeof options.merchantPublicKey === 'string' ? createPublicKey(options.merchantPublicKey) : options.merchantPublicKey,
    key,
    now,
    store: { trades: new Map(), byToken: new Map(), now },
    notifier: createNotifier({ appId: options.appId, sellerId: options.sellerId, key, now }),
    requests: [],
    state: { failing: 0, refundsLater: false, origin: '' },
  };
  const server = createServer((request, response) => {
    route(ctx, request, response).catch((error: unknown) => send(response, 500, `fake Alipay failed: ${String(error)}`, 'text/plain'));
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port ?? 0, '127.0.0.1', resolve));
  ctx.state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return controls(ctx, server);
};

export type FakeAlipay = Awaited<ReturnType<typeof startFakeAlipay>>;
