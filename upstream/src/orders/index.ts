/** Orders as other parts see them: their routes, an order's checks and views for paying it, labels and receipts. */
export { checkPayable, otherCurrencyAmount, ownOrder, toDetail, transferInfo } from './order.ts';
export { NO_ACCOUNT } from './bank-account.ts';
export { orderRoutes } from './order-routes.ts';
export { bilingualLabel, PAYMENT_LABELS } from './payment-methods.ts';
export { receiptFileName, receiptOf } from './receipt.ts';
export { receiptRoutes } from './receipt-routes.ts';
export { issueCreditNote } from './credit-note.ts';
export { previewOrder } from './pricing.ts';
