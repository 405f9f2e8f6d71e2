import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderListRow } from '../../../contract/index.ts';
import { runAdmin } from '../staff/admin.ts';
import { startTestUpstream, TEST_ADMIN_TOKEN, type TestUpstream } from '../testing/api.ts';
import { buyer, isPaid, orderState, placeOrder, redTeam, type Buyer } from '../testing/orders.ts';
import { approveRefund } from '../testing/staff-money.ts';

let t: TestUpstream;
let alice: Buyer;
beforeAll(async () => {
  t = await startTestUpstream();
  // the Chinese site: its bank transfers are in yuan (the English site's, in dollars: pay-transfer-currency)
  alice = await buyer(t, 'zh-CN');
});
afterAll(() => t.close());

/** Bank transfers wait for staff: the admin CLI confirms and refunds them. */

describe('bank transfer and the admin CLI', () => {
  const env = () => ({ UPSTREAM_ORIGIN: t.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });

  it('shows the bank details, awaits staff, and is paid when staff confirm it', async () => {
    const orderNo = await placeOrder(alice, { ...redTeam, payment_type: 'company_pay' });
    const { body } = await alice.get<OrderDetail>(`/order/detailWithPayInfo?order_no=${orderNo}&payment_type=company_pay`);
    const { body: inDollars } = await alice.post<{ order: { order_amount: number; currency: string } }>('/order/perAdd', { ...redTeam, payment_type: 'paypal' });
    expect(inDollars.data.order.currency).toBe('USD');
    expect(body.data.info).toEqual({
      account_name: '潮望安全科技有限公司',
      blank_name: '招商银行北京分行营业部',
      blank_number: '1109 0821 3410 601',
      swift_code: null,
      bank_address: null,
      beneficiary_address: null,
      amount: 5800,
      order_note: orderNo,
      qrcode_url: null,
      // the same order in dollars, for the note beside a yuan amount on the English site
      other_amount: inDollars.data.order.order_amount,
    });
    const { body: list } = await alice.get<{ lists: OrderListRow[] }>('/order/list?pay_status=0');
    expect(list.data.lists.find((o) => o.order_no === orderNo)).toMatchObject({ trade_status: 0, pay_status: 0 });

    expect(await runAdmin(['list-orders'], env())).toMatch(new RegExp(`${orderNo}.*awaiting transfer`));
    expect(await runAdmin(['confirm-transfer', orderNo], env())).toBe(`Order ${orderNo} is paid; 2 license(s) issued.`);
    expect(await isPaid(alice, orderNo)()).toBe(true);
    await expect(runAdmin(['confirm-transfer', orderNo], env())).rejects.toThrow(`Order ${orderNo} is already paid: there is no transfer to confirm`);
    expect((await orderState(t, orderNo)).licenses).toHaveLength(2);
  });

  it('requests a paid order\'s refund, which waits for a second person: cli cannot approve its own', async () => {
    const orderNo = await placeOrder(alice, { ...redTeam, payment_type: 'company_pay', quantity: 1 });
    await expect(runAdmin(['refund', orderNo, '--reason', 'Paid twice'], env())).rejects.toThrow(`Order ${orderNo} is not paid, so it cannot be refunded`);
    await runAdmin(['confirm-transfer', orderNo], env());
    const said = await runAdmin(['refund', orderNo, '--reason', 'Paid twice'], env());
    const id = /^Refund request (\d+) for order /.exec(said)![1];
    expect(said).toBe(`Refund request ${id} for order ${orderNo} is waiting: a second person (finance or admin, in the back office) must approve it before the provider is asked.`);
    expect(await runAdmin(['refund-requests'], env())).toMatch(new RegExp(`${id} +${orderNo}.*Paid twice`));
    await expect(runAdmin(['approve-refund', id], env())).rejects.toThrow('A refund needs a second person: you requested this one, so someone else must approve it');
    expect((await orderState(t, orderNo)).order.trade_status).toBe(1);
  });

  it('refunds the order and withdraws its licenses once a member approves the CLI\'s request', async () => {
    const orderNo = await placeOrder(alice, { ...redTeam, payment_type: 'company_pay', quantity: 1 });
    await runAdmin(['confirm-transfer', orderNo], env());
    const id = /^Refund request (\d+)/.exec(await runAdmin(['refund', orderNo, '--reason', 'Paid twice'], env()))![1];
    expect((await approveRefund(t, Number(id))).body).toEqual({ orderNo, state: 'succeeded', licenses: 1 });
    const { order, licenses } = await orderState(t, orderNo);
    expect([order.trade_status, licenses.length]).toEqual([4, 0]);
  });

  it('refuses a wrong admin token, an unknown order and an unknown command', async () => {
    await expect(runAdmin(['list-orders'], { ...env(), ADMIN_TOKEN: 'wrong-token-0123456789' })).rejects.toThrow('refused the admin token from ADMIN_TOKEN');
    await expect(runAdmin(['confirm-transfer', 'TW0'], env())).rejects.toThrow('No order has the number TW0');
    await expect(runAdmin(['launch'], env())).rejects.toThrow('Unknown command "launch"');
    await expect(runAdmin(['list-orders'], { UPSTREAM_ORIGIN: 'http://127.0.0.1:9', ADMIN_TOKEN: 'x' })).rejects.toThrow('The site is not running at http://127.0.0.1:9 (UPSTREAM_ORIGIN): nothing answers there.');
  });
});
