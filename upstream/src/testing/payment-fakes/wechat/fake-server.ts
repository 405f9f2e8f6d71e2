import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestSignatureFault } from './fake-crypto.ts';
import { donePage, scanPage } from './fake-pages.ts';
import type { Platform } from './fake-platform.ts';
import { route, type Answer, type RouteContext } from './fake-routes.ts';
import type { FakeOrder } from './fake-state.ts';

/**
 * The fake WeChat Pay's HTTP side: the scan pages a buyer opens, and the API, whose requests must carry the merchant's
 * signature (401 SIGN_ERROR otherwise) and whose answers are signed with the platform key, unless a test asked for
 * a 5xx or a spoiled answer.
 */

/** How the next answer is spoiled: body changed after signing, signed by a stranger, unsigned, stale, or naming an unknown serial. */
export type Spoil = 'tamper' | 'wrong-key' | 'unsigned' | 'stale' | 'unknown-serial';

export interface LoggedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What tests set to make the next answers fail. */
export interface Faults {
  /** statuses the next API requests answer, unsigned (500 SYSTEM_ERROR …) */
  failures: number[];
  spoil?: Spoil;
}

export interface ServerDeps {
  ctx: RouteContext;
  platform: Platform;
  merchant: { mchId: string; serialNo: string; publicKey: KeyObject };
  requests: LoggedRequest[];
  faults: Faults;
  pay: (order: FakeOrder) => Promise<unknown>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

let stranger: KeyObject | undefined;

/** Writes an answer, signed (spoiled as the faults say) or not. */
const writeAnswer = (deps: ServerDeps, response: ServerResponse, answer: Answer, signed = true) => {
  const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
  const kind = signed ? deps.faults.spoil : 'unsigned';
  if (signed) deps.faults.spoil = undefined;
  if (kind === 'wrong-key') stranger ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const headers =
    kind === 'unsigned'
      ? {}
      : deps.platform.signHeaders(text, {
          key: kind === 'wrong-key' ? stranger : undefined,
          at: kind === 'stale' ? new Date(deps.ctx.now().getTime() - 10 * 60_000) : undefined,
          serial: kind === 'unknown-serial' ? 'UNKNOWN0123456789ABCDEF0123456789ABCDEF' : undefined,
        });
  response.writeHead(answer.status, { ...headers, ...(text ? { 'Content-Type': 'application/json; charset=utf-8' } : {}) });
  response.end(kind === 'tamper' ? text.replace('{', '{ ') : text);
};

/** The scan page of a code_url, and its Pay and Cancel forms. */
const scan = async (deps: ServerDeps, method: string, path: string, response: ServerResponse) => {
  const [, token, action] = /^\/scan\/([0-9A-F]+)(?:\/(pay|cancel))?$/.exec(path) ?? [];
  const order = [...deps.ctx.orders.values()].find((candidate) => candidate.token === token);
  const html = (status: number, text: string) => response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(text);
  if (!order) return html(404, donePage('No such payment'));
  if (order.trade_state !== 'NOTPAY') return html(200, donePage(order.trade_state === 'CLOSED' ? 'Cancelled' : 'Paid'));
  if (method === 'GET' && !action) return html(200, scanPage(order));
  if (method !== 'POST' || !action) return html(405, donePage('Not allowed'));
  if (action === 'pay') await deps.pay(order);
  else order.trade_state = 'CLOSED';
  return html(200, donePage(action === 'pay' ? 'Paid' : 'Cancelled'));
};

/** The request listener of the fake's server. */
export const requestListener = (deps: ServerDeps) => {
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', deps.ctx.baseUrl());
    if (url.pathname.startsWith('/scan/')) return scan(deps, method, url.pathname, response);
    deps.requests.push({ method, url: request.url ?? '/', headers: request.headers, body });
    const failure = deps.faults.failures.shift();
    if (failure) return writeAnswer(deps, response, { status: failure, body: { code: 'SYSTEM_ERROR', message: '系统错误' } }, false);
    const check = { ...deps.merchant, nowSeconds: Math.floor(deps.ctx.now().getTime() / 1000) };
    const fault = requestSignatureFault(check, method, request.url ?? '/', body, request.headers.authorization);
    if (fault) return writeAnswer(deps, response, { status: 401, body: { code: 'SIGN_ERROR', message: fault } });
    const answer = await route(deps.ctx, { method, path: url.pathname, query: url.searchParams, body });
    writeAnswer(deps, response, answer ?? { status: 404, body: { code: 'NOT_FOUND', message: '接口不存在' } });
  };
  return (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(error));
    });
  };
};
