import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ActivateAccountDocument, HeaderProfileDocument, RequestCaptchaDocument, SignInDocument, SignOutDocument, SignUpDocument } from '../../client/src/gql/graphql.ts';
import { sandboxPress } from '../../upstream/src/testing/orders.ts';
import { PAGE_VIEW_BATCHES_PER_MINUTE } from './edge/page-views.ts';
import type { RunningGateway } from './server.ts';
import { startStackCopies } from './testing/copies.ts';

/**
 * Two gateways on one Redis in front of two upstream copies on one database (DESIGN, "Several copies of each
 * part"): a visitor's consecutive requests may reach any of them. The poll interval is long so that a lease (three
 * intervals, in Redis's own time) never runs out on its own during a test, however slow the machine.
 */
const POLL_MS = 60_000;
let shape: Awaited<ReturnType<typeof startStackCopies>>;
const clients: Client[] = [];
beforeAll(async () => {
  shape = await startStackCopies({ PAY_STATUS_POLL_MS: POLL_MS });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await shape.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'x-locale': 'en' });

/** A captcha asked for through one gateway (so one upstream), its code read where a person would see it. */
const captchaVia = async (gateway: number) => {
  const { body } = await shape.graph(gateway, RequestCaptchaDocument, {});
  const { uuid } = body.data!.requestCaptcha;
  return { uuid, code: await shape.captchaCode(gateway, uuid) };
};

/** Signs a user up, activates and signs them in, each step through the other gateway than the step before. */
const userAcross = async (username: string) => {
  const password = `${username}1pass`;
  const signedUp = await shape.graph(1, SignUpDocument, {
    input: { username, email: `${username}@example.com`, password, confirmPassword: password, agreement: 'User Registration and Service Agreement', ...(await captchaVia(0)) },
  });
  expect(signedUp.body.errors).toBeUndefined();
  const mail = await shape.upstreams.db.selectFrom('outbox').select('links').where('to_address', '=', `${username}@example.com`).executeTakeFirstOrThrow();
  const activated = await shape.graph(0, ActivateAccountDocument, { token: new URL(mail.links.find((link) => link.includes('token='))!).searchParams.get('token')! });
  expect(activated.body.errors).toBeUndefined();
  const signedIn = await shape.graph(1, SignInDocument, { input: { username, password, ...(await captchaVia(0)) } });
  return signedIn.body.data!.signIn.token;
};

describe('a visitor across gateways and upstreams', () => {
  it('signs up and in with captchas made through the other gateway, is known to both, and signing out through one ends it on both', async () => {
    const token = await userAcross('across01');
    const me = async (gateway: number) => (await shape.graph(gateway, HeaderProfileDocument, {}, bearer(token))).body.data?.me ?? null;
    expect(await me(0)).toMatchObject({ username: 'across01' });
    expect(await me(1)).toMatchObject({ username: 'across01' });
    expect((await shape.graph(0, SignOutDocument, {}, bearer(token))).body).toEqual({ data: { signOut: true } });
    expect(await me(1)).toBeNull();
    expect(await me(0)).toBeNull();
  });

  it('the page-view limit counts an address’s batches on both gateways, also when 61 arrive at once', async () => {
    const batches = async () =>
      Object.fromEntries(
        ['accepted', 'limited'].map((outcome) => [
          outcome,
          shape.gateways.map(async (gateway) => (await gateway.metrics.pageViewBatches.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0),
        ]),
      );
    const sum = async (counts: Promise<number>[]) => (await Promise.all(counts)).reduce((a, b) => a + b, 0);
    const total = PAGE_VIEW_BATCHES_PER_MINUTE + 1;
    const view = JSON.stringify({ views: [{ path: '/limits', referrer_host: '', locale: 'en', width: 1440 }] });
    const answers = await Promise.all(
      Array.from({ length: total }, (_, i) => fetch(`${shape.gateways[i % 2].url}/analytics/page-views`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: view })),
    );
    expect(answers.every((answer) => answer.status === 204)).toBe(true);
    await expect.poll(async () => (await sum((await batches()).accepted)) + (await sum((await batches()).limited)), { message: 'every batch judged' }).toBe(total);
    expect(await sum((await batches()).limited)).toBe(1);
    const stored = () => shape.upstreams.db.selectFrom('page_view').select('id').where('path', '=', '/limits').execute();
    await expect.poll(async () => (await stored()).length, { message: 'the accepted views stored' }).toBe(PAGE_VIEW_BATCHES_PER_MINUTE);
  });
});

