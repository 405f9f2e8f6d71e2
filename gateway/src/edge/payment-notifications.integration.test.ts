import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { manualClock } from '../../../upstream/src/domain/clock.ts';
import { openPayPage } from '../../../upstream/src/testing/payment-fakes/alipay/pay-page.ts';
import { scanAndPress } from '../../../upstream/src/testing/payment-fakes/wechat/index.ts';
import { keptAfter, keptFor, lastKeptId, pressOnPayPal } from '../../../upstream/src/testing/provider-payments.ts';
import { freePort, startPaymentFakes, type PaymentFakes } from '../../../upstream/src/testing/provider-upstream.ts';
import { manualTimers } from '../testing/manual-timers.ts';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

/**
 * Providers post their notifications to the site's public address, the gateway, which passes them to the upstream
 * untouched (edge/payment-notifications.ts). Here the upstream runs the real adapters against the local fakes and its
 * SITE_ORIGIN_ZH is the gateway, so every notification goes through it: the upstream verifies each one over its
 * exact bytes and headers (PayPal's CRC32 of the body, WeChat Pay's signature over it), which it could not if the
 * gateway changed a byte, and the provider reads the upstream's reply as the upstream wrote it.
 */

const POLL_MS = 2000;
const timers = manualTimers();
const clock = manualClock();
let fakes: PaymentFakes;
let stack: TestStack;
let auth: Record<string, string>;
let token: string;
let notifyBase: string;
const clients: Client[] = [];

beforeAll(async () => {
  fakes = await startPaymentFakes(clock);
  const port = await freePort();
  notifyBase = `http://127.0.0.1:${port}/api/pay/notify`;
  stack = await startTestStack(
    { PORT: port, PAY_STATUS_POLL_MS: POLL_MS, PAY_STATUS_TIME_LIMIT_MS: 60_000 },
    { timers },
    { config: { PAYMENT_PROVIDER: 'paypal,alipay,wechat', SITE_ORIGIN_ZH: `http://127.0.0.1:${port}`, JOBS_TICK_MS: 0, ...fakes.config }, options: { clock, providerOptions: fakes.providerOptions } },
  );
  ({ auth, token } = await signedInUser(stack, 'payer01'));
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await stack.close();
  await fakes.close();
});

const CREATE = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { orderNo } }';
const PAY_INFO = 'query($no: ID!, $method: PaymentType) { order(orderNo: $no) { payInfo(paymentType: $method) { qrcodeUrl } } }';
const PAY_STATUS = 'subscription($no: ID!) { orderPayStatus(orderNo: $no) { paid status } }';

/** An order placed through the graph by `paymentType`, and its QR code (Alipay, WeChat Pay). */
const order = async (paymentType: 'WECHAT_PAY' | 'ALIPAY' | 'PAYPAL') => {
  const input = { licenseTypeId: '13', paymentType, quantity: 2, period: 3, name: 'Ada Lovelace', country: 'GB' };
  const created = await stack.graph<{ createOrder: { orderNo: string } }>(CREATE, { input }, auth);
  const orderNo = created.body.data!.createOrder.orderNo;
  if (paymentType === 'PAYPAL') return { orderNo, qr: '' };
  const info = await stack.graph<{ order: { payInfo: { qrcodeUrl: string } } }>(PAY_INFO, { no: orderNo, method: paymentType }, auth);
  return { orderNo, qr: info.body.data!.order.payInfo.qrcodeUrl };
};

