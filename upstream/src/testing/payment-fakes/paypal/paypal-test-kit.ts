import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { manualClock } from '../../../domain/clock.ts';
import { createPayPalProvider, type PayPalProviderOptions } from '../../../payments/paypal/paypal-provider.ts';
import type { Charge, NotificationVerdict, PaymentProvider } from '../../../payments/provider.ts';
import { startFakePayPal, type FakePayPal } from './fake-paypal.ts';

/**
 * What the PayPal adapter's integration tests share: the fake PayPal, the adapter pointed at it (its certificates
 * trusted, its certificate host allowed), a listener that hands each webhook's raw bytes to the adapter as the
 * upstream's route will, and the buyer's clicks on the checkout page.
 */

export interface WebhookListener {
  url: string;
  /** what the adapter made of each notification, in order */
  verdicts: NotificationVerdict[];
  close(): Promise<void>;
}

/** A listener that passes the exact bytes and the lower-case headers to readNotification, and answers its reply. */
export const startWebhookListener = async (provider: PaymentProvider): Promise<WebhookListener> => {
  const verdicts: NotificationVerdict[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
      const verdict = await provider.readNotification({ body: Buffer.concat(chunks), headers });
      verdicts.push(verdict);
      const reply = provider.reply(verdict.verified, verdict.verified ? undefined : verdict.reason);
      response.writeHead(reply.status, reply.contentType ? { 'Content-Type': reply.contentType } : {}).end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/pay/paypal/notify`,
    verdicts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

/** The adapter against a fake: its API base, its credentials, its certificate host and root. */
export const providerFor = (fake: FakePayPal, options: PayPalProviderOptions = {}) =>
  createPayPalProvider(
    { PAYPAL_CLIENT_ID: fake.clientId, PAYPAL_CLIENT_SECRET: fake.clientSecret, PAYPAL_WEBHOOK_ID: fake.webhookId, PAYPAL_API_BASE: fake.origin },
    { fetch: fake.fetch, certificateHosts: [fake.certHost], trustedRoots: [fake.rootPem], ...options },
  );

export const startPayPalKit = async () => {
  const clock = manualClock();
  const fake = await startFakePayPal({ clock });
  const provider = providerFor(fake, { clock });
  const listener = await startWebhookListener(provider);

  /** A charge for a new order number. */
  const charge = (amount = 399, orderNo = `PP${randomBytes(5).toString('hex').toUpperCase()}`): Charge => ({
    orderNo,
    reference: orderNo,
    method: 'paypal',
    amount,
    currency: 'USD',
    description: 'Network scanner, professional licence',
  });

  const start = (of: Charge) =>
    provider.startRedirect!(of, {
      returnUrl: `https://site.example/buy/payPalResult?orderNo=${of.orderNo}`,
      cancelUrl: `https://site.example/buy/payPalResult?orderNo=${of.orderNo}&success=false`,
      notifyUrl: listener.url,
    });

  /** The buyer opens PayPal's page and presses a button: the query their browser comes back with. */
  const press = async (url: string, button: 'Pay with PayPal' | 'Cancel and return') => {
    const html = await (await fetch(url)).text();
    const choice = new RegExp(`<button[^>]*value="(\\w+)"[^>]*>${button}</button>`).exec(html)?.[1];
    if (!choice) throw new Error(`no button "${button}" on the page`);
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
    const answer = await fetch(new URL(action, url), { method: 'POST', body: new URLSearchParams({ choice }), redirect: 'manual' });
    return Object.fromEntries(new URL(answer.headers.get('location')!).searchParams);
  };

  return {
    clock,
    fake,
    provider,
    listener,
    charge,
    start,
    press,
    close: async () => {
      await listener.close();
      await fake.close();
    },
  };
};

export type PayPalKit = Awaited<ReturnType<typeof startPayPalKit>>;
