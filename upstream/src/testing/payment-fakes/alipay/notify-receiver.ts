import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotificationVerdict, PaymentProvider, RawNotification } from '../../../payments/provider.ts';

/**
 * A merchant's notify_url for tests: hands each notification, raw, to the provider's readNotification and answers
 * with its reply, as the upstream's route will. `mode` makes it misbehave, to see the provider send again.
 */

export type ReceiverMode = 'reply' | 'error' | 'wrong-text';

export interface Received {
  raw: RawNotification;
  verdict: NotificationVerdict;
}

export const startNotifyReceiver = async (provider: PaymentProvider) => {
  const received: Received[] = [];
  let mode: ReceiverMode = 'reply';
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
      const raw: RawNotification = { body: Buffer.concat(chunks), headers };
      void provider.readNotification(raw).then((verdict) => {
        received.push({ raw, verdict });
        const reply =
          mode === 'error' ? { status: 500, contentType: 'text/plain', body: 'down' } : mode === 'wrong-text' ? { status: 200, contentType: 'text/plain', body: 'SUCCESS\n' } : provider.reply(verdict.verified);
        response.writeHead(reply.status, { 'content-type': reply.contentType ?? 'text/plain' });
        response.end(reply.body ?? '');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/payments/alipay/notify`,
    received,
    setMode(next: ReceiverMode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type NotifyReceiver = Awaited<ReturnType<typeof startNotifyReceiver>>;
