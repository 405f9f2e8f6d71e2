import { OrderState, type PayStatusResolvers } from '../generated/graphql.ts';
import { TRADE, TRIAL_PERIOD } from '../../../contract/rules.ts';
import type { PayStatusEvent } from '../subscriptions/pay-status.ts';

/** Whether a paid order was refunded, when the status answer carried its trade_status; null otherwise. */
const refunded = (event: PayStatusEvent) => (!event.paid || event.tradeStatus === undefined ? null : event.tradeStatus === TRADE.REFUNDED);
const trial = (event: PayStatusEvent) => (!event.paid || event.period === undefined ? null : event.period === TRIAL_PERIOD);

/**
 * How a paid order ended, from the event alone (the poller's one status answer): nothing here calls the
 * upstream, so a thousand checkstands of one order cost no call more than one. Unknown stays null.
 */
export const payStatusResolvers: PayStatusResolvers = {
  state: (event) => {
    const wasRefunded = refunded(event);
    return wasRefunded === null ? null : wasRefunded ? OrderState.Refunded : OrderState.Paid;
  },
  trial: (event) => trial(event),
  refundedAsSecondTrial: (event) => {
    const [wasRefunded, wasTrial] = [refunded(event), trial(event)];
    if (wasRefunded === false) return false;
    return wasRefunded === null || wasTrial === null ? null : wasTrial;
  },
};
