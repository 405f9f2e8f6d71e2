import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AwaitingTransfer, PaymentNotification, RefundApproval } from '../../../contract/staff-money.ts';
import { TRADE } from '../../../contract/rules.ts';
import { scanAndPress } from '../testing/payment-fakes/wechat/index.ts';
import { buyer, orderState, placeOrder, qrPayment, redTeam, type Buyer } from '../testing/orders.ts';
import { startProviderUpstream, type ProviderUpstream } from '../testing/provider-upstream.ts';
import { staffSessionFor } from '../testing/staff.ts';
import { approveRefund, moneyCall } from '../testing/staff-money.ts';

// The back office's money (issue #33): transfers matched by reference and amount, refunds that need two people before
// any provider is asked, the providers' notifications; every action audited in its own transaction.
let up: ProviderUpstream;
let eve: Buyer;
beforeAll(async () => {
  up = await startProviderUpstream();
  eve = await buyer(up.t);
}, 180_000);
afterAll(() => up.close());

const t = () => up.t;
const db = () => up.t.upstream.db;
const member = async (role: 'finance' | 'reviewer' | 'admin') => (await staffSessionFor(db(), t().clock.now(), role)).token;
const transferOrder = () => placeOrder(eve, { ...redTeam, payment_type: 'company_pay', quantity: 1 });
const amountOf = async (orderNo: string) => Number((await orderState(t(), orderNo)).order.order_amount);
const confirm = (token: string, orderNo: string, body: Record<string, unknown>, lang = 'en') =>
  moneyCall<{ matched: boolean; licenses: number }>(t(), `/transfers/${orderNo}/confirm`, { token, json: body, lang });
const auditOf = (action: string, subjectId: string) =>
  db().selectFrom('audit_log').selectAll().where('action', '=', action).where('subject_id', '=', subjectId).execute();
/** The transaction that last wrote a row (PostgreSQL's xmin): two rows with the same one were written together. */
const writtenBy = async (table: 'order' | 'refund_approval' | 'audit_log', id: number | string) =>
  (await sql<{ xmin: string }>`select xmin::text from ${sql.table(table)} where id = ${id}`.execute(db())).rows[0].xmin;

/** An order paid through WeChat Pay (the fake), whose refunds the fake records. */
const paidByWeChat = async () => {
  const orderNo = await placeOrder(eve, redTeam);
  await scanAndPress(await qrPayment(eve, orderNo, 'wechat_pay'), 'Pay');
  expect((await orderState(t(), orderNo)).order.pay_status).toBe(1);
  return orderNo;
};
const refundsAtWeChat = (orderNo: string) => [...up.fakes.wechat.refunds.values()].filter((one) => one.out_trade_no === orderNo);
const request = (token: string, orderNo: string, reason = 'Bought by mistake') => moneyCall<RefundApproval>(t(), '/refunds', { token, json: { orderNo, reason } });

describe('roles', () => {
  it('refuses a reviewer who asks to request or approve a refund (403), and their view of transfers', async () => {
    const reviewer = await member('reviewer');
    const orderNo = await paidByWeChat();
    expect((await request(reviewer, orderNo)).status).toBe(403);
    const requested = await request(await member('finance'), orderNo);
    expect((await moneyCall(t(), `/refunds/${requested.body.data.id}/approve`, { token: reviewer, json: {} })).status).toBe(403);
    expect((await moneyCall(t(), '/transfers', { token: reviewer })).status).toBe(403);
    expect(refundsAtWeChat(orderNo)).toEqual([]);
  });
});

