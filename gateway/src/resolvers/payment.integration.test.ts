import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sandboxPress } from '../../../upstream/src/testing/orders.ts';
import { SUBSCRIPTIONS_PER_ACCOUNT } from '../subscriptions/pay-status.ts';
import { manualTimers } from '../testing/manual-timers.ts';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

const CREATE = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { orderNo paymentType state payStatus orderAmount { amount currency } licenseTypeName } }`;
const ORDER = `query($no: ID!, $method: PaymentType) {
  order(orderNo: $no) {
    orderNo paymentType state payStatus tradeStatus quantity period periodDay licenseTypeName
    orderAmount { amount currency } licenseTypePrice { amount currency } createdAt payTime outerTradeNo
    payInfo(paymentType: $method) { accountName bankName accountNumber amount { amount currency } orderNote qrcodeUrl }
  }
}`;
const PAY_STATUS = 'subscription($no: ID!) { orderPayStatus(orderNo: $no) { orderNo paid status } }';

interface Order {
  orderNo: string;
  state: string;
  payInfo: { qrcodeUrl: string | null; accountName: string | null; bankName: string | null; accountNumber: string | null; amount: { amount: number } };
  [field: string]: unknown;
}

// pay-status time is moved by the tests (`timers.advance`), never waited for
const POLL_MS = 2000;
const TIME_LIMIT_MS = 60_000;
const timers = manualTimers();
let stack: TestStack;
let alice: Record<string, string>;
let aliceToken: string;
let bob: Record<string, string>;
let bobToken: string;
const clients: Client[] = [];

beforeAll(async () => {
  stack = await startTestStack({ PAY_STATUS_POLL_MS: POLL_MS, PAY_STATUS_TIME_LIMIT_MS: TIME_LIMIT_MS }, { timers });
  ({ auth: alice, token: aliceToken } = await signedInUser(stack, 'alice01'));
  alice = { ...alice, 'x-locale': 'en' };
  ({ auth: bob, token: bobToken } = await signedInUser(stack, 'bob01'));
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await stack.close();
});

const wsClient = (token?: string) => {
  const client = createClient({
    url: stack.gateway.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    lazy: true,
  });
  clients.push(client);
  return client;
};

/** Every event of one subscription until it ends, and how it ended; `first` settles with its first event. */
const follow = (client: Client, orderNo: string) => {
  const events: { paid: boolean; status: string }[] = [];
  const errors: { message: string; extensions?: { code?: string } }[] = [];
  let unsubscribe = () => {};
  let firstCame = () => {};
  const first = new Promise<void>((resolve) => (firstCame = resolve));
  const ended = new Promise<void>((resolve) => {
    unsubscribe = client.subscribe<{ orderPayStatus: { paid: boolean; status: string } }>(
      { query: PAY_STATUS, variables: { no: orderNo } },
      {
        next: (result) => {
          if (result.data) events.push(result.data.orderPayStatus);
          firstCame();
          if (result.errors) errors.push(...(result.errors as typeof errors));
        },
        error: (error) => {
          errors.push(...((Array.isArray(error) ? error : [{ message: String(error) }]) as typeof errors));
          resolve();
        },
        complete: resolve,
      },
    );
  });
  return { events, errors, first, ended, unsubscribe };
};

const order = { licenseTypeId: '13', paymentType: 'WECHAT_PAY', quantity: 2, period: 3, name: 'Ada Lovelace', country: 'GB' };
const place = async (input: Record<string, unknown> = {}, auth = alice) => {
  const { body } = await stack.graph<{ createOrder: Order }>(CREATE, { input: { ...order, ...input } }, auth);
  expect(body.errors).toBeUndefined();
  return body.data!.createOrder;
};
const read = async (no: string, method?: string, auth = alice) => stack.graph<{ order: Order }>(ORDER, { no, method }, auth);

describe('orders through the graph', () => {
  it('creates an order and reads it with its QR payment', async () => {
    const created = await place();
    expect(created).toMatchObject({
      paymentType: 'WECHAT_PAY',
      state: 'FAILED',
      payStatus: 'UNPAID',
      orderAmount: { amount: 5800, currency: 'RMB' },
      licenseTypeName: 'Red Team',
    });
    const { body } = await read(created.orderNo);
    expect(body.errors).toBeUndefined();
    expect(body.data!.order).toMatchObject({ quantity: 2, period: 3, periodDay: 0, tradeStatus: null, payTime: null });
    expect(body.data!.order.payInfo.qrcodeUrl).toMatch(new RegExp(`/sandbox/checkout/${created.orderNo}\\?payment=`));
  });

  it('reads an order with its pay information by a named method in one upstream call, the detail included', async () => {
    const created = await place();
    const calls = await stack.upstreamCalls();
    const { body } = await read(created.orderNo, 'ALIPAY');
    expect(await stack.upstreamCalls()).toBe(calls + 1);
    expect(body.errors).toBeUndefined();
    expect(body.data!.order).toMatchObject({ paymentType: 'WECHAT_PAY', state: 'FAILED', quantity: 2, licenseTypeName: 'Red Team' });
    expect(body.data!.order.payInfo.qrcodeUrl).toMatch(/\/sandbox\/checkout\//);
  });

  it('still shows the order when its pay information by a named method is refused', async () => {
    const created = await place({ licenseTypeId: '16', paymentType: 'ALIPAY', quantity: 1, period: -1, company: 'Acme', position: 'Engineer', use: 'Research' });
    const { body } = await read(created.orderNo, 'COMPANY_PAY');
    expect(body.data!.order).toMatchObject({ orderNo: created.orderNo, period: -1, payInfo: null });
    expect((body.errors as { path?: string[] }[] | undefined)?.map((error) => error.path)).toEqual([['order', 'payInfo']]);
  });

  it('shows a bank transfer awaiting staff with the account to pay into', async () => {
    const created = await place({ paymentType: 'COMPANY_PAY' });
    expect(created.state).toBe('CONFIRMING');
    const { body } = await read(created.orderNo, 'COMPANY_PAY');
    expect(body.data!.order.payInfo).toMatchObject({ bankName: 'China Merchants Bank, Beijing Branch', accountNumber: '1109 0821 3410 601', amount: { amount: 5800 } });
  });

  it("answers another user's order as not found, and a visitor as not signed in", async () => {
    const created = await place();
    const { body } = await read(created.orderNo, undefined, bob);
    expect(body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const { body: visitor } = await read(created.orderNo, undefined, {});
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses bad input with the upstream message and creates nothing', async () => {
    const before = (await stack.graph<{ orders: { total: number } }>('{ orders { total } }', {}, alice)).body.data!.orders.total;
    for (const quantity of [-1, 0, 1001]) {
      const { body } = await stack.graph(CREATE, { input: { ...order, quantity } }, { ...alice, 'x-locale': 'en' });
      expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const { body } = await stack.graph(CREATE, { input: { ...order, quantity: 'many' } }, alice);
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await stack.graph(CREATE, { input: { ...order, licenseTypeId: '999' } }, { ...alice, 'x-locale': 'en' });
    expect(unknown.body.errors?.[0].message).toBe('The edition does not exist');
    const method = await stack.graph(CREATE, { input: { ...order, paymentType: 'BITCOIN' } }, alice);
    expect(method.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await stack.graph<{ orders: { total: number } }>('{ orders { total } }', {}, alice)).body.data!.orders.total).toBe(before);
  });

  it('completes a PayPal payment from the return parameters, and answers false for a declined one', async () => {
    const paid = await place({ paymentType: 'PAYPAL', quantity: 1 });
    const { body } = await stack.graph<{ startPayPalPayment: string }>('mutation($no: ID!) { startPayPalPayment(orderNo: $no) }', { no: paid.orderNo }, alice);
    const back = new URL(await sandboxPress(body.data!.startPayPalPayment, 'pay'));
    const input = {
      orderNo: back.searchParams.get('orderNo'),
      paymentId: back.searchParams.get('paymentId'),
      payerId: back.searchParams.get('PayerID'),
      orderId: back.searchParams.get('orderId'),
      token: back.searchParams.get('token'),
      success: back.searchParams.get('success') === 'true',
    };
    const COMPLETE = 'mutation($input: PayPalReturnInput!) { completePayPalPayment(input: $input) }';
    expect((await stack.graph(COMPLETE, { input }, alice)).body.data).toEqual({ completePayPalPayment: true });
    expect((await read(paid.orderNo)).body.data!.order).toMatchObject({ state: 'PAID', payStatus: 'PAID', outerTradeNo: expect.stringMatching(/^SBX/) });

    const declined = await place({ paymentType: 'PAYPAL', quantity: 1 });
    const url = (await stack.graph<{ startPayPalPayment: string }>('mutation($no: ID!) { startPayPalPayment(orderNo: $no) }', { no: declined.orderNo }, alice)).body.data!.startPayPalPayment;
    const no = new URL(await sandboxPress(url, 'decline')).searchParams;
    const answer = await stack.graph(COMPLETE, { input: { orderNo: declined.orderNo, paymentId: no.get('paymentId'), payerId: no.get('PayerID'), token: no.get('token'), success: false } }, alice);
    expect(answer.body).toEqual({ data: { completePayPalPayment: false } });
  });

  it('lists orders with the display state of each', async () => {
    const { body } = await stack.graph<{ orders: { items: { state: string; paymentType: string }[]; total: number; size: number } }>(
      '{ orders(payStatus: ALL) { items { state paymentType } total size } }',
      {},
      alice,
    );
    expect(body.data!.orders.size).toBe(20);
    expect(new Set(body.data!.orders.items.map((o) => o.state))).toEqual(new Set(['FAILED', 'CONFIRMING', 'PAID']));
    const paidOnly = await stack.graph<{ orders: { items: { state: string }[] } }>('{ orders(payStatus: PAID) { items { state } } }', {}, alice);
    expect(paidOnly.body.data!.orders.items.map((o) => o.state)).toEqual(['PAID']);
  });
});

describe('the orderPayStatus subscription', () => {
  it('runs one poller for many subscribers, tells each the status and then the payment, and ends', async () => {
    const created = await place();
    // as many checkstands as one account may keep open
    const followers = Array.from({ length: SUBSCRIPTIONS_PER_ACCOUNT }, () => follow(wsClient(aliceToken), created.orderNo));
    await Promise.all(followers.map((f) => f.first));
    expect(followers[0].events).toEqual([{ orderNo: created.orderNo, paid: false, status: 'UNPAID' }]);
    expect([stack.gateway.payStatus.pollerCount(), stack.gateway.payStatus.subscriberCount(created.orderNo)]).toEqual([1, SUBSCRIPTIONS_PER_ACCOUNT]);

    const qr = (await read(created.orderNo)).body.data!.order.payInfo.qrcodeUrl!;
    await sandboxPress(qr, 'pay');
    await expect.poll(async () => (await read(created.orderNo)).body.data!.order.payStatus, { message: 'the sandbox notification' }).toBe('PAID');
    const calls = await stack.upstreamCalls();
    await timers.advance(POLL_MS);
    await Promise.all(followers.map((f) => f.ended));
    // one poll told them all
    expect(await stack.upstreamCalls()).toBe(calls + 1);
    for (const f of followers) {
      expect(f.events.map((e) => e.status)).toEqual(['UNPAID', 'PAID']);
      expect(f.errors).toEqual([]);
    }
    expect(stack.gateway.payStatus.pollerCount()).toBe(0);
  });

  it('tells how the payment ended: a second one-yuan trial is refunded at once, with no call beyond the poll', async () => {
    const trial = { licenseTypeId: '16', paymentType: 'ALIPAY', quantity: 1, period: -1, company: 'Acme', position: 'Engineer', use: 'Research' };
    const payNow = async (orderNo: string) => {
      await sandboxPress((await read(orderNo, 'ALIPAY', bob)).body.data!.order.payInfo.qrcodeUrl!, 'pay');
      await expect.poll(async () => (await read(orderNo, 'ALIPAY', bob)).body.data!.order.payStatus, { message: 'the sandbox notification' }).toBe('PAID');
    };
    const OUTCOME = 'subscription($no: ID!) { orderPayStatus(orderNo: $no) { paid state trial refundedAsSecondTrial } }';
    const outcomes = (orderNo: string) => {
      const events: unknown[] = [];
      const ended = new Promise<void>((resolve, reject) =>
        wsClient(bobToken).subscribe({ query: OUTCOME, variables: { no: orderNo } }, { next: (result) => void events.push(result.data?.orderPayStatus ?? result.errors), error: reject, complete: resolve }),
      );
      return { events, ended };
    };
    const first = await place(trial, bob);
    // the race the refund is for: both placed before the first is paid (a later second trial is refused up front)
    const second = await place(trial, bob);
    const firstOutcome = outcomes(first.orderNo);
    await expect.poll(async () => firstOutcome.events.length, { message: 'the first event' }).toBe(1);
    await payNow(first.orderNo);
    await timers.advance(POLL_MS);
    await firstOutcome.ended;
    expect(firstOutcome.events).toEqual([
      { paid: false, state: null, trial: null, refundedAsSecondTrial: null },
      { paid: true, state: 'PAID', trial: true, refundedAsSecondTrial: false },
    ]);

    const secondOutcome = outcomes(second.orderNo);
    await expect.poll(async () => secondOutcome.events.length, { message: 'the first event' }).toBe(1);
    await payNow(second.orderNo);
    const calls = await stack.upstreamCalls();
    await timers.advance(POLL_MS);
    await secondOutcome.ended;
    expect(secondOutcome.events.at(-1)).toEqual({ paid: true, state: 'REFUNDED', trial: true, refundedAsSecondTrial: true });
    expect(await stack.upstreamCalls()).toBe(calls + 1);
  });

  it('answers a paid order at once and ends', async () => {
    const created = await place({ paymentType: 'COMPANY_PAY' });
    await stack.graph('{ __typename }');
    const { runAdmin } = await import('../../../upstream/src/staff/admin.ts');
    const { TEST_ADMIN_TOKEN } = await import('../../../upstream/src/testing/api.ts');
    await runAdmin(['confirm-transfer', created.orderNo], { UPSTREAM_ORIGIN: stack.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
    const f = follow(wsClient(aliceToken), created.orderNo);
    await f.ended;
    expect(f.events.map((e) => e.paid)).toEqual([true]);
  });

  it('refuses a visitor and another user', async () => {
    const created = await place();
    const visitor = follow(wsClient(), created.orderNo);
    await visitor.ended;
    expect(visitor.errors[0].extensions?.code).toBe('UNAUTHENTICATED');
    const other = follow(wsClient(bobToken), created.orderNo);
    await other.ended;
    expect([other.errors[0].extensions?.code, other.errors[0].message]).toEqual(['NOT_FOUND', '订单不存在']);
    expect(visitor.events.concat(other.events)).toEqual([]);
  });

  it('stops the poller when the last subscriber leaves', async () => {
    const created = await place();
    const [one, two] = [follow(wsClient(aliceToken), created.orderNo), follow(wsClient(aliceToken), created.orderNo)];
    await Promise.all([one.first, two.first]);
    expect(stack.gateway.payStatus.pollerCount()).toBe(1);
    one.unsubscribe();
    await expect.poll(() => stack.gateway.payStatus.subscriberCount(created.orderNo), { message: 'the first subscriber leaving' }).toBe(1);
    expect(stack.gateway.payStatus.pollerCount()).toBe(1);
    two.unsubscribe();
    await expect.poll(() => stack.gateway.payStatus.pollerCount(), { message: 'the poller stopping' }).toBe(0);
  });

  it('ends an unpaid order at the time limit', async () => {
    const created = await place();
    const f = follow(wsClient(aliceToken), created.orderNo);
    await f.first;
    await timers.advance(TIME_LIMIT_MS - 1);
    expect(stack.gateway.payStatus.subscriberCount(created.orderNo)).toBe(1);
    await timers.advance(1);
    await f.ended;
    expect(f.events.map((e) => e.paid)).toEqual([false]);
    expect(f.errors).toEqual([]);
    expect(stack.gateway.payStatus.pollerCount()).toBe(0);
  });
});
