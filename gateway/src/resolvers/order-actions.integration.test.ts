import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithBuyers, type Buyers } from '../testing/buyers.ts';
import type { TestStack } from '../testing/stack.ts';

// The buyer's own actions through the graph (issue #32): the mutations answer the order as it now is, and the
// upstream's refusals arrive as BAD_USER_INPUT with its message.
let stack: TestStack;
let alice: Buyers['alice'];
let bob: Buyers['bob'];
let place: Buyers['place'];

beforeAll(async () => {
  ({ stack, alice, bob, place } = await startWithBuyers());
});
afterAll(async () => {
  await stack.close();
});

const CANCEL = 'mutation($no: ID!) { cancelOrder(orderNo: $no) { orderNo state closedAt refundableUntil } }';
const REFUND = 'mutation($no: ID!, $reason: String) { requestRefund(orderNo: $no, reason: $reason) { orderNo refundRequestedAt } }';
type Refusal = { message: string; extensions: { code: string } }[];

describe('the buyer’s order actions through the graph', () => {
  it('cancels an unpaid order and answers it closed, still unpaid', async () => {
    const { orderNo } = await place();
    const { body } = await stack.graph<{ cancelOrder: { orderNo: string; state: string; closedAt: string | null; refundableUntil: string | null } }>(CANCEL, { no: orderNo }, alice);
    expect(body.errors).toBeUndefined();
    expect(body.data!.cancelOrder).toMatchObject({ orderNo, state: 'FAILED', closedAt: expect.any(String), refundableUntil: null });
  });

  it('refuses a second cancel with the upstream’s message', async () => {
    const { orderNo } = await place();
    await stack.graph(CANCEL, { no: orderNo }, alice);
    const { body } = await stack.graph(CANCEL, { no: orderNo }, alice);
    expect((body.errors as Refusal).map((error) => [error.extensions.code, error.message])).toEqual([
      ['BAD_USER_INPUT', 'This order has been cancelled and can no longer be paid'],
    ]);
  });

  it('refuses a refund of an unpaid order', async () => {
    const { orderNo } = await place();
    const { body } = await stack.graph(REFUND, { no: orderNo, reason: '  ' }, alice);
    expect((body.errors as Refusal).map((error) => error.message)).toEqual(['This order has not been paid, so there is nothing to refund']);
  });

  it('does not let another buyer cancel the order', async () => {
    const { orderNo } = await place();
    const { body } = await stack.graph(CANCEL, { no: orderNo }, bob);
    expect((body.errors as Refusal).map((error) => error.extensions.code)).toEqual(['NOT_FOUND']);
  });
});
