import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPress } from '../../../upstream/src/testing/orders.ts';
import { CREATE_ORDER, ORDER_INPUT, startWithBuyers, type Buyers } from '../testing/buyers.ts';
import type { TestStack } from '../testing/stack.ts';

let stack: TestStack;
let alice: Buyers['alice'];
let bob: Buyers['bob'];
let place: Buyers['place'];
let read: Buyers['read'];

beforeAll(async () => {
  ({ stack, alice, bob, place, read } = await startWithBuyers());
});
afterAll(async () => {
  await stack.close();
});

describe('orders through the graph', () => {
  it('creates an order and reads it with its QR payment', async () => {
    const created = await place();
    expect(created).toMatchObject({
      paymentType: 'WECHAT_PAY',
      state: 'FAILED',
      payStatus: 'UNPAID',
      orderAmount: { amount: 5800, currency: 'RMB' },
      licenseTypeName: 'Red Team',
    });
    const { body } = await read(created.orderNo);
    expect(body.errors).toBeUndefined();
    expect(body.data!.order).toMatchObject({ quantity: 2, period: 3, periodDay: 0, tradeStatus: null, payTime: null });
    expect(body.data!.order.payInfo.qrcodeUrl).toMatch(new RegExp(`/sandbox/checkout/${created.orderNo}\\?payment=`));
  });

  it('reads an order with its pay information by a named method in one upstream call, the detail included', async () => {
    const created = await place();
    const calls = await stack.upstreamCalls();
    const { body } = await read(created.orderNo, 'ALIPAY');
    expect(await stack.upstreamCalls()).toBe(calls + 1);
    expect(body.errors).toBeUndefined();
    expect(body.data!.order).toMatchObject({ paymentType: 'WECHAT_PAY', state: 'FAILED', quantity: 2, licenseTypeName: 'Red Team' });
    expect(body.data!.order.payInfo.qrcodeUrl).toMatch(/\/sandbox\/checkout\//);
  });

  it('still shows the order when its pay information by a named method is refused', async () => {
    const created = await place({ licenseTypeId: '16', paymentType: 'ALIPAY', quantity: 1, period: -1, company: 'Acme', position: 'Engineer', use: 'Research' });
    const { body } = await read(created.orderNo, 'COMPANY_PAY');
    expect(body.data!.order).toMatchObject({ orderNo: created.orderNo, period: -1, payInfo: null });
    expect((body.errors as { path?: string[] }[] | undefined)?.map((error) => error.path)).toEqual([['order', 'payInfo']]);
  });

  it('shows an English bank transfer awaiting staff in dollars, with the dollar account, its SWIFT/BIC and addresses', async () => {
    const created = await place({ paymentType: 'COMPANY_PAY' });
    expect([created.state, created.orderAmount]).toEqual(['CONFIRMING', { amount: 798, currency: 'USD' }]);
    const { body } = await read(created.orderNo, 'COMPANY_PAY');
    expect(body.data!.order.payInfo).toMatchObject({
      bankName: 'China Merchants Bank, Beijing Branch',
      accountNumber: '1109 0821 3432 802',
      swiftCode: 'CMBCCNBS',
      bankAddress: 'No. 156 Fuxingmennei Street, Xicheng District, Beijing 100031, China',
      beneficiaryAddress: 'Room 1203, Tower B, No. 9 Kexueyuan South Road, Haidian District, Beijing 100190, China',
      amount: { amount: 798, currency: 'USD' },
    });
  });

  it('shows a Chinese bank transfer in yuan, with the yuan account and no SWIFT/BIC', async () => {
    const inChinese = { ...alice, 'x-locale': 'zh' };
    const created = await place({ paymentType: 'COMPANY_PAY' }, inChinese);
    const { body } = await read(created.orderNo, 'COMPANY_PAY', inChinese);
    expect(body.data!.order.payInfo).toMatchObject({ accountNumber: '1109 0821 3410 601', swiftCode: null, bankAddress: null, beneficiaryAddress: null, amount: { amount: 5800, currency: 'RMB' } });
  });

  it("answers another user's order as not found, and a visitor as not signed in", async () => {
    const created = await place();
    const { body } = await read(created.orderNo, undefined, bob);
    expect(body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const { body: visitor } = await read(created.orderNo, undefined, {});
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses bad input with the upstream message and creates nothing', async () => {
    const before = (await stack.graph<{ orders: { total: number } }>('{ orders { total } }', {}, alice)).body.data!.orders.total;
    for (const quantity of [-1, 0, 1001]) {
      const { body } = await stack.graph(CREATE_ORDER, { input: { ...ORDER_INPUT, quantity } }, { ...alice, 'x-locale': 'en' });
      expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const { body } = await stack.graph(CREATE_ORDER, { input: { ...ORDER_INPUT, quantity: 'many' } }, alice);
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await stack.graph(CREATE_ORDER, { input: { ...ORDER_INPUT, licenseTypeId: '999' } }, { ...alice, 'x-locale': 'en' });
    expect(unknown.body.errors?.[0].message).toBe('The edition does not exist');
    const method = await stack.graph(CREATE_ORDER, { input: { ...ORDER_INPUT, paymentType: 'BITCOIN' } }, alice);
    expect(method.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await stack.graph<{ orders: { total: number } }>('{ orders { total } }', {}, alice)).body.data!.orders.total).toBe(before);
  });

  it('completes a PayPal payment from the return parameters, and answers false for a declined one', async () => {
    const paid = await place({ paymentType: 'PAYPAL', quantity: 1 });
    const { body } = await stack.graph<{ startPayPalPayment: string }>('mutation($no: ID!) { startPayPalPayment(orderNo: $no) }', { no: paid.orderNo }, alice);
    const back = new URL(await sandboxPress(body.data!.startPayPalPayment, 'pay'));
    const input = {
      orderNo: back.searchParams.get('orderNo'),
      paymentId: back.searchParams.get('paymentId'),
      payerId: back.searchParams.get('PayerID'),
      orderId: back.searchParams.get('orderId'),
      token: back.searchParams.get('token'),
      success: back.searchParams.get('success') === 'true',
    };
    const COMPLETE = 'mutation($input: PayPalReturnInput!) { completePayPalPayment(input: $input) }';
    expect((await stack.graph(COMPLETE, { input }, alice)).body.data).toEqual({ completePayPalPayment: true });
    expect((await read(paid.orderNo)).body.data!.order).toMatchObject({ state: 'PAID', payStatus: 'PAID', outerTradeNo: expect.stringMatching(/^SBX/) });

    const declined = await place({ paymentType: 'PAYPAL', quantity: 1 });
    const url = (await stack.graph<{ startPayPalPayment: string }>('mutation($no: ID!) { startPayPalPayment(orderNo: $no) }', { no: declined.orderNo }, alice)).body.data!.startPayPalPayment;
    const no = new URL(await sandboxPress(url, 'decline')).searchParams;
    const answer = await stack.graph(COMPLETE, { input: { orderNo: declined.orderNo, paymentId: no.get('paymentId'), payerId: no.get('PayerID'), token: no.get('token'), success: false } }, alice);
    expect(answer.body).toEqual({ data: { completePayPalPayment: false } });
  });

  it('lists orders with the display state of each', async () => {
    const { body } = await stack.graph<{ orders: { items: { state: string; paymentType: string }[]; total: number; size: number } }>(
      '{ orders(payStatus: ALL) { items { state paymentType } total size } }',
      {},
      alice,
    );
    expect(body.data!.orders.size).toBe(20);
    expect(new Set(body.data!.orders.items.map((o) => o.state))).toEqual(new Set(['FAILED', 'CONFIRMING', 'PAID']));
    const paidOnly = await stack.graph<{ orders: { items: { state: string }[] } }>('{ orders(payStatus: PAID) { items { state } } }', {}, alice);
    expect(paidOnly.body.data!.orders.items.map((o) => o.state)).toEqual(['PAID']);
  });
});
