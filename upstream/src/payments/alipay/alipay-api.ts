import type { KeyObject } from 'node:crypto';
import { systemClock, type Clock } from '../../domain/clock.ts';
import type { AlipaySettings } from '../provider-settings.ts';
import { beijingTimestamp, responseText, rsa2Sign, rsa2Verify, signContent, type Params } from './alipay-sign.ts';

/**
 * Calls to Alipay's open-platform gateway (one URL, the API named by `method`).
 *
 * Common request parameters (e.g. https://docs.open.alipay.com/api_1/alipay.trade.query, 公共请求参数): app_id, method,
 * format JSON, charset, sign_type RSA2, sign, timestamp `yyyy-MM-dd HH:mm:ss`, version 1.0, notify_url, and
 * biz_content, the JSON of the API's own parameters. They are signed (alipay-sign.ts) and POSTed as a form; the answer
 * is `{"<method with _ for .>_response": {…}, "sign": "…"}` (or `error_response`), signed over the exact text of that
 * value. code 10000 is success; any other code comes with sub_code / sub_msg (公共响应参数 of the same pages).
 */

export type AlipayAnswer =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; code: string; msg: string; subCode?: string; subMsg?: string };

export interface AlipayGateway {
  /** One API call; throws when Alipay cannot be reached, answers 5xx, or answers anything that does not verify. */
  call(method: string, biz: Record<string, unknown>, urls?: { notifyUrl?: string }): Promise<AlipayAnswer>;
  /** The gateway URL with every signed parameter in its query: a GET the buyer's browser follows (page.pay). */
  pageUrl(method: string, biz: Record<string, unknown>, urls: { notifyUrl?: string; returnUrl?: string }): string;
}

export interface GatewayOptions {
  clock?: Clock;
  fetch?: typeof fetch;
  /** how long one call may take before it counts as unreachable */
  timeoutMs?: number;
}

const FORM = 'application/x-www-form-urlencoded;charset=utf-8';

/** The name of a method's answer: `alipay.trade.query` → `alipay_trade_query_response`. */
export const responseName = (method: string) => `${method.replaceAll('.', '_')}_response`;

/** The common parameters and biz_content of one call, before `sign`; absent URLs stay out. */
export const requestParams = (appId: string, method: string, biz: Record<string, unknown>, urls: { notifyUrl?: string; returnUrl?: string }, at: Date): Params => ({
  app_id: appId,
  method,
  format: 'JSON',
  charset: 'utf-8',
  sign_type: 'RSA2',
  timestamp: beijingTimestamp(at),
  version: '1.0',
  notify_url: urls.notifyUrl,
  return_url: urls.returnUrl,
  biz_content: JSON.stringify(biz),
});

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const createAlipayGateway = (settings: AlipaySettings, keys: { merchant: KeyObject; alipay: KeyObject }, options: GatewayOptions = {}): AlipayGateway => {
  const clock = options.clock ?? systemClock;
  const send = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 20_000;

  const signed = (method: string, biz: Record<string, unknown>, urls: { notifyUrl?: string; returnUrl?: string }) => {
    const params = requestParams(settings.ALIPAY_APP_ID, method, biz, urls, clock.now());
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) if (value) form.append(name, value);
    form.append('sign', rsa2Sign(signContent(params), keys.merchant));
    return form;
  };

  const post = async (method: string, body: URLSearchParams) => {
    let status: number;
    let answer: string;
    try {
      const response = await send(settings.ALIPAY_GATEWAY, {
        method: 'POST',
        headers: { 'content-type': FORM, accept: 'application/json' },
        body: body.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      answer = await response.text();
    } catch (error) {
      const why = error instanceof Error ? error.name : 'error';
      throw new Error(`Alipay is unreachable: ${method} did not get an answer (${why})`);
    }
    if (status >= 500) throw new Error(`Alipay is unreachable: ${method} answered HTTP ${status}`);
    if (status < 200 || status > 299) throw new Error(`Alipay refused ${method} with HTTP ${status}`);
    return answer;
  };

  /** The answer's member, verified over its exact text with ALIPAY_PUBLIC_KEY (自行实现验签, 同步返回验签). */
  const verified = (method: string, raw: string): Record<string, unknown> => {
    const value = responseText(raw, responseName(method)) ?? responseText(raw, 'error_response');
    if (value === undefined) throw new Error(`Alipay answered ${method} with no ${responseName(method)}`);
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`Alipay answered ${method} with no object in ${responseName(method)}`);
    const body = parsed as Record<string, unknown>;
    let sign: unknown;
    try {
      sign = (JSON.parse(raw) as Record<string, unknown>).sign;
    } catch {
      sign = undefined;
    }
    if (!rsa2Verify(value, sign, keys.alipay)) {
      const code = [text(body.code), text(body.sub_code)].filter(Boolean).join(' ');
      throw new Error(`Alipay's answer to ${method} does not verify with ALIPAY_PUBLIC_KEY${code ? ` (code ${code})` : ''}`);
    }
    return body;
  };

  return {
    async call(method, biz, urls = {}) {
      const body = verified(method, await post(method, signed(method, biz, urls)));
      const code = text(body.code) ?? '';
      if (code === '10000') return { ok: true, body };
      return { ok: false, code, msg: text(body.msg) ?? '', subCode: text(body.sub_code), subMsg: text(body.sub_msg) };
    },
    pageUrl(method, biz, urls) {
      return `${settings.ALIPAY_GATEWAY}?${signed(method, biz, urls).toString()}`;
    },
  };
};
