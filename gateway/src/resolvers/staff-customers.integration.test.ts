import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateOrderDocument, CustomerDocument, CustomerSearchDocument } from '../../../client/src/gql/graphql.ts';
import { runAdmin } from '../../../upstream/src/staff/admin.ts';
import { TEST_ADMIN_TOKEN } from '../../../upstream/src/testing/api.ts';
import { staffSessionFor } from '../../../upstream/src/testing/staff.ts';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

/** Customers through the graph (issue #33): a page of orders and licences is one upstream call; roles hold. */

let stack: TestStack;
let orderNo: string;
const staff = async (role: 'support' | 'reviewer') => ({ authorization: `Bearer ${(await staffSessionFor(stack.upstream.db, new Date(), role)).token}`, 'x-locale': 'en' });
const callsOf = async (call: string) => (await stack.gateway.metrics.upstreamCalls.get()).values.filter((value) => value.labels.call === call).reduce((sum, value) => sum + value.value, 0);

beforeAll(async () => {
  stack = await startTestStack();
  const alice = { ...(await signedInUser(stack, 'alice33c')).auth, 'x-locale': 'en' };
  const input = { licenseTypeId: '13', paymentType: 'COMPANY_PAY' as const, quantity: 4, period: 3, name: 'Ada', country: 'GB' };
  orderNo = (await stack.graph(CreateOrderDocument, { input }, alice)).body.data!.createOrder.orderNo;
  await runAdmin(['confirm-transfer', orderNo], { UPSTREAM_ORIGIN: stack.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
});
afterAll(() => stack.close());

describe('customers in the graph', () => {
  it("answers a customer's orders and four licences with their histories in one upstream call", async () => {
    const support = await staff('support');
    const found = (await stack.graph(CustomerSearchDocument, { q: orderNo }, support)).body.data!.customerSearch;
    expect(found.matched).toBe('ORDER_NO');
    const before = await callsOf('staffCustomer');
    const { body } = await stack.graph(CustomerDocument, { id: found.customers[0].id }, support);
    expect(body.data!.customer!.licenses).toHaveLength(4);
    expect(body.data!.customer!.orders.map((order) => order.orderNo)).toEqual([orderNo]);
    expect((await callsOf('staffCustomer')) - before).toBe(1);
  });

  it('refuses a reviewer with FORBIDDEN', async () => {
    const { body } = await stack.graph(CustomerSearchDocument, { q: orderNo }, await staff('reviewer'));
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
