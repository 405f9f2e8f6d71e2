import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AwaitingTransfer } from '../../../contract/staff-money.ts';
import { TRADE } from '../../../contract/rules.ts';
import { buyer, orderState, placeOrder, redTeam, trialDetails, type Buyer } from '../testing/orders.ts';
import { startProviderUpstream, type ProviderUpstream } from '../testing/provider-upstream.ts';
import { staffSessionFor } from '../testing/staff.ts';
import { confirmTransferOf, moneyCall } from '../testing/staff-money.ts';

// A buyer may pay any unpaid order by bank transfer at the checkstand (the order number is the reference), so finance
// confirms a transfer for an order placed with another method, found by the statement's reference (issue #33).
let up: ProviderUpstream;
let eve: Buyer;
beforeAll(async () => {
  up = await startProviderUpstream();
  eve = await buyer(up.t);
}, 180_000);
afterAll(() => up.close());

const t = () => up.t;
const finance = async () => (await staffSessionFor(t().upstream.db, t().clock.now(), 'finance')).token;
const alipayOrder = () => placeOrder(eve, { ...redTeam, payment_type: 'alipay', quantity: 1 });
const lookUp = async (reference: string, lang = 'en') =>
  moneyCall<AwaitingTransfer>(t(), `/transfer-order?reference=${encodeURIComponent(reference)}`, { token: await finance(), lang });

describe('a transfer for an order placed with another method', () => {
  it('finds an unpaid Alipay order by the reference on the statement, in any case', async () => {
    const orderNo = await alipayOrder();
    const { status, body } = await lookUp(` ${orderNo.toLowerCase()} `);
    expect([status, body.data]).toMatchObject([200, { orderNo, buyer: { username: eve.account.username }, currency: 'RMB' }]);
  });

  it('confirms it: the order is paid as a bank transfer, its licence issued, audited transfer.confirm', async () => {
    const orderNo = await alipayOrder();
    const { status, body } = await confirmTransferOf(t(), orderNo);
    expect([status, body.data]).toMatchObject([200, { licenses: 1 }]);
    const { order, licenses } = await orderState(t(), orderNo);
    expect([order.pay_status, order.trade_status, order.payment_type, licenses.length]).toEqual([1, TRADE.PAID, 'company_pay', 1]);
    const audit = await t().upstream.db.selectFrom('audit_log').select('action').where('subject_id', '=', orderNo).execute();
    expect(audit).toEqual([{ action: 'transfer.confirm' }]);
  });

  it('refuses a paid order, saying it is paid (409), in both languages', async () => {
    const orderNo = await alipayOrder();
    await confirmTransferOf(t(), orderNo);
    expect([(await lookUp(orderNo)).status, (await lookUp(orderNo)).body.messages]).toEqual([409, `Order ${orderNo} is already paid: there is no transfer to confirm`]);
    expect((await lookUp(orderNo, 'zh-CN')).body.messages).toBe(`订单 ${orderNo} 已支付，无需确认转账`);
    expect((await confirmTransferOf(t(), orderNo)).status).toBe(409);
  });

  // confirmTransferOf is the CLI, which asks in no language: the messages are the Chinese ones
  it('refuses a cancelled order (409) and leaves it unpaid', async () => {
    const orderNo = await alipayOrder();
    await eve.post('/order/cancel', { order_no: orderNo });
    const refused = await confirmTransferOf(t(), orderNo);
    expect([refused.status, refused.body.messages]).toEqual([409, `订单 ${orderNo} 已取消，不能以转账支付`]);
    expect((await lookUp(orderNo)).status).toBe(409);
    expect((await orderState(t(), orderNo)).order.pay_status).toBe(0);
  });

  it('refuses a one-yuan trial order (409): it is paid online only', async () => {
    const orderNo = await placeOrder(eve, { ...trialDetails, license_type_id: 16, period: -1, quantity: 1, payment_type: 'alipay' });
    const refused = await confirmTransferOf(t(), orderNo);
    expect([refused.status, refused.body.messages]).toEqual([409, `订单 ${orderNo} 是一元试用订单，仅支持在线支付，不能以转账支付`]);
    expect((await orderState(t(), orderNo)).order.pay_status).toBe(0);
  });

  it("refuses a reviewer's look-up (403): the role is checked on the call", async () => {
    const reviewer = (await staffSessionFor(t().upstream.db, t().clock.now(), 'reviewer')).token;
    expect((await moneyCall(t(), `/transfer-order?reference=${await alipayOrder()}`, { token: reviewer })).status).toBe(403);
  });

  it('answers 404 for a reference that names no order', async () => {
    const { status, body } = await lookUp('INVOICE 7');
    expect([status, body.messages]).toEqual([404, 'No order has the number INVOICE 7']);
  });
});
