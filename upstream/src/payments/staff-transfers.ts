import { sameReference, type AwaitingTransfer, type PaymentNotification, type TransferStatement } from '../../../contract/staff-money.ts';
import { TRADE } from '../../../contract/rules.ts';
import { confirmTransfer, transferRefusal, type PaymentRuntime } from './mark-paid.ts';
import { fail } from './messages.ts';
import type { StaffHand } from './staff-hand.ts';

/** Bank-transfer orders not paid yet and not cancelled, oldest first: what finance waits for on the bank statement. */
export const awaitingTransfers = async (rt: Pick<PaymentRuntime, 'db'>): Promise<AwaitingTransfer[]> => {
  const rows = await rt.db
    .selectFrom('order')
    .innerJoin('user', 'user.id', 'order.user_id')
    .select(['order.order_no', 'user.username', 'user.email', 'order.order_amount', 'order.currency', 'order.created_at'])
    .where('order.payment_type', '=', 'company_pay')
    .where('order.trade_status', '=', TRADE.AWAITING_TRANSFER)
    .where('order.pay_status', '=', 0)
    .where('order.closed_at', 'is', null)
    .orderBy('order.created_at')
    .orderBy('order.id')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    orderNo: row.order_no,
    buyer: { username: row.username, email: row.email },
    amount: Number(row.order_amount),
    currency: row.currency,
    createdAt: row.created_at.toISOString(),
  }));
};

/**
 * The order a statement's reference names, when it is not in the awaiting list: a buyer may pay any unpaid order by
 * transfer at the checkstand (an Alipay order switched to transfer, say). One that a transfer cannot pay is refused
 * with the reason (paid, refunded, cancelled, a trial), so finance reads why rather than "not found".
 */
export const transferOrderByReference = async (rt: Pick<PaymentRuntime, 'db'>, reference: string): Promise<AwaitingTransfer> => {
  const orderNo = reference.trim().toUpperCase();
  const row = await rt.db
    .selectFrom('order')
    .innerJoin('user', 'user.id', 'order.user_id')
    .select(['order.order_no', 'user.username', 'user.email', 'order.order_amount', 'order.currency', 'order.created_at', 'order.pay_status', 'order.trade_status', 'order.closed_at', 'order.period'])
    .where((eb) => eb(eb.fn('upper', ['order.order_no']), '=', orderNo))
    .executeTakeFirst();
  if (!row) throw fail(404, 'transferOrderUnknown', { reference: reference.trim() });
  const refusal = transferRefusal(row);
  if (refusal) throw fail(409, refusal, { orderNo: row.order_no });
  return {
    orderNo: row.order_no,
    buyer: { username: row.username, email: row.email },
    amount: Number(row.order_amount),
    currency: row.currency,
    createdAt: row.created_at.toISOString(),
  };
};

/**
 * A transfer arrived for `orderNo`, as the bank statement says. It matches when the reference is the order number and
 * the amount is the order's; a mismatch is confirmed only with the member's reason for overriding it. The order is
 * paid once (payment.confirmTransfer) and transfer.confirm is audited in the same transaction, with the statement.
 */
export const confirmStatementTransfer = async (
  rt: PaymentRuntime,
  hand: StaffHand,
  orderNo: string,
  statement: TransferStatement & { overrideReason?: string },
) => {
  const order = await rt.db.selectFrom('order').select(['order_amount', 'pay_status']).where('order_no', '=', orderNo).executeTakeFirst();
  if (!order) throw fail(404, 'orderNotFound');
  const referenceMatches = sameReference(statement.reference, orderNo);
  const amountMatches = Number(order.order_amount) === statement.amount;
  const matched = referenceMatches && amountMatches;
  if (!matched && !statement.overrideReason) {
    throw fail(400, referenceMatches ? 'transferAmountDiffers' : 'transferReferenceDiffers', { orderNo, reference: statement.reference, amount: String(statement.amount), expected: String(Number(order.order_amount)) });
  }
  const result = await confirmTransfer(rt, orderNo, (trx, before) =>
    hand.audit(trx, {
      action: 'transfer.confirm',
      subjectType: 'order',
      subjectId: orderNo,
      before: { pay_status: before.pay_status },
      after: { pay_status: 1, reference: statement.reference, amount: statement.amount, matched },
      reason: matched ? null : statement.overrideReason,
    }),
  );
  return { orderNo, changed: result.changed, licenses: result.licenses, matched };
};

/** The providers' notifications as kept, newest first, by order number and verified or not. */
export const keptNotifications = async (rt: Pick<PaymentRuntime, 'db'>, filter: { orderNo?: string; verified?: boolean }): Promise<PaymentNotification[]> => {
  let query = rt.db
    .selectFrom('payment_notification')
    .select(['id', 'provider', 'received_at', 'verified', 'reason', 'event', 'order_no', 'outcome'])
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200);
  if (filter.orderNo) query = query.where('order_no', '=', filter.orderNo);
  if (filter.verified !== undefined) query = query.where('verified', '=', filter.verified);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    receivedAt: row.received_at.toISOString(),
    verified: row.verified,
    reason: row.reason,
    event: row.event,
    orderNo: row.order_no,
    outcome: row.outcome,
  }));
};
