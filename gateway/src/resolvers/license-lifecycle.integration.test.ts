import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../upstream/src/staff/admin.ts';
import { TEST_ADMIN_TOKEN } from '../../../upstream/src/testing/api.ts';
import { getFragmentData } from '../../../client/src/gql/fragment-masking.ts';
import {
  CreateOrderDocument,
  GenerateLicenseDocument,
  LicenseManagementDocument,
  LicenseTable_LicenseFragmentDoc,
  MoveLicenseDocument,
  OrderManagementDocument,
  OrderTable_OrderFragmentDoc,
  PaidOrderFactsDocument,
  RenewedLicense_OrderFragmentDoc,
} from '../../../client/src/gql/graphql.ts';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

let stack: TestStack;
let alice: Record<string, string>;
let bob: Record<string, string>;
let orderNo: string;

beforeAll(async () => {
  stack = await startTestStack();
  alice = { ...(await signedInUser(stack, 'alice25')).auth, 'x-locale': 'en' };
  bob = { ...(await signedInUser(stack, 'bob25')).auth, 'x-locale': 'en' };
  const { body } = await stack.graph(CreateOrderDocument, { input: { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 2, period: 3, name: 'Ada', country: 'GB' } }, alice);
  orderNo = body.data!.createOrder.orderNo;
  await runAdmin(['confirm-transfer', orderNo], { UPSTREAM_ORIGIN: stack.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
});
afterAll(() => stack.close());

const rows = async (auth: Record<string, string>) => {
  const { body } = await stack.graph(LicenseManagementDocument, { page: 1, size: 20 }, auth);
  return getFragmentData(LicenseTable_LicenseFragmentDoc, body.data!.licenses.items);
};

describe('moving a license through the graph', () => {
  it('moveLicense releases a generated license with the same end; the list says how many moves are left', async () => {
    const [license] = await rows(alice);
    await stack.graph(GenerateLicenseDocument, { input: { licenseId: license.id, mid: 'A'.repeat(32) } }, alice);
    const bound = (await rows(alice)).find((row) => row.id === license.id)!;
    expect(bound).toMatchObject({ status: 'GENERATED', movesLeft: 3, renewal: null });

    const { body } = await stack.graph(MoveLicenseDocument, { id: license.id }, alice);
    expect(body.errors).toBeUndefined();
    expect(body.data!.moveLicense).toMatchObject({ id: license.id, status: 'NOT_GENERATED', mid: null, expiredAt: bound.expiredAt, movesLeft: 2 });
  });

  it("another user's license is NOT_FOUND, and a license not generated is refused with the spec's kind of message", async () => {
    const [license] = await rows(alice);
    expect((await stack.graph(MoveLicenseDocument, { id: license.id }, bob)).body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const refused = await stack.graph(MoveLicenseDocument, { id: license.id }, alice);
    expect(refused.body.errors?.[0]).toMatchObject({ message: 'Only a generated license can be moved to another machine', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('renewing through the graph', () => {
  it('refuses a renewal before its window with the date it opens', async () => {
    const [, license] = await rows(alice);
    await stack.graph(GenerateLicenseDocument, { input: { licenseId: license.id, mid: 'B'.repeat(32) } }, alice);
    const { body } = await stack.graph(
      CreateOrderDocument,
      { input: { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 1, period: 12, name: 'Ada', country: 'GB', renewLicenseId: license.id } },
      alice,
    );
    expect(body.errors?.[0].message).toMatch(/^This license can be renewed from \d{4}-\d{2}-\d{2} \(30 days before it ends\)$/);
  });

  it('an order that renews nothing has no renewed license', async () => {
    const { body } = await stack.graph(PaidOrderFactsDocument, { orderNo }, alice);
    expect(getFragmentData(RenewedLicense_OrderFragmentDoc, body.data!.order!)).toMatchObject({ renewedLicense: null });
  });
});

describe('receipts through the gateway', () => {
  it('a paid order has a receipt URL the owner downloads as a PDF, through the gateway', async () => {
    const { body } = await stack.graph(OrderManagementDocument, { payStatus: 'PAID', page: 1, size: 20 }, alice);
    const [row] = getFragmentData(OrderTable_OrderFragmentDoc, body.data!.orders.items);
    expect(row.receiptUrl).toBe(`/api/order/receipt?order_no=${orderNo}`);
    expect((await stack.graph(PaidOrderFactsDocument, { orderNo }, alice)).body.data!.order!.receiptUrl).toBe(row.receiptUrl);

    const response = await fetch(`${stack.gateway.url}${row.receiptUrl}`, { headers: { authorization: alice.authorization } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Tidewatch-receipt-${orderNo}.pdf"`);
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("is 404 for another user and 401 without a session, with the upstream's message in the caller's language", async () => {
    const url = `${stack.gateway.url}/api/order/receipt?order_no=${orderNo}`;
    const stranger = await fetch(url, { headers: { authorization: bob.authorization, 'x-locale': 'zh' } });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ statusCode: 404, messages: '订单不存在' });
    expect((await fetch(url)).status).toBe(401);
  });
});
