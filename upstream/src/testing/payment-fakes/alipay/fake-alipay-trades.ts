import { randomBytes } from 'node:crypto';
import { beijingTime, fenOf, yuanText } from './fake-alipay-crypto.ts';

/**
 * The fake Alipay's trades and the business side of its APIs (no HTTP, no signatures): what alipay.trade.precreate,
 * alipay.trade.page.pay, alipay.trade.query, alipay.trade.refund and alipay.trade.fastpay.refund.query answer, with the
 * documented codes (10000 success, 40004 business failure with an ACQ.* sub_code).
 */

export type TradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'TRADE_FINISHED';

export interface FakeRefund {
  outRequestNo: string;
  fen: number;
  reason: string;
  /** the money has moved (REFUND_SUCCESS); until then the refund query has no refund_status */
  settled: boolean;
  gmtRefund?: string;
}

export interface FakeTrade {
  outTradeNo: string;
  /** the id in the QR code / pay page address */
  token: string;
  kind: 'qr' | 'page';
  subject: string;
  fen: number;
  notifyUrl?: string;
  returnUrl?: string;
  /** a precreated QR code is no trade at Alipay until someone scans it (the query answers ACQ.TRADE_NOT_EXIST) */
  opened: boolean;
  status: TradeStatus;
  tradeNo: string;
  gmtCreate: string;
  gmtPayment?: string;
  gmtClose?: string;
  refunds: Map<string, FakeRefund>;
}

export type Answer = Record<string, unknown>;

const ok = (fields: Answer): Answer => ({ code: '10000', msg: 'Success', ...fields });
const businessFailure = (subCode: string, subMsg: string): Answer => ({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg });
export const invalidParameter = (subMsg: string) => businessFailure('ACQ.INVALID_PARAMETER', subMsg);
const notExist = () => businessFailure('ACQ.TRADE_NOT_EXIST', '交易不存在');

let sequence = 0;
/** 28 digits like Alipay's: the date, then a running number. */
const newTradeNo = (now: Date) => `${beijingTime(now).replace(/\D/g, '').slice(0, 8)}22001${String(++sequence).padStart(15, '0')}`;

export const refundedFen = (trade: FakeTrade) => [...trade.refunds.values()].filter((refund) => refund.settled).reduce((sum, refund) => sum + refund.fen, 0);
const askedFen = (trade: FakeTrade) => [...trade.refunds.values()].reduce((sum, refund) => sum + refund.fen, 0);

export interface TradeStore {
  trades: Map<string, FakeTrade>;
  byToken: Map<string, FakeTrade>;
  now: () => Date;
}