describe('bank transfers awaiting confirmation', () => {
  it('lists unpaid transfer orders oldest first, without cancelled or paid ones', async () => {
    const first = await transferOrder();
    const cancelled = await transferOrder();
    await eve.post('/order/cancel', { order_no: cancelled });
    const { body } = await moneyCall<AwaitingTransfer[]>(t(), '/transfers', { token: await member('finance') });
    const numbers = body.data.map((one) => one.orderNo);
    expect(numbers).toContain(first);
    expect(numbers).not.toContain(cancelled);
    // eve orders on the English site, where a bank transfer is in dollars (orders/pricing.ts)
    expect(body.data.find((one) => one.orderNo === first)).toMatchObject({ buyer: { username: eve.account.username }, amount: await amountOf(first), currency: 'USD' });
  });

  it('confirms a matching statement: the order is paid, audited transfer.confirm in the same transaction', async () => {
    const orderNo = await transferOrder();
    const { status, body } = await confirm(await member('finance'), orderNo, { reference: orderNo.toLowerCase(), amount: await amountOf(orderNo) });
    expect([status, body.data]).toEqual([200, { orderNo, changed: true, licenses: 1, matched: true }]);
    const [audit] = await auditOf('transfer.confirm', orderNo);
    expect(audit).toMatchObject({ actor_kind: 'staff', before: { pay_status: 0 }, after: { pay_status: 1, reference: orderNo.toLowerCase(), amount: await amountOf(orderNo), matched: true }, reason: null });
    const order = (await orderState(t(), orderNo)).order;
    expect(await writtenBy('audit_log', audit.id)).toBe(await writtenBy('order', order.id));
  });

  it('refuses a statement whose amount differs, saying so, and changes nothing', async () => {
    const orderNo = await transferOrder();
    const { status, body } = await confirm(await member('finance'), orderNo, { reference: orderNo, amount: 1 }, 'zh-CN');
    expect([status, body.messages]).toEqual([400, `到账金额 1 与订单金额 ${await amountOf(orderNo)} 不符：须填写强制确认的理由`]);
    expect((await orderState(t(), orderNo)).order.pay_status).toBe(0);
    expect(await auditOf('transfer.confirm', orderNo)).toEqual([]);
  });

  it('confirms a mismatched reference only with an override reason, which the audit keeps', async () => {
    const orderNo = await transferOrder();
    const finance = await member('finance');
    const wrong = await confirm(finance, orderNo, { reference: 'INVOICE 7', amount: await amountOf(orderNo) });
    expect([wrong.status, wrong.body.messages]).toEqual([400, `The reference INVOICE 7 is not order ${orderNo}: confirm it only with a reason for overriding`]);
    const { body } = await confirm(finance, orderNo, { reference: 'INVOICE 7', amount: await amountOf(orderNo), overrideReason: 'The buyer wrote their invoice number' });
    expect(body.data).toMatchObject({ changed: true, matched: false });
    expect(await auditOf('transfer.confirm', orderNo)).toEqual([expect.objectContaining({ reason: 'The buyer wrote their invoice number', after: expect.objectContaining({ matched: false }) })]);
  });
});

