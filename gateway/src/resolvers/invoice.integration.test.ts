import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderInput } from '../../../client/src/gql/graphql.ts';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

const CREATE = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { orderNo invoice { company taxNumber address number editable } } }';
const SET = 'mutation($input: InvoiceDetailsInput!) { setInvoiceDetails(input: $input) { company taxNumber number editable } }';
const order: CreateOrderInput = { licenseTypeId: '13', paymentType: 'WECHAT_PAY', quantity: 1, period: 3, name: 'Ada Lovelace', country: 'GB' };

/** Invoice details through the graph (issue #32): createOrder's invoice fields, Order.invoice, setInvoiceDetails and its refusals. */
describe('invoice details through the graph', () => {
  let stack: TestStack;
  let zh: Record<string, string>;
  let en: Record<string, string>;

  beforeAll(async () => {
    stack = await startTestStack();
    zh = { ...(await signedInUser(stack, 'invoice01')).auth, 'x-locale': 'zh' };
    en = { ...(await signedInUser(stack, 'invoice02')).auth, 'x-locale': 'en' };
  });
  afterAll(() => stack.close());

  it('keeps the details given at checkout on the order, not issued and still editable', async () => {
    const input = { ...order, invoiceCompany: 'Analytical Engines Ltd', invoiceTaxNumber: 'gb123456789', invoiceAddress: '12 Babbage Row' };
    const { body } = await stack.graph<{ createOrder: { invoice: unknown } }>(CREATE, { input }, en);
    expect(body.errors).toBeUndefined();
    expect(body.data!.createOrder.invoice).toEqual({ company: 'Analytical Engines Ltd', taxNumber: 'GB123456789', address: '12 Babbage Row', number: null, editable: true });
  });

  it('changes them with setInvoiceDetails', async () => {
    const { body: placed } = await stack.graph<{ createOrder: { orderNo: string } }>(CREATE, { input: order }, zh);
    const { body } = await stack.graph(SET, { input: { orderNo: placed.data!.createOrder.orderNo, company: '潮汐科技有限公司', taxNumber: '91310000MA1FL8XQ3K' } }, zh);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ setInvoiceDetails: { company: '潮汐科技有限公司', taxNumber: '91310000MA1FL8XQ3K', number: null, editable: true } });
  });

  it('reads the invoices of a list of orders with the list itself, not one upstream call per row', async () => {
    const buyer = { ...(await signedInUser(stack, 'invoice03')).auth, 'x-locale': 'en' };
    for (const company of ['Babbage & Co', 'Lovelace Ltd', '']) {
      const input = company ? { ...order, invoiceCompany: company, invoiceTaxNumber: 'GB123456789' } : order;
      expect((await stack.graph(CREATE, { input }, buyer)).body.errors).toBeUndefined();
    }
    const before = await stack.upstreamCalls();
    const { body } = await stack.graph<{ orders: { items: { invoice: { company: string } | null }[] } }>('{ orders(page: 1, size: 10) { items { invoice { company } } } }', {}, buyer);
    expect(body.errors).toBeUndefined();
    expect(body.data!.orders.items.map((item) => item.invoice?.company)).toEqual(['', 'Lovelace Ltd', 'Babbage & Co']);
    expect((await stack.upstreamCalls()) - before).toBe(1);
  });

  it.each([
    ['zh', { company: '潮汐科技有限公司' }, '请输入纳税人识别号'],
    ['en', { taxNumber: 'GB123456789' }, 'Please enter the company name for the invoice'],
  ] as const)('refuses half-given details as bad input in the request language (%s)', async (language, details, message) => {
    const who = language === 'zh' ? zh : en;
    const { body: placed } = await stack.graph<{ createOrder: { orderNo: string } }>(CREATE, { input: order }, who);
    const { status, body } = await stack.graph(SET, { input: { orderNo: placed.data!.createOrder.orderNo, ...details } }, who);
    expect(status).toBeLessThan(500);
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });
});
