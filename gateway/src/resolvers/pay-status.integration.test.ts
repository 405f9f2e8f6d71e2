import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sandboxPress } from '../../../upstream/src/testing/orders.ts';
import { SUBSCRIPTIONS_PER_ACCOUNT } from '../subscriptions/pay-status.ts';
import { startWithBuyers, type Buyers } from '../testing/buyers.ts';
import { manualTimers } from '../testing/manual-timers.ts';
import type { TestStack } from '../testing/stack.ts';

const PAY_STATUS = 'subscription($no: ID!) { orderPayStatus(orderNo: $no) { orderNo paid status } }';

// pay-status time is moved by the tests (`timers.advance`), never waited for
const POLL_MS = 2000;
const TIME_LIMIT_MS = 60_000;
const timers = manualTimers();
let stack: TestStack;
let aliceToken: string;
let bob: Buyers['bob'];
let bobToken: string;
let place: Buyers['place'];
let read: Buyers['read'];
const clients: Client[] = [];

beforeAll(async () => {
  ({ stack, aliceToken, bob, bobToken, place, read } = await startWithBuyers({ PAY_STATUS_POLL_MS: POLL_MS, PAY_STATUS_TIME_LIMIT_MS: TIME_LIMIT_MS }, { timers }));
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