/** Every event of one orderPayStatus subscription until it ends; `first` settles with its first event. */
const follow = (orderNo: string) => {
  const client = createClient({ url: `${stack.gateway.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, lazy: true });
  clients.push(client);
  const events: { paid: boolean; status: string }[] = [];
  let firstCame = () => {};
  const first = new Promise<void>((resolve) => (firstCame = resolve));
  const ended = new Promise<void>((resolve, reject) => {
    client.subscribe<{ orderPayStatus: { paid: boolean; status: string } }>(
      { query: PAY_STATUS, variables: { no: orderNo } },
      {
        next: (result) => {
          if (result.data) events.push(result.data.orderPayStatus);
          firstCame();
        },
        error: reject,
        complete: resolve,
      },
    );
  });
  return { events, first, ended };
};

describe('a provider’s notification through the gateway', () => {
  it('reaches the upstream, whose 204 reaches WeChat Pay, and an orderPayStatus subscriber then sees PAID', async () => {
    const { orderNo, qr } = await order('WECHAT_PAY');
    const subscriber = follow(orderNo);
    await subscriber.first;
    const since = await lastKeptId(stack.upstream.db);
    await scanAndPress(qr, 'Pay');
    const delivery = fakes.wechat.deliveredNotifications().find((one) => one.resource.out_trade_no === orderNo)!;
    expect(delivery).toMatchObject({ url: `${notifyBase}/wechat`, answers: [204] });
    await timers.advance(POLL_MS);
    await subscriber.ended;
    expect(subscriber.events).toEqual([
      { paid: false, status: 'UNPAID' },
      { paid: true, status: 'PAID' },
    ]);
    const [kept] = await keptAfter(stack.upstream.db, since);
    expect(kept).toMatchObject({ provider: 'wechat', verified: true, outcome: 'paid', order_no: orderNo });
    expect(Buffer.from(kept.body).equals(delivery.raw!.body)).toBe(true);
  });

  it('keeps the exact bytes and the provider’s headers: PayPal’s CRC32 over a body with non-ASCII text verifies', async () => {
    const { orderNo } = await order('PAYPAL');
    const { body } = await stack.graph<{ startPayPalPayment: string }>('mutation($no: ID!) { startPayPalPayment(orderNo: $no) }', { no: orderNo }, auth);
    const url = body.data!.startPayPalPayment;
    const paymentId = new URL(url).searchParams.get('token')!;
    await pressOnPayPal(url, 'Pay with PayPal');
    const event = { ...fakes.paypal.event('CHECKOUT.ORDER.APPROVED', fakes.paypal.order(paymentId)), summary: '买家已批准付款 — “approved” ✓\r\n  ' };
    const since = await lastKeptId(stack.upstream.db);
    expect(await fakes.paypal.sendWebhook(`${notifyBase}/paypal`, event)).toEqual({ status: 200, body: '' });
    const [kept] = await keptAfter(stack.upstream.db, since);
    expect(kept).toMatchObject({ provider: 'paypal', verified: true, event: 'approved', outcome: 'paid', order_no: orderNo });
    expect(Buffer.from(kept.body).equals(Buffer.from(JSON.stringify(event)))).toBe(true);
    expect(kept.headers['paypal-transmission-sig']).toEqual(expect.any(String));
  });

  it('passes the upstream’s reply back as written: Alipay reads exactly "success"', async () => {
    const { orderNo, qr } = await order('ALIPAY');
    await (await openPayPage(qr)).press('Pay');
    await fakes.alipay.flush();
    expect(fakes.alipay.deliveries.at(-1)).toMatchObject({ url: `${notifyBase}/alipay`, attempts: [{ status: 200, reply: 'success' }] });
    const [kept] = await keptFor(stack.upstream.db, orderNo);
    expect(Buffer.from(kept.body).toString()).toBe(fakes.alipay.deliveries.at(-1)!.body);
  });

  it('passes a notification that does not verify to the upstream, which refuses it, and WeChat Pay reads the refusal', async () => {
    const { orderNo } = await order('WECHAT_PAY');
    const status = await fakes.wechat.post(`${notifyBase}/wechat`, fakes.wechat.transactionNotification(orderNo, { tamper: true }));
    expect(status).toBe(400);
    const { body } = await stack.graph<{ order: { payStatus: string } }>('query($no: ID!) { order(orderNo: $no) { payStatus } }', { no: orderNo }, auth);
    expect(body.data!.order.payStatus).toBe('UNPAID');
  });
});
