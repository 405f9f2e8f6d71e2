import { Repeater } from '@repeaterjs/repeater';
import type { PayStatusAnswer } from '../../../contract/index.ts';

/** What a subscriber of `orderPayStatus` receives. */
export interface PayStatusEvent {
  orderNo: string;
  paid: boolean;
  /** the spec's pay_status: 0 unpaid, 1 paid */
  status: 0 | 1;
  /** the order's trade_status (4: refunded), when the upstream's status answer says it */
  tradeStatus?: number | null;
  /** the order's months (-1: the 7-day trial), when the upstream's status answer says it */
  period?: number;
}

/** An event from the upstream's status answer, which every subscriber of the order gets as it is. */
export const eventOf = (orderNo: string, { status, trade_status, period }: PayStatusAnswer): PayStatusEvent => ({
  orderNo,
  paid: status,
  status: status ? 1 : 0,
  ...(trade_status !== undefined ? { tradeStatus: trade_status } : {}),
  ...(period !== undefined ? { period } : {}),
});

/** A paid order's whole subscription: nothing can change any more, so it takes no place and no poller. */
export const paidAtOnce = (orderNo: string, answer: PayStatusAnswer) =>
  new Repeater<PayStatusEvent>(async (push, stop) => {
    await push(eventOf(orderNo, answer));
    stop();
  });
