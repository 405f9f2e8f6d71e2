import { expect } from '@playwright/test';
import { graphWith } from './graph.ts';

// User centre (#5): orders set up without a browser — placed through the graph, QR payments approved on the sandbox
// provider (bank transfers are confirmed by staff: staff.ts).

/** What an order is placed with: the graph's CreateOrderInput without the buyer's details. */
export interface OrderSpec {
  licenseTypeId: string;
  paymentType: 'PAYPAL' | 'ALIPAY' | 'WECHAT_PAY' | 'COMPANY_PAY';
  quantity: number;
  period: number;
  company?: string;
  position?: string;
  use?: string;
}

/** Places an order as the holder of `token`; answers its number. */
export const placeOrder = async (baseURL: string, token: string, spec: OrderSpec) => {
  const { createOrder } = await graphWith<{ createOrder: { orderNo: string } }>(
    baseURL,
    token,
    'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { orderNo } }',
    { input: { name: 'E2E Buyer', country: 'CN', company: '', ...spec } },
  );
  return createOrder.orderNo;
};

/**
 * Pays an order by Alipay as a scanned QR code would: the sandbox checkout the code encodes is approved, and
 * the provider's asynchronous notification is waited for through the order's pay status.
 */
export const payByQr = async (baseURL: string, token: string, orderNo: string) => {
  const { order } = await graphWith<{ order: { payInfo: { qrcodeUrl: string } } }>(
    baseURL,
    token,
    'query ($no: ID!) { order(orderNo: $no) { payInfo(paymentType: ALIPAY) { qrcodeUrl } } }',
    { no: orderNo },
  );
  const checkout = new URL(order.payInfo.qrcodeUrl);
  const approval = await fetch(`${checkout.origin}${checkout.pathname}/pay`, {
    method: 'POST',
    body: new URLSearchParams({ payment: checkout.searchParams.get('payment') ?? '' }),
    redirect: 'manual',
  });
  expect(approval.status, `sandbox approval of ${orderNo}`).toBe(303);
  await expect
    .poll(
      async () =>
        (await graphWith<{ order: { payStatus: string } }>(baseURL, token, 'query ($no: ID!) { order(orderNo: $no) { payStatus } }', { no: orderNo })).order.payStatus,
      { message: `${orderNo} paid`, timeout: 10_000 },
    )
    .toBe('PAID');
};
