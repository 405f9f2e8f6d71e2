import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { twoPersonRefund } from '../testing/staff-money.ts';
import { buyer, notifyUpstream, paidOrder, paymentIdOf, placeOrder, qrPayment, signedNotification, type Buyer } from '../testing/orders.ts';
import { receiptFacts } from './receipt.ts';

let t: TestUpstream;
let alice: Buyer;
beforeAll(async () => {
  t = await startTestUpstream();
  alice = await buyer(t);
});
afterAll(() => t.close());

const receipt = (b: Buyer | null, orderNo: string) =>
  fetch(`${t.upstream.apiUrl}/order/receipt?order_no=${orderNo}`, { headers: { 'accept-language': 'en', ...(b ? { authorization: `Bearer ${b.token}` } : {}) } });
const orderRow = (orderNo: string) => t.upstream.db.selectFrom('order').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();

describe('the receipt of a paid order', () => {
  it('is a PDF its owner downloads under its own name', async () => {
    const orderNo = await paidOrder(t, alice, { quantity: 2 });
    const response = await receipt(alice, orderNo);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Tidewatch-receipt-${orderNo}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Type /Page\n');
  });

  it("is 404 for another user's order, an unpaid order and a visitor", async () => {
    const orderNo = await paidOrder(t, alice);
    const bob = await buyer(t);
    expect(await (await receipt(bob, orderNo)).json()).toMatchObject({ statusCode: 404, messages: 'The order does not exist' });
    const unpaid = await placeOrder(alice, { license_type_id: 13, payment_type: 'wechat_pay', quantity: 1, period: 3 });
    expect(await (await receipt(alice, unpaid)).json()).toMatchObject({ statusCode: 404, messages: `Order ${unpaid} is not paid, so it has no receipt` });
    expect((await receipt(null, orderNo)).status).toBe(401);
  });

  it("says what was bought and paid, in the order's language, and a refund as such", async () => {
    const zh = await buyer(t, 'zh-CN');
    const orderNo = await paidOrder(t, zh, { quantity: 3, period: 12 });
    const order = await orderRow(orderNo);
    expect(order.locale).toBe('zh');
    const facts = await receiptFacts(t.upstream.db, order, { site: 'http://localhost:8080' });
    expect(facts).toMatchObject({
      locale: 'zh',
      seller: { name: '潮望安全科技有限公司' },
      buyer: { name: 'Ada Lovelace', country: '英国' },
      orderNo,
      paymentMethod: '对公转账',
      transactionNo: `TRANSFER-${orderNo}`,
      edition: '红队版',
      quantity: 3,
      term: '12 个月',
      currency: '人民币（RMB）',
      refunded: null,
    });
    // the list price as priced at checkout: every licence at its undiscounted price (receipt-checkout.integration.test.ts)
    expect(facts.listPrice).toBe(`¥${Number(order.list_amount).toLocaleString('zh-CN', { maximumFractionDigits: 2 })}`);
    expect(facts.total).toBe(`¥${Number(order.order_amount).toLocaleString('zh-CN', { maximumFractionDigits: 2 })}`);

    await twoPersonRefund(t, orderNo);
    const refunded = await receiptFacts(t.upstream.db, await orderRow(orderNo), { site: 'http://localhost:8080' });
    expect(refunded.refunded).toEqual({ reason: '已由工作人员退款' });
    expect((await receipt(zh, orderNo)).status).toBe(200);
  });
});

describe('the payment confirmation mail', () => {
  it('goes once, with the receipt attached, however many notifications arrive at once', async () => {
    const orderNo = await placeOrder(alice, { license_type_id: 13, payment_type: 'wechat_pay', quantity: 1, period: 3 });
    const notification = await signedNotification(t, paymentIdOf(await qrPayment(alice, orderNo)));
    await Promise.all(Array.from({ length: 8 }, () => notifyUpstream(t, notification)));
    const mails = (await outbox(t)).filter((mail) => mail.to === alice.account.email && mail.subject.includes(orderNo));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`[Sandbox] Payment received: Tidewatch order ${orderNo}`);
    const [attachment] = (mails[0] as unknown as { attachments: { filename: string; content: string; encoding: string; contentType: string }[] }).attachments;
    expect(attachment).toMatchObject({ filename: `Tidewatch-receipt-${orderNo}.pdf`, encoding: 'base64', contentType: 'application/pdf' });
    expect(Buffer.from(attachment.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
});
