import { createPrivateKey, randomBytes, type KeyObject } from 'node:crypto';
import { MINUTE, type Clock } from '../../domain/clock.ts';
import type { WechatSettings } from '../provider-settings.ts';
import { authorization, isFresh, signedHeaders, verifyAnswer } from './wechat-sign.ts';

/**
 * WeChat Pay API v3 over HTTP: every request signed with the merchant's API key, every answer verified with the
 * platform key its Wechatpay-Serial names before anything in it is believed.
 * https://pay.weixin.qq.com/wiki/doc/apiv3/wechatpay/wechatpay4_0.shtml (signing requests),
 * https://pay.weixin.qq.com/wiki/doc/apiv3/wechatpay/wechatpay3_3.shtml ("a successful answer without a signature
 * (HTTP 2xx) is to be taken as forged or tampered with").
 */

/** How far a Wechatpay-Timestamp may be from our clock, either way (the official SDKs' RESPONSE_EXPIRED_MINUTES). */
export const SIGNATURE_WINDOW = 5 * MINUTE;
const TIMEOUT_MS = 15_000;
const USER_AGENT = `scanner-site-upstream (WeChatPay-APIv3; Node.js ${process.version})`;

/** WeChat Pay could not be reached, or answered 5xx: try again later. Says nothing of the request's keys. */
export class WechatPayUnreachable extends Error {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`WeChat Pay is unreachable: ${detail}`, options);
    this.name = 'WechatPayUnreachable';
  }
}

/** WeChat Pay refused the request (4xx) with its error code and message. */
export class WechatPayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly requestId?: string,
  ) {
    super(`WeChat Pay refused the request: ${code} ${detail} (HTTP ${status}${requestId ? `, Request-ID ${requestId}` : ''})`);
    this.name = 'WechatPayError';
  }
}

/** An answer as it came: the exact bytes (its signature is over them) and its headers. */
export interface RawAnswer {
  status: number;
  body: Buffer;
  headers: Headers;
  requestId?: string;
}

/** Finds the platform key a Wechatpay-Serial names (the WeChat Pay public key, or a platform certificate's). */
export type KeyFor = (serial: string) => Promise<KeyObject | undefined>;

export interface WechatApiOptions {
  clock: Clock;
  fetch: typeof fetch;
  /** the request nonce (nonce_str); 32 random hex characters by default */
  randomNonce?: () => string;
}

export const defaultNonce = () => randomBytes(16).toString('hex').toUpperCase();

/** Why a signed answer does not verify with `keyFor`, or undefined when it does. */
export const answerFault = async (answer: RawAnswer, keyFor: KeyFor, now: Date): Promise<string | undefined> => {
  const headers = signedHeaders(answer.headers);
  if (!headers) return 'it carries no Wechatpay-* signature headers';
  if (!isFresh(headers.timestamp, now, SIGNATURE_WINDOW)) return 'its Wechatpay-Timestamp is more than 5 minutes from our clock';
  const key = await keyFor(headers.serial);
  if (!key) return `no platform key has the serial ${headers.serial.slice(0, 64)}`;
  return verifyAnswer(key, headers, answer.body) ? undefined : 'its signature does not verify';
};

/** A verified answer: its JSON body when it succeeded, WeChat Pay's { code, message } when it failed with a status `accept` listed. */
export interface Answer<T> {
  status: number;
  body: T | undefined;
  error?: { code: string; message: string };
  requestId?: string;
}

export const createWechatApi = (settings: WechatSettings, options: WechatApiOptions & { keyFor: KeyFor }) => {
  const base = settings.WECHATPAY_API_BASE.replace(/\/+$/, '');
  const merchant = { mchId: settings.WECHATPAY_MCH_ID, serialNo: settings.WECHATPAY_CERT_SERIAL, privateKey: createPrivateKey(settings.WECHATPAY_PRIVATE_KEY) };
  const nonce = options.randomNonce ?? defaultNonce;

  /** One signed request; the answer unverified. Network failures and 5xx throw WechatPayUnreachable. */
  const send = async (method: 'GET' | 'POST', pathAndQuery: string, payload?: unknown): Promise<RawAnswer> => {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = String(Math.floor(options.clock.now().getTime() / 1000));
    const headers: Record<string, string> = {
      Authorization: authorization(merchant, { method, pathAndQuery, body, timestamp, nonce: nonce() }),
      Accept: 'application/json',
      'User-Agent': USER_AGENT,
      // names the key WeChat Pay should sign its answer with: the WeChat Pay public key (its id), once the merchant has
      // switched to it; https://pay.weixin.qq.com/doc/v3/merchant/4012154180
      'Wechatpay-Serial': settings.WECHATPAY_PUBLIC_KEY_ID,
    };
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    let answer: RawAnswer;
    try {
      const response = await options.fetch(`${base}${pathAndQuery}`, { method, headers, body: payload === undefined ? undefined : body, signal: AbortSignal.timeout(TIMEOUT_MS) });
      answer = {
        status: response.status,
        body: Buffer.from(await response.arrayBuffer()),
        headers: response.headers,
        requestId: response.headers.get('request-id') ?? undefined,
      };
    } catch (error) {
      throw new WechatPayUnreachable(`${method} ${pathAndQuery.split('?')[0]} failed (${error instanceof Error ? error.message : 'network error'})`, { cause: error });
    }
    if (answer.status >= 500) throw new WechatPayUnreachable(`HTTP ${answer.status} ${errorOf(answer).code}${answer.requestId ? ` (Request-ID ${answer.requestId})` : ''}`);
    return answer;
  };

  /**
   * A signed request whose answer must verify: a 2xx answer always, an error answer when it carries a signature (an
   * unsigned error is believed only as a failure). A 4xx throws WechatPayError unless `accept` lists its status.
   */
  const call = async <T = unknown>(method: 'GET' | 'POST', pathAndQuery: string, payload?: unknown, accept: number[] = []): Promise<Answer<T>> => {
    const answer = await send(method, pathAndQuery, payload);
    const success = answer.status >= 200 && answer.status < 300;
    if (success || signedHeaders(answer.headers)) {
      const fault = await answerFault(answer, options.keyFor, options.clock.now());
      if (fault) throw new Error(`WeChat Pay's answer to ${method} ${pathAndQuery.split('?')[0]} does not verify: ${fault}`);
    }
    if (success) return { status: answer.status, body: parseJson(answer.body) as T, requestId: answer.requestId };
    const error = errorOf(answer);
    if (accept.includes(answer.status)) return { status: answer.status, body: undefined, error, requestId: answer.requestId };
    throw new WechatPayError(answer.status, error.code, error.message, answer.requestId);
  };

  return { send, call };
};

export type WechatApi = ReturnType<typeof createWechatApi>;

const parseJson = (body: Buffer): unknown => {
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new Error('WeChat Pay answered something that is not JSON');
  }
};

/** The `{ code, message }` of an error answer (https://pay.weixin.qq.com/wiki/doc/apiv3/wechatpay/wechatpay2_0.shtml). */
export const errorOf = (answer: RawAnswer) => {
  try {
    const parsed = JSON.parse(answer.body.toString('utf8')) as { code?: unknown; message?: unknown };
    return { code: typeof parsed.code === 'string' ? parsed.code : 'UNKNOWN', message: typeof parsed.message === 'string' ? parsed.message : '' };
  } catch {
    return { code: 'UNKNOWN', message: '' };
  }
};
