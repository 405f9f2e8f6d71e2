import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sandboxPress } from '../../../upstream/src/testing/orders.ts';
import { startGateway, type RunningGateway } from '../server.ts';
import { manualTimers, type ManualTimers } from '../testing/manual-timers.ts';
import { startRedis } from '../testing/redis.ts';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

/**
 * Two gateway processes' worth of gateways on one upstream, sharing pollers and events through Redis. Each
 * gateway's pay-status time is moved by the tests; the poll interval is long so that the lease (three
 * intervals, in Redis's own time) never runs out on its own during a test, however slow the machine.
 */
const POLL_MS = 60_000;
let stack: TestStack;
let second: RunningGateway;
let redis: Awaited<ReturnType<typeof startRedis>>;
let token: string;
const clients: Client[] = [];
const firstTimers = manualTimers();
const secondTimers = manualTimers();

beforeAll(async () => {
  redis = await startRedis();
  const shared = { REDIS_URL: redis.url, PAY_STATUS_POLL_MS: POLL_MS };
  stack = await startTestStack(shared, { timers: firstTimers });
  second = await startGateway({ PORT: 0, UPSTREAM_URL: stack.upstream.apiUrl, NODE_ENV: 'test', ...shared }, { timers: secondTimers });
  ({ token } = await signedInUser(stack, 'carol01'));
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await second.close();
  await stack.close();
  await redis.stop();
});

const follow = (gateway: RunningGateway, orderNo: string) => {
  const client = createClient({ url: `${gateway.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` } });
  clients.push(client);
  const events: boolean[] = [];
  /** each event as the subscriber got it, how the payment ended included */
  const payloads: { paid: boolean; state: string | null; trial: boolean | null }[] = [];
  let firstCame = () => {};
  const first = new Promise<void>((resolve) => (firstCame = resolve));
  const ended = new Promise<void>((resolve, reject) =>
    client.subscribe<{ orderPayStatus: (typeof payloads)[number] }>(
      { query: 'subscription($no: ID!) { orderPayStatus(orderNo: $no) { paid state trial } }', variables: { no: orderNo } },
      {
        next: (result) => {
          events.push(result.data!.orderPayStatus.paid);
          payloads.push(result.data!.orderPayStatus);
          firstCame();
        },
        error: reject,
        complete: resolve,
      },
    ),
  );
  return { client, events, payloads, first, ended };
};

const statusCalls = async (gateway: RunningGateway) =>
  (await gateway.metrics.upstreamCalls.get()).values.filter((v) => v.labels.call === 'checkPayStatus').reduce((sum, v) => sum + v.value, 0);

/** Moves each gateway's time on by one poll interval (the first gateway first); answers how many polls each made. */
const pollRound = async (...timers: ManualTimers[]) => {
  const gateways = [stack.gateway, second];
  const before = await Promise.all(gateways.map(statusCalls));
  for (const t of timers) await t.advance(POLL_MS);
  return (await Promise.all(gateways.map(statusCalls))).map((n, i) => n - before[i]);
};

const newOrder = async () => {
  const { body } = await stack.graph<{ createOrder: { orderNo: string; payInfo: { qrcodeUrl: string } } }>(
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { orderNo payInfo { qrcodeUrl } } }',
    { input: { licenseTypeId: '13', paymentType: 'ALIPAY', quantity: 1, period: 3, name: 'Carol', country: 'CN' } },
    { authorization: `Bearer ${token}` },
  );
  return body.data!.createOrder;
};

/** Pays in the sandbox and waits until the upstream has the provider's notification. */
const pay = async (order: { orderNo: string; payInfo: { qrcodeUrl: string } }) => {
  await sandboxPress(order.payInfo.qrcodeUrl, 'pay');
  await expect.poll(async () => (await stack.graph<{ order: { payStatus: string } }>('query($no: ID!) { order(orderNo: $no) { payStatus } }', { no: order.orderNo }, { authorization: `Bearer ${token}` })).body.data?.order.payStatus, { message: 'the sandbox notification' }).toBe('PAID');
};

it('polls an order from one gateway only, and tells the subscribers of both when it is paid', async () => {
  const order = await newOrder();
  const followers = [...Array.from({ length: 5 }, () => follow(stack.gateway, order.orderNo)), ...Array.from({ length: 5 }, () => follow(second, order.orderNo))];
  await Promise.all(followers.map((f) => f.first));
  expect([stack.gateway.payStatus.pollerCount(), second.payStatus.pollerCount()]).toEqual([1, 1]);
  expect(await Promise.all([stack.gateway.payStatus.hearing(order.orderNo), second.payStatus.hearing(order.orderNo)])).toEqual([true, true]);
  // three intervals go by on both: the first gateway to tick takes the lease and keeps it
  for (let round = 0; round < 3; round++) expect(await pollRound(firstTimers, secondTimers)).toEqual([1, 0]);

  await pay(order);
  // only the leader polls; the second gateway's subscribers learn it from the leader's message
  expect(await pollRound(firstTimers)).toEqual([1, 0]);
  await Promise.all(followers.map((f) => f.ended));
  expect(followers.map((f) => f.events)).toEqual(Array.from({ length: 10 }, () => [false, true]));
  expect([stack.gateway.payStatus.pollerCount(), second.payStatus.pollerCount()]).toEqual([0, 0]);
});

it("tells the other gateway's subscribers how the payment ended, from the leader's message alone", async () => {
  const order = await newOrder();
  const [leaders, others] = [follow(stack.gateway, order.orderNo), follow(second, order.orderNo)];
  await Promise.all([leaders.first, others.first]);
  expect(await pollRound(firstTimers, secondTimers)).toEqual([1, 0]);

  await pay(order);
  expect(await pollRound(firstTimers)).toEqual([1, 0]);
  await Promise.all([leaders.ended, others.ended]);
  expect(others.payloads).toEqual([
    { paid: false, state: null, trial: null },
    { paid: true, state: 'PAID', trial: false },
  ]);
});

it('hands polling over when the leading gateway goes away', async () => {
  const order = await newOrder();
  const here = follow(stack.gateway, order.orderNo);
  await here.first;
  expect(await pollRound(firstTimers)).toEqual([1, 0]);
  // the first gateway leads now (the only one with subscribers); the second joins and waits its turn
  const there = follow(second, order.orderNo);
  await there.first;
  expect(await second.payStatus.hearing(order.orderNo)).toBe(true);
  expect(await pollRound(secondTimers, firstTimers)).toEqual([1, 0]);
  // the first gateway's last subscriber leaves: it gives the lease back at once, without waiting for it to run out
  await here.client.dispose();
  await expect.poll(() => stack.gateway.payStatus.pollerCount(), { message: 'the first gateway letting the order go' }).toBe(0);
  await stack.gateway.payStatus.settled();

  await pay(order);
  expect(await pollRound(secondTimers)).toEqual([0, 1]);
  await there.ended;
  expect(there.events).toEqual([false, true]);
});
