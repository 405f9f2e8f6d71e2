import { randomBytes, type KeyObject } from 'node:crypto';
import { beijingTime, notificationPreSign, signSha256Rsa, yuanText } from './fake-alipay-crypto.ts';
import { refundedFen, type FakeRefund, type FakeTrade } from './fake-alipay-trades.ts';

/**
 * The fake Alipay's asynchronous notifications (异步通知, https://docs.open.alipay.com/270/105902/ and
 * https://docs.open.alipay.com/194/103296/): a form POSTed to the trade's notify_url, signed with the fake's own key
 * over every parameter but sign and sign_type. Alipay sends one again until the answer is exactly `success` — "如果商户反馈
 * 给支付宝的字符不是 success 这7个字符，支付宝服务器会不断重发通知", about 8 times in 25 hours (4m, 10m, 10m, 1h, 2h, 6h, 15h):
 * the fake keeps that count and runs the retries when a test says so (runRetries), never on a timer.
 */

export const RETRY_SCHEDULE_MINUTES = [4, 10, 10, 60, 120, 360, 900];
const MAX_ATTEMPTS = 1 + RETRY_SCHEDULE_MINUTES.length;

export interface Delivery {
  url: string;
  /** the exact bytes posted */
  body: string;
  /** what it tells, e.g. `TRADE_SUCCESS of ORD-1` */
  what: string;
  attempts: { status: number; reply: string }[];
  accepted: boolean;
}

export interface SendOptions {
  /** parameters put in (or changed) before signing: another app_id, seller_id, total_amount … */
  fields?: Record<string, string>;
  /** a change made after signing (the signature no longer covers the body) */
  tamper?: (params: Record<string, string>) => Record<string, string>;
  /** sign with another key than the fake's */
  key?: KeyObject;
}

export interface NotifierOptions {
  appId: string;
  sellerId: string;
  key: KeyObject;
  now: () => Date;
}

/** One POST of the notification; it counts as accepted only when the answer is exactly `success`. */
const attempt = async (delivery: Delivery) => {
  let status = 0;
  let reply = '';
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: delivery.body,
      signal: AbortSignal.timeout(10_000),
    });
    status = response.status;
    reply = await response.text();
  } catch (error) {
    reply = `(no answer: ${error instanceof Error ? error.name : 'error'})`;
  }
  delivery.attempts.push({ status, reply });
  delivery.accepted = status === 200 && reply === 'success';
  return delivery;
};

/** The parameters of a notification about the trade as it stands (and the refund that moved, if one did). */
const tradeFields = ({ appId, sellerId, now }: NotifierOptions, trade: FakeTrade, refund?: FakeRefund): Record<string, string> => {
  const total = yuanText(trade.fen);
  const fields: Record<string, string> = {
    notify_time: beijingTime(now()),
    notify_type: 'trade_status_sync',
    notify_id: randomBytes(16).toString('hex'),
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    app_id: appId,
    auth_app_id: appId,
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    buyer_id: '2088102177846880',
    buyer_logon_id: 'buy***@example.com',
    seller_id: sellerId,
    seller_email: 'merchant@example.com',
    trade_status: trade.status,
    total_amount: total,
    subject: trade.subject,
    gmt_create: trade.gmtCreate,
  };
  if (trade.gmtPayment) {
    Object.assign(fields, { gmt_payment: trade.gmtPayment, receipt_amount: total, invoice_amount: total, buyer_pay_amount: total, point_amount: '0.00' });
    fields.fund_bill_list = JSON.stringify([{ amount: total, fundChannel: 'ALIPAYACCOUNT' }]);
  }
  if (trade.gmtClose) fields.gmt_close = trade.gmtClose;
  if (refund) Object.assign(fields, { refund_fee: yuanText(refundedFen(trade)), gmt_refund: refund.gmtRefund ?? '', out_biz_no: refund.outRequestNo });
  return fields;
};

export const createNotifier = (options: NotifierOptions) => {
  const deliveries: Delivery[] = [];
  const inflight = new Set<Promise<unknown>>();

  /** Signs and posts one notification about the trade (its first attempt); the promise ends with that attempt. */
  const send = (trade: FakeTrade, sendOptions: SendOptions & { refund?: FakeRefund } = {}) => {
    if (!trade.notifyUrl) return Promise.resolve(undefined);
    const fields = { ...tradeFields(options, trade, sendOptions.refund), ...sendOptions.fields };
    const signed = { ...fields, sign: signSha256Rsa(notificationPreSign(fields), sendOptions.key ?? options.key) };
    const posted = sendOptions.tamper ? sendOptions.tamper(signed) : signed;
    const delivery: Delivery = {
      url: trade.notifyUrl,
      body: new URLSearchParams(posted).toString(),
      what: `${sendOptions.refund ? `refund ${sendOptions.refund.outRequestNo}, ` : ''}${fields.trade_status} of ${trade.outTradeNo}`,
      attempts: [],
      accepted: false,
    };
    deliveries.push(delivery);
    const first = attempt(delivery);
    inflight.add(first);
    void first.finally(() => inflight.delete(first));
    return first;
  };

  /** Waits for the first attempts under way. */
  const flush = async () => {
    while (inflight.size) await Promise.allSettled(inflight);
  };

  /** Every retry Alipay's schedule still allows, at once, for the notifications not yet answered `success`. */
  const runRetries = async () => {
    await flush();
    for (const delivery of deliveries) {
      while (!delivery.accepted && delivery.attempts.length < MAX_ATTEMPTS) await attempt(delivery);
    }
  };

  return { deliveries, send, runRetries, flush };
};

export type Notifier = ReturnType<typeof createNotifier>;
