import { sql, type Transaction } from 'kysely';
import type { Tables } from '../db/tables.ts';
import { DAY, HOUR, MINUTE } from '../domain/clock.ts';
import { fail } from './messages.ts';

/**
 * At most this many orders an account created in the last 24 hours may stand unpaid: each unpaid order is a
 * checkstand the site follows, so an account with thousands of them multiplies the site's work. Paying one (or
 * waiting until the oldest of them is a day old) makes room again; nothing is cancelled or changed.
 */
export const UNPAID_ORDERS = { limit: 20, windowMs: DAY };

/**
 * Inside the transaction that inserts the order: locks the account's count (a transaction-scoped advisory lock,
 * so simultaneous orders of one account queue here and each sees the one before it), then refuses with 429 when
 * the account already has the limit of unpaid orders from the window, saying how long until one ages out.
 */
export const assertRoomForUnpaidOrder = async (trx: Transaction<Tables>, userId: number, now: Date) => {
  await sql`select pg_advisory_xact_lock(hashtext(${`unpaid-orders:#${userId}`}))`.execute(trx);
  const newest = await trx
    .selectFrom('order')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('pay_status', '=', 0)
    .where('created_at', '>', new Date(now.getTime() - UNPAID_ORDERS.windowMs))
    .orderBy('created_at', 'desc')
    .limit(UNPAID_ORDERS.limit)
    .execute();
  if (newest.length < UNPAID_ORDERS.limit) return;
  const waitMs = Math.max(MINUTE, newest[UNPAID_ORDERS.limit - 1].created_at.getTime() + UNPAID_ORDERS.windowMs - now.getTime());
  const retryAfterSeconds = Math.ceil(waitMs / 1000);
  throw waitMs >= HOUR
    ? fail(429, 'tooManyUnpaidOrdersHours', { limit: UNPAID_ORDERS.limit, hours: Math.ceil(waitMs / HOUR) }, { retryAfterSeconds })
    : fail(429, 'tooManyUnpaidOrdersMinutes', { limit: UNPAID_ORDERS.limit, minutes: Math.ceil(waitMs / MINUTE) }, { retryAfterSeconds });
};
