import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SignOutDocument, SignOutEverywhereDocument } from '../../../client/src/gql/graphql.ts';
import { startGateway, type RunningGateway } from '../server.ts';
import { SUBSCRIPTIONS_PER_ACCOUNT } from './pay-status.ts';
import { OPERATIONS_PER_MINUTE, SOCKET_TOO_MANY_OPERATIONS } from '../edge/rate-limit.ts';
import { manualTimers, type ManualTimers } from '../testing/manual-timers.ts';
import { startRedis } from '../testing/redis.ts';
import { signedInUser, solvedCaptcha, startTestStack, type TestStack } from '../testing/stack.ts';

const PAY_STATUS = 'subscription($no: ID!) { orderPayStatus(orderNo: $no) { paid } }';
// long enough that a Redis lease never runs out on its own during a test, however slow the machine
const POLL_MS = 60_000;

interface Followed {
  events: boolean[];
  codes: (string | undefined)[];
  /** settles with the first event or the refusal, whichever comes */
  settled: Promise<void>;
  ended: Promise<void>;
  completedQuietly: () => boolean;
}

const socket = (gateway: RunningGateway, token: string, clients: Client[]) => {
  const client = createClient({
    url: `${gateway.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    // one socket for the client's life, as a browser tab keeps it: not closed when its operations are done
    lazy: false,
    // the tests read how a socket closed from its 'closed' event
    onNonLazyError: () => {},
  });
  clients.push(client);
  return client;
};

/** One subscription: its events, the codes of any errors, and whether it ended without one. */
const follow = (client: Client, orderNo: string): Followed => {
  const events: boolean[] = [];
  const codes: (string | undefined)[] = [];
  let quiet = false;
  let settle = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const ended = new Promise<void>((resolve) =>
    client.subscribe<{ orderPayStatus: { paid: boolean } }>(
      { query: PAY_STATUS, variables: { no: orderNo } },
      {
        next: (result) => {
          if (result.data) events.push(result.data.orderPayStatus.paid);
          for (const error of result.errors ?? []) codes.push(error.extensions?.code as string | undefined);
          settle();
        },
        error: (error) => {
          for (const e of Array.isArray(error) ? error : [error]) codes.push((e as { extensions?: { code?: string } }).extensions?.code ?? String(e));
          settle();
          resolve();
        },
        complete: () => {
          quiet = codes.length === 0;
          settle();
          resolve();
        },
      },
    ),
  );
  return { events, codes, settled, ended, completedQuietly: () => quiet };
};

const newOrders = async (stack: TestStack, token: string, count: number) => {
  const orders: string[] = [];
  for (let i = 0; i < count; i++) {
    const { body } = await stack.graph<{ createOrder: { orderNo: string } }>(
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { orderNo } }',
      { input: { licenseTypeId: '13', paymentType: 'ALIPAY', quantity: 1 + i, period: 3, name: 'Dora', country: 'CN' } },
      { authorization: `Bearer ${token}` },
    );
    orders.push(body.data!.createOrder.orderNo);
  }
  return orders;
};

/** A second session of the same account, as a second browser gets by signing in. */
const signInAgain = async (stack: TestStack, username: string) => {
  const { body } = await stack.graph<{ signIn: { token: string } }>('mutation($input: SignInInput!) { signIn(input: $input) { token } }', {
    input: { username, password: `${username}1pass`, ...(await solvedCaptcha(stack)) },
  });
  return body.data!.signIn.token;
};

/** Live subscriptions and refusals among the followed, once each has its first event or its refusal. */
const tally = async (followed: Followed[]) => {
  await Promise.all(followed.map((f) => f.settled));
  return {
    live: followed.filter((f) => f.events.length === 1 && f.codes.length === 0).length,
    refused: followed.filter((f) => f.codes.includes('TOO_MANY_SUBSCRIPTIONS')).length,
  };
};

describe('one gateway', () => {
  const timers = manualTimers();
  const clients: Client[] = [];
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ PAY_STATUS_POLL_MS: POLL_MS }, { timers });
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await stack.close();
  });

  it(`holds ${SUBSCRIPTIONS_PER_ACCOUNT} live pay-status subscriptions of one user across two sockets, opened at once`, async () => {
    const { token } = await signedInUser(stack, 'dora01');
    const other = await signInAgain(stack, 'dora01');
    const orders = await newOrders(stack, token, SUBSCRIPTIONS_PER_ACCOUNT + 2);
    const [laptop, phone] = [socket(stack.gateway, token, clients), socket(stack.gateway, other, clients)];
    const followed = orders.slice(0, SUBSCRIPTIONS_PER_ACCOUNT + 1).map((no, i) => follow(i % 2 ? phone : laptop, no));
    expect(await tally(followed)).toEqual({ live: SUBSCRIPTIONS_PER_ACCOUNT, refused: 1 });
    expect(stack.gateway.payStatus.pollerCount()).toBe(SUBSCRIPTIONS_PER_ACCOUNT);

    // closing the laptop gives its places back: the phone can follow one more order
    const onPhone = (await tally(followed.filter((_, i) => i % 2))).live;
    await laptop.dispose();
    await expect.poll(() => stack.gateway.payStatus.pollerCount(), { message: 'the laptop’s subscriptions ending' }).toBe(onPhone);
    expect(await tally([follow(phone, orders.at(-1)!)])).toEqual({ live: 1, refused: 0 });
  });

  it(`closes a socket that opens more than ${OPERATIONS_PER_MINUTE} operations a minute with ${SOCKET_TOO_MANY_OPERATIONS}`, async () => {
    const { token } = await signedInUser(stack, 'eve01');
    const client = socket(stack.gateway, token, clients);
    let closedWith: number | undefined;
    client.on('closed', (event) => void (closedWith = (event as { code: number }).code));
    // refused at once (no such order), so each operation costs the gateway one status call, and counts all the same
    const burst = async (count: number) => Promise.all(Array.from({ length: count }, () => follow(client, 'TW00000000000000000000').ended));
    await burst(OPERATIONS_PER_MINUTE);
    expect(closedWith).toBeUndefined();
    // a minute later there is room again: a rate, not a count
    await timers.advance(60_000);
    await burst(OPERATIONS_PER_MINUTE);
    expect(closedWith).toBeUndefined();
    await burst(1);
    await expect.poll(() => closedWith, { message: 'the socket closing' }).toSatisfy((code) => code !== undefined);
    expect(closedWith).toBe(SOCKET_TOO_MANY_OPERATIONS);
  });

  it('refuses createOrder past 20 unpaid orders with the upstream’s message, of 22 sent at once', async () => {
    const { auth } = await signedInUser(stack, 'kim01');
    const answers = await Promise.all(
      Array.from({ length: 22 }, () =>
        stack.graph<{ createOrder: { orderNo: string } }>(
          'mutation($input: CreateOrderInput!) { createOrder(input: $input) { orderNo } }',
          { input: { licenseTypeId: '13', paymentType: 'ALIPAY', quantity: 1, period: 3, name: 'Kim', country: 'CN' } },
          { ...auth, 'x-locale': 'en' },
        ),
      ),
    );
    expect(answers.filter((a) => a.body.data?.createOrder).length).toBe(20);
    const refused = answers.flatMap((a) => a.body.errors ?? []);
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringMatching(/^You already have 20 unpaid orders .* pay one of your open orders, or wait 24 hours/) });
  });

  it('ends a signed-out session’s subscription with UNAUTHENTICATED, not a silent completion', async () => {
    const { token, auth } = await signedInUser(stack, 'fay01');
    const [order] = await newOrders(stack, token, 1);
    const followed = follow(socket(stack.gateway, token, clients), order);
    await followed.settled;
    expect((await stack.graph(SignOutDocument, {}, auth)).body).toEqual({ data: { signOut: true } });
    // the next poll would find the token refused too; either way the end must say why
    await timers.advance(POLL_MS);
    await followed.ended;
    expect(followed.completedQuietly()).toBe(false);
    expect(followed.codes).toEqual(['UNAUTHENTICATED']);
  });

  it('ends every session’s subscriptions when the account signs out everywhere', async () => {
    const { token } = await signedInUser(stack, 'gil01');
    const [other, third] = [await signInAgain(stack, 'gil01'), await signInAgain(stack, 'gil01')];
    const [order] = await newOrders(stack, token, 1);
    const followed = [follow(socket(stack.gateway, token, clients), order), follow(socket(stack.gateway, other, clients), order)];
    await Promise.all(followed.map((f) => f.settled));
    expect((await stack.graph(SignOutEverywhereDocument, {}, { authorization: `Bearer ${third}` })).body).toEqual({ data: { signOutEverywhere: true } });
    await Promise.all(followed.map((f) => f.ended));
    expect(followed.map((f) => f.codes)).toEqual([['UNAUTHENTICATED'], ['UNAUTHENTICATED']]);
  });
});

describe('two gateways sharing Redis', () => {
  const [firstTimers, secondTimers]: ManualTimers[] = [manualTimers(), manualTimers()];
  const clients: Client[] = [];
  let stack: TestStack;
  let second: RunningGateway;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  beforeAll(async () => {
    redis = await startRedis();
    const shared = { REDIS_URL: redis.url, PAY_STATUS_POLL_MS: POLL_MS };
    stack = await startTestStack(shared, { timers: firstTimers });
    second = await startGateway({ PORT: 0, UPSTREAM_URL: stack.upstream.apiUrl, NODE_ENV: 'test', ...shared }, { timers: secondTimers });
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await second.close();
    await stack.close();
    await redis.stop();
  });

  it(`holds ${SUBSCRIPTIONS_PER_ACCOUNT} live pay-status subscriptions of one user across both gateways, opened at once`, async () => {
    const { token } = await signedInUser(stack, 'hal01');
    const orders = await newOrders(stack, token, SUBSCRIPTIONS_PER_ACCOUNT + 3);
    const [here, there] = [socket(stack.gateway, token, clients), socket(second, token, clients)];
    const followed = orders.map((no, i) => follow(i % 2 ? there : here, no));
    expect(await tally(followed)).toEqual({ live: SUBSCRIPTIONS_PER_ACCOUNT, refused: 3 });
    expect(stack.gateway.payStatus.pollerCount() + second.payStatus.pollerCount()).toBe(SUBSCRIPTIONS_PER_ACCOUNT);
  });

  it('ends a signed-out session’s subscriptions on the other gateway with UNAUTHENTICATED', async () => {
    const { token, auth } = await signedInUser(stack, 'ivy01');
    const [order] = await newOrders(stack, token, 1);
    const followed = follow(socket(second, token, clients), order);
    await followed.settled;
    // signed out through the first gateway; the subscription lives on the second
    expect((await stack.graph(SignOutDocument, {}, auth)).body).toEqual({ data: { signOut: true } });
    await secondTimers.advance(POLL_MS);
    await followed.ended;
    expect(followed.codes).toEqual(['UNAUTHENTICATED']);
  });
});
