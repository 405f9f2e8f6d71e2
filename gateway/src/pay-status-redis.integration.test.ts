import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eventually, sandboxPress } from '../../upstream/src/testing/orders.ts';
import { startGateway, type RunningGateway } from './server.ts';
import { startRedis } from './testing/redis.ts';
import { signedInUser, startTestStack, type TestStack } from './testing/stack.ts';

/** Two gateway processes' worth of gateways on one upstream, sharing pollers and events through Redis. */
let stack: TestStack;
let second: RunningGateway;
let redis: Awaited<ReturnType<typeof startRedis>>;
let token: string;
const clients: Client[] = [];

beforeAll(async () => {
  redis = await startRedis();
  const shared = { REDIS_URL: redis.url, PAY_STATUS_POLL_MS: 100 };
  stack = await startTestStack(shared);
  second = await startGateway({ PORT: 0, UPSTREAM_URL: stack.upstream.apiUrl, NODE_ENV: 'test', ...shared });
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
  const ended = new Promise<void>((resolve, reject) =>
    client.subscribe<{ orderPayStatus: { paid: boolean } }>(
      { query: 'subscription($no: ID!) { orderPayStatus(orderNo: $no) { paid } }', variables: { no: orderNo } },
      { next: (result) => void events.push(result.data!.orderPayStatus.paid), error: reject, complete: resolve },
    ),
  );
  return { events, ended };
};

const statusCalls = async (gateway: RunningGateway) =>
  (await gateway.metrics.upstreamCalls.get()).values.filter((v) => v.labels.call === 'checkPayStatus').reduce((sum, v) => sum + v.value, 0);

const newOrder = async () => {
  const { body } = await stack.graph<{ createOrder: { orderNo: string; payInfo: { qrcodeUrl: string } } }>(
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { orderNo payInfo { qrcodeUrl } } }',
    { input: { licenseTypeId: '13', paymentType: 'ALIPAY', quantity: 1, period: 3, name: 'Carol', country: 'CN' } },
    { authorization: `Bearer ${token}` },
  );
  return body.data!.createOrder;
};

it('polls an order from one gateway only, and tells the subscribers of both when it is paid', async () => {
  const order = await newOrder();
  const followers = [...Array.from({ length: 5 }, () => follow(stack.gateway, order.orderNo)), ...Array.from({ length: 5 }, () => follow(second, order.orderNo))];
  await eventually(async () => followers.every((f) => f.events.length === 1), Boolean);
  const before = [await statusCalls(stack.gateway), await statusCalls(second)];
  await new Promise((resolve) => setTimeout(resolve, 600));
  const polled = [(await statusCalls(stack.gateway)) - before[0], (await statusCalls(second)) - before[1]];
  expect(polled.filter((n) => n > 0)).toHaveLength(1);

  await sandboxPress(order.payInfo.qrcodeUrl, 'pay');
  await Promise.all(followers.map((f) => f.ended));
  expect(followers.map((f) => f.events)).toEqual(Array.from({ length: 10 }, () => [false, true]));
});

it('hands polling over when the leading gateway goes away', async () => {
  const order = await newOrder();
  const here = follow(stack.gateway, order.orderNo);
  await eventually(async () => here.events.length, (n) => n === 1);
  // the first gateway leads now (the only one with subscribers); the second joins, then the first goes
  const there = follow(second, order.orderNo);
  await eventually(async () => there.events.length, (n) => n === 1);
  clients[clients.length - 2].dispose();
  await eventually(async () => stack.gateway.payStatus.pollerCount(), (n) => n === 0);
  const before = await statusCalls(second);
  await sandboxPress(order.payInfo.qrcodeUrl, 'pay');
  await there.ended;
  expect(there.events).toEqual([false, true]);
  expect(await statusCalls(second)).toBeGreaterThan(before);
});
