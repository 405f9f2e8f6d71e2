import type { Clock } from '../../domain/clock.ts';
import type { PayPalSettings } from '../provider-settings.ts';

/**
 * PayPal's REST API as the adapter speaks it: an OAuth2 client-credentials token, kept until shortly before it
 * expires, and JSON calls that answer PayPal's status and body. A 4xx answer is returned, not thrown, because the
 * adapter reads PayPal's error names (ORDER_ALREADY_CAPTURED, INSTRUMENT_DECLINED …); no answer at all or a 5xx is
 * thrown as "PayPal is unreachable", the one error the callers retry later. No message here ever carries the client
 * secret or a token.
 */

export interface PayPalAnswer {
  status: number;
  /** the parsed JSON body, or undefined when there is none */
  body: unknown;
}

export interface PayPalCall {
  body?: unknown;
  /** PayPal's idempotency key: the same id answers the same result instead of doing the work twice */
  requestId?: string;
}

/** PayPal's own time limit on a call is long; ours stops waiting before the buyer's browser gives up. */
const CALL_TIMEOUT_MS = 30_000;
/** The token is renewed this long before PayPal says it expires, so no call goes out with a token about to lapse. */
const TOKEN_MARGIN_MS = 5 * 60_000;

export class PayPalUnreachable extends Error {
  constructor(why: string) {
    super(`PayPal is unreachable (${why})`);
    this.name = 'PayPalUnreachable';
  }
}

/** The short cause of a failed fetch (ECONNREFUSED, TimeoutError …), never the request it carried. */
const causeOf = (error: unknown) => {
  const cause = error instanceof Error ? ((error.cause as { code?: unknown } | undefined)?.code ?? error.name) : undefined;
  return typeof cause === 'string' && /^[A-Za-z_]{1,40}$/.test(cause) ? cause : 'no answer';
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const isOk = (answer: PayPalAnswer) => answer.status >= 200 && answer.status < 300;

type ErrorBody = { name?: unknown; message?: unknown; details?: Array<{ issue?: unknown; description?: unknown }> };

/** PayPal's error name for a refused call: the first detail's issue (ORDER_NOT_APPROVED …), else the error's name. */
export const issueOf = (answer: PayPalAnswer): string | undefined => {
  const body = (answer.body ?? {}) as ErrorBody;
  const issue = Array.isArray(body.details) ? body.details[0]?.issue : undefined;
  return typeof issue === 'string' ? issue : typeof body.name === 'string' ? body.name : undefined;
};

/** PayPal's words for a refused call, short and on one line (they are shown to staff as the reason of a refusal). */
export const messageOf = (answer: PayPalAnswer): string => {
  const body = (answer.body ?? {}) as ErrorBody;
  const detail = Array.isArray(body.details) ? body.details[0]?.description : undefined;
  const words = [detail, body.message, issueOf(answer)].find((text): text is string => typeof text === 'string' && text.trim() !== '');
  return (words ?? `HTTP ${answer.status}`).replace(/\s+/g, ' ').trim().slice(0, 300);
};

export interface PayPalApi {
  call(method: 'GET' | 'POST', path: string, call?: PayPalCall): Promise<PayPalAnswer>;
}

export const createPayPalApi = (settings: PayPalSettings, deps: { fetch: typeof fetch; clock: Clock }): PayPalApi => {
  const base = settings.PAYPAL_API_BASE.replace(/\/+$/, '');
  let token: { value: string; until: number } | undefined;
  let asking: Promise<string> | undefined;

  const send = async (url: string, init: RequestInit) => {
    let response: Response;
    try {
      response = await deps.fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    } catch (error) {
      throw new PayPalUnreachable(causeOf(error));
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new PayPalUnreachable(`HTTP ${response.status}`);
    }
    return response;
  };

  const askToken = async () => {
    const basic = Buffer.from(`${settings.PAYPAL_CLIENT_ID}:${settings.PAYPAL_CLIENT_SECRET}`).toString('base64');
    const response = await send(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    const body = (await readJson(response)) as { access_token?: unknown; expires_in?: unknown } | undefined;
    if (!response.ok || typeof body?.access_token !== 'string' || typeof body.expires_in !== 'number')
      throw new Error(`PayPal refused the client credentials (HTTP ${response.status}): check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET`);
    const lifetime = body.expires_in * 1000;
    token = { value: body.access_token, until: deps.clock.now().getTime() + lifetime - Math.min(TOKEN_MARGIN_MS, lifetime / 2) };
    return token.value;
  };

  /** One token for every call until it nears its end; calls that need one at the same time share one request. */
  const accessToken = () => {
    if (token && deps.clock.now().getTime() < token.until) return Promise.resolve(token.value);
    asking ??= askToken().finally(() => {
      asking = undefined;
    });
    return asking;
  };

  const call = async (method: 'GET' | 'POST', path: string, { body, requestId }: PayPalCall = {}, retried = false): Promise<PayPalAnswer> => {
    const bearer = await accessToken();
    const headers: Record<string, string> = {
      Authorization: `Bearer ${bearer}`,
      Accept: 'application/json',
      'Content-Type': 'application/json',
      // the whole resource in the answer, not PayPal's minimal one: the adapter reads captures and amounts from it
      Prefer: 'return=representation',
    };
    if (requestId) headers['PayPal-Request-Id'] = requestId;
    const response = await send(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    // a token PayPal no longer honours (revoked, or its clock ahead of ours): one new token, one more try
    if (response.status === 401 && !retried) {
      await response.body?.cancel();
      if (token?.value === bearer) token = undefined;
      return call(method, path, { body, requestId }, true);
    }
    return { status: response.status, body: await readJson(response) };
  };

  return { call };
};
