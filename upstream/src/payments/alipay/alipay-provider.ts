import { decimalString, fromDecimalString } from '../amounts.ts';
import type { Clock } from '../../domain/clock.ts';
import type { Charge, NotificationReply, PaymentProvider, PaymentState, RefundRequest, RefundResult } from '../provider.ts';
import type { AlipaySettings } from '../provider-settings.ts';
import { createAlipayGateway, type AlipayAnswer, type AlipayGateway } from './alipay-api.ts';
import { alipayRefundId, readAlipayNotification } from './alipay-notification.ts';
import { alipayKeys } from './alipay-sign.ts';

/**
 * Alipay on its open platform (issue #31): a QR code for the buyer's phone (当面付 alipay.trade.precreate,
 * https://docs.open.alipay.com/api_1/alipay.trade.precreate) or the desktop cashier page (电脑网站支付
 * alipay.trade.page.pay, https://docs.open.alipay.com/270/alipay.trade.page.pay), asynchronous notifications
 * (alipay-notification.ts), the trade query (alipay.trade.query, https://docs.open.alipay.com/api_1/alipay.trade.query),
 * refunds (alipay.trade.refund, https://docs.open.alipay.com/api_1/alipay.trade.refund) and the refund query
 * (alipay.trade.fastpay.refund.query, https://docs.open.alipay.com/api_1/alipay.trade.fastpay.refund.query).
 * Amounts are yuan with two decimals (amounts.ts); the order number is the out_trade_no, and so the payment id.
 */

/** A PaymentProvider that has both ways to start a payment: the QR code and the desktop page. */
export type AlipayProvider = PaymentProvider & Required<Pick<PaymentProvider, 'startQr' | 'startRedirect'>>;