describe('refunds with two people', () => {
  it('refuses the requester approving their own request (403), and asks the provider nothing', async () => {
    const orderNo = await paidByWeChat();
    const finance = await member('finance');
    const requested = await request(finance, orderNo);
    expect(requested.body.data).toMatchObject({ state: 'requested', outcome: null, amount: await amountOf(orderNo) });
    const own = await approveRefund(t(), requested.body.data.id, finance);
    expect([own.status, own.body.messages]).toEqual([403, '退款须由第二人批准：这笔退款是您申请的，须由其他人批准']);
    expect(refundsAtWeChat(orderNo)).toEqual([]);
  });

  it('asks the provider only once a second member approves', async () => {
    up.fakes.wechat.refundWith({ status: 'SUCCESS' });
    const orderNo = await paidByWeChat();
    const requested = await request(await member('finance'), orderNo);
    expect(refundsAtWeChat(orderNo)).toEqual([]);
    const approved = await approveRefund(t(), requested.body.data.id, await member('admin'));
    // WeChat Pay's REFUND.SUCCESS notification may overtake the answer: either withdraws the licences, once
    expect(approved.body).toMatchObject({ orderNo, state: 'succeeded' });
    expect(refundsAtWeChat(orderNo).map((one) => one.out_refund_no)).toEqual([`RF${orderNo}`]);
    expect((await orderState(t(), orderNo)).order.trade_status).toBe(TRADE.REFUNDED);
    expect((await orderState(t(), orderNo)).licenses).toEqual([]);
    up.fakes.wechat.refundWith({ status: 'PROCESSING' });
  });

  it('makes one approval of two sent at the same moment by two members', async () => {
    const orderNo = await paidByWeChat();
    const requested = await request(await member('finance'), orderNo);
    const answers = await Promise.all([approveRefund(t(), requested.body.data.id), approveRefund(t(), requested.body.data.id)]);
    expect(answers.map((one) => one.status).sort()).toEqual([200, 409]);
    expect(refundsAtWeChat(orderNo)).toHaveLength(1);
    expect(await auditOf('refund.approve', orderNo)).toHaveLength(1);
  });

  it('declines with a reason: the provider is never asked, the order stays paid', async () => {
    const orderNo = await paidByWeChat();
    const requested = await request(await member('finance'), orderNo);
    const { body } = await moneyCall<RefundApproval>(t(), `/refunds/${requested.body.data.id}/decline`, { token: await member('finance'), json: { reason: 'Outside the refund terms' } });
    expect(body.data).toMatchObject({ state: 'declined', declineReason: 'Outside the refund terms' });
    expect(refundsAtWeChat(orderNo)).toEqual([]);
    expect((await orderState(t(), orderNo)).order.trade_status).toBe(TRADE.PAID);
    expect(await auditOf('refund.decline', orderNo)).toEqual([expect.objectContaining({ reason: 'Outside the refund terms' })]);
  });

  it('writes refund.request in the transaction that made the request', async () => {
    const orderNo = await paidByWeChat();
    const requested = await request(await member('finance'), orderNo);
    const [audit] = await auditOf('refund.request', orderNo);
    expect(audit).toMatchObject({ reason: 'Bought by mistake', after: expect.objectContaining({ state: 'requested' }) });
    expect(await writtenBy('audit_log', audit.id)).toBe(await writtenBy('refund_approval', requested.body.data.id));
  });

  it("lists a buyer's refund request with its reason until a member takes it up", async () => {
    const orderNo = await paidByWeChat();
    await eve.post('/order/refundRequest', { order_no: orderNo, reason: 'Wrong edition' });
    const finance = await member('finance');
    const listed = async () => (await moneyCall<{ buyerRequests: { orderNo: string; reason: string }[] }>(t(), '/refunds', { token: finance })).body.data.buyerRequests;
    expect((await listed()).find((one) => one.orderNo === orderNo)).toMatchObject({ reason: 'Wrong edition' });
    await request(finance, orderNo);
    expect((await listed()).map((one) => one.orderNo)).not.toContain(orderNo);
  });
});

describe('payment notifications', () => {
  it('lists the kept notifications newest first, by order number and by verified or not', async () => {
    const orderNo = await paidByWeChat();
    await db()
      .insertInto('payment_notification')
      .values({ provider: 'wechat', headers: '{}', body: Buffer.from('{}'), verified: false, reason: 'bad signature', order_no: orderNo, outcome: 'refused', received_at: new Date(t().clock.now().getTime() + 1000) })
      .execute();
    const finance = await member('finance');
    const list = async (query: string) => (await moneyCall<PaymentNotification[]>(t(), `/notifications?${query}`, { token: finance })).body.data;
    const all = await list(`orderNo=${orderNo}`);
    expect(all.map((one) => [one.verified, one.outcome])).toEqual([
      [false, 'refused'],
      [true, 'paid'],
    ]);
    expect((await list(`orderNo=${orderNo}&verified=false`)).map((one) => one.reason)).toEqual(['bad signature']);
    expect((await list(`orderNo=${orderNo}&verified=true`)).map((one) => one.event)).toEqual(['paid']);
  });
});
