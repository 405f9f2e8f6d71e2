import { MINUTE } from '../domain/clock.ts';
import type { Job } from '../runtime/schedule.ts';
import type { PaymentRuntime } from './mark-paid.ts';
import { claimDuePayments, settlePayment } from './pay-status.ts';
import { settlePendingRefunds } from './refunds.ts';

/**
 * Payments whose notification never came, and refunds still pending, settled by asking their providers (PayPal's
 * order, alipay.trade.query, WeChat Pay's query by out_trade_no): an order paid at the provider is never left unpaid
 * here, and one closed there is closed here. Once across copies (the schedule), and each payment is claimed before it
 * is asked about, so a buyer's checkstand asking at the same moment does not ask twice.
 */
export const paymentReconciliation: Job<PaymentRuntime & Parameters<Job['run']>[0]> = {
  name: 'payment-reconciliation',
  everyMs: MINUTE,
  run: async (rt) => {
    for (const payment of await claimDuePayments(rt, {})) {
      try {
        await settlePayment(rt, payment);
      } catch (error) {
        console.warn(`[upstream] reconciling ${payment.provider} payment of ${payment.order_no}: ${(error as Error).message}`);
      }
    }
    await settlePendingRefunds(rt);
  },
};