export interface AlipayProviderOptions {
  clock?: Clock;
  fetch?: typeof fetch;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Alipay charges in yuan: an order in another currency is a mistake of the caller, not something to convert. */
const yuan = (charge: { amount: number; currency: string }) => {
  if (charge.currency !== 'RMB') throw new Error(`Alipay charges in yuan (RMB), not ${charge.currency}`);
  return decimalString(charge.amount);
};

const failure = (what: string, answer: Extract<AlipayAnswer, { ok: false }>) =>
  new Error(`${what}: ${answer.subMsg ?? answer.msg} (${answer.subCode ?? answer.code})`);

/** 20000 (服务不可用) and ACQ.SYSTEM_ERROR are Alipay's "try again with the same parameters", not a verdict. */
const isTransient = (answer: Extract<AlipayAnswer, { ok: false }>) => answer.code === '20000' || answer.subCode === 'ACQ.SYSTEM_ERROR';

/** How the trade stands, from alipay.trade.query (trade_status: WAIT_BUYER_PAY, TRADE_CLOSED, TRADE_SUCCESS, TRADE_FINISHED). */
const queryPayment = async (gateway: AlipayGateway, paymentId: string): Promise<PaymentState> => {
  const answer = await gateway.call('alipay.trade.query', { out_trade_no: paymentId });
  if (!answer.ok) {
    // a precreated QR code nobody has scanned yet is no trade at Alipay: the buyer may still scan it
    if (answer.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'pending' };
    throw failure(`Alipay could not say how ${paymentId} stands`, answer);
  }
  const body = answer.body;
  if (body.out_trade_no !== undefined && body.out_trade_no !== paymentId) throw new Error(`Alipay answered the query of ${paymentId} about another trade`);
  switch (body.trade_status) {
    case 'TRADE_SUCCESS':
    case 'TRADE_FINISHED': {
      const amount = fromDecimalString(body.total_amount);
      const tradeNo = text(body.trade_no);
      if (Number.isNaN(amount) || !tradeNo) throw new Error(`Alipay answered the query of ${paymentId} with no amount or trade_no`);
      return { state: 'paid', payment: { paymentId, orderNo: paymentId, method: 'alipay', amount, currency: 'RMB', tradeNo } };
    }
    case 'TRADE_CLOSED':
      return { state: 'closed' };
    default:
      return { state: 'pending' };
  }
};

/**
 * How a refund stands (alipay.trade.fastpay.refund.query): refund_status REFUND_SUCCESS is a refund done; anything
 * else, an answer without it included, is one not done (yet).
 */
const queryRefund = async (gateway: AlipayGateway, request: RefundRequest): Promise<RefundResult> => {
  const answer = await gateway.call('alipay.trade.fastpay.refund.query', { out_trade_no: request.paymentId, out_request_no: request.refundNo });
  if (!answer.ok) throw failure(`Alipay could not say how refund ${request.refundNo} stands`, answer);
  if (answer.body.refund_status !== 'REFUND_SUCCESS') return { state: 'pending' };
  const tradeNo = text(answer.body.trade_no) ?? request.tradeNo;
  return { state: 'succeeded', refundId: alipayRefundId(tradeNo, request.refundNo) };
};

/** alipay.trade.refund, idempotent by out_request_no: fund_change Y is money moved; N (or none) needs the query. */
const refund = async (gateway: AlipayGateway, request: RefundRequest): Promise<RefundResult> => {
  const answer = await gateway.call('alipay.trade.refund', {
    out_trade_no: request.paymentId,
    refund_amount: yuan(request),
    out_request_no: request.refundNo,
    refund_reason: request.reason,
  });
  if (!answer.ok) {
    if (isTransient(answer)) throw failure('Alipay is unavailable for the refund', answer);
    return { state: 'refused', reason: answer.subMsg ?? answer.msg };
  }
  if (answer.body.fund_change !== 'Y') return queryRefund(gateway, request);
  const tradeNo = text(answer.body.trade_no) ?? request.tradeNo;
  return { state: 'succeeded', refundId: alipayRefundId(tradeNo, request.refundNo) };
};

export const createAlipayProvider = (settings: AlipaySettings, options: AlipayProviderOptions = {}): AlipayProvider => {
  const keys = alipayKeys(settings);
  const gateway = createAlipayGateway(settings, keys, options);
  return {
    name: 'alipay',
    methods: ['alipay'],

    async startQr(charge: Charge, notifyUrl: string) {
      const answer = await gateway.call(
        'alipay.trade.precreate',
        { out_trade_no: charge.reference, total_amount: yuan(charge), subject: charge.description },
        { notifyUrl },
      );
      if (!answer.ok) throw failure('Alipay refused the QR payment', answer);
      const qrcodeUrl = text(answer.body.qr_code);
      if (!qrcodeUrl) throw new Error('Alipay answered the precreate with no qr_code');
      return { paymentId: charge.reference, qrcodeUrl };
    },

    /** The desktop cashier: a GET of the gateway with every signed parameter, which the browser is sent to. */
    async startRedirect(charge: Charge, urls: { returnUrl: string; cancelUrl: string; notifyUrl: string }) {
      const url = gateway.pageUrl(
        'alipay.trade.page.pay',
        { out_trade_no: charge.reference, product_code: 'FAST_INSTANT_TRADE_PAY', total_amount: yuan(charge), subject: charge.description },
        { returnUrl: urls.returnUrl, notifyUrl: urls.notifyUrl },
      );
      return { paymentId: charge.reference, url };
    },

    readNotification: async (raw) => readAlipayNotification(raw, settings, keys.alipay),

    /** "程序执行完后必须打印输出 success": exactly those 7 characters, or Alipay sends the notification again. */
    reply: (accepted: boolean): NotificationReply => ({ status: 200, contentType: 'text/plain', body: accepted ? 'success' : 'fail' }),

    queryPayment: ({ paymentId }) => queryPayment(gateway, paymentId),
    refund: (request) => refund(gateway, request),
    queryRefund: (request) => queryRefund(gateway, request),
  };
};
