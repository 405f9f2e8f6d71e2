import { expect } from 'vitest';
import type { GatewayConfig } from '../config.ts';
import type { Timers } from '../subscriptions/timers.ts';
import { signedInUser, startTestStack } from './stack.ts';

export const CREATE_ORDER = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { orderNo paymentType state payStatus orderAmount { amount currency } licenseTypeName } }`;
export const READ_ORDER = `query($no: ID!, $method: PaymentType) {
  order(orderNo: $no) {
    orderNo paymentType state payStatus tradeStatus quantity period periodDay licenseTypeName
    orderAmount { amount currency } licenseTypePrice { amount currency } createdAt payTime outerTradeNo
    payInfo(paymentType: $method) { accountName bankName accountNumber swiftCode bankAddress beneficiaryAddress amount { amount currency } orderNote qrcodeUrl }
  }
}`;

export interface Order {
  orderNo: string;
  state: string;
  payInfo: { qrcodeUrl: string | null; accountName: string | null; bankName: string | null; accountNumber: string | null; amount: { amount: number } };
  [field: string]: unknown;
}

/** The order a buyer places unless a test says otherwise. */
export const ORDER_INPUT = { licenseTypeId: '13', paymentType: 'WECHAT_PAY', quantity: 2, period: 3, name: 'Ada Lovelace', country: 'GB' };

/**
 * A test stack with two signed-in buyers, alice (answered in English) and bob, and how they place and read orders:
 * `place` answers the order placed (a refusal fails the test), `read` the whole answer.
 */
export const startWithBuyers = async (gatewayConfig: Partial<GatewayConfig> = {}, gatewayServices: { timers?: Timers } = {}) => {
  const stack = await startTestStack(gatewayConfig, gatewayServices);
  const { auth, token: aliceToken } = await signedInUser(stack, 'alice01');
  const alice: Record<string, string> = { ...auth, 'x-locale': 'en' };
  const { auth: bob, token: bobToken } = await signedInUser(stack, 'bob01');
  const place = async (input: Record<string, unknown> = {}, as: Record<string, string> = alice) => {
    const { body } = await stack.graph<{ createOrder: Order }>(CREATE_ORDER, { input: { ...ORDER_INPUT, ...input } }, as);
    expect(body.errors).toBeUndefined();
    return body.data!.createOrder;
  };
  const read = async (no: string, method?: string, as: Record<string, string> = alice) => stack.graph<{ order: Order }>(READ_ORDER, { no, method }, as);
  return { stack, alice, aliceToken, bob, bobToken, place, read };
};

export type Buyers = Awaited<ReturnType<typeof startWithBuyers>>;
