import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock, type Clock } from '../../../domain/clock.ts';
import { createFakeCertificates } from './fake-paypal-ca.ts';
import { createLedger, type CaptureRule, type RefundRule } from './fake-paypal-ledger.ts';
import { CERT_PATH, handle, type FakeServerState } from './fake-paypal-server.ts';
import { createWebhookSender, webhookEvent } from './fake-paypal-webhooks.ts';

export type { LoggedRequest } from './fake-paypal-server.ts';

/**
 * A local fake of PayPal's REST API for tests, on 127.0.0.1 and a free port: the OAuth2 token, Orders v2 (create,
 * show, capture), Payments v2 (refund, show refund), the buyer's checkout page, the webhook signing certificate, and
 * signed webhooks sent where a test says. Nothing leaves the machine.
 *
 * PayPal names its certificate URL with https on one of its hosts; the fake names https on `certHost` (a `.test`
 * name), and `fake.fetch` carries that host, and only that host and the fake's own origin, to this server.
 */

export interface FakePayPalOptions {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  clock?: Clock;
  /** the host the webhooks' certificate URL names (default paypal-certs.fake.test) */
  certHost?: string;
  /** seconds a token lasts (PayPal's: about nine hours) */
  tokenLifetime?: number;
  /** the port on 127.0.0.1 (default: a free one); a fixed one lets another process be told the address before the fake starts */
  port?: number;
}

const listen = async (state: FakeServerState, port: number) => {
  const server = createServer((request, response) => {
    handle(state, request, response).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`fake PayPal failed: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
};

/** fetch for the adapter: the fake's origin, and the certificate host carried to it; nothing else goes anywhere. */
const fetchThrough = (origin: string, certHost: string) =>
  ((input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin === origin) return fetch(url, init);
    if (url.protocol === 'https:' && url.hostname === certHost && !url.port) return fetch(`${origin}${url.pathname}${url.search}`, init);
    return Promise.reject(new TypeError(`fake PayPal: no route to ${url.origin}`));
  }) as typeof fetch;

export const startFakePayPal = async (options: FakePayPalOptions = {}) => {
  const clock = options.clock ?? systemClock;
  const certHost = options.certHost ?? 'paypal-certs.fake.test';
  const certUrl = `https://${certHost}${CERT_PATH}`;
  const webhookId = options.webhookId ?? 'FAKEWEBHOOK0001';
  const certificates = createFakeCertificates(clock.now());
  const state: FakeServerState = {
    origin: '',
    ledger: createLedger(() => state.origin),
    certificates,
    clientId: options.clientId ?? 'fake-client-id',
    clientSecret: options.clientSecret ?? 'fake-client-secret',
    tokenLifetime: options.tokenLifetime ?? 32_400,
    tokens: new Set(),
    tokensIssued: 0,
    remembered: new Map(),
    requests: [],
    failures: 0,
  };
  const close = await listen(state, options.port ?? 0);
  const { ledger } = state;
  return {
    /** PAYPAL_API_BASE for the adapter */
    origin: state.origin,
    clientId: state.clientId,
    clientSecret: state.clientSecret,
    webhookId,
    certHost,
    certUrl,
    /** the root a test names as trusted (the adapter's trustedRoots) */
    rootPem: certificates.rootPem,
    fetch: fetchThrough(state.origin, certHost),
    /** every request the fake received, in order */
    requests: state.requests,
    get tokensIssued() {
      return state.tokensIssued;
    },
    /** the buyer pressed "Pay with PayPal": the parameters their browser comes back with */
    approve: (orderId: string) => Object.fromEntries(new URL(ledger.approve(orderId)).searchParams) as { token: string; PayerID: string },
    /** the buyer pressed "Cancel and return": the parameters their browser comes back with */
    cancel: (orderId: string) => Object.fromEntries(new URL(ledger.cancel(orderId)).searchParams) as { token: string },
    voidOrder: ledger.voidOrder,
    /** the next capture declined, failed, refused with an issue, or of another amount or custom_id */
    nextCapture: (rule: CaptureRule) => ledger.nextCapture(rule),
    /** the next refund PENDING or FAILED, or refused with an issue */
    nextRefund: (rule: RefundRule) => ledger.nextRefund(rule),
    completeRefund: ledger.completeRefund,
    /** the next `count` API calls answer 500 */
    failNext: (count = 1) => void (state.failures = count),
    /** every token issued so far is refused from now on (as after PayPal revokes them) */
    revokeTokens: () => state.tokens.clear(),
    /** PayPal forgets the request ids it was given (its keys expire) */
    forgetRequestIds: () => state.remembered.clear(),
    order: ledger.orderJson,
    capture: ledger.captureJson,
    refund: ledger.refundJson,
    /** a webhook event as PayPal wraps a resource */
    event: (eventType: string, resource: unknown) => webhookEvent(eventType, resource, clock.now()),
    /** posts a signed webhook to `url` (optionally spoiled) and answers the listener's reply */
    sendWebhook: createWebhookSender({ certificates, webhookId, certUrl, clock }),
    close,
  };
};

export type FakePayPal = Awaited<ReturnType<typeof startFakePayPal>>;
