import { z } from 'zod';
import { defineCall } from './call.ts';
import { text } from './input.ts';
import { CURRENCIES } from './money.ts';
import { orderNo } from './rules.ts';

/**
 * The back office's money (issue #33), for finance (and admins): bank transfers awaiting confirmation, refunds that
 * need two people, and the providers' notifications as they were kept.
 */

/** The contract's own texts for money input; payments/messages.ts gives them in Chinese too. */
export const moneyText = {
  referenceMissing: 'Enter the reference as it is on the bank statement',
  amountInvalid: 'Enter the amount as it is on the bank statement',
  reasonMissing: 'Give a reason',
} as const;

const reason = (max = 500) => text().trim().min(1, moneyText.reasonMissing).max(max);

const buyer = z.object({ username: z.string(), email: z.string() });

/** A bank-transfer order not paid yet (nor cancelled): the transfer's reference is its order number. */
export const awaitingTransfer = z.object({
  orderNo: z.string(),
  buyer,
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  /** when the order was placed (ISO): its age */
  createdAt: z.string(),
});
export type AwaitingTransfer = z.infer<typeof awaitingTransfer>;

/** What arrived, as the bank statement says: the reference (the note) and the amount. */
export interface TransferStatement {
  reference: string;
  amount: number;
}

/** How a statement line compares with the orders awaiting a transfer: the one it names, and what differs. */
export type TransferMatch<T> = { kind: 'match' | 'amountDiffers' | 'referenceDiffers'; order: T } | { kind: 'none' };

/** The same reference whatever its case and surrounding spaces (banks write notes in capitals, people type them). */
export const sameReference = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The order a transfer pays: the one whose number is the reference (a match when the amount is equal too); else the
 * only one of that exact amount, its reference differing. The server confirms a mismatch only with a reason.
 */
export const matchTransfer = <T extends { orderNo: string; amount: number }>(awaiting: readonly T[], statement: TransferStatement): TransferMatch<T> => {
  const named = awaiting.find((order) => sameReference(order.orderNo, statement.reference));
  if (named) return { kind: named.amount === statement.amount ? 'match' : 'amountDiffers', order: named };
  const sameAmount = awaiting.filter((order) => order.amount === statement.amount);
  return sameAmount.length === 1 ? { kind: 'referenceDiffers', order: sameAmount[0] } : { kind: 'none' };
};

export const staffTransfers = defineCall({
  id: 'staffTransfers',
  method: 'GET',
  path: '/staff/money/transfers',
  summary: 'Bank-transfer orders awaiting confirmation (unpaid, not cancelled), oldest first (issue #33).',
  auth: 'staff',
  roles: ['finance'],
  data: z.array(awaitingTransfer),
});

export const staffTransferByReference = defineCall({
  id: 'staffTransferByReference',
  method: 'GET',
  path: '/staff/money/transfer-order',
  summary:
    "The order a bank statement's reference names (its order number, any case), for a transfer paying an order placed with another method; 404 when none, 409 with the reason when a transfer cannot pay it (paid, refunded, cancelled, a trial).",
  auth: 'staff',
  roles: ['finance'],
  query: z.object({ reference: text().trim().min(1, moneyText.referenceMissing).max(200) }),
  data: awaitingTransfer,
});

export const staffConfirmTransfer = defineCall({
  id: 'staffConfirmTransfer',
  method: 'POST',
  path: '/staff/money/transfers/{orderNo}/confirm',
  summary:
    'A transfer arrived for this order: the reference and amount as on the bank statement. Unless the reference is the order number and the amount is equal, an override reason is required. The order is paid once and its licences issued; audited transfer.confirm.',
  auth: 'staff',
  roles: ['finance'],
  params: z.object({ orderNo: orderNo() }),
  body: z.object({
    reference: text().trim().min(1, moneyText.referenceMissing).max(200),
    amount: z.number(moneyText.amountInvalid).positive(moneyText.amountInvalid).finite(),
    overrideReason: reason().optional(),
  }),
  data: z.object({ orderNo: z.string(), changed: z.boolean(), licenses: z.number().int(), matched: z.boolean() }),
});

