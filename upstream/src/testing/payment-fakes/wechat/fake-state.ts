import { beijingTime } from './fake-crypto.ts';

/**
 * What the fake WeChat Pay keeps: Native orders by out_trade_no and refunds by out_refund_no, and how it writes them
 * in answers and notification resources (the fields WeChat Pay's documentation lists for a direct merchant).
 * https://pay.weixin.qq.com/doc/v3/merchant/4013070356 (transaction), https://pay.weixin.qq.com/docs/merchant/products/refund/apilist.html
 */

export type TradeState = 'NOTPAY' | 'USERPAYING' | 'SUCCESS' | 'REFUND' | 'CLOSED' | 'REVOKED' | 'PAYERROR';
export type RefundStatus = 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED';

export interface FakeOrder {
  appid: string;
  mchid: string;
  description: string;
  out_trade_no: string;
  notify_url: string;
  total: number;
  trade_state: TradeState;
  /** the path segment of the order's code_url (what the buyer "scans") */
  token: string;
  transaction_id?: string;
  success_time?: Date;
  refunded: number;
}

export interface FakeRefund {
  out_refund_no: string;
  refund_id: string;
  out_trade_no: string;
  transaction_id: string;
  status: RefundStatus;
  created: Date;
  succeeded?: Date;
  refund: number;
  total: number;
  reason?: string;
}

const TRADE_STATE_DESC: Record<TradeState, string> = {
  NOTPAY: '订单未支付',
  USERPAYING: '用户支付中',
  SUCCESS: '支付成功',
  REFUND: '转入退款',
  CLOSED: '订单已关闭',
  REVOKED: '已撤销',
  PAYERROR: '支付失败',
};

/** A transaction as the order query answers it and TRANSACTION.SUCCESS carries it (encrypted). */
export const transactionJson = (order: FakeOrder) => {
  const paid = order.trade_state === 'SUCCESS' || order.trade_state === 'REFUND';
  return {
    appid: order.appid,
    mchid: order.mchid,
    out_trade_no: order.out_trade_no,
    ...(order.transaction_id ? { transaction_id: order.transaction_id } : {}),
    trade_type: 'NATIVE',
    trade_state: order.trade_state,
    trade_state_desc: TRADE_STATE_DESC[order.trade_state],
    ...(paid ? { bank_type: 'OTHERS', success_time: beijingTime(order.success_time ?? new Date()), payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } } : {}),
    amount: paid ? { total: order.total, payer_total: order.total, currency: 'CNY', payer_currency: 'CNY' } : { total: order.total, currency: 'CNY' },
  };
};

const refundAmount = (refund: FakeRefund) => ({
  total: refund.total,
  refund: refund.refund,
  payer_total: refund.total,
  payer_refund: refund.refund,
});

/** A refund as the refund API and the refund query answer it. */
export const refundJson = (refund: FakeRefund) => ({
  refund_id: refund.refund_id,
  out_refund_no: refund.out_refund_no,
  transaction_id: refund.transaction_id,
  out_trade_no: refund.out_trade_no,
  channel: 'ORIGINAL',
  user_received_account: '支付用户零钱',
  ...(refund.succeeded ? { success_time: beijingTime(refund.succeeded) } : {}),
  create_time: beijingTime(refund.created),
  status: refund.status,
  funds_account: 'UNSETTLED',
  amount: { ...refundAmount(refund), settlement_refund: refund.refund, settlement_total: refund.total, discount_refund: 0, currency: 'CNY' },
});

/** A refund as REFUND.* notifications carry it (encrypted): mchid, no appid, refund_status. */
export const refundResourceJson = (refund: FakeRefund, mchid: string) => ({
  mchid,
  out_trade_no: refund.out_trade_no,
  transaction_id: refund.transaction_id,
  out_refund_no: refund.out_refund_no,
  refund_id: refund.refund_id,
  refund_status: refund.status,
  ...(refund.succeeded ? { success_time: beijingTime(refund.succeeded) } : {}),
  user_received_account: '支付用户零钱',
  amount: refundAmount(refund),
});

/** Numbers shaped like WeChat Pay's: a 28-digit transaction_id, a 29-digit refund_id. */
export const idMaker = () => {
  let n = 0;
  const digits = (length: number) => {
    n += 1;
    return `${Date.now()}${String(n).padStart(6, '0')}`.padStart(length, '0').slice(-length);
  };
  return { transactionId: () => `42000${digits(23)}`, refundId: () => `50300${digits(24)}` };
};
