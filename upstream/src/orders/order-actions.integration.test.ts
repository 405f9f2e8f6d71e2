import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderListRow } from '../../../contract/index.ts';
import { REFUND_DAYS } from '../../../contract/rules.ts';
import { DAY } from '../domain/clock.ts';
import { runAdmin } from '../staff/admin.ts';
import { startTestUpstream, TEST_ADMIN_TOKEN, type TestUpstream } from '../testing/api.ts';
import { buyer, orderState, placeOrder, redTeam, type Buyer } from '../testing/orders.ts';
import { approveRefund } from '../testing/staff-money.ts';

let t: TestUpstream;
let alice: Buyer;
beforeAll(async () => {
  t = await startTestUpstream();
  alice = await buyer(t);
});
afterAll(() => t.close());

const env = () => ({ UPSTREAM_ORIGIN: t.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
const cancel = (b: Buyer, orderNo: string) => b.post<OrderDetail>('/order/cancel', { order_no: orderNo });
const askRefund = (b: Buyer, orderNo: string, reason?: string) => b.post<OrderDetail>('/order/refundRequest', { order_no: orderNo, reason });
/** A bank-transfer order staff confirmed: paid now by the test clock. */
const paidOrder = async (b: Buyer) => {
  const orderNo = await placeOrder(b, { ...redTeam, payment_type: 'company_pay', quantity: 1 });
  await runAdmin(['confirm-transfer', orderNo], env());
  return orderNo;
};

describe('the buyer cancels an unpaid order', () => {
  it('closes it, after which it cannot be paid', async () => {
    const orderNo = await placeOrder(alice, redTeam);
    const { status, body } = await cancel(alice, orderNo);
    expect(status).toBe(200);
    expect(body.data.closed_at).toEqual(expect.any(String));
    const pay = await alice.get(`/order/detailWithPayInfo?order_no=${orderNo}&payment_type=wechat_pay`);
    expect([pay.status, pay.body.messages]).toEqual([400, 'This order has been cancelled and can no longer be paid']);
  });

  it('leaves a cancelled order out of the orders to be paid', async () => {
    const orderNo = await placeOrder(alice, redTeam);
    await cancel(alice, orderNo);
    const { body } = await alice.get<{ lists: OrderListRow[] }>('/order/list?pay_status=0&size=100');
    expect(body.data.lists.map((row) => row.order_no)).not.toContain(orderNo);
  });

  it('closes it once under parallel requests: one succeeds, the others are told it is cancelled', async () => {
    const orderNo = await placeOrder(alice, redTeam);
    const answers = await Promise.all([1, 2, 3, 4].map(() => cancel(alice, orderNo)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)?.body.messages).toBe('This order has been cancelled and can no longer be paid');
  });

  it('refuses to cancel a paid order, in the request’s language', async () => {
    const orderNo = await paidOrder(alice);
    const { status, body } = await cancel(alice, orderNo);
    expect([status, body.messages]).toEqual([409, 'This order has been paid, so it cannot be cancelled. You may ask for a refund instead']);
    expect((await orderState(t, orderNo)).order.closed_at).toBeNull();
  });

  it('does not find another buyer’s order', async () => {
    const orderNo = await placeOrder(alice, redTeam);
    const bob = await buyer(t);
    expect((await cancel(bob, orderNo)).status).toBe(404);
  });
});

describe('the buyer asks for a refund', () => {
  it('records it for staff, keeps the licences, and shows it on the order', async () => {
    const orderNo = await paidOrder(alice);
    const { status, body } = await askRefund(alice, orderNo, 'Bought the wrong edition');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ refund_requested_at: expect.any(String), refundable_until: null, pay_status: 1 });
    expect((await orderState(t, orderNo)).licenses).toHaveLength(1);
    expect(await runAdmin(['refund-requests'], env())).toMatch(new RegExp(`${orderNo}.*Bought the wrong edition`));
    expect(await runAdmin(['list-orders'], env())).toMatch(new RegExp(`${orderNo}.*refund requested`));
  });

  it('offers a refund until the period ends, then not', async () => {
    const orderNo = await paidOrder(alice);
    const { body } = await alice.get<OrderDetail>(`/order/detail?order_no=${orderNo}`);
    const paidAt = new Date(body.data.pay_time!);
    expect(body.data.refundable_until).toBe(new Date(paidAt.getTime() + REFUND_DAYS * DAY).toISOString());
  });

  it('takes one request per order, also under parallel requests', async () => {
    const orderNo = await paidOrder(alice);
    const answers = await Promise.all([1, 2, 3].map(() => askRefund(alice, orderNo)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.find((a) => a.status === 409)?.body.messages).toBe('A refund of this order has already been requested');
  });

  it('refuses an unpaid order', async () => {
    const orderNo = await placeOrder(alice, redTeam);
    const { status, body } = await askRefund(alice, orderNo);
    expect([status, body.messages]).toEqual([409, 'This order has not been paid, so there is nothing to refund']);
  });

  it('refuses once the refund period is over, saying when it ended', async () => {
    const orderNo = await paidOrder(alice);
    // the payment moved back rather than the clock forward, which would end the buyer's session too
    const longAgo = new Date(t.clock.now().getTime() - REFUND_DAYS * DAY - 1);
    await t.upstream.db.updateTable('order').set({ pay_time: longAgo }).where('order_no', '=', orderNo).execute();
    const { status, body } = await askRefund(alice, orderNo);
    expect(status).toBe(409);
    expect(body.messages).toMatch(new RegExp(`^Refunds can be requested within ${REFUND_DAYS} days of payment; the period for this order ended on `));
  });

  it('is granted by staff through the provider refund, which withdraws the licences', async () => {
    const orderNo = await paidOrder(alice);
    await askRefund(alice, orderNo);
    const id = /^Refund request (\d+)/.exec(await runAdmin(['refund', orderNo, '--reason', 'The buyer asked'], env()))![1];
    expect((await approveRefund(t, Number(id))).body).toEqual({ orderNo, state: 'succeeded', licenses: 1 });
    expect(await runAdmin(['refund-requests'], env())).not.toContain(orderNo);
    expect((await askRefund(alice, orderNo)).body.messages).toBe('This order has been refunded');
  });
});