export const REFUND_APPROVAL_STATES = ['requested', 'approved', 'declined'] as const;
/** What the provider made of an approved refund: pending until it answers, then succeeded or refused. */
export const REFUND_OUTCOMES = ['pending', 'succeeded', 'refused'] as const;

export const refundApproval = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  buyer,
  paymentType: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  reason: z.string(),
  state: z.enum(REFUND_APPROVAL_STATES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** null until approved */
  outcome: z.enum(REFUND_OUTCOMES).nullable(),
  /** why the provider refused */
  providerReason: z.string().nullable(),
});
export type RefundApproval = z.infer<typeof refundApproval>;

/** A buyer's refund request (from their order page) that no member has taken up yet. */
export const buyerRefundRequest = z.object({
  orderNo: z.string(),
  buyer,
  paymentType: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  requestedAt: z.string(),
  reason: z.string().nullable(),
});
export type BuyerRefundRequest = z.infer<typeof buyerRefundRequest>;

export const staffRefunds = defineCall({
  id: 'staffRefunds',
  method: 'GET',
  path: '/staff/money/refunds',
  summary: "Refund requests of staff, newest first (at most 200), and the buyers' refund requests no member has taken up yet, oldest first (issue #33).",
  auth: 'staff',
  roles: ['finance'],
  data: z.object({ approvals: z.array(refundApproval), buyerRequests: z.array(buyerRefundRequest) }),
});

export const staffRequestRefund = defineCall({
  id: 'staffRequestRefund',
  method: 'POST',
  path: '/staff/money/refunds',
  summary: 'Request the refund of a paid order (its whole amount), with a reason; a second member must approve it before the provider is asked. Audited refund.request.',
  auth: 'staff',
  roles: ['finance'],
  body: z.object({ orderNo: orderNo(), reason: reason() }),
  data: refundApproval,
});

export const staffApproveRefund = defineCall({
  id: 'staffApproveRefund',
  method: 'POST',
  path: '/staff/money/refunds/{id}/approve',
  summary: 'Approve a refund another member requested (never one\'s own; cli cannot approve cli); then the provider is asked. Audited refund.approve.',
  auth: 'staff',
  roles: ['finance'],
  params: z.object({ id: z.coerce.number().int().positive() }),
  data: refundApproval.extend({ licenses: z.number().int() }),
});

export const staffDeclineRefund = defineCall({
  id: 'staffDeclineRefund',
  method: 'POST',
  path: '/staff/money/refunds/{id}/decline',
  summary: 'Decline a refund request with a reason; nothing is asked of the provider. Audited refund.decline.',
  auth: 'staff',
  roles: ['finance'],
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: z.object({ reason: reason() }),
  data: refundApproval,
});

export const paymentNotification = z.object({
  id: z.number().int(),
  provider: z.string(),
  receivedAt: z.string(),
  verified: z.boolean(),
  /** why it did not verify */
  reason: z.string().nullable(),
  event: z.string().nullable(),
  orderNo: z.string().nullable(),
  /** what it changed: paid, refund succeeded, nothing: already settled, … */
  outcome: z.string(),
});
export type PaymentNotification = z.infer<typeof paymentNotification>;

export const staffPaymentNotifications = defineCall({
  id: 'staffPaymentNotifications',
  method: 'GET',
  path: '/staff/money/notifications',
  summary: "The providers' notifications as kept, newest first (at most 200), by order number and verified or not (issue #33). Read-only.",
  auth: 'staff',
  roles: ['finance'],
  query: z.object({
    orderNo: text().trim().max(64).optional(),
    verified: z.enum(['true', 'false']).optional(),
  }),
  data: z.array(paymentNotification),
});
