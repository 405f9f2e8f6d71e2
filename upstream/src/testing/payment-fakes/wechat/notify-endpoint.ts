import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotificationVerdict, PaymentProvider } from '../../../payments/provider.ts';

/**
 * The merchant's side of notifications for tests: a notify_url on 127.0.0.1 that hands each notification, raw, to
 * `provider.readNotification` and answers with `provider.reply`, as the wired upstream route will. It keeps every
 * verdict; `refuseNext(n)` makes it answer 500 to the next n notifications without reading them (the merchant is down).
 */
export const startNotifyEndpoint = async (provider: Pick<PaymentProvider, 'readNotification' | 'reply'>) => {
  const verdicts: NotificationVerdict[] = [];
  let refusals = 0;

  const rawOf = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
    return { body: Buffer.concat(chunks), headers };
  };

  const server = createServer((request, response) => {
    rawOf(request)
      .then(async (raw) => {
        if (refusals > 0) {
          refusals -= 1;
          response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"code":"FAIL","message":"busy"}');
          return;
        }
        const verdict = await provider.readNotification(raw);
        verdicts.push(verdict);
        const reply = provider.reply(verdict.verified, verdict.verified ? undefined : verdict.reason);
        response.writeHead(reply.status, reply.contentType ? { 'Content-Type': reply.contentType } : {}).end(reply.body ?? '');
      })
      .catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/wechat/notify`;

  return {
    url,
    verdicts,
    refuseNext: (count: number) => {
      refusals += count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type NotifyEndpoint = Awaited<ReturnType<typeof startNotifyEndpoint>>;
