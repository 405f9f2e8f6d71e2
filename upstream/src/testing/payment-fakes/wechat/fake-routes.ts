import { randomHex } from './fake-crypto.ts';
import { idMaker, refundJson, transactionJson, type FakeOrder, type FakeRefund, type RefundStatus } from './fake-state.ts';

/**
 * The fake WeChat Pay's API routes (their request signatures are checked before they run): Native order, order query
 * by out_trade_no, refund (idempotent by out_refund_no), refund query, platform certificates. Errors are WeChat Pay's
 * { code, message } with its status codes (https://pay.weixin.qq.com/wiki/doc/apiv3/wechatpay/wechatpay2_0.shtml).
 */

export interface Answer {
  status: number;
  body?: unknown;
}

/** How the next refunds go: answered with this status, or refused with this error. */
export type RefundFlow = { status: RefundStatus } | { error: { status: number; code: string; message: string } };

export interface RouteContext {
  mchId: string;
  appId: string;
  orders: Map<string, FakeOrder>;
  refunds: Map<string, FakeRefund>;
  ids: ReturnType<typeof idMaker>;
  now: () => Date;
  baseUrl: () => string;
  refundFlow: () => RefundFlow;
  /** the /v3/certificates answer, or undefined when the fake runs in public-key mode */
  certificates: () => unknown;
  /** a refund reached SUCCESS, ABNORMAL or CLOSED: the REFUND.* notification goes out */
  refundSettled: (refund: FakeRefund) => Promise<void>;
}

export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

const error = (status: number, code: string, message: string): Answer => ({ status, body: { code, message } });

const parse = (body: string): Record<string, unknown> | undefined => {
  try {
    const value = JSON.parse(body) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

const isFen = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

const native = (ctx: RouteContext, body: Record<string, unknown>): Answer => {
  const amount = body.amount as { total?: unknown; currency?: unknown } | undefined;
  const required = ['appid', 'mchid', 'description', 'out_trade_no', 'notify_url'].find((name) => typeof body[name] !== 'string' || !body[name]);
  if (required) return error(400, 'PARAM_ERROR', `缺少参数 ${required}`);
  if (body.mchid !== ctx.mchId) return error(400, 'MCH_NOT_EXISTS', '商户号不存在');
  if (body.appid !== ctx.appId) return error(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
  if (!isFen(amount?.total) || amount.currency !== 'CNY') return error(400, 'PARAM_ERROR', '订单金额参数错误');
  const outTradeNo = String(body.out_trade_no);
  if (!/^[0-9A-Za-z_*-]{6,32}$/.test(outTradeNo)) return error(400, 'PARAM_ERROR', 'out_trade_no 格式错误');
  if (/\?/.test(String(body.notify_url))) return error(400, 'PARAM_ERROR', 'notify_url 不能携带参数');
  const existing = ctx.orders.get(outTradeNo);
  if (existing && existing.trade_state !== 'NOTPAY') return error(403, existing.trade_state === 'CLOSED' ? 'ORDER_CLOSED' : 'ORDERPAID', '订单状态不允许');
  const order: FakeOrder = existing ?? {
    appid: ctx.appId,
    mchid: ctx.mchId,
    description: String(body.description),
    out_trade_no: outTradeNo,
    notify_url: String(body.notify_url),
    total: amount.total,
    trade_state: 'NOTPAY',
    token: randomHex(12),
    refunded: 0,
  };
  ctx.orders.set(outTradeNo, order);
  return { status: 200, body: { code_url: `${ctx.baseUrl()}/scan/${order.token}` } };
};

const refundOf = async (ctx: RouteContext, body: Record<string, unknown>): Promise<Answer> => {
  const amount = body.amount as { refund?: unknown; total?: unknown; currency?: unknown } | undefined;
  const outRefundNo = body.out_refund_no;
  if (typeof outRefundNo !== 'string' || !outRefundNo) return error(400, 'PARAM_ERROR', '缺少参数 out_refund_no');
  const existing = ctx.refunds.get(outRefundNo);
  if (existing) return { status: 200, body: refundJson(existing) };
  const order = ctx.orders.get(String(body.out_trade_no ?? ''));
  if (!order) return error(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
  if (!order.transaction_id) return error(400, 'INVALID_REQUEST', '订单未支付');
  if (!isFen(amount?.refund) || amount.total !== order.total || amount.currency !== 'CNY') return error(400, 'PARAM_ERROR', '退款金额参数错误');
  if (amount.refund > order.total - order.refunded) return error(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
  const flow = ctx.refundFlow();
  if ('error' in flow) return error(flow.error.status, flow.error.code, flow.error.message);
  const refund: FakeRefund = {
    out_refund_no: outRefundNo,
    refund_id: ctx.ids.refundId(),
    out_trade_no: order.out_trade_no,
    transaction_id: order.transaction_id,
    status: flow.status,
    created: ctx.now(),
    refund: amount.refund,
    total: order.total,
    reason: typeof body.reason === 'string' ? body.reason : undefined,
  };
  ctx.refunds.set(outRefundNo, refund);
  order.refunded += refund.refund;
  order.trade_state = 'REFUND';
  if (refund.status === 'SUCCESS') refund.succeeded = ctx.now();
  if (refund.status !== 'PROCESSING') await ctx.refundSettled(refund);
  return { status: 200, body: refundJson(refund) };
};

/** The answer of an API request whose signature was checked, or undefined when no route matches. */
export const route = async (ctx: RouteContext, request: ApiRequest): Promise<Answer | undefined> => {
  const { method, path } = request;
  if (method === 'POST' && path === '/v3/pay/transactions/native') {
    const body = parse(request.body);
    return body ? native(ctx, body) : error(400, 'PARAM_ERROR', '请求体不是 JSON');
  }
  const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path);
  if (method === 'GET' && query) {
    if (request.query.get('mchid') !== ctx.mchId) return error(400, 'PARAM_ERROR', 'mchid 错误');
    const order = ctx.orders.get(decodeURIComponent(query[1]));
    return order ? { status: 200, body: transactionJson(order) } : error(404, 'ORDER_NOT_EXIST', '订单不存在');
  }
  if (method === 'POST' && path === '/v3/refund/domestic/refunds') {
    const body = parse(request.body);
    return body ? refundOf(ctx, body) : error(400, 'PARAM_ERROR', '请求体不是 JSON');
  }
  const refundQuery = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
  if (method === 'GET' && refundQuery) {
    const refund = ctx.refunds.get(decodeURIComponent(refundQuery[1]));
    return refund ? { status: 200, body: refundJson(refund) } : error(404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
  }
  if (method === 'GET' && path === '/v3/certificates') {
    const certificates = ctx.certificates();
    return certificates ? { status: 200, body: certificates } : error(404, 'RESOURCE_NOT_EXISTS', '平台证书不存在（已切换为微信支付公钥）');
  }
  return undefined;
};
