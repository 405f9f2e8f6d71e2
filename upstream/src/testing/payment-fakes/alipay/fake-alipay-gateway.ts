import type { KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { beijingTime, notificationPreSign, requestPreSign, signedAnswer, signSha256Rsa, verifySha256Rsa, yuanText } from './fake-alipay-crypto.ts';
import type { Notifier } from './fake-alipay-notify.ts';
import { errorPage, payPage, resultPage } from './fake-alipay-page.ts';
import { closeTrade, createTrade, payTrade, queryRefund, queryTrade, refundTrade, type Answer, type FakeTrade, type TradeStore } from './fake-alipay-trades.ts';

/**
 * The fake Alipay's HTTP side: the gateway (POST for the APIs, GET for the page.pay cashier), the scanned QR page and
 * the cashier's buttons. Every gateway request is checked as Alipay documents its common parameters (公共请求参数)
 * and the merchant's signature (自行实现签名, https://opendocs.alipay.com/common/02kf5q); every answer is signed.
 */

export interface FakeContext {
  appId: string;
  sellerId: string;
  merchantKey: KeyObject;
  key: KeyObject;
  now: () => Date;
  store: TradeStore;
  notifier: Notifier;
  /** the API calls that passed the checks */
  requests: { method: string; biz: Answer }[];
  state: { failing: number; refundsLater: boolean; origin: string };
}

type Params = Record<string, string>;
type Checked = { ok: true; method: string; biz: Answer; params: Params } | { ok: false; method: string; error: Answer };

/** How far a request's timestamp may be from the fake's clock (the fake's own tolerance). */
const TIMESTAMP_SLACK_MS = 15 * 60 * 1000;
const REQUIRED = ['app_id', 'method', 'charset', 'sign_type', 'sign', 'timestamp', 'version'];

const answerName = (method: string) => (method ? `${method.split('.').join('_')}_response` : 'error_response');
const formOf = (text: string) => Object.fromEntries(new URLSearchParams(text)) as Params;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

export const send = (response: ServerResponse, status: number, body: string, type = 'text/html; charset=utf-8', headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': type, ...headers });
  response.end(body);
};

const timestampOk = (text: string, now: Date) => {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return false;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return Math.abs(Date.UTC(y, mo - 1, d, h - 8, mi, s) - now.getTime()) <= TIMESTAMP_SLACK_MS;
};

/** The common parameters and the merchant's signature. */
const check = (ctx: FakeContext, params: Params): Checked => {
  const method = params.method ?? '';
  const fail = (code: string, msg: string, subCode: string, subMsg: string): Checked => ({ ok: false, method, error: { code, msg, sub_code: subCode, sub_msg: subMsg } });
  const missing = REQUIRED.find((name) => !params[name]);
  if (missing) return fail('40001', 'Missing Required Arguments', `isv.missing-${missing.replace('_', '-')}`, `缺少 ${missing} 参数`);
  const invalid = (subCode: string, subMsg: string) => fail('40002', 'Invalid Arguments', subCode, subMsg);
  if (params.app_id !== ctx.appId) return invalid('isv.invalid-app-id', '无效的AppID参数');
  if (params.sign_type !== 'RSA2') return invalid('isv.invalid-signature-type', '无效的签名类型');
  if (params.charset.toLowerCase() !== 'utf-8') return invalid('isv.invalid-charset', '字符集错误');
  if (params.format && params.format.toUpperCase() !== 'JSON') return invalid('isv.invalid-format', '无效的数据格式');
  if (params.version !== '1.0') return invalid('isv.invalid-version', '版本号错误');
  if (!timestampOk(params.timestamp, ctx.now())) return invalid('isv.invalid-timestamp', '非法的时间戳参数');
  if (!verifySha256Rsa(requestPreSign(params), params.sign, ctx.merchantKey)) return invalid('isv.invalid-signature', '验签出错');
  try {
    const biz: unknown = JSON.parse(params.biz_content ?? '{}');
    if (!biz || typeof biz !== 'object') throw new Error('not an object');
    return { ok: true, method, biz: biz as Answer, params };
  } catch {
    return invalid('isv.invalid-parameter', 'biz_content 不是 JSON 对象');
  }
};

const isTrade = (value: FakeTrade | Answer): value is FakeTrade => typeof value.token === 'string' && 'refunds' in value;

/** One API call that passed the checks. */
const callApi = (ctx: FakeContext, { method, biz, params }: Extract<Checked, { ok: true }>): Answer => {
  ctx.requests.push({ method, biz });
  switch (method) {
    case 'alipay.trade.precreate': {
      const trade = createTrade(ctx.store, 'qr', biz, { notifyUrl: params.notify_url });
      if (!isTrade(trade)) return trade;
      return { code: '10000', msg: 'Success', out_trade_no: trade.outTradeNo, qr_code: `${ctx.state.origin}/qr/${trade.token}` };
    }
    case 'alipay.trade.query':
      return queryTrade(ctx.store, biz);
    case 'alipay.trade.refund': {
      const { answer, settled, trade } = refundTrade(ctx.store, biz, !ctx.state.refundsLater);
      if (settled && trade) void ctx.notifier.send(trade, { refund: settled });
      return answer;
    }
    case 'alipay.trade.fastpay.refund.query':
      return queryRefund(ctx.store, biz);
    default:
      return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' };
  }
};

/** The page return (同步通知) of a paid desktop trade: its parameters signed like a notification. */
const returnUrl = (ctx: FakeContext, trade: FakeTrade) => {
  const fields: Params = {
    charset: 'utf-8',
    out_trade_no: trade.outTradeNo,
    method: 'alipay.trade.page.pay.return',
    total_amount: yuanText(trade.fen),
    trade_no: trade.tradeNo,
    auth_app_id: ctx.appId,
    version: '1.0',
    app_id: ctx.appId,
    sign_type: 'RSA2',
    seller_id: ctx.sellerId,
    timestamp: beijingTime(ctx.now()),
  };
  const url = new URL(trade.returnUrl!);
  for (const [name, value] of Object.entries({ ...fields, sign: signSha256Rsa(notificationPreSign(fields), ctx.key) })) url.searchParams.set(name, value);
  return url.toString();
};

/** The APIs: the answer is always HTTP 200 with the signed JSON, success or not. */
const gatewayPost = async (ctx: FakeContext, request: IncomingMessage, response: ServerResponse, query: URLSearchParams) => {
  const params = { ...Object.fromEntries(query), ...formOf(await readBody(request)) };
  const checked = check(ctx, params);
  const answer = checked.ok ? callApi(ctx, checked) : checked.error;
  send(response, 200, signedAnswer(answerName(checked.method), answer, ctx.key), 'text/html;charset=utf-8');
};

/** alipay.trade.page.pay: the browser GETs the signed URL and is shown the cashier. */
const gatewayGet = (ctx: FakeContext, response: ServerResponse, query: URLSearchParams) => {
  const checked = check(ctx, Object.fromEntries(query));
  if (!checked.ok) return send(response, 400, errorPage(String(checked.error.sub_code), String(checked.error.sub_msg)));
  if (checked.method !== 'alipay.trade.page.pay' || checked.biz.product_code !== 'FAST_INSTANT_TRADE_PAY')
    return send(response, 400, errorPage('isv.invalid-method', '此网关地址只接受 alipay.trade.page.pay (FAST_INSTANT_TRADE_PAY)'));
  ctx.requests.push({ method: checked.method, biz: checked.biz });
  const trade = createTrade(ctx.store, 'page', checked.biz, { notifyUrl: checked.params.notify_url, returnUrl: checked.params.return_url });
  if (!isTrade(trade)) return send(response, 400, errorPage(String(trade.sub_code), String(trade.sub_msg)));
  trade.opened = true;
  send(response, 200, payPage(trade));
};

/** The buyer's choice on the cashier page: paid (back to return_url for the desktop page) or cancelled. */
const checkout = async (ctx: FakeContext, request: IncomingMessage, response: ServerResponse, trade: FakeTrade) => {
  const { choice } = formOf(await readBody(request));
  if (choice === 'pay' && payTrade(trade, ctx.now())) {
    void ctx.notifier.send(trade);
    if (trade.kind === 'page' && trade.returnUrl) return send(response, 302, '', 'text/plain', { location: returnUrl(ctx, trade) });
  } else if (choice === 'cancel' && closeTrade(trade, ctx.now())) {
    void ctx.notifier.send(trade);
  }
  send(response, 200, resultPage(trade));
};

export const route = async (ctx: FakeContext, request: IncomingMessage, response: ServerResponse) => {
  const url = new URL(request.url ?? '/', ctx.state.origin);
  if (url.pathname === '/gateway.do') {
    if (ctx.state.failing > 0) {
      ctx.state.failing--;
      return send(response, 500, 'Internal Server Error', 'text/plain');
    }
    if (request.method === 'POST') return gatewayPost(ctx, request, response, url.searchParams);
    return gatewayGet(ctx, response, url.searchParams);
  }
  const page = /^\/(qr|checkout)\/([\w-]+)$/.exec(url.pathname);
  const trade = page ? ctx.store.byToken.get(page[2]) : undefined;
  if (!page || !trade) return send(response, 404, errorPage('not-found', 'no such page'));
  if (page[1] === 'qr' && request.method === 'GET') {
    // scanning the code makes the trade exist at Alipay
    trade.opened = true;
    return send(response, 200, payPage(trade));
  }
  if (page[1] === 'checkout' && request.method === 'POST') return checkout(ctx, request, response, trade);
  send(response, 405, errorPage('method-not-allowed', String(request.method)));
};
