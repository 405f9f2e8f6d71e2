import { defineMessages, kernelMessages } from '../domain/messages.ts';

/**
 * What payments/ answers, in Chinese and English (paying an order and the payment callbacks); the kernel's messages are
 * in the table too, so this feature's `fail` and `say` serve every message it gives. `{name}` marks a value filled in.
 */
export const { messages, textOf, say, fail } = defineMessages({
  ...kernelMessages,
  // orders and payments
  paymentDeclined: { en: 'The payment was not completed', zh: '支付未完成' },
  paymentUnverified: { en: 'The payment could not be verified', zh: '支付结果校验失败' },
  paymentAmountMismatch: { en: 'The amount paid does not match the order', zh: '支付金额与订单金额不符' },
  notATransfer: { en: 'Order {orderNo} is not a bank transfer awaiting confirmation', zh: '订单 {orderNo} 不是待确认的对公转账' },
  notPaid: { en: 'Order {orderNo} is not paid, so it cannot be refunded', zh: '订单 {orderNo} 未支付，无法退款' },
  refundProviderGone: { en: 'The order was paid through {provider}, which this site no longer runs; refund it with the provider directly', zh: '该订单通过 {provider} 支付，本站已不再接入该支付渠道，请直接在支付渠道退款' },
});

export type MessageKey = keyof typeof messages;
