import { systemClock, type Clock } from '../../domain/clock.ts';
import { fen } from '../amounts.ts';
import type { Charge, PaymentProvider, PaymentState, RefundRequest, RefundResult } from '../provider.ts';
import type { WechatSettings } from '../provider-settings.ts';
import { createWechatApi, WechatPayError, WechatPayUnreachable, type WechatApi } from './wechat-api.ts';
import { createPlatformKeys } from './wechat-keys.ts';
import { createNotificationReader, notificationReply } from './wechat-notification.ts';
import { CLOSED_STATES, cutToBytes, PAID_STATES, paidPayment, refund, refundResultOf, transaction } from './wechat-resources.ts';

/**
 * WeChat Pay (API v3, Native: the buyer scans a QR code) behind the PaymentProvider interface. Amounts travel in fen
 * (amounts.ts), the currency is CNY (the site's RMB).
 * - Native order: POST /v3/pay/transactions/native → code_url; https://pay.weixin.qq.com/doc/v3/merchant/4012525095
 * - query by out_trade_no: GET /v3/pay/transactions/out-trade-no/{out_trade_no}?mchid=…;
 *   https://pay.weixin.qq.com/doc/v3/merchant/4013070356 (404 ORDER_NOT_EXIST: no such order yet)
 * - refund: POST /v3/refund/domestic/refunds, idempotent by out_refund_no; query: GET
 *   /v3/refund/domestic/refunds/{out_refund_no}; https://pay.weixin.qq.com/docs/merchant/products/refund/apilist.html,
 *   https://pay.weixin.qq.com/wiki/doc/apiv3/apis/chapter3_5_9.shtml
 * - 5xx means "retry with the same parameters" (https://pay.weixin.qq.com/wiki/doc/apiv3/wechatpay/wechatpay2_0.shtml):
 *   thrown as WechatPayUnreachable, like network failures and 429 (too many requests).
 */

export interface WechatProviderOptions {
  clock?: Clock;
  fetch?: typeof fetch;
  /** the nonce of each request's signature (tests fix it) */
  randomNonce?: () => string;
}

/** The byte limits of description (string(127)) and reason (string(80)). */
const DESCRIPTION_BYTES = 127;
const REASON_BYTES = 80;

/** How a payment stands: GET /v3/pay/transactions/out-trade-no/{out_trade_no}?mchid=… (404 ORDER_NOT_EXIST: pending). */
const queryPaymentWith = (api: WechatApi, settings: WechatSettings) => async (payment: { paymentId: string }): Promise<PaymentState> => {
  const mchid = settings.WECHATPAY_MCH_ID;
  const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(payment.paymentId)}?mchid=${encodeURIComponent(mchid)}`;
  const answer = await api.call('GET', path, undefined, [404]);
  if (answer.status === 404) {
    if (answer.error?.code === 'ORDER_NOT_EXIST') return { state: 'pending' };
    throw new WechatPayError(404, answer.error?.code ?? 'UNKNOWN', answer.error?.message ?? '', answer.requestId);
  }
  const parsed = transaction.safeParse(answer.body);
  if (!parsed.success) throw new Error('WeChat Pay answered the order query with a malformed transaction');
  if (PAID_STATES.includes(parsed.data.trade_state)) {
    const paid = paidPayment(parsed.data, settings);
    if (!paid.ok) throw new Error(`WeChat Pay's order query does not match this merchant's payment: ${paid.reason}`);
    return { state: 'paid', payment: paid.value };
  }
  if (parsed.data.mchid !== mchid) throw new Error('WeChat Pay answered the order query for another merchant');
  return CLOSED_STATES.includes(parsed.data.trade_state) ? { state: 'closed' } : { state: 'pending' };
};

/** A refund's answer as its result; a 4xx refuses it with WeChat Pay's words, a 429 throws (try again). */
const refundCallWith =
  (api: WechatApi) =>
  async (method: 'GET' | 'POST', path: string, payload?: unknown): Promise<RefundResult> => {
    try {
      const { body } = await api.call(method, path, payload);
      const parsed = refund.safeParse(body);
      if (!parsed.success) throw new Error('WeChat Pay answered the refund with a malformed refund');
      return refundResultOf(parsed.data.status, parsed.data.refund_id);
    } catch (error) {
      if (!(error instanceof WechatPayError)) throw error;
      if (error.status === 429) throw new WechatPayUnreachable(`too many requests (${error.code})`);
      return { state: 'refused', reason: `${error.code}: ${error.detail}` };
    }
  };

export const createWechatProvider = (settings: WechatSettings, options: WechatProviderOptions = {}): PaymentProvider & { readonly name: 'wechat' } => {
  const clock = options.clock ?? systemClock;
  const fetchImpl = options.fetch ?? fetch;
  const keys = createPlatformKeys({
    publicKeyId: settings.WECHATPAY_PUBLIC_KEY_ID,
    publicKey: settings.WECHATPAY_PUBLIC_KEY,
    apiV3Key: settings.WECHATPAY_APIV3_KEY,
    clock,
    download: () => api.send('GET', '/v3/certificates'),
  });
  const api = createWechatApi(settings, { clock, fetch: fetchImpl, randomNonce: options.randomNonce, keyFor: (serial) => keys.keyFor(serial) });
  const mchid = settings.WECHATPAY_MCH_ID;
  const refundCall = refundCallWith(api);

  const startQr = async (charge: Charge, notifyUrl: string) => {
    if (charge.currency !== 'RMB') throw new Error(`WeChat Pay takes CNY only, not ${charge.currency}`);
    const { body } = await api.call<{ code_url?: unknown }>('POST', '/v3/pay/transactions/native', {
      appid: settings.WECHATPAY_APP_ID,
      mchid,
      description: cutToBytes(charge.description, DESCRIPTION_BYTES) || charge.orderNo,
      out_trade_no: charge.reference,
      notify_url: notifyUrl,
      amount: { total: fen(charge.amount), currency: 'CNY' },
    });
    if (typeof body?.code_url !== 'string' || !body.code_url) throw new Error('WeChat Pay answered the Native order without a code_url');
    return { paymentId: charge.reference, qrcodeUrl: body.code_url };
  };

  const refundOf = (request: RefundRequest) => {
    if (request.currency !== 'RMB') throw new Error(`WeChat Pay refunds CNY only, not ${request.currency}`);
    const reason = cutToBytes(request.reason, REASON_BYTES);
    // the whole order is refunded: refund = total (both in fen)
    return refundCall('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: request.paymentId,
      out_refund_no: request.refundNo,
      ...(reason ? { reason } : {}),
      amount: { refund: fen(request.amount), total: fen(request.amount), currency: 'CNY' },
    });
  };

  return {
    name: 'wechat',
    methods: ['wechat_pay'],
    startQr,
    readNotification: createNotificationReader({ settings, clock, keyFor: (serial) => keys.keyFor(serial) }),
    reply: notificationReply,
    queryPayment: queryPaymentWith(api, settings),
    refund: refundOf,
    queryRefund: (request: RefundRequest) => refundCall('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(request.refundNo)}`),
  };
};

export { WechatPayError, WechatPayUnreachable } from './wechat-api.ts';
