import { moneyText } from '../../../contract/staff-money.ts';
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
  notPaid: { en: 'Order {orderNo} is not paid, so it cannot be refunded', zh: '订单 {orderNo} 未支付，无法退款' },
  refundProviderGone: { en: 'The order was paid through {provider}, which this site no longer runs; refund it with the provider directly', zh: '该订单通过 {provider} 支付，本站已不再接入该支付渠道，请直接在支付渠道退款' },
  // the back office's money (issue #33)
  transferReferenceDiffers: { en: 'The reference {reference} is not order {orderNo}: confirm it only with a reason for overriding', zh: '转账附言 {reference} 与订单号 {orderNo} 不符：须填写强制确认的理由' },
  transferAmountDiffers: { en: 'The amount {amount} is not the order\'s {expected}: confirm it only with a reason for overriding', zh: '到账金额 {amount} 与订单金额 {expected} 不符：须填写强制确认的理由' },
  transferOrderUnknown: { en: 'No order has the number {reference}', zh: '没有订单号为 {reference} 的订单' },
  transferOrderPaid: { en: 'Order {orderNo} is already paid: there is no transfer to confirm', zh: '订单 {orderNo} 已支付，无需确认转账' },
  transferOrderRefunded: { en: 'Order {orderNo} is refunded: a transfer cannot pay it', zh: '订单 {orderNo} 已退款，不能以转账支付' },
  transferOrderCancelled: { en: 'Order {orderNo} is cancelled: a transfer cannot pay it', zh: '订单 {orderNo} 已取消，不能以转账支付' },
  transferOrderTrial: { en: 'Order {orderNo} is a one-yuan trial, paid online only: a transfer cannot pay it', zh: '订单 {orderNo} 是一元试用订单，仅支持在线支付，不能以转账支付' },
  staffRefundOpen: { en: 'A refund of order {orderNo} is already requested by staff', zh: '订单 {orderNo} 已有员工的退款申请' },
  refundRequestNotFound: { en: 'Refund request {id} does not exist', zh: '退款申请 {id} 不存在' },
  refundAlreadyDecided: { en: 'Refund request {id} has already been approved or declined', zh: '退款申请 {id} 已被批准或拒绝' },
  refundSamePerson: { en: 'A refund needs a second person: you requested this one, so someone else must approve it', zh: '退款须由第二人批准：这笔退款是您申请的，须由其他人批准' },
  moneyReferenceMissing: { en: moneyText.referenceMissing, zh: '请按银行流水填写转账附言' },
  moneyAmountInvalid: { en: moneyText.amountInvalid, zh: '请按银行流水填写到账金额' },
  moneyReasonMissing: { en: moneyText.reasonMissing, zh: '请填写理由' },
});

export type MessageKey = keyof typeof messages;
