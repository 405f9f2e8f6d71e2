import { TRADE, TRIAL_PERIOD } from '../../../contract/rules.ts';
import type { Database } from '../db/database.ts';
import { fail } from './messages.ts';

/**
 * One one-yuan trial per person (spec §4): a buyer who already has a paid trial is told so by the price preview
 * and by createOrder, before paying anything. Two first trials placed before either was paid still get through
 * here; markPaid (payment.ts) refunds the later of those, under the user's row lock.
 */
export const refuseSecondTrial = async (db: Database, userId: number, period: number) => {
  if (period !== TRIAL_PERIOD) return;
  const paidTrial = await db
    .selectFrom('order')
    .select('id')
    .where('user_id', '=', userId)
    .where('period', '=', TRIAL_PERIOD)
    .where('pay_status', '=', 1)
    .where('trade_status', '=', TRADE.PAID)
    .executeTakeFirst();
  if (paidTrial) throw fail(400, 'onePerPerson');
};
