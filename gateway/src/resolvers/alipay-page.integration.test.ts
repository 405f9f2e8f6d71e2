import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartAlipayPagePaymentDocument as START, type CreateOrderInput } from '../../../client/src/gql/graphql.ts';
import { paths } from '../../../client/src/lib/paths.ts';
import { sandboxPress } from '../../../upstream/src/testing/orders.ts';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

const CREATE = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { orderNo } }';
const STATE = 'query($no: ID!) { order(orderNo: $no) { payStatus } }';
const order: CreateOrderInput = { licenseTypeId: '13', paymentType: 'ALIPAY', quantity: 1, period: 3, name: 'Ada Lovelace', country: 'GB' };

/**
 * `startAlipayPagePayment`: the checkstand's "Pay on Alipay's website", through the REST getAlipayPageUrl, against
 * the sandbox provider (which serves Alipay's desktop page as it serves PayPal's redirect: its checkout page).
 */
describe('paying on Alipay’s desktop page through the graph', () => {
  let stack: TestStack;
  let alice: Record<string, string>;
  let bob: Record<string, string>;

  beforeAll(async () => {
    stack = await startTestStack();
    alice = { ...(await signedInUser(stack, 'alipay01')).auth, 'x-locale': 'zh' };
    bob = (await signedInUser(stack, 'alipay02')).auth;
  });
  afterAll(() => stack.close());

  const place = async (input: Partial<CreateOrderInput> = {}) => {
    const { body } = await stack.graph<{ createOrder: { orderNo: string } }>(CREATE, { input: { ...order, ...input } }, alice);
    expect(body.errors).toBeUndefined();
    return body.data!.createOrder.orderNo;
  };

  it("answers the provider's page of the order, which sends the buyer back to the checkstand's return address", async () => {
    const orderNo = await place();
    const calls = await stack.upstreamCalls();
    const { body } = await stack.graph(START, { orderNo }, alice);
    expect(body.errors).toBeUndefined();
    expect(await stack.upstreamCalls()).toBe(calls + 1);
    const url = new URL(body.data!.startAlipayPagePayment);
    expect(url.pathname).toBe(`/sandbox/checkout/${orderNo}`);

    // the provider's page: this order, by Alipay, in yuan
    const page = await (await fetch(url)).text();
    expect(page).toContain(orderNo);
    expect(page).toContain('Alipay 支付宝');
    expect(page).toMatch(/¥[\d,]+/);

    // where Alipay returns the browser: the client's route for it (paths.checkStandReturn), on the site of the language
    const payment = await stack.upstream.db.selectFrom('sandbox_payment').select(['method', 'return_url']).where('id', '=', url.searchParams.get('payment')!).executeTakeFirstOrThrow();
    expect(payment.method).toBe('alipay');
    const back = new URL(payment.return_url!);
    expect(back.pathname + back.search).toBe(paths.checkStandReturn.href(orderNo));

    // approved there, the order is not paid before the provider says so (its notification, or the upstream's query)
    await sandboxPress(url.href, 'pay');
    expect((await stack.graph<{ order: { payStatus: string } }>(STATE, { no: orderNo }, alice)).body.data!.order.payStatus).toBe('UNPAID');
  });

  it('starts a new payment at each call, so a buyer who came back unpaid can go again', async () => {
    const orderNo = await place();
    const first = new URL((await stack.graph(START, { orderNo }, alice)).body.data!.startAlipayPagePayment);
    const second = new URL((await stack.graph(START, { orderNo }, alice)).body.data!.startAlipayPagePayment);
    expect(second.searchParams.get('payment')).not.toBe(first.searchParams.get('payment'));
    // each attempt is a payment of its own at the provider, for the same order
    expect(second.pathname).toBe(`/sandbox/checkout/${orderNo}`);
    expect(first.pathname).toBe(`/sandbox/checkout/${orderNo}`);
  });

  it('refuses an order in dollars, with the upstream’s reason in the caller’s language', async () => {
    const orderNo = await place({ paymentType: 'PAYPAL' });
    const { body } = await stack.graph(START, { orderNo }, { ...alice, 'x-locale': 'en' });
    expect(body.data).toBeNull();
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0].message).toBe('This order is priced in US dollars: please pay it with PayPal or bank transfer');
  });

  it("refuses a visitor, and answers another user's order as not found", async () => {
    const orderNo = await place();
    expect((await stack.graph(START, { orderNo }, {})).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await stack.graph(START, { orderNo }, bob)).body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
