import type { KeyObject } from 'node:crypto';
import { fromDecimalString } from '../amounts.ts';
import type { NotificationEvent, NotificationVerdict, RawNotification } from '../provider.ts';
import type { AlipaySettings } from '../provider-settings.ts';
import { parseForm, verifyNotificationParams } from './alipay-sign.ts';

/**
 * Alipay's asynchronous notification (异步通知): a POST of application/x-www-form-urlencoded parameters to the
 * notify_url of the payment (desktop page: https://docs.open.alipay.com/270/105902/, QR code:
 * https://docs.open.alipay.com/194/103296/). The documented steps: verify `sign` with Alipay's public key over every
 * parameter but `sign` and `sign_type` (https://opendocs.alipay.com/common/02mse7), then check that app_id is ours
 * and seller_id the seller of the trade, then act on trade_status (the amount is checked against the order by the
 * upstream). Alipay sends the same notification again until it reads exactly `success` (reply), so the same
 * notification verifies every time it comes: the upstream makes acting on it idempotent.
 *
 * Refunds: Alipay's support pages say a refund made with alipay.trade.refund is notified to the payment's notify_url:
 * a partial refund with trade_status TRADE_SUCCESS, a full one with TRADE_CLOSED, both told apart from a payment (or
 * an expiry) by refund_fee / gmt_refund, and out_biz_no is the refund's out_request_no (our refundNo). Such a
 * notification is read as that refund having succeeded; queryRefund stays the way to learn it when none comes.
 */

const refused = (reason: string): NotificationVerdict => ({ verified: false, reason });
const verified = (event: NotificationEvent): NotificationVerdict => ({ verified: true, event });

/** The id a refund is known by: Alipay numbers none, its trade number and our request number name it. */
export const alipayRefundId = (tradeNo: string, outRequestNo: string) => `${tradeNo}/${outRequestNo}`;

const isForm = (contentType: string | undefined) => !contentType || contentType.toLowerCase().startsWith('application/x-www-form-urlencoded');

/** What a verified notification says, from trade_status and, for refunds, the refund parameters. */
const eventOf = (params: Record<string, string>): NotificationVerdict => {
  const outTradeNo = params.out_trade_no;
  if (!outTradeNo) return refused('the notification names no out_trade_no');
  if (params.refund_fee || params.gmt_refund) {
    if (!params.out_biz_no || !params.trade_no) return verified({ kind: 'ignored', what: `refund of ${outTradeNo} without out_biz_no` });
    return verified({
      kind: 'refund',
      refundNo: params.out_biz_no,
      result: { state: 'succeeded', refundId: alipayRefundId(params.trade_no, params.out_biz_no) },
    });
  }
  switch (params.trade_status) {
    case 'TRADE_SUCCESS':
    case 'TRADE_FINISHED': {
      const amount = fromDecimalString(params.total_amount);
      if (Number.isNaN(amount)) return refused('total_amount is not an amount of money');
      if (!params.trade_no) return refused('the notification names no trade_no');
      return verified({
        kind: 'paid',
        payment: { paymentId: outTradeNo, orderNo: outTradeNo, method: 'alipay', amount, currency: 'RMB', tradeNo: params.trade_no },
      });
    }
    case 'TRADE_CLOSED':
      return verified({ kind: 'closed', paymentId: outTradeNo, orderNo: outTradeNo });
    default:
      return verified({ kind: 'ignored', what: `${params.trade_status || 'no trade_status'} for ${outTradeNo}` });
  }
};

/** Reads one notification as it arrived: verified and understood, or refused with why (never a key). */
export const readAlipayNotification = (raw: RawNotification, settings: AlipaySettings, alipayKey: KeyObject): NotificationVerdict => {
  if (!isForm(raw.headers['content-type'])) return refused('not an application/x-www-form-urlencoded body');
  const params = parseForm(raw.body);
  if (!params) return refused('not a well-formed UTF-8 form (or a parameter given twice)');
  if (!params.sign) return refused('the notification is not signed');
  if (params.sign_type && params.sign_type !== 'RSA2') return refused(`sign_type ${params.sign_type} is not RSA2`);
  if (!verifyNotificationParams(params, alipayKey)) return refused('the signature does not verify with ALIPAY_PUBLIC_KEY');
  if (params.app_id !== settings.ALIPAY_APP_ID) return refused('the notification is for another app_id');
  if (settings.ALIPAY_SELLER_ID && params.seller_id !== settings.ALIPAY_SELLER_ID) return refused('the notification is for another seller_id');
  return eventOf(params);
};
