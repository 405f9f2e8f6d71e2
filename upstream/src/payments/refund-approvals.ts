import type { Transaction } from 'kysely';
import type { BuyerRefundRequest, RefundApproval } from '../../../contract/staff-money.ts';
import { TRADE } from '../../../contract/rules.ts';
import type { Tables } from '../db/tables.ts';
import type { PaymentRuntime } from './mark-paid.ts';
import { fail } from './messages.ts';
import { refundOrder } from './refunds.ts';
import { samePerson, type StaffHand } from './staff-hand.ts';

/**
 * Refunds need two people (issue #33): one member requests the refund of a paid order, a second approves it, and only
 * then is the provider asked (refundOrder); or it is declined with a reason. Each step locks its row, so two approvals
 * at once make one approval and one provider request; each is audited inside its own transaction.
 */

type Runtime = Pick<PaymentRuntime, 'db'>;

const approvalRows = (rt: Runtime) =>
  rt.db
    .selectFrom('refund_approval as a')
    .innerJoin('order', 'order.id', 'a.order_id')
    .innerJoin('user', 'user.id', 'order.user_id')
    .leftJoin('refund', 'refund.order_id', 'a.order_id')
    .select(['a.id', 'a.amount', 'a.currency', 'a.reason', 'a.state', 'a.requested_by_name', 'a.requested_at', 'a.decided_by_name', 'a.decided_at', 'a.decline_reason'])
    .select(['order.order_no', 'order.payment_type', 'order.trade_status', 'user.username', 'user.email', 'refund.state as refund_state', 'refund.provider_reason']);

type ApprovalRow = Awaited<ReturnType<ReturnType<typeof approvalRows>['executeTakeFirstOrThrow']>>;

/** What the provider made of it: succeeded once the order is refunded, refused when it said no, else pending. */
const outcomeOf = (row: ApprovalRow): RefundApproval['outcome'] => {
  if (row.state !== 'approved') return null;
  if (row.trade_status === TRADE.REFUNDED) return 'succeeded';
  return row.refund_state === 'refused' ? 'refused' : 'pending';
};

const viewOf = (row: ApprovalRow): RefundApproval => ({
  id: row.id,
  orderNo: row.order_no,
  buyer: { username: row.username, email: row.email },
  paymentType: row.payment_type,
  amount: Number(row.amount),
  currency: row.currency as RefundApproval['currency'],
  reason: row.reason,
  state: row.state,
  requestedBy: row.requested_by_name,
  requestedAt: row.requested_at.toISOString(),
  decidedBy: row.decided_by_name,
  decidedAt: row.decided_at?.toISOString() ?? null,
  declineReason: row.decline_reason,
  outcome: outcomeOf(row),
  providerReason: outcomeOf(row) === 'refused' ? row.provider_reason : null,
});

export const refundApprovalOf = async (rt: Runtime, id: number) => viewOf(await approvalRows(rt).where('a.id', '=', id).executeTakeFirstOrThrow());

/** Staff's refund requests, newest first, and the buyers' requests nobody has taken up (none open or approved). */
export const refundsToSettle = async (rt: Runtime): Promise<{ approvals: RefundApproval[]; buyerRequests: BuyerRefundRequest[] }> => {
  const approvals = await approvalRows(rt).orderBy('a.requested_at', 'desc').orderBy('a.id', 'desc').limit(200).execute();
  const buyers = await rt.db
    .selectFrom('order')
    .innerJoin('user', 'user.id', 'order.user_id')
    .select(['order.order_no', 'user.username', 'user.email', 'order.payment_type', 'order.order_amount', 'order.currency', 'order.refund_requested_at', 'order.refund_request_reason'])
    .where('order.refund_requested_at', 'is not', null)
    .where((eb) => eb.or([eb('order.trade_status', 'is', null), eb('order.trade_status', '!=', TRADE.REFUNDED)]))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('refund_approval').select('id').whereRef('refund_approval.order_id', '=', 'order.id').where('refund_approval.state', 'in', ['requested', 'approved']))),
    )
    .orderBy('order.refund_requested_at')
    .limit(200)
    .execute();
  return {
    approvals: approvals.map(viewOf),
    buyerRequests: buyers.map((row) => ({
      orderNo: row.order_no,
      buyer: { username: row.username, email: row.email },
      paymentType: row.payment_type,
      amount: Number(row.order_amount),
      currency: row.currency,
      requestedAt: row.refund_requested_at!.toISOString(),
      reason: row.refund_request_reason,
    })),
  };
};

