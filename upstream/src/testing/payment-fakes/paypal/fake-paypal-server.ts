import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeCertificates } from './fake-paypal-ca.ts';
import { paypalError, type Answer, type FakeLedger } from './fake-paypal-ledger.ts';
import { checkoutPage, closedPage } from './fake-paypal-page.ts';

/**
 * The fake PayPal's HTTP side: the OAuth2 token, the REST calls behind a bearer token (PayPal-Request-Id honoured:
 * the same id on the same call answers the first success again), the checkout page, the certificate URL, and the
 * 500s a test asks for.
 */

export const CERT_PATH = '/v1/notifications/certs/CERT-fake';

export interface LoggedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface FakeServerState {
  origin: string;
  ledger: FakeLedger;
  certificates: FakeCertificates;
  clientId: string;
  clientSecret: string;
  tokenLifetime: number;
  tokens: Set<string>;
  tokensIssued: number;
  remembered: Map<string, Answer>;
  requests: LoggedRequest[];
  failures: number;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const parseJson = (text: string): Record<string, unknown> | undefined => {
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};

const issueToken = (state: FakeServerState, request: IncomingMessage, body: string): Answer => {
  const expected = `Basic ${Buffer.from(`${state.clientId}:${state.clientSecret}`).toString('base64')}`;
  if (request.headers.authorization !== expected || new URLSearchParams(body).get('grant_type') !== 'client_credentials')
    return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
  const token = `A21AA${randomBytes(24).toString('base64url')}`;
  state.tokens.add(token);
  state.tokensIssued++;
  const scope = 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund';
  return { status: 200, body: { scope, access_token: token, token_type: 'Bearer', app_id: 'APP-FAKE', expires_in: state.tokenLifetime, nonce: randomBytes(8).toString('hex') } };
};

/** The REST calls; undefined when no route matches. */
const route = (ledger: FakeLedger, method: string, path: string, body: Record<string, unknown>): Answer | undefined => {
  if (method === 'POST' && path === '/v2/checkout/orders') return ledger.createOrder(body);
  const [, resource, id, action] = /^\/v2\/(checkout\/orders|payments\/captures|payments\/refunds)\/([^/]+)(?:\/([a-z]+))?$/.exec(path) ?? [];
  const key = `${method} ${resource} ${action ?? ''}`;
  if (key === 'GET checkout/orders ') return ledger.getOrder(decodeURIComponent(id));
  if (key === 'POST checkout/orders capture') return ledger.capture(decodeURIComponent(id));
  if (key === 'POST payments/captures refund') return ledger.refund(decodeURIComponent(id), body);
  if (key === 'GET payments/refunds ') return ledger.getRefund(decodeURIComponent(id));
  return undefined;
};

const rest = (state: FakeServerState, request: IncomingMessage, path: string, text: string): Answer => {
  if (!state.tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, '')))
    return paypalError(401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN', 'Authentication failed due to invalid authentication credentials or a missing Authorization header.');
  const body = parseJson(text);
  if (!body) return paypalError(400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
  const requestId = request.headers['paypal-request-id'];
  const key = request.method === 'POST' && typeof requestId === 'string' ? `${path} ${requestId}` : undefined;
  const before = key ? state.remembered.get(key) : undefined;
  if (before) return before;
  const answer = route(state.ledger, request.method ?? 'GET', path, body) ?? paypalError(404, 'NOT_FOUND', 'NOT_FOUND', 'No such route.');
  if (key && answer.status < 300) state.remembered.set(key, answer);
  return answer;
};

const page = (response: ServerResponse, status: number, html: string) => response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);

/** GET shows the order's page; POST is a button pressed: approve or cancel, and the browser sent back to the site. */
const checkout = (state: FakeServerState, request: IncomingMessage, response: ServerResponse, token: string, form: string) => {
  const order = state.ledger.orders.get(token);
  if (!order) return page(response, 404, closedPage('There is no such payment.'));
  if (order.status !== 'PAYER_ACTION_REQUIRED') return page(response, 409, closedPage('This payment no longer waits for you.'));
  if (request.method === 'GET') return page(response, 200, checkoutPage(order));
  const location = new URLSearchParams(form).get('choice') === 'pay' ? state.ledger.approve(token) : state.ledger.cancel(token);
  response.writeHead(303, { Location: location }).end();
};

export const handle = async (state: FakeServerState, request: IncomingMessage, response: ServerResponse) => {
  const url = new URL(request.url ?? '/', state.origin);
  const text = await readBody(request);
  state.requests.push({ method: request.method ?? 'GET', path: url.pathname, headers: request.headers, body: text });
  if (url.pathname === '/checkoutnow') return checkout(state, request, response, url.searchParams.get('token') ?? '', text);
  if (request.method === 'GET' && url.pathname === CERT_PATH)
    return response.writeHead(200, { 'Content-Type': 'application/x-pem-file' }).end(state.certificates.chainPem);
  let answer: Answer;
  if (state.failures > 0) {
    state.failures--;
    answer = paypalError(500, 'INTERNAL_SERVER_ERROR', 'INTERNAL_SERVICE_ERROR', 'An internal server error has occurred.');
  } else if (request.method === 'POST' && url.pathname === '/v1/oauth2/token') answer = issueToken(state, request, text);
  else answer = rest(state, request, url.pathname, text);
  response.writeHead(answer.status, { 'Content-Type': 'application/json', 'Paypal-Debug-Id': randomBytes(6).toString('hex') });
  response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
};
