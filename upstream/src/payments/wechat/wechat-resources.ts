import { z } from 'zod';
import { currencyFromIso, fromFen } from '../amounts.ts';
import type { ProviderPayment, RefundResult } from '../provider.ts';
import type { WechatSettings } from '../provider-settings.ts';

/**
 * What WeChat Pay's transactions and refunds say, read the same way whether they come in a verified answer (query,
 * refund) or a decrypted notification.
 * - a transaction (Native query by out_trade_no, TRANSACTION.SUCCESS): appid, mchid, out_trade_no, transaction_id,
 *   trade_state (SUCCESS, REFUND, NOTPAY, CLOSED, REVOKED, USERPAYING, PAYERROR), amount { total (fen), currency };
 *   https://pay.weixin.qq.com/doc/v3/merchant/4013070356,
 *   https://pay.weixin.qq.com/docs/merchant/apis/h5-payment/payment-notice.html
 * - a refund (apply, query by out_refund_no, REFUND.* notifications): out_refund_no, refund_id, status (answers) or
 *   refund_status (notifications, which carry mchid but no appid): SUCCESS, CLOSED, PROCESSING, ABNORMAL;
 *   https://pay.weixin.qq.com/docs/merchant/products/refund/apilist.html
 */

export const transaction = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string().min(1),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  amount: z.object({ total: z.number(), currency: z.string() }).optional(),
});
export type Transaction = z.infer<typeof transaction>;

export const refund = z.object({
  out_refund_no: z.string().min(1),
  refund_id: z.string().optional(),
  status: z.string().optional(),
  refund_status: z.string().optional(),
  mchid: z.string().optional(),
});

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Whether a transaction is this merchant's and this app's. */
export const ownTransaction = (t: Transaction, settings: WechatSettings): Checked<Transaction> => {
  if (t.mchid !== settings.WECHATPAY_MCH_ID) return { ok: false, reason: 'the transaction is another merchant’s (mchid)' };
  if (t.appid !== settings.WECHATPAY_APP_ID) return { ok: false, reason: 'the transaction is another app’s (appid)' };
  return { ok: true, value: t };
};

/** A paid transaction as the payment the provider vouches for: the amount in yuan from fen, the currency from CNY. */
export const paidPayment = (t: Transaction, settings: WechatSettings): Checked<ProviderPayment> => {
  const own = ownTransaction(t, settings);
  if (!own.ok) return own;
  if (!t.transaction_id) return { ok: false, reason: 'the paid transaction has no transaction_id' };
  if (!t.amount || currencyFromIso(t.amount.currency) !== 'RMB') return { ok: false, reason: 'the transaction is not in CNY' };
  const amount = fromFen(t.amount.total);
  if (Number.isNaN(amount)) return { ok: false, reason: 'the transaction’s amount is not a whole number of fen' };
  return {
    ok: true,
    value: { paymentId: t.out_trade_no, orderNo: t.out_trade_no, method: 'wechat_pay', amount, currency: 'RMB', tradeNo: t.transaction_id },
  };
};

/** The trade states that mean the buyer paid: SUCCESS, and REFUND (paid, then a refund was started). */
export const PAID_STATES = ['SUCCESS', 'REFUND'];
/** The trade states that end a payment unpaid. */
export const CLOSED_STATES = ['CLOSED', 'REVOKED', 'PAYERROR'];

const REFUSED_REASONS: Record<string, string> = {
  ABNORMAL: 'ABNORMAL: the refund could not reach the buyer’s account (退款异常)',
  CLOSED: 'CLOSED: WeChat Pay closed the refund (退款关闭)',
};

/** A refund's status as the result the site keeps: SUCCESS succeeded, PROCESSING (or anything new) pending, ABNORMAL and CLOSED refused. */
export const refundResultOf = (status: string | undefined, refundId: string | undefined): RefundResult => {
  if (status === 'SUCCESS') return { state: 'succeeded', refundId };
  if (status && status in REFUSED_REASONS) return { state: 'refused', refundId, reason: REFUSED_REASONS[status] };
  return { state: 'pending', refundId };
};

/** A string cut to at most `bytes` UTF-8 bytes, never in the middle of a character (WeChat Pay counts bytes). */
export const cutToBytes = (text: string, bytes: number) => {
  let out = '';
  for (const char of text) {
    if (Buffer.byteLength(out + char) > bytes) break;
    out += char;
  }
  return out;
};