describe('pay status when Redis goes away and comes back', () => {
  let token: string;
  beforeAll(async () => {
    token = await userAcross('payer01');
  });

  const newOrder = async () => {
    const { body } = await shape.graph<{ createOrder: { orderNo: string; payInfo: { qrcodeUrl: string } } }>(
      0,
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { orderNo payInfo { qrcodeUrl } } }',
      { input: { licenseTypeId: '13', paymentType: 'ALIPAY', quantity: 1, period: 3, name: 'Payer', country: 'CN' } },
      bearer(token),
    );
    return body.data!.createOrder;
  };
  const follow = (gateway: RunningGateway, orderNo: string) => {
    const client = createClient({ url: `${gateway.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` } });
    clients.push(client);
    const events: boolean[] = [];
    let firstCame = () => {};
    const first = new Promise<void>((resolve) => (firstCame = resolve));
    const ended = new Promise<void>((resolve, reject) =>
      client.subscribe<{ orderPayStatus: { paid: boolean } }>(
        { query: 'subscription($no: ID!) { orderPayStatus(orderNo: $no) { paid } }', variables: { no: orderNo } },
        {
          next: (result) => {
            events.push(result.data!.orderPayStatus.paid);
            firstCame();
          },
          error: reject,
          complete: resolve,
        },
      ),
    );
    return { events, first, ended };
  };
  const statusCalls = async (gateway: RunningGateway) =>
    (await gateway.metrics.upstreamCalls.get()).values.filter((v) => v.labels.call === 'checkPayStatus').reduce((sum, v) => sum + v.value, 0);
  /** One poll interval goes by on both gateways (the first first); answers how many polls each made. */
  const pollRound = async () => {
    const before = await Promise.all(shape.gateways.map(statusCalls));
    for (const timers of shape.timers) await timers.advance(POLL_MS);
    return (await Promise.all(shape.gateways.map(statusCalls))).map((n, i) => n - before[i]);
  };
  const sharing = () => shape.gateways.map((gateway) => gateway.payStatus.sharing());

  it('while Redis is away each gateway polls for its own subscribers and both learn of the payment; once it is back, one polls again', async () => {
    expect(sharing()).toEqual([true, true]);
    await shape.stopRedis();
    await expect.poll(sharing, { message: 'both gateways noticing that Redis is gone' }).toSatisfy((shared: boolean[]) => shared.every((s) => !s));
    expect(await Promise.all(shape.gateways.map(async (g) => (await g.metrics.payStatusShared.get()).values[0].value))).toEqual([0, 0]);

    const order = await newOrder();
    const [here, there] = [follow(shape.gateways[0], order.orderNo), follow(shape.gateways[1], order.orderNo)];
    await Promise.all([here.first, there.first]);
    expect(await pollRound()).toEqual([1, 1]);
    await sandboxPress(order.payInfo.qrcodeUrl, 'pay');
    await expect.poll(async () => (await shape.upstreams.db.selectFrom('order').select('pay_status').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow()).pay_status, { message: 'the sandbox notification' }).toBe(1);
    expect(await pollRound()).toEqual([1, 1]);
    await Promise.all([here.ended, there.ended]);
    expect([here.events, there.events]).toEqual([
      [false, true],
      [false, true],
    ]);

    await shape.startRedisAgain();
    await expect.poll(sharing, { message: 'both gateways back on Redis' }).toSatisfy((shared: boolean[]) => shared.every(Boolean));
    const next = await newOrder();
    const followers = [follow(shape.gateways[0], next.orderNo), follow(shape.gateways[1], next.orderNo)];
    await Promise.all(followers.map((f) => f.first));
    for (let round = 0; round < 3; round++) expect(await pollRound()).toEqual([1, 0]);
  });
});
