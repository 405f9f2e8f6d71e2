import { graphql } from '../../../gql/index.ts';

/** The money section's questions and actions (issue #33); the upstream checks the role on each. */

export const StaffTransfersDocument = graphql(`
  query StaffTransfers {
    staffTransfers {
      orderNo
      buyerName
      buyerEmail
      total {
        amount
        currency
      }
      createdAt
    }
  }
`);

export const StaffTransferByReferenceDocument = graphql(`
  query StaffTransferByReference($reference: String!) {
    staffTransferByReference(reference: $reference) {
      orderNo
      buyerName
      buyerEmail
      total {
        amount
        currency
      }
      createdAt
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
      id
      state
    }
  }
`);

export const StaffApproveRefundDocument = graphql(`
  mutation StaffApproveRefund($id: ID!) {
    staffApproveRefund(id: $id) {
      id
      state
      outcome
    }
  }
`);

export const StaffDeclineRefundDocument = graphql(`
  mutation StaffDeclineRefund($id: ID!, $reason: String!) {
    staffDeclineRefund(id: $id, reason: $reason) {
      id
      state
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
