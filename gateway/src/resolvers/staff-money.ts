import {
  staffApproveRefund,
  staffConfirmTransfer,
  staffDeclineRefund,
  staffPaymentNotifications,
  staffRefunds,
  staffRequestRefund,
  staffTransferByReference,
  staffTransfers,
  type AwaitingTransfer,
  type RefundApproval,
} from '../../../contract/index.ts';
import type { Resolvers, StaffRefundOutcome, StaffRefundState } from '../generated/graphql.ts';

/** The contract's approval → the graph's: money as Money, states as the enums' upper-case values. */
const approvalOf = (a: RefundApproval) => ({
  ...a,
  id: String(a.id),
  buyerName: a.buyer.username,
  total: { amount: a.amount, currency: a.currency },
  state: a.state.toUpperCase() as StaffRefundState,
  outcome: a.outcome ? (a.outcome.toUpperCase() as StaffRefundOutcome) : null,
});

/** The contract's awaiting transfer → the graph's: the buyer flattened, money as Money. */
const awaitingOf = (one: AwaitingTransfer) => ({
  orderNo: one.orderNo,
  buyerName: one.buyer.username,
  buyerEmail: one.buyer.email,
  total: { amount: one.amount, currency: one.currency },
  createdAt: one.createdAt,
});

/** The back office's money (issue #33): one upstream call per field, lists included; the upstream checks the role. */
export const staffMoneyResolvers: Resolvers = {
  Query: {
    staffTransfers: async (_, __, { upstream }) => (await upstream.call(staffTransfers)).map(awaitingOf),
    staffTransferByReference: async (_, { reference }, { upstream }) => awaitingOf(await upstream.call(staffTransferByReference, { query: { reference } })),
    staffRefunds: async (_, __, { upstream }) => {
      const { approvals, buyerRequests } = await upstream.call(staffRefunds);
      return {
        approvals: approvals.map(approvalOf),
        buyerRequests: buyerRequests.map((one) => ({ ...one, buyerName: one.buyer.username, total: { amount: one.amount, currency: one.currency } })),
      };
    },
    staffPaymentNotifications: async (_, { orderNo, verified }, { upstream }) =>
      (
        await upstream.call(staffPaymentNotifications, {
          query: { ...(orderNo?.trim() ? { orderNo: orderNo.trim() } : {}), ...(typeof verified === 'boolean' ? { verified: verified ? 'true' : 'false' } : {}) },
        })
      ).map((one) => ({ ...one, id: String(one.id) })),
  },
  Mutation: {
    staffConfirmTransfer: (_, { orderNo, reference, amount, overrideReason }, { upstream }) =>
      upstream.call(staffConfirmTransfer, { params: { orderNo }, body: { reference, amount, ...(overrideReason?.trim() ? { overrideReason } : {}) } }),
    staffRequestRefund: async (_, { orderNo, reason }, { upstream }) => approvalOf(await upstream.call(staffRequestRefund, { body: { orderNo, reason } })),
    staffApproveRefund: async (_, { id }, { upstream }) => approvalOf(await upstream.call(staffApproveRefund, { params: { id: Number(id) } })),
    staffDeclineRefund: async (_, { id, reason }, { upstream }) => approvalOf(await upstream.call(staffDeclineRefund, { params: { id: Number(id) }, body: { reason } })),
  },
};
