import { expect } from '@playwright/test';
import { payByQr, placeOrder, type OrderSpec } from './order-setup.ts';
import { upstreamOf, type Language } from './stack.ts';

// Orders in each state a result page or the order list must tell apart (issue #32), set up without a browser.

/** Two Red Team licences for 3 months, by a method of yuan. */
export const redTeamBy = (paymentType: OrderSpec['paymentType']): OrderSpec => ({ licenseTypeId: '13', paymentType, quantity: 1, period: 3 });

/** A GraphQL call whose refusal is part of what is tested: answers the data and the errors' messages. */
export const graphAnswer = async <T>(baseURL: string, token: string, query: string, variables: Record<string, unknown>, language: Language) => {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-locale': language },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data: T | null; errors?: { message: string }[] };
  return { data: answer.data, messages: (answer.errors ?? []).map((error) => error.message) };
};

/** An Alipay order paid on the sandbox provider; answers its number. */
export const paidOrder = async (baseURL: string, token: string) => {
  const orderNo = await placeOrder(baseURL, token, redTeamBy('ALIPAY'));
  await payByQr(baseURL, token, orderNo);
  return orderNo;
};

/** The buyer cancels an order through the graph, as the order list's dialog does. */
export const cancelThroughGraph = (baseURL: string, token: string, orderNo: string, language: Language) =>
  graphAnswer<{ cancelOrder: { closedAt: string } }>(baseURL, token, 'mutation ($no: ID!) { cancelOrder(orderNo: $no) { closedAt } }', { no: orderNo }, language);

/** The buyer asks for a refund through the graph. */
export const refundThroughGraph = (baseURL: string, token: string, orderNo: string, language: Language) =>
  graphAnswer<{ requestRefund: { refundRequestedAt: string } }>(baseURL, token, 'mutation ($no: ID!) { requestRefund(orderNo: $no) { refundRequestedAt } }', { no: orderNo }, language);

/** The order's payment moved `days` into the past (the upstream's development route): browser tests cannot move its clock. */
export const paidDaysAgo = async (baseURL: string, orderNo: string, days: number) => {
  const response = await fetch(`${upstreamOf(baseURL)}/dev/order-paid-at`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_no: orderNo, paid_at: new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString() }),
  });
  expect(await response.json(), `the payment of ${orderNo} moved back`).toEqual({ updated: 1 });
};