/** One member asks for the refund of a paid order, its whole amount: it waits for a second. One open request per order. */
export const requestStaffRefund = async (rt: Runtime, hand: StaffHand, now: Date, { orderNo, reason }: { orderNo: string; reason: string }) => {
  const id = await rt.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('order').select(['id', 'pay_status', 'trade_status', 'order_amount', 'currency']).where('order_no', '=', orderNo).forUpdate().executeTakeFirst();
    if (!order) throw fail(404, 'orderNotFound');
    if (order.pay_status !== 1 || order.trade_status === TRADE.REFUNDED) throw fail(400, 'notPaid', { orderNo });
    const open = await trx.selectFrom('refund_approval').select('id').where('order_id', '=', order.id).where('state', 'in', ['requested', 'approved']).executeTakeFirst();
    if (open) throw fail(409, 'staffRefundOpen', { orderNo });
    const made = await trx
      .insertInto('refund_approval')
      .values({ order_id: order.id, amount: Number(order.order_amount), currency: order.currency, reason, state: 'requested', requested_by_kind: hand.kind, requested_by_staff_id: hand.staffId, requested_by_name: hand.name, requested_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await hand.audit(trx, { action: 'refund.request', subjectType: 'order', subjectId: orderNo, before: null, after: { refund: made.id, state: 'requested', amount: Number(order.order_amount), currency: order.currency }, reason });
    return made.id;
  });
  return refundApprovalOf(rt, id);
};

/** Locks a request still waiting for its second person: 404 unknown, 409 already decided. */
const lockRequested = async (trx: Transaction<Tables>, id: number) => {
  const row = await trx.selectFrom('refund_approval').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw fail(404, 'refundRequestNotFound', { id: String(id) });
  if (row.state !== 'requested') throw fail(409, 'refundAlreadyDecided', { id: String(id) });
  return row;
};

const decided = (hand: StaffHand, now: Date) => ({ decided_by_kind: hand.kind, decided_by_staff_id: hand.staffId, decided_by_name: hand.name, decided_at: now });

/**
 * A second member approves: never the one who requested it (the server refuses the same person, the CLI included),
 * and only a request still waiting. The approval commits, audited, before the provider is asked; what the provider
 * says is then the refund's outcome (a provider that cannot be reached leaves it pending for the reconciliation job).
 */
export const approveStaffRefund = async (rt: PaymentRuntime, hand: StaffHand, now: Date, id: number) => {
  const orderNo = await rt.db.transaction().execute(async (trx) => {
    const row = await lockRequested(trx, id);
    if (samePerson({ kind: row.requested_by_kind, staffId: row.requested_by_staff_id }, hand)) throw fail(403, 'refundSamePerson');
    const order = await trx.selectFrom('order').select(['order_no', 'pay_status', 'trade_status']).where('id', '=', row.order_id).executeTakeFirstOrThrow();
    if (order.pay_status !== 1 || order.trade_status === TRADE.REFUNDED) throw fail(400, 'notPaid', { orderNo: order.order_no });
    await trx.updateTable('refund_approval').set({ state: 'approved', ...decided(hand, now) }).where('id', '=', id).execute();
    await hand.audit(trx, { action: 'refund.approve', subjectType: 'order', subjectId: order.order_no, before: { refund: id, state: 'requested', requestedBy: row.requested_by_name }, after: { refund: id, state: 'approved' }, reason: row.reason });
    return order.order_no;
  });
  const outcome = await refundOrder(rt, orderNo, { by: `${(await refundApprovalOf(rt, id)).requestedBy} + ${hand.name}` });
  return { ...(await refundApprovalOf(rt, id)), licenses: outcome.licenses };
};

/** A member declines a waiting request with a reason (the requester may withdraw their own); the provider is never asked. */
export const declineStaffRefund = async (rt: Runtime, hand: StaffHand, now: Date, id: number, reason: string) => {
  await rt.db.transaction().execute(async (trx) => {
    const row = await lockRequested(trx, id);
    const order = await trx.selectFrom('order').select('order_no').where('id', '=', row.order_id).executeTakeFirstOrThrow();
    await trx.updateTable('refund_approval').set({ state: 'declined', decline_reason: reason, ...decided(hand, now) }).where('id', '=', id).execute();
    await hand.audit(trx, { action: 'refund.decline', subjectType: 'order', subjectId: order.order_no, before: { refund: id, state: 'requested' }, after: { refund: id, state: 'declined' }, reason });
  });
  return refundApprovalOf(rt, id);
};
