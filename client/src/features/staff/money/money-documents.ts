import { graphql } from '../../../gql/index.ts';

/** The money section's questions and actions (issue #33); the upstream checks the role on each. */

/** An order awaiting a transfer, as the list and the lookup by reference both show it. */
export const StaffAwaitingTransferFields = graphql(`
  fragment StaffAwaitingTransferFields on StaffAwaitingTransfer {
    orderNo
    buyerName
    buyerEmail
    total {
      amount
      currency
    }
    createdAt
  }
`);

/**
 * A refund request as the list shows it: each decision answers it whole, so the list's entry is updated from the
 * answer and no field is written out twice.
 */
export const StaffRefundApprovalFields = graphql(`
  fragment StaffRefundApprovalFields on StaffRefundApproval {
    id
    orderNo
    buyerName
    paymentType
    total {
      amount
      currency
    }
    reason
    state
    requestedBy
    requestedAt
    decidedBy
    decidedAt
    declineReason
    outcome
    providerReason
  }
`);

export const StaffTransfersDocument = graphql(`
  query StaffTransfers {
    staffTransfers {
      ...StaffAwaitingTransferFields
    }
  }
`);

export const StaffTransferByReferenceDocument = graphql(`
  query StaffTransferByReference($reference: String!) {
    staffTransferByReference(reference: $reference) {
      ...StaffAwaitingTransferFields
    }
  }
`);

export const StaffConfirmTransferDocument = graphql(`
  mutation StaffConfirmTransfer($orderNo: String!, $reference: String!, $amount: Float!, $overrideReason: String) {
    staffConfirmTransfer(orderNo: $orderNo, reference: $reference, amount: $amount, overrideReason: $overrideReason) {
      orderNo
      changed
      licenses
      matched
    }
  }
`);

export const StaffRefundsDocument = graphql(`
  query StaffRefunds {
    staffRefunds {
      approvals {
        ...StaffRefundApprovalFields
      }
      buyerRequests {
        orderNo
        buyerName
        paymentType
        total {
          amount
          currency
        }
        requestedAt
        reason
      }
    }
  }
`);

export const StaffRequestRefundDocument = graphql(`
  mutation StaffRequestRefund($orderNo: String!, $reason: String!) {
    staffRequestRefund(orderNo: $orderNo, reason: $reason) {
      ...StaffRefundApprovalFields
    }
  }
`);

export const StaffApproveRefundDocument = graphql(`
  mutation StaffApproveRefund($id: ID!) {
    staffApproveRefund(id: $id) {
      ...StaffRefundApprovalFields
    }
  }
`);

export const StaffDeclineRefundDocument = graphql(`
  mutation StaffDeclineRefund($id: ID!, $reason: String!) {
    staffDeclineRefund(id: $id, reason: $reason) {
      ...StaffRefundApprovalFields
    }
  }
`);

export const StaffPaymentNotificationsDocument = graphql(`
  query StaffPaymentNotifications($orderNo: String, $verified: Boolean) {
    staffPaymentNotifications(orderNo: $orderNo, verified: $verified) {
      id
      provider
      receivedAt
      verified
      reason
      event
      orderNo
      outcome
    }
  }
`);