/** precreate and page.pay: a new trade, or the same one again for the same order and amount. */
export const createTrade = (store: TradeStore, kind: FakeTrade['kind'], biz: Answer, urls: { notifyUrl?: string; returnUrl?: string }): FakeTrade | Answer => {
  const outTradeNo = biz.out_trade_no;
  const fen = fenOf(biz.total_amount);
  if (typeof outTradeNo !== 'string' || !/^[\w-]{1,64}$/.test(outTradeNo)) return invalidParameter('out_trade_no 无效');
  if (fen === undefined || fen < 1) return invalidParameter('total_amount 无效');
  if (typeof biz.subject !== 'string' || !biz.subject) return invalidParameter('subject 不可为空');
  const known = store.trades.get(outTradeNo);
  if (known) {
    if (known.status === 'TRADE_SUCCESS' || known.status === 'TRADE_FINISHED') return businessFailure('ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
    if (known.status === 'TRADE_CLOSED') return businessFailure('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
    if (known.fen !== fen) return businessFailure('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
    return known;
  }
  const trade: FakeTrade = {
    outTradeNo,
    token: randomBytes(12).toString('base64url'),
    kind,
    subject: biz.subject,
    fen,
    ...urls,
    opened: false,
    status: 'WAIT_BUYER_PAY',
    tradeNo: newTradeNo(store.now()),
    gmtCreate: beijingTime(store.now()),
    refunds: new Map(),
  };
  store.trades.set(outTradeNo, trade);
  store.byToken.set(trade.token, trade);
  return trade;
};

/** alipay.trade.query */
export const queryTrade = (store: TradeStore, biz: Answer): Answer => {
  const trade = store.trades.get(String(biz.out_trade_no));
  if (!trade || !trade.opened) return notExist();
  return ok({
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    buyer_logon_id: 'buy***@example.com',
    trade_status: trade.status,
    total_amount: yuanText(trade.fen),
    ...(trade.gmtPayment ? { buyer_pay_amount: yuanText(trade.fen), send_pay_date: trade.gmtPayment, buyer_user_id: '2088102177846880' } : {}),
  });
};

/** The money of a refund moves: a full refund closes the trade. */
export const settleRefund = (trade: FakeTrade, pending: FakeRefund, now: Date) => {
  pending.settled = true;
  pending.gmtRefund = beijingTime(now);
  if (refundedFen(trade) >= trade.fen) {
    trade.status = 'TRADE_CLOSED';
    trade.gmtClose = pending.gmtRefund;
  }
};

/** alipay.trade.refund: idempotent by out_request_no (a repeat moves no money: fund_change N). */
export const refundTrade = (store: TradeStore, biz: Answer, settleAtOnce: boolean): { answer: Answer; settled?: FakeRefund; trade?: FakeTrade } => {
  const trade = store.trades.get(String(biz.out_trade_no));
  if (!trade || !trade.opened) return { answer: notExist() };
  const outRequestNo = typeof biz.out_request_no === 'string' && biz.out_request_no ? biz.out_request_no : trade.outTradeNo;
  const fen = fenOf(biz.refund_amount);
  if (fen === undefined || fen < 1) return { answer: invalidParameter('refund_amount 无效') };
  const summary = (fundChange: 'Y' | 'N') =>
    ok({ trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, buyer_logon_id: 'buy***@example.com', fund_change: fundChange, refund_fee: yuanText(refundedFen(trade)) });
  const known = trade.refunds.get(outRequestNo);
  if (known) return { answer: known.fen === fen ? summary('N') : invalidParameter('out_request_no 已用于另一退款金额') };
  if (trade.status !== 'TRADE_SUCCESS') return { answer: businessFailure('ACQ.TRADE_STATUS_ERROR', '交易状态不合法') };
  if (askedFen(trade) + fen > trade.fen) return { answer: businessFailure('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限') };
  const created: FakeRefund = { outRequestNo, fen, reason: String(biz.refund_reason ?? ''), settled: false };
  trade.refunds.set(outRequestNo, created);
  if (!settleAtOnce) return { answer: summary('N') };
  settleRefund(trade, created, store.now());
  return { answer: { ...summary('Y'), gmt_refund_pay: created.gmtRefund }, settled: created, trade };
};

/** alipay.trade.fastpay.refund.query: refund_status REFUND_SUCCESS once the money has moved, no refund_status before. */
export const queryRefund = (store: TradeStore, biz: Answer): Answer => {
  const trade = store.trades.get(String(biz.out_trade_no));
  if (!trade || !trade.opened) return notExist();
  const found = trade.refunds.get(String(biz.out_request_no));
  if (!found) return ok({});
  const common = { trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, out_request_no: found.outRequestNo, total_amount: yuanText(trade.fen), refund_amount: yuanText(found.fen) };
  return ok(found.settled ? { ...common, refund_status: 'REFUND_SUCCESS', gmt_refund_pay: found.gmtRefund } : common);
};

/** The buyer pays: only a trade waiting for the buyer can be paid. */
export const payTrade = (trade: FakeTrade, now: Date) => {
  if (trade.status !== 'WAIT_BUYER_PAY') return false;
  trade.opened = true;
  trade.status = 'TRADE_SUCCESS';
  trade.gmtPayment = beijingTime(now);
  return true;
};

/** The trade closes unpaid (cancelled, timed out). */
export const closeTrade = (trade: FakeTrade, now: Date) => {
  if (trade.status !== 'WAIT_BUYER_PAY') return false;
  trade.status = 'TRADE_CLOSED';
  trade.gmtClose = beijingTime(now);
  return true;
};

export const pendingRefunds = (store: TradeStore) =>
  [...store.trades.values()].flatMap((trade) => [...trade.refunds.values()].filter((refund) => !refund.settled).map((refund) => ({ trade, refund })));
