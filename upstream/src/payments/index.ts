/**
 * Payments as other parts see them: the providers chosen at start, the routes (the site's calls, the providers'
 * notifications, the sandbox's pages), the jobs, and what staff do (confirm a bank transfer, refund an order).
 */
export { confirmTransfer, type PaymentRuntime } from './mark-paid.ts';
export { notificationRoutes, payRoutes } from './pay-routes.ts';
export { chosenProviders, PAYMENT_VARIABLES, settingsOf } from './provider-settings.ts';
export { createPayments, type Payments, type ProviderOptions } from './providers.ts';
export { paymentReconciliation } from './reconciliation-job.ts';
export { refundOrder } from './refunds.ts';
export { approveStaffRefund, declineStaffRefund, refundsToSettle, requestStaffRefund } from './refund-approvals.ts';
export type { StaffHand } from './staff-hand.ts';
export { awaitingTransfers, confirmStatementTransfer, keptNotifications, transferOrderByReference } from './staff-transfers.ts';
export { sandboxNotifications } from './sandbox-notifications-job.ts';
export { sandboxRoutes } from './sandbox-routes.ts';
